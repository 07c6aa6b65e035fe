/**
 * The quiz (guess) game (issue 14; spec page game/game): rounds on a pair's recorded index,
 * pari-mutuel pools per side. The pure rules live here so the server that settles a round
 * and the page that explains it compute the same numbers: the round's state from the clock,
 * the right side from the recorded prices, and the split of the pool.
 */
import {
  Exact,
  Rounding,
  dec,
  fromUnits,
  roundAmount,
  toUnits,
  type DecimalInput,
} from './money.ts';

/** `above`: will the index be above the strike at settlement; `updown`: higher than at the cut-off. */
export const QuizKind = { above: 'above', updown: 'updown' } as const;
export type QuizKind = (typeof QuizKind)[keyof typeof QuizKind];
export const QUIZ_KINDS = Object.values(QuizKind) as [QuizKind, ...QuizKind[]];

/** `up`: above the strike / higher than the reference; `down`: the rest. */
export const QuizSide = { up: 'up', down: 'down' } as const;
export type QuizSide = (typeof QuizSide)[keyof typeof QuizSide];
export const QUIZ_SIDES = Object.values(QuizSide) as [QuizSide, ...QuizSide[]];

/** A round's stored status: open until settled (or cancelled by an operator before it opened). */
export const QuizRoundStatus = {
  open: 'open',
  settled: 'settled',
  cancelled: 'cancelled',
} as const;
export type QuizRoundStatus = (typeof QuizRoundStatus)[keyof typeof QuizRoundStatus];
export const QUIZ_ROUND_STATUSES = Object.values(QuizRoundStatus) as [
  QuizRoundStatus,
  ...QuizRoundStatus[],
];

/** What the page shows (spec: not started, guessing, cut off, over, unsettled), from clock + row. */
export const QuizState = {
  notStarted: 'not_started',
  guessing: 'guessing',
  cutOff: 'cut_off',
  unsettled: 'unsettled',
  over: 'over',
  cancelled: 'cancelled',
} as const;
export type QuizState = (typeof QuizState)[keyof typeof QuizState];
export const QUIZ_STATES = Object.values(QuizState) as [QuizState, ...QuizState[]];

/** A bet's outcome (spec: right, missed, bonus paid); `bonus_paid` is right and paid out. */
export const QuizOutcome = {
  pending: 'pending',
  right: 'right',
  missed: 'missed',
  bonusPaid: 'bonus_paid',
  refunded: 'refunded',
} as const;
export type QuizOutcome = (typeof QuizOutcome)[keyof typeof QuizOutcome];
export const QUIZ_OUTCOMES = Object.values(QuizOutcome) as [QuizOutcome, ...QuizOutcome[]];

/** The outcome stored on a settled bet (pending is "not settled yet", bonus_paid a right bet paid). */
export const QUIZ_STORED_OUTCOMES = [
  QuizOutcome.right,
  QuizOutcome.missed,
  QuizOutcome.refunded,
] as const;

export interface QuizTimes {
  status: QuizRoundStatus;
  opensAt: Date;
  cutoffAt: Date;
  settleAt: Date;
}

export function quizState(round: QuizTimes, now: Date): QuizState {
  if (round.status === QuizRoundStatus.cancelled) return QuizState.cancelled;
  if (round.status === QuizRoundStatus.settled) return QuizState.over;
  const t = now.getTime();
  if (t < round.opensAt.getTime()) return QuizState.notStarted;
  if (t < round.cutoffAt.getTime()) return QuizState.guessing;
  if (t < round.settleAt.getTime()) return QuizState.cutOff;
  return QuizState.unsettled;
}

/**
 * The right side: `up` when the settlement price is above the line (the strike of an
 * `above` round, the reference at the cut-off of an `updown` one), `down` when below, and
 * none when equal (nobody is right: every stake is refunded).
 */
export function quizRightSide(line: DecimalInput, price: DecimalInput): QuizSide | null {
  const cmp = dec(price).cmp(dec(line));
  if (cmp === 0) return null;
  return cmp > 0 ? QuizSide.up : QuizSide.down;
}

export interface QuizBetStake {
  id: number;
  side: QuizSide;
  stake: string;
}

export interface QuizSplit {
  /** Every stake back, no fee: nobody right, or nobody wrong. */
  refund: boolean;
  /** T: all stakes. */
  total: string;
  /** W: the stakes on the right side (0 when nobody is right). */
  winning: string;
  /** T x fee% rounded down to the coin's decimals (0 on a refund). */
  fee: string;
  /** T - fee: what the right side shares. */
  distributable: string;
  /** distributable - the sum of payouts: the rounding left over, paid to fees with the fee. */
  remainder: string;
  /** What each bet gets back (its stake on a refund, 0 for a missed one). */
  payouts: { id: number; payout: string }[];
}

/**
 * The pari-mutuel split (issue 14), exact in whole units of the coin: T = all stakes, W =
 * the right side's. W = 0 or W = T: every stake refunded, no fee. Otherwise fee = T x fee%
 * rounded down; each right bet gets floor((T - fee) x stake / W); the remainder of the
 * floors goes to the fees account with the fee and is published with the round.
 */
export function quizSplit(
  bets: readonly QuizBetStake[],
  right: QuizSide | null,
  feePercent: DecimalInput,
  decimals: number,
): QuizSplit {
  const stakes = bets.map((b) => ({ ...b, u: toUnits(b.stake, decimals) }));
  const total = stakes.reduce((s, b) => s + b.u, 0n);
  const winning = right ? stakes.filter((b) => b.side === right).reduce((s, b) => s + b.u, 0n) : 0n;
  const f = (v: bigint) => fromUnits(v, decimals);
  if (winning === 0n || winning === total) {
    return {
      refund: true,
      total: f(total),
      winning: f(winning),
      fee: '0',
      distributable: f(total),
      remainder: '0',
      payouts: stakes.map((b) => ({ id: b.id, payout: f(b.u) })),
    };
  }
  const fee = BigInt(
    roundAmount(
      new Exact(total.toString()).mul(String(feePercent)).div(100),
      0,
      Rounding.down,
    ).toFixed(0),
  );
  const distributable = total - fee;
  let paid = 0n;
  const payouts = stakes.map((b) => {
    const payout = b.side === right ? (distributable * b.u) / winning : 0n;
    paid += payout;
    return { id: b.id, payout: f(payout) };
  });
  return {
    refund: false,
    total: f(total),
    winning: f(winning),
    fee: f(fee),
    distributable: f(distributable),
    remainder: f(distributable - paid),
    payouts,
  };
}

/**
 * What a new stake on `side` would get back if that side is right and the pools stayed as
 * they are with it added (the bet sheet's estimate; the real split is at settlement).
 */
export function quizEstimate(
  pools: { up: DecimalInput; down: DecimalInput },
  side: QuizSide,
  stake: DecimalInput,
  feePercent: DecimalInput,
  decimals: number,
): string {
  if (dec(stake).lte(0)) return '0';
  const s = dec(stake).toDecimalPlaces(decimals).toFixed();
  const other = side === QuizSide.up ? pools.down : pools.up;
  const mine = side === QuizSide.up ? pools.up : pools.down;
  const bets: QuizBetStake[] = [
    { id: 0, side, stake: s },
    { id: 1, side, stake: dec(mine).toFixed() },
    {
      id: 2,
      side: side === QuizSide.up ? QuizSide.down : QuizSide.up,
      stake: dec(other).toFixed(),
    },
  ].filter((b) => b.id === 0 || dec(b.stake).gt(0));
  return quizSplit(bets, side, feePercent, decimals).payouts[0]!.payout;
}
