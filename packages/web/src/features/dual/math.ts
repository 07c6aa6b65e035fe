/**
 * The view maths of dual investment, over the ONE settlement function in @bourse/shared
 * (dual.ts): the shares the form accepts (the server's own field rule), both outcomes of a
 * purchase, how far the linked price is from the index, and the verify lines of a settled
 * order (every figure recomputed in the browser beside the server's). Nothing here decides
 * a payout on its own.
 */
import {
  DualOrderStatus,
  DualPaidIn,
  DualType,
  dec,
  dualConverts,
  dualGrowth,
  dualInvested,
  dualOutcomes,
  dualSettlement,
  dualSharesField,
  type Decimal,
  type DualOrderItem,
  type DualProductItem,
  type DualTerms,
} from '@bourse/shared';

/** Why the typed share count cannot be bought (keys of the `dual` namespace's `problem`). */
export type SharesProblem = 'required' | 'integer' | 'positive' | 'tooMany' | 'soldOut';

/**
 * The share count typed, checked with the server's own field (`dualSharesField`: whole,
 * positive, within the maximum) and then against the shares left.
 */
export function readShares(
  typed: string,
  remaining: number,
): { shares: number; problem?: undefined } | { shares?: undefined; problem: SharesProblem } {
  const parsed = dualSharesField.safeParse(typed);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message ?? '';
    if (key === 'errors.dualSharesRequired') return { problem: 'required' };
    if (key === 'errors.dualSharesInteger') return { problem: 'integer' };
    if (key === 'errors.dualSharesPositive') return { problem: 'positive' };
    return { problem: 'tooMany' };
  }
  if (remaining <= 0) return { problem: 'soldOut' };
  if (parsed.data > remaining) return { problem: 'tooMany' };
  return { shares: parsed.data };
}

/** The stepper: one share up or down, kept within 1 and the shares left. */
export function stepShares(typed: string, dir: 1 | -1, remaining: number): string {
  const now = /^\d+$/.test(typed.trim()) ? Number(typed.trim()) : 0;
  const next = Math.min(Math.max(1, now + dir), Math.max(1, remaining));
  return String(next);
}

export interface OutcomeCase {
  /** How the settlement price must compare with the linked price for this case. */
  when: 'below' | 'atOrAbove' | 'above' | 'atOrBelow';
  amount: Decimal;
  currency: string;
  converted: boolean;
}

export interface PurchasePreview {
  shares: number;
  invested: Decimal;
  investCurrency: string;
  /** Interest if paid back in the invested currency (kept). */
  interest: Decimal;
  /** The two cases, the lower price first. */
  cases: [OutcomeCase, OutcomeCase];
}

export const productTerms = (p: DualProductItem, shares: number): DualTerms => ({
  type: p.type,
  amount: dualInvested(shares, p.per_price),
  linkedPrice: p.exercise_price,
  aprPercent: p.rate,
  days: p.day,
});

/**
 * Both outcomes of buying `shares` now, with the shared function: a call keeps the coin
 * below the linked price and is paid USDT at or above it; a put is paid USDT above it and
 * converts into the coin at or below it (spec 9, decision 77).
 */
export function purchasePreview(p: DualProductItem, shares: number): PurchasePreview {
  const terms = productTerms(p, shares);
  const decimals = { coin: p.coin_decimals, usdt: p.usdt_decimals };
  const { kept, converted } = dualOutcomes(terms, decimals);
  const currency = (paidIn: DualPaidIn) => (paidIn === DualPaidIn.coin ? p.currency_name : 'USDT');
  const keptCase = { amount: kept.amount, currency: currency(kept.paidIn), converted: false };
  const convertedCase = {
    amount: converted.amount,
    currency: currency(converted.paidIn),
    converted: true,
  };
  const invested = dec(terms.amount);
  return {
    shares,
    invested,
    investCurrency: p.invest_currency,
    interest: kept.amount.sub(invested),
    cases:
      p.type === DualType.call
        ? [
            { ...keptCase, when: 'below' },
            { ...convertedCase, when: 'atOrAbove' },
          ]
        : [
            { ...convertedCase, when: 'atOrBelow' },
            { ...keptCase, when: 'above' },
          ],
  };
}

/** How far the linked price is from the index now, in percent (signed, two decimals). */
export function distancePercent(linked: string, index: string | null | undefined): string | null {
  if (!index) return null;
  const s = dec(index);
  if (s.lte(0)) return null;
  return dec(linked).sub(s).div(s).mul(100).toDecimalPlaces(2).toFixed(2);
}

/** Whole days and hours until maturity, from the server's second (`end_at`). */
export function timeLeft(endAtSeconds: number, nowMs: number): { days: number; hours: number } {
  const ms = Math.max(0, endAtSeconds * 1000 - nowMs);
  const hours = Math.floor(ms / 3_600_000);
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}

/** The three steps an order shows: purchased -> settling -> completed (or failed). */
export const ORDER_STEPS = [
  DualOrderStatus.bought,
  DualOrderStatus.settling,
  DualOrderStatus.settled,
] as const;

export interface VerifyLine {
  key: 'invested' | 'growth' | 'converts' | 'paidIn' | 'paid';
  server: string;
  browser: string;
  ok: boolean;
}

const orderTerms = (o: DualOrderItem): DualTerms => ({
  type: o.type,
  amount: o.amount,
  linkedPrice: o.exercise_price,
  aprPercent: o.order_rate,
  days: o.day,
});

/**
 * A settled order recomputed from its terms and the recorded price with the shared
 * function, each line beside the server's figure. `null` before settlement.
 */
export function verifyOrder(o: DualOrderItem): { lines: VerifyLine[]; ok: boolean } | null {
  if (o.status !== DualOrderStatus.settled || o.settle_price === null) return null;
  const decimals = { coin: o.coin_decimals, usdt: o.usdt_decimals };
  const terms = orderTerms(o);
  const outcome = dualSettlement(terms, o.settle_price, decimals);
  const converts = dualConverts(o.type, o.exercise_price, o.settle_price);
  const paidCurrency = outcome.paidIn === DualPaidIn.coin ? o.currency_name : 'USDT';
  const invested = dualInvested(o.number, o.price);
  const same = (a: string | null, b: Decimal) => a !== null && dec(a).eq(b);
  const lines: VerifyLine[] = [
    {
      key: 'invested',
      server: o.amount,
      browser: invested.toFixed(),
      ok: same(o.amount, invested),
    },
    {
      key: 'growth',
      server: '',
      browser: dualGrowth(o.order_rate, o.day).toDecimalPlaces(12).toFixed(),
      ok: true,
    },
    {
      key: 'converts',
      server: o.converted === null ? '' : String(o.converted),
      browser: String(converts),
      ok: o.converted === converts,
    },
    {
      key: 'paidIn',
      server: o.paid_currency ?? '',
      browser: paidCurrency,
      ok: o.paid_currency === paidCurrency,
    },
    {
      key: 'paid',
      server: o.paid_amount ?? '',
      browser: outcome.amount.toFixed(),
      ok: same(o.paid_amount, outcome.amount),
    },
  ];
  return { lines, ok: lines.every((l) => l.ok) };
}

/**
 * The formula line of a settled order in the paid currency's words: the values put into
 * `amount x K x g`, `amount x g` or `amount x g / K`, for the page to print.
 */
export function formulaOf(o: DualOrderItem): 'kept' | 'callConverted' | 'putConverted' {
  if (!o.converted) return 'kept';
  return o.type === DualType.call ? 'callConverted' : 'putConverted';
}
