/**
 * What the quiz screens show, computed (pure, tested): the instant a round's countdown
 * counts to, the pool bar shares, the bet sheet's checks and estimate (the shared
 * `quizEstimate`, the server's own split), and the split of a settled round recomputed with
 * the shared `quizSplit` totals so the page explains the numbers it shows.
 */
import {
  QuizState,
  dec,
  formatDate,
  toMillis,
  isDecimalString,
  quizEstimate,
  scaleOf,
  type QuizRoundItem,
  type QuizSide,
} from '@bourse/shared';

/** The next instant that changes the round's state (seconds), or null when none will. */
export function countdownTarget(round: QuizRoundItem): number | null {
  switch (round.state) {
    case QuizState.notStarted:
      return round.opens_at;
    case QuizState.guessing:
      return round.cutoff_at;
    case QuizState.cutOff:
      return round.settle_at;
    default:
      return null;
  }
}

/** `h:mm:ss` or `mm:ss` left until `target` (seconds), never negative. */
export function formatLeft(target: number, nowMs: number): string {
  const left = Math.max(0, target - Math.floor(nowMs / 1000));
  const h = Math.floor(left / 3600);
  const m = Math.floor((left % 3600) / 60);
  const s = left % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** The up side's share of the pool in percent (50 when both are empty), for the bar. */
export function upShare(round: Pick<QuizRoundItem, 'pool_up' | 'pool_down'>): number {
  const up = dec(round.pool_up);
  const total = up.add(round.pool_down);
  if (total.isZero()) return 50;
  return up.mul(100).div(total).toDecimalPlaces(1).toNumber();
}

/**
 * What a right stake gets back per unit staked with the pools as they are (after the fee):
 * the "odds" the pool pays now; null while the other side is empty (it would be a refund).
 */
export function payoutRatio(round: QuizRoundItem, side: QuizSide): string | null {
  const mine = dec(side === 'up' ? round.pool_up : round.pool_down);
  const other = dec(side === 'up' ? round.pool_down : round.pool_up);
  if (mine.isZero() || other.isZero()) return null;
  const total = mine.add(other);
  return total
    .mul(dec(100).sub(round.fee_percent))
    .div(100)
    .div(mine)
    .toDecimalPlaces(2, 1)
    .toFixed(2);
}

export type BetProblem =
  | { key: 'empty' }
  | { key: 'invalid' }
  | { key: 'decimals'; decimals: number }
  | { key: 'min'; min: string }
  | { key: 'max'; max: string }
  | { key: 'balance' }
  | { key: 'otherSide' };

/** The sheet's refusals, in the server's order, before anything is sent. */
export function betProblem(
  round: QuizRoundItem & { balance?: string | null; my_bets?: { side: QuizSide }[] },
  side: QuizSide,
  amount: string,
): BetProblem | null {
  const a = amount.trim();
  if (a === '') return { key: 'empty' };
  if (!isDecimalString(a) || dec(a).lte(0)) return { key: 'invalid' };
  if (scaleOf(a) > round.decimals) return { key: 'decimals', decimals: round.decimals };
  if (dec(a).lt(round.min_stake)) return { key: 'min', min: round.min_stake };
  if (dec(a).gt(round.max_stake)) return { key: 'max', max: round.max_stake };
  if (round.my_bets?.some((b) => b.side !== side)) return { key: 'otherSide' };
  if (round.balance != null && dec(a).gt(round.balance)) return { key: 'balance' };
  return null;
}

/** The estimate shown under the amount: what it returns if `side` is right, pools as now. */
export function estimate(round: QuizRoundItem, side: QuizSide, amount: string): string | null {
  const a = amount.trim();
  if (!isDecimalString(a) || dec(a).lte(0) || scaleOf(a) > round.decimals) return null;
  return quizEstimate(
    { up: round.pool_up, down: round.pool_down },
    side,
    a,
    round.fee_percent,
    round.decimals,
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-03-02 10:05:07" in the device's time zone: a recorded second, to the second. */
export function secondText(ts: number): string {
  return `${formatDate(ts, true)}:${pad(new Date(toMillis(ts)).getSeconds())}`;
}

/** "10:05:07" (device time zone): short rounds are told apart by the second. */
export function clockText(ts: number): string {
  const d = new Date(toMillis(ts));
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** When a round settles, short: the time alone today, else the date and time. */
export function whenText(ts: number, nowMs: number): string {
  const d = new Date(toMillis(ts));
  const today = new Date(nowMs);
  return d.toDateString() === today.toDateString()
    ? clockText(ts)
    : `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The side the user already backed in this round (a bet on the other side is refused). */
export const backedSide = (bets: { side: QuizSide }[]): QuizSide | null => bets[0]?.side ?? null;
