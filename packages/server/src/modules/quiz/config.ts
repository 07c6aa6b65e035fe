/**
 * What configures the quiz: the `quiz_schedule` setting (which rounds the job creates) and
 * the one way a round is written, for the schedule and the operator alike. A round's terms
 * are checked here and fixed by the database from then on (migration 0025).
 */
import { eq } from 'drizzle-orm';
import {
  QuizKind,
  QuizRoundStatus,
  Rounding,
  dec,
  roundAmount,
  toPlain,
  type QuizKind as Kind,
} from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { instrumentById, instrumentBySymbol, type Instrument } from '../market/index.ts';
import { findCurrency, settingOf } from '../system/index.ts';
import type { quizBets } from './tables.ts';
import { quizRounds } from './tables.ts';

export type QuizRound = typeof quizRounds.$inferSelect;
export type QuizBet = typeof quizBets.$inferSelect;

/** Stakes are USDT, held in the options (micro) account: one loss limit for both games. */
export const QUIZ_ACCOUNT = 'micro' as const;
export const QUIZ_STAKE_CURRENCY = 3;
export const QUIZ_ROUNDS_TABLE = 'quiz_rounds';
export const QUIZ_BETS_TABLE = 'quiz_bets';

/** The setting: `{ updown: [...], above: [...] }`; missing or invalid, the default below. */
export const QUIZ_SCHEDULE_SETTING = 'quiz_schedule';

export interface UpdownSchedule {
  symbol: string;
  /** A round opens every `every_minutes` (slots from 00:00 UTC). */
  every_minutes: number;
  guess_minutes: number;
  settle_after_minutes: number;
  fee_percent: string;
  min_stake: string;
  max_stake: string;
}

export interface AboveSchedule {
  symbol: string;
  /** `HH:MM` UTC. */
  cutoff_utc: string;
  settle_utc: string;
  /** The strike: the index at creation rounded (half-up) to a multiple of this. */
  round_to: string;
  fee_percent: string;
  min_stake: string;
  max_stake: string;
}

export interface QuizSchedule {
  updown: UpdownSchedule[];
  above: AboveSchedule[];
}

/** Issue 14's example: BTC/USDT up/down every 10 minutes, and "above X at 12:00 UTC" daily. */
export const DEFAULT_QUIZ_SCHEDULE: QuizSchedule = {
  updown: [
    {
      symbol: 'BTC/USDT',
      every_minutes: 10,
      guess_minutes: 5,
      settle_after_minutes: 5,
      fee_percent: '5',
      min_stake: '1',
      max_stake: '10000',
    },
  ],
  above: [
    {
      symbol: 'BTC/USDT',
      cutoff_utc: '11:00',
      settle_utc: '12:00',
      round_to: '1000',
      fee_percent: '5',
      min_stake: '1',
      max_stake: '10000',
    },
  ],
};

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const isAmount = (v: unknown) => typeof v === 'string' && /^\d+(\.\d+)?$/.test(v) && dec(v).gt(0);
const isPercent = (v: unknown) =>
  typeof v === 'string' && /^\d{1,2}(\.\d{1,4})?$/.test(v) && dec(v).lt(100);
const isMinutes = (v: unknown) => Number.isInteger(v) && (v as number) > 0 && (v as number) <= 1440;

function validUpdown(s: Partial<UpdownSchedule>): boolean {
  return (
    typeof s.symbol === 'string' &&
    isMinutes(s.every_minutes) &&
    isMinutes(s.guess_minutes) &&
    isMinutes(s.settle_after_minutes) &&
    isPercent(s.fee_percent) &&
    isAmount(s.min_stake) &&
    isAmount(s.max_stake)
  );
}

