/**
 * Seconds options (issue 10, client contract 7.10): the pure formulas behind every
 * option's result, shared by the server that settles it and the page that lets the user
 * re-compute it. Nothing but the two recorded index prices decides an outcome.
 */
import { Rounding, dec, roundAmount, type Decimal, type DecimalInput } from './money.ts';

/** An option's direction, with the spec's `type` codes (1 up, 2 down). */
export const OptionDirection = { up: 1, down: 2 } as const;
export type OptionDirection = (typeof OptionDirection)[keyof typeof OptionDirection];
export const OPTION_DIRECTIONS = Object.values(OptionDirection) as [
  OptionDirection,
  ...OptionDirection[],
];

/** An option order's status, with the spec's `status` codes (1 open, 3 settled/history). */
export const OptionStatus = { open: 1, settled: 3 } as const;
export type OptionStatus = (typeof OptionStatus)[keyof typeof OptionStatus];
export const OPTION_STATUSES = Object.values(OptionStatus) as [OptionStatus, ...OptionStatus[]];

/** How a settled option ended. */
export const OptionOutcome = { win: 'win', loss: 'loss', tie: 'tie' } as const;
export type OptionOutcome = (typeof OptionOutcome)[keyof typeof OptionOutcome];
export const OPTION_OUTCOMES = Object.values(OptionOutcome) as [OptionOutcome, ...OptionOutcome[]];

/** Issue 10: "up wins if close > open, down if close < open; a tie refunds the stake". */
export function optionOutcome(
  direction: OptionDirection,
  openPrice: DecimalInput,
  closePrice: DecimalInput,
): OptionOutcome {
  const cmp = dec(closePrice).cmp(dec(openPrice));
  if (cmp === 0) return OptionOutcome.tie;
  const rose = cmp > 0;
  return rose === (direction === OptionDirection.up) ? OptionOutcome.win : OptionOutcome.loss;
}

/**
 * The house's share of a win: stake x payout / 100, rounded DOWN to the stake coin's
 * decimals (a credit to the user never exceeds the exact amount).
 */
export function optionProfit(
  stake: DecimalInput,
  payoutPercent: DecimalInput,
  decimals: number,
): Decimal {
  return dec(roundAmount(dec(stake).mul(dec(payoutPercent)).div(100), decimals, Rounding.down));
}

/**
 * What a settled option pays back to the user's available balance: a win the stake plus
 * its profit (stake x (1 + payout/100)), a tie the stake, a loss nothing.
 */
export function optionPayout(
  stake: DecimalInput,
  payoutPercent: DecimalInput,
  outcome: OptionOutcome,
  decimals: number,
): Decimal {
  if (outcome === OptionOutcome.loss) return dec(0);
  if (outcome === OptionOutcome.tie) return dec(stake);
  return dec(stake).add(optionProfit(stake, payoutPercent, decimals));
}

/** The signed result the client shows (`fact_profits`): payout - stake. */
export function optionFactProfits(stake: DecimalInput, payout: DecimalInput): Decimal {
  return dec(payout).sub(dec(stake));
}

/**
 * The expected return of a bet in percent of the stake, for a fair coin (the house edge
 * the form shows): (0.5 x (1 + p/100) - 1) x 100, so an 80% payout returns -10%.
 */
export function optionExpectedReturnPercent(payoutPercent: DecimalInput): Decimal {
  return dec(0.5)
    .mul(dec(1).add(dec(payoutPercent).div(100)))
    .sub(1)
    .mul(100);
}

/** The milliseconds an open option still runs at `now` (never below zero). */
export function optionRemainingMs(expiresAt: Date, now: Date): number {
  return Math.max(0, expiresAt.getTime() - now.getTime());
}
