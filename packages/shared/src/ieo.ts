/**
 * IEO subscriptions (issue 11, client contract 7.11, spec 3/4 "IEO"): the pure maths shared
 * by the server that charges and allocates and the pages that preview it. Every figure is
 * exact: amounts are scaled to whole units of the coin's decimals and divided as BigInts,
 * so a pro-rata share, a cost and a refund are the same to the last digit wherever they are
 * computed.
 *
 * Decision 75 (docs/decisions.md): the server charges its own total, the token count times
 * the issue price converted at the pay coin's recorded index of that second, rounded UP to
 * the pay coin's decimals; the client's `price` is a hint, and a subscription whose server
 * total is more than IEO_PRICE_TOLERANCE_PERCENT above it is refused (the user never pays
 * more than that above what the page showed).
 */
import { Exact, Rounding, fromUnits, roundAmount, toUnits, type DecimalInput } from './money.ts';

/** A project's phase by the clock, with the contract's `time_status` codes (2 ongoing, 3 ended). */
export const IeoPhase = { upcoming: 0, warmUp: 1, inProgress: 2, finished: 3 } as const;
export type IeoPhase = (typeof IeoPhase)[keyof typeof IeoPhase];
export const IEO_PHASES = Object.values(IeoPhase) as [IeoPhase, ...IeoPhase[]];

/**
 * A subscription's status: `subscribed` holds the pay amount until the end; `locked` was
 * allotted tokens, waiting for the lock period; `released` got its tokens in spot;
 * `refunded` was allotted nothing (everything came back at allocation).
 */
export const IeoSubscriptionStatus = {
  subscribed: 1,
  locked: 2,
  released: 3,
  refunded: 4,
} as const;
export type IeoSubscriptionStatus =
  (typeof IeoSubscriptionStatus)[keyof typeof IeoSubscriptionStatus];
export const IEO_SUBSCRIPTION_STATUSES = Object.values(IeoSubscriptionStatus) as [
  IeoSubscriptionStatus,
  ...IeoSubscriptionStatus[],
];

/** Decision 75: the most the server's total may exceed the client's `price`, in percent. */
export const IEO_PRICE_TOLERANCE_PERCENT = '1';

export const IEO_DAY_MS = 86_400_000;

export interface IeoSchedule {
  warmupAt: Date;
  startAt: Date;
  endAt: Date;
}

/** Spec 4: warm-up -> in progress -> finished, by the clock alone. */
export function ieoPhase(p: IeoSchedule, now: Date): IeoPhase {
  const t = now.getTime();
  if (t < p.warmupAt.getTime()) return IeoPhase.upcoming;
  if (t < p.startAt.getTime()) return IeoPhase.warmUp;
  if (t < p.endAt.getTime()) return IeoPhase.inProgress;
  return IeoPhase.finished;
}

/** Tokens reach the spot account `lockDays` after the subscription ends. */
export function ieoReleaseAt(endAt: Date, lockDays: number): Date {
  return new Date(endAt.getTime() + lockDays * IEO_DAY_MS);
}

/**
 * What `tokens` cost in a pay coin: tokens x issue price (USDT) / the coin's index price
 * (USDT per coin), rounded UP to the coin's decimals (the pool is never paid less than the
 * exact value, and a tiny subscription never costs nothing).
 */
export function ieoPayAmount(
  tokens: DecimalInput,
  issuePriceUsdt: DecimalInput,
  payPriceUsdt: DecimalInput,
  payDecimals: number,
): Exact {
  const exact = new Exact(String(tokens))
    .mul(new Exact(String(issuePriceUsdt)))
    .div(new Exact(String(payPriceUsdt)));
  return roundAmount(exact, payDecimals, Rounding.up);
}

/** One token's price in a pay coin, for display (the client multiplies it by the amount). */
export function ieoUnitPrice(issuePriceUsdt: DecimalInput, payPriceUsdt: DecimalInput): string {
  return new Exact(String(issuePriceUsdt))
    .div(new Exact(String(payPriceUsdt)))
    .toSignificantDigits(12, Rounding.up)
    .toFixed();
}

/** Decision 75: the server's total may exceed the client's by at most the tolerance. */
export function ieoWithinTolerance(serverTotal: DecimalInput, clientTotal: DecimalInput): boolean {
  const limit = new Exact(String(clientTotal)).mul(
    new Exact(1).add(new Exact(IEO_PRICE_TOLERANCE_PERCENT).div(100)),
  );
  return new Exact(String(serverTotal)).lte(limit);
}

/** `percentage` of the list: subscribed / total x 100, rounded down to 2 decimals. */
export function ieoPercentage(subscribed: DecimalInput, total: DecimalInput): string {
  const t = new Exact(String(total));
  if (t.lte(0)) return '0';
  return roundAmount(new Exact(String(subscribed)).mul(100).div(t), 2, Rounding.down).toFixed();
}

export interface IeoAsk {
  id: number;
  /** Tokens asked, within the token's decimals. */
  amount: string;
}

export interface IeoAllocation {
  /** Tokens allotted per subscription id. */
  allotted: Map<number, string>;
  /** Total asked. */
  subscribed: string;
  /** Total allotted. */
  sold: string;
  /** What pro-rata rounding left over (0 when undersubscribed). */
  remainder: string;
  /** Issuance not allotted: the remainder, or what nobody asked for. */
  unsold: string;
  oversubscribed: boolean;
}

/**
 * The allocation at the end (issue 11): undersubscribed, everyone gets all they asked for;
 * oversubscribed, each subscription gets asked x total / subscribed, rounded DOWN to the
 * token's decimals; the remainder of that rounding is published, never handed out by lot.
 */
export function ieoAllocate(
  asks: IeoAsk[],
  total: DecimalInput,
  tokenDecimals: number,
): IeoAllocation {
  const T = toUnits(total, tokenDecimals);
  const units = asks.map((a) => ({ id: a.id, asked: toUnits(a.amount, tokenDecimals) }));
  const S = units.reduce((s, a) => s + a.asked, 0n);
  const oversubscribed = S > T;
  const allotted = new Map<number, string>();
  let sold = 0n;
  for (const a of units) {
    const share = oversubscribed ? (a.asked * T) / S : a.asked;
    sold += share;
    allotted.set(a.id, fromUnits(share, tokenDecimals));
  }
  return {
    allotted,
    subscribed: fromUnits(S, tokenDecimals),
    sold: fromUnits(sold, tokenDecimals),
    remainder: fromUnits(oversubscribed ? T - sold : 0n, tokenDecimals),
    unsold: fromUnits(T - sold, tokenDecimals),
    oversubscribed,
  };
}

/**
 * What an allotment costs out of its hold: the hold x allotted / asked, rounded DOWN to the
 * pay coin's decimals (never more than the user's exact share); the refund is the rest of
 * the hold, so cost + refund = hold exactly.
 */
export function ieoCost(
  hold: DecimalInput,
  asked: DecimalInput,
  allotted: DecimalInput,
  payDecimals: number,
  tokenDecimals: number,
): { cost: string; refund: string } {
  const h = toUnits(hold, payDecimals);
  const a = toUnits(asked, tokenDecimals);
  const g = toUnits(allotted, tokenDecimals);
  const cost = a === 0n ? 0n : (h * g) / a;
  return { cost: fromUnits(cost, payDecimals), refund: fromUnits(h - cost, payDecimals) };
}
