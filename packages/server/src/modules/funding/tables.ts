/**
 * Deposits and withdrawals: one row per request, decided once by the finance desk. The
 * money itself lives in the ledger (journals keyed `deposit:<id>`, `withdrawal:<id>:...`);
 * these rows are what the journals name as their cause.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  AccountType,
  BANK_CARD_KINDS,
  BANK_PAYOUT,
  DEPOSIT_STATUSES,
  DepositStatus,
  WITHDRAWAL_STATUSES,
  WithdrawalStatus,
  type WithdrawalPayoutDetails,
} from '@bourse/shared';
// Table to table (as content/tables.ts does): the schema must load without the services.
import { operators } from '../admin/tables.ts';
import { currencies } from '../system/tables.ts';
import { users } from '../users/tables.ts';
import { amount } from '../../db/columns.ts';

const quoted = (values: readonly (string | number)[]) =>
  sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', '));
const ACCOUNT_TYPE_IDS = Object.values(AccountType);

export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** The account credited on confirmation (spec ids: legal 1, change 2, ...). */
    accountType: smallint('account_type').notNull(),
    network: text('network').notNull(),
    amount: amount('amount').notNull(),
    /** `/uploads/...` URL of the user's own upload of the transfer receipt. */
    voucher: text('voucher').notNull(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull(),
    /** The operator's words on a refusal. */
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('deposits_user_idx').on(t.userId, t.id),
    index('deposits_status_idx').on(t.status, t.id),
    // One receipt, one deposit: a receipt sent twice must not be credited twice.
    uniqueIndex('deposits_voucher_uq').on(t.voucher),
    check('deposits_status_ck', sql`${t.status} in (${quoted(DEPOSIT_STATUSES)})`),
    check('deposits_account_type_ck', sql`${t.accountType} in (${quoted(ACCOUNT_TYPE_IDS)})`),
    check('deposits_amount_ck', sql`${t.amount} > 0`),
    check(
      'deposits_decided_ck',
      sql`(${t.status} = ${sql.raw(`'${DepositStatus.pending}'`)}) = (${t.decidedAt} is null)`,
    ),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** The account the amount and fee are frozen in and paid from. */
    accountType: smallint('account_type').notNull(),
    /** `BANK` for a payout to the user's bank card (USDT paid 1:1 as USD). */
    network: text('network').notNull(),
    /** The crypto address, or for a bank payout the card's masked number or IBAN. */
    address: text('address').notNull(),
    /**
     * Bank payouts only: the card as it was when asked (kind, bank, holder; the masked
     * number is `address`), so a later edit of the card does not rewrite this row.
     */
    bankKind: text('bank_kind', { enum: BANK_CARD_KINDS }),
    bankName: text('bank_name'),
    bankHolder: text('bank_holder'),
    /**
     * Bank payouts only: the card's full payout details (number or IBAN, branch, SWIFT, ...)
     * copied in the transaction that records the withdrawal; for the finance desk only.
     */
    payoutDetails: jsonb('payout_details').$type<WithdrawalPayoutDetails>(),
    /** What reaches the address. */
    amount: amount('amount').notNull(),
    /** Kept by the platform (the `fees` system account); may be zero. */
    fee: amount('fee').notNull(),
    /**
     * `amount` valued in BTC at the index price when requested (spec 6 limits), with the
     * price and its source, so the 24-hour limit is judged on what was recorded.
     */
    btcValue: amount('btc_value').notNull(),
    priceSource: text('price_source').notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull(),
    /** The network's transaction hash (a bank payout: the bank transfer reference), recorded on approval. */
    txHash: text('tx_hash'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.id),
    uniqueIndex('withdrawals_tx_hash_uq')
      .on(t.txHash)
      .where(sql`${t.txHash} is not null`),
    check('withdrawals_status_ck', sql`${t.status} in (${quoted(WITHDRAWAL_STATUSES)})`),
    check('withdrawals_account_type_ck', sql`${t.accountType} in (${quoted(ACCOUNT_TYPE_IDS)})`),
    check('withdrawals_amount_ck', sql`${t.amount} > 0 and ${t.fee} >= 0`),
    check('withdrawals_bank_kind_ck', sql`${t.bankKind} in (${quoted(BANK_CARD_KINDS)})`),
    check(
      'withdrawals_bank_ck',
      sql`(${t.network} = ${sql.raw(`'${BANK_PAYOUT.network}'`)}) = (${t.bankKind} is not null and ${t.bankName} is not null and ${t.bankHolder} is not null and ${t.payoutDetails} is not null)`,
    ),
    check(
      'withdrawals_approved_hash_ck',
      sql`(${t.status} = ${sql.raw(`'${WithdrawalStatus.approved}'`)}) = (${t.txHash} is not null)`,
    ),
  ],
);