function validAbove(s: Partial<AboveSchedule>): boolean {
  return (
    typeof s.symbol === 'string' &&
    HHMM.test(String(s.cutoff_utc)) &&
    HHMM.test(String(s.settle_utc)) &&
    String(s.cutoff_utc) < String(s.settle_utc) &&
    isAmount(s.round_to) &&
    isPercent(s.fee_percent) &&
    isAmount(s.min_stake) &&
    isAmount(s.max_stake)
  );
}

/** The schedule in force: the setting's valid entries, or the default when it is missing. */
export async function quizSchedule(db: DbOrTx): Promise<QuizSchedule> {
  const value = (await settingOf(db, QUIZ_SCHEDULE_SETTING)) as Partial<QuizSchedule> | undefined;
  if (!value || typeof value !== 'object') return DEFAULT_QUIZ_SCHEDULE;
  return {
    updown: Array.isArray(value.updown) ? value.updown.filter(validUpdown) : [],
    above: Array.isArray(value.above) ? value.above.filter(validAbove) : [],
  };
}

/** The strike of a daily `above` round: the index rounded half-up to a multiple of `roundTo`. */
export function roundStrike(index: string, roundTo: string): string {
  const step = dec(roundTo);
  const n = roundAmount(dec(index).div(step), 0, Rounding.halfUp);
  const strike = dec(n.toFixed()).mul(step);
  return toPlain(strike.gt(0) ? strike : step);
}

export interface RoundTerms {
  instrumentId: number;
  kind: Kind;
  strike: string | null;
  opensAt: Date;
  cutoffAt: Date;
  settleAt: Date;
  feePercent: string;
  minStake: string;
  maxStake: string;
  slotKey?: string | null;
  createdBy?: number | null;
}

/** The pair must exist and be active; its base's index decides the round. */
export async function quizPair(db: DbOrTx, id: number): Promise<Instrument> {
  const pair = await instrumentById(db, id);
  if (!pair) return fail('errors.pairUnknown');
  if (!pair.isActive) return fail('errors.pairSuspended', { symbol: pair.symbol });
  return pair;
}

export const pairBySymbol = (db: DbOrTx, symbol: string) => instrumentBySymbol(db, symbol);

/** Checks the terms (refusals as catalogue keys) and returns the row to insert. */
export async function roundValues(
  db: DbOrTx,
  terms: RoundTerms,
  now: Date,
): Promise<typeof quizRounds.$inferInsert> {
  await quizPair(db, terms.instrumentId);
  if (!(
    terms.opensAt < terms.cutoffAt &&
    terms.cutoffAt < terms.settleAt &&
    terms.cutoffAt > now
  )) {
    return fail('errors.quizTimesInvalid');
  }
  if ((terms.kind === QuizKind.above) !== (terms.strike !== null)) {
    return fail('errors.quizStrikeRequired');
  }
  const coin = (await findCurrency(db, QUIZ_STAKE_CURRENCY))!;
  for (const v of [terms.minStake, terms.maxStake]) {
    if (!dec(v).eq(dec(v).toDecimalPlaces(coin.decimals))) {
      return fail('errors.quizStakeDecimals', { decimals: coin.decimals, currency: coin.name });
    }
  }
  if (dec(terms.maxStake).lt(terms.minStake)) return fail('errors.quizStakeLimits');
  return {
    slotKey: terms.slotKey ?? null,
    instrumentId: terms.instrumentId,
    currencyId: coin.id,
    kind: terms.kind,
    strike: terms.strike,
    opensAt: terms.opensAt,
    cutoffAt: terms.cutoffAt,
    settleAt: terms.settleAt,
    feePercent: toPlain(terms.feePercent),
    minStake: toPlain(terms.minStake),
    maxStake: toPlain(terms.maxStake),
    createdBy: terms.createdBy ?? null,
    createdAt: now,
    status: QuizRoundStatus.open,
  };
}

export async function roundById(db: DbOrTx, id: number): Promise<QuizRound | undefined> {
  const [row] = await db.select().from(quizRounds).where(eq(quizRounds.id, id));
  return row;
}
