/**
 * The wallet's own rows. Money itself lives in the ledger; these are the domain rows its
 * journals name: a transfer between a user's accounts, a conversion with the quote it
 * used (so the user can audit it), and where a user sends money (addresses, bank cards).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { AccountType } from '@bourse/shared';
// Table to table (as content/tables.ts does): the schema must load without the services.
import { journals } from '../ledger/tables.ts';
import { currencies } from '../system/tables.ts';
import { users } from '../users/tables.ts';
import { amount } from '../../db/columns.ts';

const ACCOUNT_IDS = sql.raw(Object.values(AccountType).join(', '));

/** `POST /wallet/change`: one row per transfer, paid by the journal it names. */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    amount: amount('amount').notNull(),
    fromAccount: smallint('from_account').notNull(),
    toAccount: smallint('to_account').notNull(),
    /** Written by the ledger's statement that posts the journal (its `linkColumn`). */
    journalId: bigint('journal_id', { mode: 'number' }).references(() => journals.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('wallet_transfers_user_ix').on(t.userId, t.id),
    check('wallet_transfers_amount_ck', sql`${t.amount} > 0`),
    check('wallet_transfers_accounts_ck', sql`${t.fromAccount} <> ${t.toAccount}`),
    check('wallet_transfers_from_ck', sql`${t.fromAccount} in (${ACCOUNT_IDS})`),
    check('wallet_transfers_to_ck', sql`${t.toAccount} in (${ACCOUNT_IDS})`),
  ],
);

/**
 * `POST /user/Transfer`: a conversion in the spot account at the index price. The quote
 * (both prices, their source and instant) is kept so anyone can recompute the outcome.
 */
export const conversions = pgTable(
  'conversions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fromCurrencyId: integer('from_currency_id')
      .notNull()
      .references(() => currencies.id),
    toCurrencyId: integer('to_currency_id')
      .notNull()
      .references(() => currencies.id),
    /** What the user gave, in the source currency. */
    amount: amount('amount').notNull(),
    fromPrice: text('from_price').notNull(),
    toPrice: text('to_price').notNull(),
    /** Target units per source unit, fromPrice / toPrice, as computed (may exceed 18 places). */
    rate: text('rate').notNull(),
    source: text('source').notNull(),
    quoteAt: timestamp('quote_at', { withTimezone: true }).notNull(),
    feeRate: text('fee_rate').notNull(),
    /** amount x rate, cut to 18 decimals. */
    gross: amount('gross').notNull(),
    fee: amount('fee').notNull(),
    received: amount('received').notNull(),
    /** Rounding kept by the treasury: gross - fee - received. */
    remainder: amount('remainder').notNull(),
    /** Written by the ledger's statement that posts the journal (its `linkColumn`). */
    journalId: bigint('journal_id', { mode: 'number' }).references(() => journals.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('conversions_user_ix').on(t.userId, t.id),
    check('conversions_amount_ck', sql`${t.amount} > 0 and ${t.received} > 0`),
    check(
      'conversions_parts_ck',
      sql`${t.fee} >= 0 and ${t.remainder} >= 0 and ${t.fee} + ${t.received} + ${t.remainder} = ${t.gross}`,
    ),
  ],
);

/** The address book of `POST /user/wallet/save`. */
export const walletAddresses = pgTable(
  'wallet_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    network: text('network').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** The caller's own upload of the address's QR code (`/uploads/<name>`), or ''. */
    qrcode: text('qrcode').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('wallet_addresses_uq').on(t.userId, t.currencyId, t.network, t.address),
    index('wallet_addresses_user_ix').on(t.userId, t.id),
  ],
);

/** A user's payout bank card: one domestic and one international at most. */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['domestic', 'international'] }).notNull(),
    realName: text('real_name').notNull(),
    /** Domestic: the card number; international: the account number when no IBAN. */
    cardNumber: text('card_number'),
    iban: text('iban'),
    bankName: text('bank_name').notNull(),
    bankBranch: text('bank_branch'),
    province: text('province'),
    city: text('city'),
    phone: text('phone'),
    bankCountry: text('bank_country'),
    swiftCode: text('swift_code'),
    bankAddress: text('bank_address'),
    holderAddress: text('holder_address'),
    abaNumber: text('aba_number'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('bank_cards_user_kind_uq').on(t.userId, t.kind),
    check('bank_cards_kind_ck', sql`${t.kind} in ('domestic', 'international')`),
  ],
);
