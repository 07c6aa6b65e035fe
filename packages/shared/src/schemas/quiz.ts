/**
 * The quiz (guess) game (issue 14; spec page game/game): Bourse's own API (the original
 * client showed the game as a web view of `game_url`, so there is no contract to keep).
 * Ids are numbers, amounts decimal strings, times 10-digit Unix seconds.
 */
import { z } from 'zod';
import {
  QUIZ_KINDS,
  QUIZ_SIDES,
  QUIZ_STATES,
  type QuizKind,
  type QuizOutcome,
  type QuizSide,
  type QuizState,
} from '../quiz.ts';
import { bigIdField, idField, langField, pageFields, positiveDecimal } from './common.ts';

/** The most a request may stake at all; a round's own maximum is far lower. */
export const QUIZ_MAX_STAKE = '1000000000';

const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);

/** `GET /quiz/rounds?status=&page=&limit=`: by state, newest settlement first for `over`. */
export const quizRoundsQuery = z.object({
  status: z.preprocess(blankAsMissing, z.enum(QUIZ_STATES).optional()),
  page: pageFields.page,
  limit: z.preprocess(blankAsMissing, pageFields.limit.default(20)),
  lang: langField,
});
export type QuizRoundsQuery = z.infer<typeof quizRoundsQuery>;

/** `GET /quiz/round?id=`. */
export const quizRoundQuery = z.object({ id: bigIdField, lang: langField });

/** `POST /quiz/bet {round_id, side, amount}`. */
export const quizBetBody = z.object({
  round_id: bigIdField,
  side: z.enum(QUIZ_SIDES, { error: 'validation.invalid' }),
  amount: positiveDecimal(QUIZ_MAX_STAKE),
  lang: langField,
});
export type QuizBetBody = z.infer<typeof quizBetBody>;

/** `GET /quiz/my_bets?page=&limit=`. */
export const quizMyBetsQuery = z.object({
  page: pageFields.page,
  limit: z.preprocess(blankAsMissing, pageFields.limit.default(20)),
  lang: langField,
});
export type QuizMyBetsQuery = z.infer<typeof quizMyBetsQuery>;

/** `POST /api/admin/quiz/rounds`: times as Unix seconds; `strike` for an `above` round only. */
export const quizRoundCreateBody = z.object({
  match_id: idField,
  kind: z.enum(QUIZ_KINDS, { error: 'validation.invalid' }),
  strike: z.preprocess(blankAsMissing, positiveDecimal(QUIZ_MAX_STAKE).optional()),
  opens_at: z.coerce.number().int().positive().max(99_999_999_999),
  cutoff_at: z.coerce.number().int().positive().max(99_999_999_999),
  settle_at: z.coerce.number().int().positive().max(99_999_999_999),
  fee_percent: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,4})?$/, { error: 'validation.decimal' }),
  min_stake: positiveDecimal(QUIZ_MAX_STAKE),
  max_stake: positiveDecimal(QUIZ_MAX_STAKE),
  reason: z.string().trim().max(500).optional(),
  lang: langField,
});
export type QuizRoundCreateBody = z.infer<typeof quizRoundCreateBody>;

export const quizRoundCancelBody = z.object({
  reason: z.string().trim().max(500).optional(),
  lang: langField,
});
export const quizRoundParams = z.object({ id: bigIdField });

/** A recorded index second: what decided (or fixed the line of) a round. */
export interface QuizTick {
  price: string;
  /** Unix seconds of the recorded tick. */
  at: number;
  source: string;
}

/** The published split of a settled round (shared `quizSplit`). */
export interface QuizResultView {
  /** The recorded index at or after settle_at. */
  price: QuizTick;
  /** The line: the strike (`above`) or the reference at the cut-off (`updown`). */
  line: string;
  /** null: the price equalled the line, nobody was right. */
  right_side: QuizSide | null;
  refund: boolean;
  total: string;
  winning: string;
  fee: string;
  distributable: string;
  rounding_remainder: string;
  /** Unix seconds. */
  settled_at: number;
}

export interface QuizRoundItem {
  id: number;
  symbol: string;
  match_id: number;
  kind: QuizKind;
  /** `above` rounds: the strike; `updown` rounds: null. */
  strike: string | null;
  /** `updown`: the recorded index at the cut-off, once fixed. */
  reference: QuizTick | null;
  currency: string;
  /** The coin's decimals (the split is exact to them). */
  decimals: number;
  opens_at: number;
  cutoff_at: number;
  settle_at: number;
  fee_percent: string;
  min_stake: string;
  max_stake: string;
  state: QuizState;
  pool_up: string;
  pool_down: string;
  participants_up: number;
  participants_down: number;
  result: QuizResultView | null;
}

export interface QuizBetItem {
  id: number;
  round_id: number;
  symbol: string;
  kind: QuizKind;
  side: QuizSide;
  amount: string;
  /** null until the round settles. */
  payout: string | null;
  outcome: QuizOutcome;
  round_state: QuizState;
  created_at: number;
  settle_at: number;
}

/** `GET /quiz/round`: the round, and for a signed-in caller their bets and micro balance. */
export interface QuizRoundDetail extends QuizRoundItem {
  my_bets: QuizBetItem[];
  /** The caller's options (micro) account available USDT; null signed out. */
  balance: string | null;
}

export interface QuizRoundList {
  list: QuizRoundItem[];
  total: number;
  page: number;
  limit: number;
}

export interface QuizBetList {
  list: QuizBetItem[];
  total: number;
  page: number;
  limit: number;
}
