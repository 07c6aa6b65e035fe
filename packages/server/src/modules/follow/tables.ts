/**
 * Copy trading (issue 12). A trader's application, the follows, the signals (a trader's
 * position opened or closed, with the recorded index price that decided it) and, per
 * follower and signal, what the copy did. Money lives in the ledger: a copy is a real
 * lever position of the follower (`lever_positions.copy_of`), and a profit share is a
 * journal keyed by its `copy_trades` row.
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  COPY_OUTCOMES,
  COPY_SIGNAL_KINDS,
  FOLLOW_STATUSES,
  FOLLOW_TYPES,
  TRADER_STATUSES,
  type CopyOutcome,
  type CopySignalKind,
  type CopySkipReason,
  type FollowStatus,
  type FollowType,
  type TraderStatus,
} from '@bourse/shared';
// Table to table: the schema must load without the services.
import { leverPositions } from '../lever/tables.ts';
import { users } from '../users/tables.ts';
import { amount, at, percent, sqlList as list } from '../../db/columns.ts';

/** One row per user who applied to be a trader (the picture is the profile's `head_portrait`). */
export const traders = pgTable(
  'traders',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    status: text('status').$type<TraderStatus>().notNull(),
    nickname: text('nickname').notNull(),
    introduction: text('introduction').notNull(),
    profitSharePercent: percent('profit_share_percent').notNull(),
    /** The operator's reason for a rejection. */
    reason: text('reason').notNull().default(''),
    appliedAt: at('applied_at').notNull(),
    decidedAt: at('decided_at'),
    decidedBy: integer('decided_by'),
    /** Positions opened before this instant are never copied. */
    approvedAt: at('approved_at'),
  },
  (t) => [
    check('traders_status_ck', sql`${t.status} in (${list(TRADER_STATUSES)})`),
    check('traders_share_ck', sql`${t.profitSharePercent} >= 0 and ${t.profitSharePercent} <= 100`),
    index('traders_status_idx').on(t.status),
  ],
);

/** A follower's copy settings for one trader; one active row per pair of users. */
export const follows = pgTable(
  'follows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id),
    traderId: integer('trader_id')
      .notNull()
      .references(() => users.id),
    type: smallint('type').$type<FollowType>().notNull(),
    number: amount('number').notNull(),
    /** The follow-amount cap: margin all open copies of this follow may hold; null for none. */
    capAmount: amount('cap_amount'),
    deadline: at('deadline'),
    /** The trader's share when the follow was made or last edited: a later change never applies. */
    profitSharePercent: percent('profit_share_percent').notNull(),
    status: text('status').$type<FollowStatus>().notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [
    check('follows_type_ck', sql`${t.type} in (${list(FOLLOW_TYPES)})`),
    check('follows_status_ck', sql`${t.status} in (${list(FOLLOW_STATUSES)})`),
    check(
      'follows_number_ck',
      sql`${t.number} > 0 and (${t.capAmount} is null or ${t.capAmount} > 0)`,
    ),
    check('follows_self_ck', sql`${t.followerId} <> ${t.traderId}`),
    uniqueIndex('follows_active_uq')
      .on(t.followerId, t.traderId)
      .where(sql`${t.status} = 'active'`),
    index('follows_trader_idx').on(t.traderId, t.status),
  ],
);

/**
 * A trader's position opened or closed: the recorded index price that decided it (the one
 * every follower's copy uses), written once (unique per position and kind).
 */
export const copySignals = pgTable(
  'copy_signals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    traderId: integer('trader_id')
      .notNull()
      .references(() => users.id),
    positionId: bigint('position_id', { mode: 'number' })
      .notNull()
      .references(() => leverPositions.id),
    kind: text('kind').$type<CopySignalKind>().notNull(),
    indexPrice: amount('index_price').notNull(),
    indexSource: text('index_source').notNull(),
    indexAt: at('index_at').notNull(),
    createdAt: at('created_at').notNull(),
    /** Every follower was handled (copied, skipped or closed). */
    processedAt: at('processed_at'),
  },
  (t) => [
    check('copy_signals_kind_ck', sql`${t.kind} in (${list(COPY_SIGNAL_KINDS)})`),
    uniqueIndex('copy_signals_once_uq').on(t.positionId, t.kind),
    index('copy_signals_todo_idx')
      .on(t.id)
      .where(sql`${t.processedAt} is null`),
  ],
);

/** What one follower's copy did for one signal (or a self-holding, with no signal). */
export const copyTrades = pgTable(
  'copy_trades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    signalId: bigint('signal_id', { mode: 'number' }).references(() => copySignals.id),
    followId: bigint('follow_id', { mode: 'number' })
      .notNull()
      .references(() => follows.id),
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id),
    traderId: integer('trader_id')
      .notNull()
      .references(() => users.id),
    outcome: text('outcome').$type<CopyOutcome>().notNull(),
    reason: text('reason').$type<CopySkipReason>(),
    /** The refusal's figures, JSON of decimal strings. */
    detail: text('detail').notNull().default('{}'),
    instrumentId: integer('instrument_id').notNull(),
    side: smallint('side').notNull(),
    lots: amount('lots').notNull(),
    /** The follower's position this opened, closed or detached. */
    positionId: bigint('position_id', { mode: 'number' }).references(() => leverPositions.id),
    profitShare: amount('profit_share'),
    journalId: bigint('journal_id', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('copy_trades_outcome_ck', sql`${t.outcome} in (${list(COPY_OUTCOMES)})`),
    uniqueIndex('copy_trades_once_uq').on(t.signalId, t.followerId),
    index('copy_trades_follower_idx').on(t.followerId, t.id),
    index('copy_trades_follow_idx').on(t.followId),
  ],
);

/** A trader's figures as last computed (hourly, spec 9); the definitions are on the page. */
export const traderStats = pgTable('trader_stats', {
  traderId: integer('trader_id')
    .primaryKey()
    .references(() => users.id),
  totalProfits: amount('total_profits').notNull(),
  totalReturnPercent: amount('total_return_percent').notNull(),
  accuracyPercent: amount('accuracy_percent').notNull(),
  closedCount: integer('closed_count').notNull(),
  profitableCount: integer('profitable_count').notNull(),
  longWins: integer('long_wins').notNull(),
  shortWins: integer('short_wins').notNull(),
  yesterdayProfits: amount('yesterday_profits').notNull(),
  openCount: integer('open_count').notNull(),
  totalCount: integer('total_count').notNull(),
  followers: integer('followers').notNull(),
  computedAt: at('computed_at').notNull(),
});
