/**
 * Seconds options (issue 10). Money lives in the ledger: the stake is frozen in the
 * options (micro) account by `option_orders:<id>:stake` and settled by
 * `option_orders:<id>:settle`; these rows are what those journals name. Both prices are
 * rows of the recorded index (market/tape.ts), copied here with their source and second.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import {
  OPTION_DIRECTIONS,
  OPTION_OUTCOMES,
  OPTION_STATUSES,
  OptionStatus,
  type OptionDirection,
  type OptionOutcome,
} from '@bourse/shared';
// Table to table: the schema must load without the services.
import { instruments } from '../market/tables.ts';
import { currencies } from '../system/tables.ts';
import { users } from '../users/tables.ts';
import { amount, percent, at, sqlList as list } from '../../db/columns.ts';

/** The durations offered (configuration; seed/options.ts writes the demo three). */
export const optionDurations = pgTable(
  'option_durations',
  {
    seconds: integer('seconds').primaryKey(),
    /** Percent of the stake a win pays on top of it (80 = 80%). */
    payoutPercent: percent('payout_percent').notNull(),
    minStake: amount('min_stake').notNull(),
    maxStake: amount('max_stake').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('option_durations_seconds_ck', sql`${t.seconds} > 0 and ${t.seconds} <= 86400`),
    check('option_durations_payout_ck', sql`${t.payoutPercent} > 0 and ${t.payoutPercent} <= 1000`),
    check('option_durations_stake_ck', sql`${t.minStake} > 0 and ${t.maxStake} >= ${t.minStake}`),
  ],
);

export const optionOrders = pgTable(
  'option_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The pair (`match_id`); its base's index decides the option. */
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    /** The stake coin (USDT), held in the options (micro) account. */
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    direction: smallint('direction').$type<OptionDirection>().notNull(),
    seconds: integer('seconds').notNull(),
    stake: amount('stake').notNull(),
    /** The duration's payout when the order was accepted (a later edit never changes it). */
    payoutPercent: percent('payout_percent').notNull(),
    openPrice: amount('open_price').notNull(),
    openSource: text('open_source').notNull(),
    /** The second of the recorded tick that gave the open price. */
    openAt: at('open_at').notNull(),
    /** The accepted second + seconds: the close is the first recorded tick at or after. */
    expiresAt: at('expires_at').notNull(),
    status: smallint('status').$type<OptionStatus>().notNull(),
    closePrice: amount('close_price'),
    closeSource: text('close_source'),
    closeAt: at('close_at'),
    outcome: text('outcome').$type<OptionOutcome>(),
    payout: amount('payout'),
    factProfits: amount('fact_profits'),
    settledAt: at('settled_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('option_orders_due_idx').on(t.status, t.expiresAt),
    index('option_orders_user_idx').on(t.userId, t.id.desc()),
    check('option_orders_direction_ck', sql`${t.direction} in (${list(OPTION_DIRECTIONS)})`),
    check('option_orders_status_ck', sql`${t.status} in (${list(OPTION_STATUSES)})`),
    check(
      'option_orders_outcome_ck',
      sql`${t.outcome} is null or ${t.outcome} in (${list(OPTION_OUTCOMES)})`,
    ),
    check(
      'option_orders_amounts_ck',
      sql`${t.stake} > 0 and ${t.payoutPercent} > 0 and ${t.openPrice} > 0 and ${t.seconds} > 0`,
    ),
    // A settled row carries its whole result; an open one none of it.
    check(
      'option_orders_settled_ck',
      sql`(${t.status} = ${sql.raw(String(OptionStatus.open))} and ${t.closePrice} is null and ${t.outcome} is null and ${t.payout} is null and ${t.factProfits} is null and ${t.settledAt} is null) or (${t.status} = ${sql.raw(String(OptionStatus.settled))} and ${t.closePrice} > 0 and ${t.closeSource} is not null and ${t.closeAt} >= ${t.expiresAt} and ${t.outcome} is not null and ${t.payout} >= 0 and ${t.factProfits} is not null and ${t.settledAt} is not null)`,
    ),
  ],
);

/** A user's options settings: the disclosure, the daily loss limit, the cooldown. */
export const optionAccounts = pgTable(
  'option_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    disclosureAcceptedAt: at('disclosure_accepted_at'),
    /** USDT; null is no limit. */
    dailyLossLimit: amount('daily_loss_limit'),
    /** A raised limit (or none: null) waiting for `pending_from`, the next UTC midnight. */
    pendingLossLimit: amount('pending_loss_limit'),
    pendingFrom: at('pending_from'),
    /** The last accepted submission (issue 10: 5 s between them). */
    lastSubmitAt: at('last_submit_at'),
  },
  (t) => [
    check(
      'option_accounts_limits_ck',
      sql`(${t.dailyLossLimit} is null or ${t.dailyLossLimit} > 0) and (${t.pendingLossLimit} is null or ${t.pendingLossLimit} > 0) and (${t.pendingLossLimit} is null or ${t.pendingFrom} is not null)`,
    ),
  ],
);
