/**
 * Lock-up mining (issue 11). Money lives in the ledger: the principal is frozen in the
 * user's spot (change) account by `lockup_orders:<id>:deposit`, each day's interest is
 * paid from the staking pool by `lockup_orders:<id>:interest:<day>`, and the principal is
 * released (less an early-redemption penalty to `fees`) by `lockup_orders:<id>:redeem`.
 * These rows are what those journals name.
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
  unique,
} from 'drizzle-orm/pg-core';
import {
  LOCKUP_ORDER_STATUSES,
  LOCKUP_PLAN_STATUSES,
  LOCKUP_REDEEM_KINDS,
  LockupOrderStatus,
  type LockupPlanStatus,
  type LockupRedeemKind,
} from '@bourse/shared';
// Table to table: the schema must load without the services.
import { currencies } from '../system/tables.ts';
import { users } from '../users/tables.ts';
import { amount, rate, at, sqlList as list } from '../../db/columns.ts';

/** The plans offered (`GET /lh/deposit/config`); written by seed/lockup.ts and operators. */
export const lockupPlans = pgTable(
  'lockup_plans',
  {
    id: serial('id').primaryKey(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    minAmount: amount('min_amount').notNull(),
    maxAmount: amount('max_amount').notNull(),
    /** The published daily yield range, percent a day. */
    dailyRateMin: rate('daily_rate_min').notNull(),
    dailyRateMax: rate('daily_rate_max').notNull(),
    lockDays: integer('lock_days').notNull(),
    /** Spec 9's settlement ratio: percent of the amount per remaining day. */
    penaltyPercent: rate('penalty_percent').notNull(),
    status: text('status').$type<LockupPlanStatus>().notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('lockup_plans_status_ck', sql`${t.status} in (${list(LOCKUP_PLAN_STATUSES)})`),
    check('lockup_plans_amount_ck', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
    check(
      'lockup_plans_rate_ck',
      sql`${t.dailyRateMin} > 0 and ${t.dailyRateMax} >= ${t.dailyRateMin} and ${t.dailyRateMax} <= 1`,
    ),
    check(
      'lockup_plans_terms_ck',
      sql`${t.lockDays} > 0 and ${t.penaltyPercent} >= 0 and ${t.penaltyPercent} * ${t.lockDays} <= 100`,
    ),
  ],
);

export const lockupOrders = pgTable(
  'lockup_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => lockupPlans.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    amount: amount('amount').notNull(),
    /** Fixed when placed (decision 76): the bottom of the plan's range then. */
    dailyRate: rate('daily_rate').notNull(),
    /** amount x daily rate, rounded down to the coin's decimals: each day's credit. */
    dailyInterest: amount('daily_interest').notNull(),
    lockDays: integer('lock_days').notNull(),
    penaltyPercent: rate('penalty_percent').notNull(),
    /** The deposit. */
    createdAt: at('created_at').notNull(),
    /** The first dividend instant after the deposit: interest runs from here. */
    valueAt: at('value_at').notNull(),
    /** valueAt + lock days: the last credit and the principal back. */
    endAt: at('end_at').notNull(),
    status: smallint('status').$type<LockupOrderStatus>().notNull(),
    daysPaid: integer('days_paid').notNull().default(0),
    interestPaid: amount('interest_paid').notNull().default('0'),
    /** When the job next has something to do (a credit or the end); null once redeemed. */
    nextAt: at('next_at'),
    redeemKind: text('redeem_kind').$type<LockupRedeemKind>(),
    penalty: amount('penalty'),
    returned: amount('returned'),
    redeemedAt: at('redeemed_at'),
  },
  (t) => [
    index('lockup_orders_due_idx').on(t.status, t.nextAt),
    index('lockup_orders_user_idx').on(t.userId, t.id.desc()),
    check('lockup_orders_status_ck', sql`${t.status} in (${list(LOCKUP_ORDER_STATUSES)})`),
    check(
      'lockup_orders_kind_ck',
      sql`${t.redeemKind} is null or ${t.redeemKind} in (${list(LOCKUP_REDEEM_KINDS)})`,
    ),
    check(
      'lockup_orders_terms_ck',
      sql`${t.amount} > 0 and ${t.dailyRate} > 0 and ${t.dailyInterest} >= 0 and ${t.lockDays} > 0 and ${t.penaltyPercent} >= 0 and ${t.endAt} > ${t.valueAt} and ${t.valueAt} > ${t.createdAt}`,
    ),
    check(
      'lockup_orders_paid_ck',
      sql`${t.daysPaid} >= 0 and ${t.daysPaid} <= ${t.lockDays} and ${t.interestPaid} = ${t.dailyInterest} * ${t.daysPaid}`,
    ),
    // A redeemed row carries its whole result; a running one none of it.
    check(
      'lockup_orders_redeemed_ck',
      sql`(${t.status} = ${sql.raw(String(LockupOrderStatus.running))} and ${t.redeemKind} is null and ${t.penalty} is null and ${t.returned} is null and ${t.redeemedAt} is null and ${t.nextAt} is not null) or (${t.status} = ${sql.raw(String(LockupOrderStatus.redeemed))} and ${t.redeemKind} is not null and ${t.penalty} >= 0 and ${t.returned} = ${t.amount} - ${t.penalty} and ${t.redeemedAt} is not null and ${t.nextAt} is null)`,
    ),
  ],
);

/** One daily credit of an order: written once, with the journal that paid it. */
export const lockupCredits = pgTable(
  'lockup_credits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => lockupOrders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: integer('day').notNull(),
    amount: amount('amount').notNull(),
    dueAt: at('due_at').notNull(),
    paidAt: at('paid_at').notNull(),
    /** Null only when the day's credit rounded down to zero (no journal). */
    journalId: bigint('journal_id', { mode: 'number' }),
  },
  (t) => [
    unique('lockup_credits_day_uq').on(t.orderId, t.day),
    check(
      'lockup_credits_ck',
      sql`${t.day} > 0 and ${t.amount} >= 0 and ${t.paidAt} >= ${t.dueAt}`,
    ),
  ],
);
