/**
 * The quiz game (issue 14). A round's terms are fixed when it is created (migration 0025
 * refuses any change); its line (the reference at the cut-off of an `updown` round) and its
 * result are written once. Money lives in the ledger: a bet's stake is frozen in the
 * options (micro) account by `quiz_bets:<id>:stake`, and a round is settled by ONE journal
 * `quiz_rounds:<id>:settle`; these rows are what those journals name.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import {
  QUIZ_KINDS,
  QUIZ_ROUND_STATUSES,
  QUIZ_SIDES,
  QUIZ_STORED_OUTCOMES,
  type QuizKind,
  type QuizRoundStatus,
  type QuizSide,
} from '@bourse/shared';
// Table to table: the schema must load without the services.
import { operators } from '../admin/tables.ts';
import { instruments } from '../market/tables.ts';
import { currencies } from '../system/tables.ts';
import { users } from '../users/tables.ts';
import { amount, percent, at, sqlList as list } from '../../db/columns.ts';

export const quizRounds = pgTable(
  'quiz_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A configured round's schedule slot (`updown:BTC/USDT:<opens ISO>`): never made twice. */
    slotKey: text('slot_key').unique(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    kind: text('kind').$type<QuizKind>().notNull(),
    /** `above` rounds only. */
    strike: amount('strike'),
    opensAt: at('opens_at').notNull(),
    cutoffAt: at('cutoff_at').notNull(),
    settleAt: at('settle_at').notNull(),
    /** Published at creation: the share of the pool kept when someone is right and someone wrong. */
    feePercent: percent('fee_percent').notNull(),
    minStake: amount('min_stake').notNull(),
    maxStake: amount('max_stake').notNull(),
    /** The operator who created it; null for the schedule. */
    createdBy: integer('created_by').references(() => operators.id),
    createdAt: at('created_at').notNull(),
    status: text('status').$type<QuizRoundStatus>().notNull(),
    /** `updown`: the first recorded index at or after the cut-off (written once). */
    referencePrice: amount('reference_price'),
    referenceSource: text('reference_source'),
    referenceAt: at('reference_at'),
    /** The first recorded index at or after settle_at (written once, with the rest below). */
    price: amount('price'),
    priceSource: text('price_source'),
    priceAt: at('price_at'),
    /** null with a price: nobody right (equal), or a refund of everyone. */
    rightSide: text('right_side').$type<QuizSide>(),
    refunded: boolean('refunded'),
    poolTotal: amount('pool_total'),
    poolWinning: amount('pool_winning'),
    fee: amount('fee'),
    roundingRemainder: amount('rounding_remainder'),
    settledAt: at('settled_at'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    index('quiz_rounds_due_idx').on(t.status, t.settleAt),
    index('quiz_rounds_list_idx').on(t.opensAt),
    check('quiz_rounds_kind_ck', sql`${t.kind} in (${list(QUIZ_KINDS)})`),
    check('quiz_rounds_status_ck', sql`${t.status} in (${list(QUIZ_ROUND_STATUSES)})`),
    check(
      'quiz_rounds_terms_ck',
      sql`${t.opensAt} < ${t.cutoffAt} and ${t.cutoffAt} < ${t.settleAt} and ${t.feePercent} >= 0 and ${t.feePercent} < 100 and ${t.minStake} > 0 and ${t.maxStake} >= ${t.minStake} and ((${t.kind} = 'above') = (${t.strike} is not null)) and (${t.strike} is null or ${t.strike} > 0)`,
    ),
    check(
      'quiz_rounds_right_ck',
      sql`${t.rightSide} is null or ${t.rightSide} in (${list(QUIZ_SIDES)})`,
    ),
    // A settled round carries its whole result; an open one none of it.
    check(
      'quiz_rounds_settled_ck',
      sql`(${t.status} = 'settled') = (${t.price} is not null and ${t.priceSource} is not null and ${t.priceAt} >= ${t.settleAt} and ${t.refunded} is not null and ${t.poolTotal} is not null and ${t.fee} is not null and ${t.roundingRemainder} is not null and ${t.settledAt} is not null)`,
    ),
  ],
);

export const quizBets = pgTable(
  'quiz_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => quizRounds.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The stake coin (the round's), held in the options (micro) account. */
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    side: text('side').$type<QuizSide>().notNull(),
    stake: amount('stake').notNull(),
    createdAt: at('created_at').notNull(),
    /** Written once when the round settles: what came back (stake on a refund, 0 if missed). */
    payout: amount('payout'),
    outcome: text('outcome').$type<(typeof QUIZ_STORED_OUTCOMES)[number]>(),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('quiz_bets_round_idx').on(t.roundId, t.side),
    index('quiz_bets_user_idx').on(t.userId, t.id.desc()),
    check('quiz_bets_side_ck', sql`${t.side} in (${list(QUIZ_SIDES)})`),
    check('quiz_bets_stake_ck', sql`${t.stake} > 0`),
    check(
      'quiz_bets_result_ck',
      sql`(${t.payout} is null and ${t.outcome} is null and ${t.settledAt} is null) or (${t.payout} >= 0 and ${t.outcome} in (${list(QUIZ_STORED_OUTCOMES)}) and ${t.settledAt} is not null)`,
    ),
  ],
);
