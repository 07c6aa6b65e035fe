/**
 * The options screens' maths: thin calls of the shared formulas (@bourse/shared
 * options.ts, the ones the server settles with), never a second implementation. The
 * stake checks, the live preview against the moving index, the countdown and the verify
 * view's recomputation.
 */
import {
  dec,
  isDecimalString,
  optionFactProfits,
  optionOutcome,
  optionPayout,
  optionProfit,
  type Decimal,
  type OptionDirection,
  type OptionOutcome,
  type OptionDurationItem,
  type OptionResult,
} from '@bourse/shared';

/**
 * Decimals a payout is rounded to (down): the stake coin's. USDT is the only stake coin
 * and the server rounds its profit to the coin's decimals; the verify view recomputes at
 * the stake's own precision when it has more.
 */
export const STAKE_DECIMALS = 8;

export type StakeError =
  | { key: 'form.stakeRequired' }
  | { key: 'form.stakeInvalid' }
  | { key: 'form.stakeMin'; params: { min: string } }
  | { key: 'form.stakeMax'; params: { max: string } }
  | { key: 'form.stakeBalance' };

/** The first thing wrong with a typed stake for a duration, or undefined. */
export function stakeError(
  text: string,
  duration: Pick<OptionDurationItem, 'min_amount' | 'max_amount'> | undefined,
  available: string | undefined,
): StakeError | undefined {
  const value = text.trim();
  if (value === '') return { key: 'form.stakeRequired' };
  if (!isDecimalString(value) || dec(value).lte(0)) return { key: 'form.stakeInvalid' };
  if (duration && dec(value).lt(duration.min_amount))
    return { key: 'form.stakeMin', params: { min: duration.min_amount } };
  if (duration && dec(value).gt(duration.max_amount))
    return { key: 'form.stakeMax', params: { max: duration.max_amount } };
  if (available !== undefined && dec(value).gt(available)) return { key: 'form.stakeBalance' };
  return undefined;
}

/** What a win would add to the stake (the form's "expected profit" line). */
export function winProfit(stake: string, profitRatio: string): Decimal | undefined {
  if (!isDecimalString(stake.trim()) || dec(stake).lte(0)) return undefined;
  return optionProfit(stake.trim(), profitRatio, STAKE_DECIMALS);
}

export interface LivePreview {
  outcome: OptionOutcome;
  /** Signed: what the order would make if it closed at `price`. */
  profit: Decimal;
}

/** An open order judged against the live index (a preview; only the recorded close counts). */
export function livePreview(
  order: { type: OptionDirection; open_price: string; number: string; profit_ratio: string },
  price: string | undefined,
): LivePreview | undefined {
  if (!price || !isDecimalString(price)) return undefined;
  const outcome = optionOutcome(order.type, order.open_price, price);
  const payout = optionPayout(order.number, order.profit_ratio, outcome, STAKE_DECIMALS);
  return { outcome, profit: optionFactProfits(order.number, payout) };
}

/** Milliseconds left of a countdown that had `remainMs` when the reply came at `fetchedAt`. */
export function remainingMs(remainMs: number, fetchedAt: number, now: number): number {
  return Math.max(0, remainMs - Math.max(0, now - fetchedAt));
}

/** "0:59", "4:05": a countdown's minutes and seconds, rounded up to the second. */
export function countdownText(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

export interface OptionCheck {
  outcome: OptionOutcome;
  payout: Decimal;
  factProfits: Decimal;
  /** Each of the server's figures equals the recomputed one. */
  matches: { outcome: boolean; payout: boolean; factProfits: boolean };
  ok: boolean;
}

/**
 * The verify view: the outcome and the payout recomputed in the browser from the two
 * recorded prices, beside the server's. Undefined while the option runs.
 */
export function verifyOption(r: OptionResult): OptionCheck | undefined {
  if (r.close_price === null || r.outcome === null) return undefined;
  const outcome = optionOutcome(r.type, r.open_price, r.close_price);
  const decimals = Math.max(STAKE_DECIMALS, dec(r.stake).decimalPlaces());
  const payout = optionPayout(r.stake, r.profit_ratio, outcome, decimals);
  const factProfits = optionFactProfits(r.stake, payout);
  const matches = {
    outcome: outcome === r.outcome,
    payout: r.payout !== null && payout.eq(r.payout),
    factProfits: factProfits.eq(r.fact_profits),
  };
  return { outcome, payout, factProfits, matches, ok: Object.values(matches).every(Boolean) };
}
