/**
 * VIP levels (issue 12). No money moves here: a level only lowers the fee rates the spot and
 * contract modules charge. What is kept is what makes a level auditable: each daily run with
 * the table and the recorded index prices it used, each user's assessment with its figures
 * (append-only), and each user's current level (the latest assessment, read on every
 * contract open and cached by the spot sequencers).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import type { VipLevelItem } from '@bourse/shared';
// Table to table: the schema must load without the services.
import { users } from '../users/tables.ts';
import { amount, at, percent } from '../../db/columns.ts';

/** A recorded index price a run valued holdings or volume with. */
export interface VipPriceUsed {
  price: string;
  source: string;
  /** ISO instant of the recorded second. */
  at: string;
}

/** One daily assessment run (its day is the key: a day is assessed once). */
export const vipRuns = pgTable(
  'vip_runs',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    /** The volume window [from, to): the 30 UTC days before `day`. */
    windowFrom: at('window_from').notNull(),
    windowTo: at('window_to').notNull(),
    /** The table the run used, and whether it came from the setting or the defaults. */
    levels: jsonb('levels').$type<VipLevelItem[]>().notNull(),
    levelsSource: text('levels_source').$type<'setting' | 'default'>().notNull(),
    /** Coin ticker -> the recorded index it was valued at (USDT is 1). */
    prices: jsonb('prices').$type<Record<string, VipPriceUsed>>().notNull(),
    /** Coins held that had no index price: valued at 0 in this run. */
    unpriced: text('unpriced').array().notNull(),
    /** Users are assessed in id order; the last id done (a run resumes after it). */
    lastUserId: integer('last_user_id').notNull().default(0),
    assessed: integer('assessed').notNull().default(0),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    check('vip_runs_source_ck', sql`${t.levelsSource} in ('setting', 'default')`),
    check('vip_runs_window_ck', sql`${t.windowTo} > ${t.windowFrom}`),
  ],
);

/** One user's figures and level on one day (append-only: migration 0021). */
export const vipAssessments = pgTable(
  'vip_assessments',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' })
      .notNull()
      .references(() => vipRuns.day),
    level: smallint('level').notNull(),
    feeDiscountPercent: percent('fee_discount_percent').notNull(),
    spotVolume: amount('spot_volume').notNull(),
    contractVolume: amount('contract_volume').notNull(),
    holdings: amount('holdings').notNull(),
    computedAt: at('computed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    index('vip_assessments_day_idx').on(t.day),
    check(
      'vip_assessments_figures_ck',
      sql`${t.level} >= 0 and ${t.feeDiscountPercent} >= 0 and ${t.feeDiscountPercent} < 100 and ${t.spotVolume} >= 0 and ${t.contractVolume} >= 0 and ${t.holdings} >= 0`,
    ),
  ],
);

/** Each assessed user's current level: their latest assessment (no row: VIP0, never assessed). */
export const userVip = pgTable(
  'user_vip',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    level: smallint('level').notNull(),
    feeDiscountPercent: percent('fee_discount_percent').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    // The current level is always one of the user's assessments.
    foreignKey({
      name: 'user_vip_assessment_fk',
      columns: [t.userId, t.day],
      foreignColumns: [vipAssessments.userId, vipAssessments.day],
    }),
    // The spot sequencers' copy reads the users with a discount.
    index('user_vip_discount_idx')
      .on(t.userId)
      .where(sql`${t.feeDiscountPercent} > 0`),
    check(
      'user_vip_level_ck',
      sql`${t.level} >= 0 and ${t.feeDiscountPercent} >= 0 and ${t.feeDiscountPercent} < 100`,
    ),
  ],
);
