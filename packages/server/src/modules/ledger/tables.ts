/**
 * The ledger (DESIGN.md section 5): append-only journals of signed entries, and balance
 * rows per owner, account type and currency that cache the sum of its entries: one row for
 * a user, up to SPREAD_SLOTS rows (`slot`) for a busy system account (policy.ts). Only this
 * module writes these tables; `verifyLedger` rebuilds every balance from the entries.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { AccountType, BALANCE_BUCKETS, JOURNAL_REASONS, OWNER_KINDS } from '@bourse/shared';
// Table to table (as content/tables.ts does): the schema must load without the services.
import { currencies } from '../system/tables.ts';
import { amount } from '../../db/columns.ts';

const quoted = (values: readonly (string | number)[]) =>
  sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', '));
const ACCOUNT_TYPE_IDS = Object.values(AccountType);

export const balances = pgTable(
  'balances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerKind: text('owner_kind', { enum: OWNER_KINDS }).notNull(),
    /** A user id, or a SystemAccount id for `system` owners. */
    ownerId: integer('owner_id').notNull(),
    accountType: smallint('account_type').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /**
     * Which of the balance's rows this is: always 0 for a user; a busy system account's
     * balance is spread over several rows so that postings need not queue on one row lock
     * (policy.ts). The balance is the sum of its rows; entries carry no slot.
     */
    slot: smallint('slot').notNull().default(0),
    available: amount('available').notNull().default('0'),
    frozen: amount('frozen').notNull().default('0'),
    /** Incremented by every posting that touches the row. */
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('balances_owner_uq').on(
      t.ownerKind,
      t.ownerId,
      t.accountType,
      t.currencyId,
      t.slot,
    ),
    check('balances_owner_kind_ck', sql`${t.ownerKind} in (${quoted(OWNER_KINDS)})`),
    check('balances_account_type_ck', sql`${t.accountType} in (${quoted(ACCOUNT_TYPE_IDS)})`),
    // A user's balance is one row; only system accounts are spread.
    check('balances_slot_ck', sql`${t.slot} >= 0 and (${t.ownerKind} = 'system' or ${t.slot} = 0)`),
    // The backstop behind the conditional debit: a user balance is never negative.
    // System balances are the other side of user money and may go below zero.
    check(
      'balances_user_not_negative_ck',
      sql`${t.ownerKind} = 'system' or (${t.available} >= 0 and ${t.frozen} >= 0)`,
    ),
  ],
);

export const journals = pgTable(
  'journals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Chosen by the caller; a second posting with the same key changes nothing. */
    idempotencyKey: text('idempotency_key').notNull(),
    reason: text('reason', { enum: JOURNAL_REASONS }).notNull(),
    /** The domain row that caused the journal, e.g. ('spot_orders', '42'). */
    refTable: text('ref_table').notNull(),
    refId: text('ref_id').notNull(),
    memo: text('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('journals_idempotency_key_uq').on(t.idempotencyKey),
    index('journals_ref_ix').on(t.refTable, t.refId),
    check('journals_reason_ck', sql`${t.reason} in (${quoted(JOURNAL_REASONS)})`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    journalId: bigint('journal_id', { mode: 'number' })
      .notNull()
      .references(() => journals.id),
    ownerKind: text('owner_kind', { enum: OWNER_KINDS }).notNull(),
    ownerId: integer('owner_id').notNull(),
    accountType: smallint('account_type').notNull(),
    currencyId: integer('currency_id').notNull(),
    bucket: text('bucket', { enum: BALANCE_BUCKETS }).notNull(),
    /** Signed: positive adds to the bucket, negative takes from it. Never zero. */
    amount: amount('amount').notNull(),
  },
  (t) => [
    index('ledger_entries_journal_ix').on(t.journalId),
    // A user's statement (bills) reads entries by balance, newest first.
    index('ledger_entries_owner_ix').on(
      t.ownerKind,
      t.ownerId,
      t.accountType,
      t.currencyId,
      t.journalId,
    ),
    check('ledger_entries_account_type_ck', sql`${t.accountType} in (${quoted(ACCOUNT_TYPE_IDS)})`),
    check('ledger_entries_bucket_ck', sql`${t.bucket} in (${quoted(BALANCE_BUCKETS)})`),
    check('ledger_entries_owner_kind_ck', sql`${t.ownerKind} in (${quoted(OWNER_KINDS)})`),
    check('ledger_entries_amount_ck', sql`${t.amount} <> 0`),
  ],
);
