/**
 * Dual investment (issue 11). Money lives in the ledger: a purchase (`dual_orders:<id>:buy`,
 * reason dual_buy) moves the invested amount from the user's spot account into the dual
 * pool and, in the same journal, freezes in the pool BOTH possible payouts (`hold_invest`
 * in the invested currency, `hold_alt` in the other); settlement (`dual_orders:<id>:settle`,
 * dual_settle) pays one of them to the user and releases the other. These rows are what
 * those journals name; ledger/verify.ts checks the pool's frozen balances against them.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import {
  DUAL_ORDER_STATUSES,
  DUAL_PRODUCT_STATES,
  DUAL_TYPES,
  DualOrderStatus,
  type DualOrderStatus as DualOrderStatusT,
  type DualProductState,
  type DualType,
} from '@bourse/shared';
// Table to table: the schema must load without the services.
import { currencies } from '../system/tables.ts';
import { users } from '../users/tables.ts';
import { amount, percent, at, sqlList as list } from '../../db/columns.ts';

export const dualProducts = pgTable(
  'dual_products',
  {
    id: serial('id').primaryKey(),
    /** The coin (BTC 1, ETH 2); the other currency is `quote_currency_id` (USDT). */
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    quoteCurrencyId: integer('quote_currency_id')
      .notNull()
      .references(() => currencies.id),
    type: text('type').$type<DualType>().notNull(),
    linkedPrice: amount('linked_price').notNull(),
    aprPercent: percent('apr_percent').notNull(),
    /** One share, in the invested currency (the coin for a call, USDT for a put). */
    perShare: amount('per_share').notNull(),
    totalShares: integer('total_shares').notNull(),
    /** Taken atomically by each purchase (`sold + n <= total`): never oversold. */
    soldShares: integer('sold_shares').notNull().default(0),
    state: smallint('state').$type<DualProductState>().notNull(),
    startAt: at('start_at').notNull(),
    /** Maturity: orders settle on the first recorded index second at or after it. */
    endAt: at('end_at').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('dual_products_list_idx').on(t.currencyId, t.type, t.endAt),
    check('dual_products_type_ck', sql`${t.type} in (${list(DUAL_TYPES)})`),
    check('dual_products_state_ck', sql`${t.state} in (${list(DUAL_PRODUCT_STATES)})`),
    check(
      'dual_products_terms_ck',
      sql`${t.linkedPrice} > 0 and ${t.aprPercent} > 0 and ${t.perShare} > 0 and ${t.totalShares} > 0 and ${t.endAt} > ${t.startAt}`,
    ),
    check(
      'dual_products_sold_ck',
      sql`${t.soldShares} >= 0 and ${t.soldShares} <= ${t.totalShares}`,
    ),
  ],
);

export const dualOrders = pgTable(
  'dual_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => dualProducts.id),
    /** The product's terms when bought (copied: a later edit never changes an order). */
    type: text('type').$type<DualType>().notNull(),
    currencyId: integer('currency_id').notNull(),
    quoteCurrencyId: integer('quote_currency_id').notNull(),
    /** What was paid in: the coin for a call, USDT for a put; `alt` is the other one. */
    investCurrencyId: integer('invest_currency_id').notNull(),
    altCurrencyId: integer('alt_currency_id').notNull(),
    shares: integer('shares').notNull(),
    perShare: amount('per_share').notNull(),
    amount: amount('amount').notNull(),
    linkedPrice: amount('linked_price').notNull(),
    aprPercent: percent('apr_percent').notNull(),
    days: integer('days').notNull(),
    endAt: at('end_at').notNull(),
    /** Both payouts, frozen in the dual pool from purchase to settlement. */
    holdInvest: amount('hold_invest').notNull(),
    holdAlt: amount('hold_alt').notNull(),
    status: smallint('status').$type<DualOrderStatusT>().notNull(),
    settlePrice: amount('settle_price'),
    settleSource: text('settle_source'),
    settleAt: at('settle_at'),
    paidCurrencyId: integer('paid_currency_id'),
    paidAmount: amount('paid_amount'),
    settledAt: at('settled_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('dual_orders_due_idx').on(t.status, t.endAt),
    index('dual_orders_user_idx').on(t.userId, t.id.desc()),
    check('dual_orders_type_ck', sql`${t.type} in (${list(DUAL_TYPES)})`),
    check('dual_orders_status_ck', sql`${t.status} in (${list(DUAL_ORDER_STATUSES)})`),
    check(
      'dual_orders_amounts_ck',
      sql`${t.shares} > 0 and ${t.amount} > 0 and ${t.linkedPrice} > 0 and ${t.days} > 0 and ${t.holdInvest} >= ${t.amount} and ${t.holdAlt} >= 0`,
    ),
    // A settled row carries its whole result; any other none of it.
    check(
      'dual_orders_settled_ck',
      sql`(${t.status} <> ${sql.raw(String(DualOrderStatus.settled))} and ${t.settlePrice} is null and ${t.paidAmount} is null and ${t.settledAt} is null) or (${t.status} = ${sql.raw(String(DualOrderStatus.settled))} and ${t.settlePrice} > 0 and ${t.settleSource} is not null and ${t.settleAt} >= ${t.endAt} and ${t.paidCurrencyId} is not null and ${t.paidAmount} >= 0 and ${t.settledAt} is not null)`,
    ),
  ],
);
