/**
 * Dual investment (issue 11; client contract 7.13, spec 9 "Invest settlement"): the pure
 * rules behind every dual order, shared by the server that settles it and the pages that
 * show both outcomes before a purchase and the computation after it.
 *
 * A product links a coin (BTC, ETH) to USDT at a linked price K, pays an annual rate for
 * the days the order is held, and at maturity pays in ONE currency, decided only by the
 * recorded index price S at maturity (docs/decisions.md 77):
 *
 * - `call` (coin-denominated, "sell high"): A coin invested.
 *     S <  K: paid in the coin = A x (1 + days x APR/365)           (spec 9, literally)
 *     S >= K: paid in USDT     = A x K x (1 + days x APR/365)       (spec 9, "otherwise")
 * - `put` (USDT-denominated, "buy low"): A USDT invested, the mirror.
 *     S >  K: paid in USDT     = A x (1 + days x APR/365)
 *     S <= K: paid in the coin = A / K x (1 + days x APR/365)
 *
 * At S = K the order converts in both directions (the spec's "otherwise" for a call, its
 * mirror for a put, as the large venues do): at that price both payouts are worth the same,
 * so neither side gains by the tie, and one rule ("reaching the linked price converts")
 * is easier to explain than two. Every payout is rounded DOWN to the paid currency's
 * decimals: a credit never exceeds the exact amount.
 */
import { Exact, Rounding, dec, roundAmount, type Decimal, type DecimalInput } from './money.ts';

/** The product's direction, with the client's `type` strings. */
export const DualType = { call: 'call', put: 'put' } as const;
export type DualType = (typeof DualType)[keyof typeof DualType];
export const DUAL_TYPES = Object.values(DualType) as [DualType, ...DualType[]];

/** An order's status, with the client's codes (its 4-entry table: 0 failed ... 3 settled). */
export const DualOrderStatus = { failed: 0, bought: 1, settling: 2, settled: 3 } as const;
export type DualOrderStatus = (typeof DualOrderStatus)[keyof typeof DualOrderStatus];
export const DUAL_ORDER_STATUSES = Object.values(DualOrderStatus) as [
  DualOrderStatus,
  ...DualOrderStatus[],
];

/** A product's state: open to purchases, paused by an operator, or closed for good. */
export const DualProductState = { closed: 0, open: 1, paused: 2 } as const;
export type DualProductState = (typeof DualProductState)[keyof typeof DualProductState];
export const DUAL_PRODUCT_STATES = Object.values(DualProductState) as [
  DualProductState,
  ...DualProductState[],
];

/** Which currency an outcome pays: the coin, or USDT. */
export const DualPaidIn = { coin: 'coin', usdt: 'usdt' } as const;
export type DualPaidIn = (typeof DualPaidIn)[keyof typeof DualPaidIn];

/** The last purchase is a day before maturity (the client shows the button only until then). */
export const DUAL_DAY_MS = 86_400_000;

/** Decimals of the two currencies, to round each payout down to. */
export interface DualDecimals {
  coin: number;
  usdt: number;
}

/** What an order is: fixed when it is bought. */
export interface DualTerms {
  type: DualType;
  /** Invested: coin for a call, USDT for a put. */
  amount: DecimalInput;
  linkedPrice: DecimalInput;
  /** Annual rate in percent (12.5 = 12.5% a year). */
  aprPercent: DecimalInput;
  days: number;
}

export interface DualOutcome {
  paidIn: DualPaidIn;
  amount: Decimal;
  /** True when the order was paid in the currency it was not invested in. */
  converted: boolean;
}

/** 1 + days x APR / 365, exact (APR in percent: (36500 + days x apr) / 36500). */
export function dualGrowth(aprPercent: DecimalInput, days: number): Exact {
  return new Exact(36500).add(new Exact(days).mul(new Exact(dec(aprPercent).toFixed()))).div(36500);
}

/** What the invested amount earns if it is paid back in its own currency. */
export function dualInterest(terms: DualTerms, decimals: DualDecimals): Decimal {
  const own = dualOutcome(terms, false, decimals);
  return own.amount.sub(dec(terms.amount));
}

/** The payout of one side: `converted` false = the invested currency, true = the other. */
export function dualOutcome(
  terms: DualTerms,
  converted: boolean,
  decimals: DualDecimals,
): DualOutcome {
  const growth = dualGrowth(terms.aprPercent, terms.days);
  const amount = new Exact(dec(terms.amount).toFixed());
  const linked = new Exact(dec(terms.linkedPrice).toFixed());
  const isCall = terms.type === DualType.call;
  // A call invests the coin: kept, it grows in the coin; converted, it is sold at K.
  // A put invests USDT: kept, it grows in USDT; converted, it buys the coin at K.
  const paidIn = isCall === converted ? DualPaidIn.usdt : DualPaidIn.coin;
  const exact = !converted
    ? amount.mul(growth)
    : isCall
      ? amount.mul(linked).mul(growth)
      : amount.mul(growth).div(linked);
  const places = paidIn === DualPaidIn.coin ? decimals.coin : decimals.usdt;
  return { paidIn, amount: dec(roundAmount(exact, places, Rounding.down)), converted };
}

/**
 * Spec 9: whether the settlement price converts the order. A call converts at or above
 * the linked price, a put at or below it (equal converts both: see the file's comment).
 */
export function dualConverts(
  type: DualType,
  linkedPrice: DecimalInput,
  settlePrice: DecimalInput,
): boolean {
  const cmp = dec(settlePrice).cmp(dec(linkedPrice));
  return type === DualType.call ? cmp >= 0 : cmp <= 0;
}

/** THE settlement: which currency is paid and how much, from the recorded price alone. */
export function dualSettlement(
  terms: DualTerms,
  settlePrice: DecimalInput,
  decimals: DualDecimals,
): DualOutcome {
  return dualOutcome(terms, dualConverts(terms.type, terms.linkedPrice, settlePrice), decimals);
}

/** Both outcomes, for the purchase page and for the pool's reservation at purchase. */
export function dualOutcomes(
  terms: DualTerms,
  decimals: DualDecimals,
): { kept: DualOutcome; converted: DualOutcome } {
  return {
    kept: dualOutcome(terms, false, decimals),
    converted: dualOutcome(terms, true, decimals),
  };
}

/** The invested amount of `shares` shares. */
export function dualInvested(shares: number, perShare: DecimalInput): Decimal {
  return dec(perShare).mul(shares);
}

/**
 * Whole days an order bought at `now` is held until maturity (interest is paid for these,
 * never for a part day: floor). Zero or less means the product no longer sells.
 */
export function dualHoldingDays(now: Date, maturity: Date): number {
  return Math.floor((maturity.getTime() - now.getTime()) / DUAL_DAY_MS);
}

/** Sold / total as a percentage with two decimals (the list's progress bar). */
export function dualProgressPercent(sold: number, total: number): string {
  if (total <= 0) return '0';
  return dec(sold).mul(100).div(total).toDecimalPlaces(2, Rounding.down).toFixed();
}
