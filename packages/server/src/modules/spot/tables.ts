/**
 * Spot and stock orders and their trades (issue 4). Money lives in the ledger: an order's
 * hold is journal `spot:<id>:freeze`, each trade is one journal `spot-trade:<id>` moving
 * both legs and both fees, and what an order no longer needs is released by
 * `spot:<id>:release:<n>` journals. The open orders, in (price, id) order, are the book.
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
import { CANCEL_REASONS, ORDER_STATUSES, OWNER_KINDS, TIME_IN_FORCE } from '@bourse/shared';
// Table to table (as content/tables.ts does): the schema must load without the services.
import { instruments } from '../market/tables.ts';
import { amount, percent } from '../../db/columns.ts';

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const spotOrders = pgTable(
  'spot_orders',
  {
    /** Also the order's time priority: the pair's sequencer draws ids in arrival order. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A user, or the market maker's system account. */
    ownerKind: text('owner_kind', { enum: OWNER_KINDS }).notNull(),
    ownerId: integer('owner_id').notNull(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    /** 1 buy, 2 sell. */
    side: smallint('side').notNull(),
    orderType: text('order_type', { enum: ['limit', 'market'] }).notNull(),
    timeInForce: text('time_in_force', { enum: TIME_IN_FORCE }).notNull(),
    /** The limit price; null for a market order. */
    price: amount('price'),
    quantity: amount('quantity').notNull(),
    filledQuantity: amount('filled_quantity').notNull().default('0'),
    filledQuote: amount('filled_quote').notNull().default('0'),
    fee: amount('fee').notNull().default('0'),
    /** What the ledger still holds for this order (quote for a buy, base for a sell). */
    frozen: amount('frozen').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    cancelReason: text('cancel_reason', { enum: CANCEL_REASONS }),
    /**
     * Releases posted by the first order path (keys `spot:<id>:release:<n>`). Since the
     * sequencer (issue 8) each release happens at most once and is named by its step
     * (`release:placed`, `release:end`), so this stays at what it was.
     */
    releases: integer('releases').notNull().default(0),
    /** The caller's id for the order, unique per owner (a retried request finds it). */
    clientOrderId: text('client_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('spot_orders_owner_ix').on(t.ownerKind, t.ownerId, t.id),
    uniqueIndex('spot_orders_client_id_uq')
      .on(t.ownerKind, t.ownerId, t.clientOrderId)
      .where(sql`${t.clientOrderId} is not null`),
    // Rebuilding a book reads its open orders only.
    index('spot_orders_open_ix')
      .on(t.instrumentId, t.id)
      .where(sql`${t.status} in ('open', 'partial')`),
    check('spot_orders_side_ck', sql`${t.side} in (1, 2)`),
    check('spot_orders_status_ck', sql`${t.status} in (${quoted(ORDER_STATUSES)})`),
    check('spot_orders_tif_ck', sql`${t.timeInForce} in (${quoted(TIME_IN_FORCE)})`),
    check(
      'spot_orders_cancel_reason_ck',
      sql`${t.cancelReason} is null or ${t.cancelReason} in (${quoted(CANCEL_REASONS)})`,
    ),
    check(
      'spot_orders_amounts_ck',
      sql`${t.quantity} > 0 and ${t.filledQuantity} >= 0 and ${t.filledQuantity} <= ${t.quantity} and ${t.frozen} >= 0 and ${t.fee} >= 0`,
    ),
    check(
      'spot_orders_price_ck',
      sql`(${t.orderType} = 'market' and ${t.price} is null) or (${t.orderType} = 'limit' and ${t.price} > 0)`,
    ),
  ],
);

export const spotTrades = pgTable(
  'spot_trades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    makerOrderId: bigint('maker_order_id', { mode: 'number' })
      .notNull()
      .references(() => spotOrders.id),
    takerOrderId: bigint('taker_order_id', { mode: 'number' })
      .notNull()
      .references(() => spotOrders.id),
    /** The taker's side: 1 buy, 2 sell. */
    takerSide: smallint('taker_side').notNull(),
    price: amount('price').notNull(),
    quantity: amount('quantity').notNull(),
    quoteAmount: amount('quote_amount').notNull(),
    /** Each side's fee, in what that side received (base for the buyer, quote for the seller). */
    makerFee: amount('maker_fee').notNull(),
    takerFee: amount('taker_fee').notNull(),
    /**
     * The VIP fee discount each side was charged with, percent (issue 12, migration 0021; 0
     * for none): a fee is round-half-up(received x rate x (100 - discount) / 100) to the coin
     * it is paid in, less a coupon's part where one was spent (user_coupons.used_for).
     */
    makerFeeDiscount: percent('maker_fee_discount').notNull().default('0'),
    takerFeeDiscount: percent('taker_fee_discount').notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('spot_trades_instrument_ix').on(t.instrumentId, t.id),
    index('spot_trades_maker_ix').on(t.makerOrderId),
    index('spot_trades_taker_ix').on(t.takerOrderId),
    // Migration 0020: a UTC day's fees for the invitation rebates (modules/invite).
    index('spot_trades_created_idx').on(t.createdAt),
    check('spot_trades_amounts_ck', sql`${t.price} > 0 and ${t.quantity} > 0`),
  ],
);

/**
 * Who writes each market's book (docs/operations.md). The owner holds the market's lease
 * (an advisory lock) and bumps `epoch` when it takes over; every batch it commits first
 * reads the row FOR SHARE and must find its own epoch, so a process that lost its lease
 * without knowing yet cannot commit, and a new owner's take-over waits for the old
 * owner's commit in flight and then loads the book with it.
 */
export const marketLeases = pgTable('market_leases', {
  instrumentId: integer('instrument_id')
    .primaryKey()
    .references(() => instruments.id),
  epoch: bigint('epoch', { mode: 'number' }).notNull(),
  owner: text('owner').notNull(),
  acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull(),
});
