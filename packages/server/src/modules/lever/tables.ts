/**
 * Contracts (issue 10). Money lives in the ledger (lever account 3, USDT): every journal
 * names one of these rows (`lever_positions:<id>:<what>`). Each price that decided money is
 * a row of the recorded index (market/tape.ts), copied here with its source and second.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  LEVER_CHARGE_KINDS,
  LEVER_CLOSE_REASONS,
  LEVER_SIDES,
  LEVER_STATUSES,
  LeverStatus,
  type LeverChargeKind,
  type LeverCloseReason,
  type LeverSide,
  type LeverStatus as LeverStatusCode,
} from '@bourse/shared';
// Table to table: the schema must load without the services.
import { instruments } from '../market/tables.ts';
import { users } from '../users/tables.ts';
import { amount, percent, at, sqlList as list } from '../../db/columns.ts';

/** The contract terms of a pair (configuration; seed/lever.ts writes demo values). */
export const leverInstruments = pgTable(
  'lever_instruments',
  {
    instrumentId: integer('instrument_id')
      .primaryKey()
      .references(() => instruments.id),
    /** Base units per lot (`lever_share_num`). */
    contractSize: amount('contract_size').notNull(),
    spreadPercent: percent('spread_percent').notNull(),
    openFeePercent: percent('open_fee_percent').notNull(),
    closeFeePercent: percent('close_fee_percent').notNull(),
    /** Charged once per UTC day at `lever_overnight_utc` on the notional at the index. */
    overnightPercent: percent('overnight_percent').notNull(),
    minLots: integer('min_lots').notNull(),
    maxLots: integer('max_lots').notNull(),
    /** Allowed multiples, ascending. */
    multiples: integer('multiples').array().notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    check('lever_instruments_size_ck', sql`${t.contractSize} > 0`),
    check(
      'lever_instruments_rates_ck',
      sql`${t.spreadPercent} >= 0 and ${t.spreadPercent} < 50 and ${t.openFeePercent} >= 0 and ${t.closeFeePercent} >= 0 and ${t.overnightPercent} >= 0`,
    ),
    check('lever_instruments_lots_ck', sql`${t.minLots} >= 1 and ${t.maxLots} >= ${t.minLots}`),
    check('lever_instruments_multiples_ck', sql`cardinality(${t.multiples}) >= 1`),
  ],
);

/** One row is an order (pending), then a position (open), then closed or cancelled. */
export const leverPositions = pgTable(
  'lever_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    side: smallint('side').$type<LeverSide>().notNull(),
    status: smallint('status').$type<LeverStatusCode>().notNull(),
    /** 1 own, 2 copied (issue 12); a copy the follower took over (self-holding) becomes 1. */
    orderType: smallint('order_type').notNull().default(1),
    /** The trader's position this one copies (issue 12); kept after a self-holding. */
    copyOf: bigint('copy_of', { mode: 'number' }).references((): AnyPgColumn => leverPositions.id),
    /** 1 market, 0 limit. */
    priceType: smallint('price_type').notNull(),
    targetPrice: amount('target_price'),
    /** Lots (`share`). */
    lots: amount('lots').notNull(),
    contractSize: amount('contract_size').notNull(),
    quantity: amount('quantity').notNull(),
    multiple: integer('multiple').notNull(),
    spreadPercent: percent('spread_percent').notNull(),
    openFeePercent: percent('open_fee_percent').notNull(),
    closeFeePercent: percent('close_fee_percent').notNull(),
    /** The margin held now (`caution_money`): overnight fees the account lacked come out of it. */
    margin: amount('margin').notNull().default('0'),
    /** The margin when the position opened. */
    openMargin: amount('open_margin').notNull().default('0'),
    openPrice: amount('open_price'),
    openIndex: amount('open_index'),
    openIndexSource: text('open_index_source'),
    openIndexAt: at('open_index_at'),
    openFee: amount('open_fee').notNull().default('0'),
    tp: amount('tp'),
    sl: amount('sl'),
    closePrice: amount('close_price'),
    closeIndex: amount('close_index'),
    closeIndexSource: text('close_index_source'),
    closeIndexAt: at('close_index_at'),
    closeFee: amount('close_fee').notNull().default('0'),
    closeReason: text('close_reason').$type<LeverCloseReason>(),
    /** Realised P/L before fees, as computed; the insurance fund's share is in lever_charges. */
    profit: amount('profit'),
    overnightPaid: amount('overnight_paid').notNull().default('0'),
    /** Margin + fee frozen for a pending limit order. */
    held: amount('held').notNull().default('0'),
    createdAt: at('created_at').notNull(),
    openedAt: at('opened_at'),
    closedAt: at('closed_at'),
  },
  (t) => [
    check('lever_positions_side_ck', sql`${t.side} in (${list(LEVER_SIDES)})`),
    check('lever_positions_status_ck', sql`${t.status} in (${list(LEVER_STATUSES)})`),
    check(
      'lever_positions_reason_ck',
      sql`${t.closeReason} is null or ${t.closeReason} in (${list(LEVER_CLOSE_REASONS)})`,
    ),
    check(
      'lever_positions_amounts_ck',
      sql`${t.lots} > 0 and ${t.quantity} > 0 and ${t.multiple} > 0 and ${t.margin} >= 0 and ${t.held} >= 0`,
    ),
    index('lever_positions_user_idx').on(t.userId, t.status, t.id),
    index('lever_positions_copy_idx')
      .on(t.copyOf)
      .where(sql`${t.copyOf} is not null`),
    index('lever_positions_live_idx')
      .on(t.status, t.instrumentId)
      .where(sql`${t.status} in (${list([LeverStatus.pending, LeverStatus.open])})`),
  ],
);

/** Every fee (and a liquidation's shortfall) with the index price and second it used. */
export const leverCharges = pgTable(
  'lever_charges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    positionId: bigint('position_id', { mode: 'number' })
      .notNull()
      .references(() => leverPositions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<LeverChargeKind>().notNull(),
    amount: amount('amount').notNull(),
    indexPrice: amount('index_price').notNull(),
    indexSource: text('index_source').notNull(),
    indexAt: at('index_at').notNull(),
    /** The UTC day an overnight fee is for ('1970-01-01' for the other kinds). */
    chargeDay: date('charge_day', { mode: 'string' }).notNull().default('1970-01-01'),
    journalId: bigint('journal_id', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('lever_charges_kind_ck', sql`${t.kind} in (${list(LEVER_CHARGE_KINDS)})`),
    check('lever_charges_amount_ck', sql`${t.amount} >= 0`),
    uniqueIndex('lever_charges_once_uq').on(t.positionId, t.kind, t.chargeDay),
    index('lever_charges_user_idx').on(t.userId, t.id),
    // Migration 0020: a UTC day's trading fees for the invitation rebates (modules/invite).
    index('lever_charges_fee_created_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} in ('open_fee', 'close_fee')`),
  ],
);

/** One row per user per liquidation: what the account looked like when it was closed out. */
export const leverLiquidations = pgTable(
  'lever_liquidations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    equity: amount('equity').notNull(),
    usedMargin: amount('used_margin').notNull(),
    riskRate: amount('risk_rate').notNull(),
    maintenancePercent: percent('maintenance_percent').notNull(),
    /** The index quotes used: [{symbol, price, source, at}]. */
    prices: text('prices').notNull(),
    positionIds: text('position_ids').notNull(),
    insurancePaid: amount('insurance_paid').notNull(),
    unrecovered: amount('unrecovered').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('lever_liquidations_user_idx').on(t.userId, t.id)],
);
