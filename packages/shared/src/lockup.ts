/**
 * Lock-up mining (issue 11, client contract 7.12, spec 9 "Lock-mining"): the pure maths of
 * a lock-up order, shared by the server that pays it and the pages that preview it.
 *
 * Decision 76 (docs/decisions.md): a plan publishes a daily yield RANGE; an order's daily
 * rate is fixed when it is placed, at the BOTTOM of the range, and never changes. Interest
 * accrues from the value date (the first dividend instant after the deposit) and is
 * credited once per day at the dividend instant, `lock_days` times; the principal comes
 * back with the last credit. Every figure is rounded DOWN to the coin's decimals. The whole
 * promised interest is reserved in the staking pool when the order is placed
 * (`lockupReserveLeft`), so a credit never waits for the pool.
 */
import { Exact, Rounding, roundAmount, type DecimalInput } from './money.ts';

/** An order's status, with the contract's codes (1 running: redeem button; 2 redeemed). */
export const LockupOrderStatus = { running: 1, redeemed: 2 } as const;
export type LockupOrderStatus = (typeof LockupOrderStatus)[keyof typeof LockupOrderStatus];
export const LOCKUP_ORDER_STATUSES = Object.values(LockupOrderStatus) as [
  LockupOrderStatus,
  ...LockupOrderStatus[],
];

/** How a redeemed order ended: at expiry in full, or early less the penalty. */
export const LockupRedeemKind = { matured: 'matured', early: 'early' } as const;
export type LockupRedeemKind = (typeof LockupRedeemKind)[keyof typeof LockupRedeemKind];
export const LOCKUP_REDEEM_KINDS = Object.values(LockupRedeemKind) as [
  LockupRedeemKind,
  ...LockupRedeemKind[],
];

/**
 * A plan's state: active takes deposits; paused takes none for now (shown, refused);
 * closed takes none ever (hidden). Neither ever changes an existing order.
 */
export const LockupPlanStatus = { active: 'active', paused: 'paused', closed: 'closed' } as const;
export type LockupPlanStatus = (typeof LockupPlanStatus)[keyof typeof LockupPlanStatus];
export const LOCKUP_PLAN_STATUSES = Object.values(LockupPlanStatus) as [
  LockupPlanStatus,
  ...LockupPlanStatus[],
];

export const LOCKUP_DAY_MS = 86_400_000;
/** The `lockup_dividend_utc` setting's default: credits at 00:00 UTC. */
export const LOCKUP_DEFAULT_DIVIDEND_UTC = '00:00';
export const HHMM_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

const exact = (v: DecimalInput) => new Exact(typeof v === 'bigint' ? v.toString() : v);

/** Decision 76: the order's daily rate is the bottom of the plan's published range. */
export function lockupOrderRate(range: { min: DecimalInput; max: DecimalInput }): Exact {
  const [min, max] = [exact(range.min), exact(range.max)];
  return min.lte(max) ? min : max;
}

/** One day's credit: amount x daily rate / 100, rounded down to the coin's decimals. */
export function lockupDailyInterest(
  amount: DecimalInput,
  dailyRatePercent: DecimalInput,
  decimals: number,
): Exact {
  return roundAmount(exact(amount).mul(exact(dailyRatePercent)).div(100), decimals, Rounding.down);
}

/** What a full term pays: `days` equal daily credits (each already rounded down). */
export function lockupTotalInterest(
  amount: DecimalInput,
  dailyRatePercent: DecimalInput,
  days: number,
  decimals: number,
): Exact {
  return lockupDailyInterest(amount, dailyRatePercent, decimals).mul(days);
}

/**
 * Issue 11's payout guarantee: the staking pool reserves at the deposit the whole promised
 * interest (the daily credit times the lock days, exactly `lockupTotalInterest`), pays each
 * credit out of that reserve and, on an early redemption, releases the days never paid.
 * What is still reserved for an order that has paid `daysPaid` credits.
 */
export function lockupReserveLeft(
  dailyInterest: DecimalInput,
  lockDays: number,
  daysPaid: number,
): Exact {
  return exact(dailyInterest).mul(Math.max(0, lockDays - daysPaid));
}

/** The yearly figure of a daily rate, simple (x 365), for display: 0.0137 -> 5.0005. */
export function lockupAprPercent(dailyRatePercent: DecimalInput): Exact {
  return exact(dailyRatePercent).mul(365);
}

/**
 * Spec 9: penalty = settlement ratio x remaining days x locked amount, the ratio a percent
 * per remaining day; rounded down (in the user's favour) and never more than the amount.
 */
export function lockupPenalty(
  amount: DecimalInput,
  penaltyPercentPerDay: DecimalInput,
  remainingDays: number,
  decimals: number,
): Exact {
  const raw = exact(amount)
    .mul(exact(penaltyPercentPerDay))
    .mul(Math.max(0, remainingDays))
    .div(100);
  const penalty = roundAmount(raw, decimals, Rounding.down);
  return penalty.gt(amount) ? exact(amount) : penalty;
}

/** The first dividend instant strictly after `at` (the `HH:MM` UTC of the setting). */
export function lockupValueDate(at: Date, dividendUtc: string): Date {
  const hhmm = HHMM_RE.test(dividendUtc) ? dividendUtc : LOCKUP_DEFAULT_DIVIDEND_UTC;
  const day = at.toISOString().slice(0, 10);
  const sameDay = new Date(`${day}T${hhmm}:00.000Z`);
  return sameDay > at ? sameDay : new Date(sameDay.getTime() + LOCKUP_DAY_MS);
}

/** An order's calendar: interest from `valueAt`; credit k (1..days) at valueAt + k days. */
export interface LockupSchedule {
  valueAt: Date;
  /** The last credit, when the principal comes back too. */
  endAt: Date;
}

export function lockupSchedule(
  depositAt: Date,
  lockDays: number,
  dividendUtc: string,
): LockupSchedule {
  const valueAt = lockupValueDate(depositAt, dividendUtc);
  return { valueAt, endAt: lockupCreditAt(valueAt, lockDays) };
}

/** When day `k`'s credit is due. */
export function lockupCreditAt(valueAt: Date, k: number): Date {
  return new Date(valueAt.getTime() + k * LOCKUP_DAY_MS);
}

/** How many of the `lockDays` credits are due at `now` (0 before the first). */
export function lockupDaysDue(valueAt: Date, lockDays: number, now: Date): number {
  const elapsed = Math.floor((now.getTime() - valueAt.getTime()) / LOCKUP_DAY_MS);
  return Math.min(lockDays, Math.max(0, elapsed));
}

/** An early redemption as quoted and as executed: the same numbers. */
export interface LockupRedeemQuote {
  /** Credits due at `now` and not yet paid: paid first, kept by the user. */
  interestDue: Exact;
  daysDue: number;
  remainingDays: number;
  penalty: Exact;
  /** The principal less the penalty: what comes back to available. */
  returned: Exact;
  /** True when the term is over: no penalty, the principal in full. */
  matured: boolean;
}

export function lockupRedeemQuote(o: {
  amount: DecimalInput;
  dailyInterest: DecimalInput;
  penaltyPercentPerDay: DecimalInput;
  lockDays: number;
  daysPaid: number;
  valueAt: Date;
  now: Date;
  decimals: number;
}): LockupRedeemQuote {
  const daysDue = lockupDaysDue(o.valueAt, o.lockDays, o.now);
  const unpaid = Math.max(0, daysDue - o.daysPaid);
  const remainingDays = o.lockDays - daysDue;
  const penalty = lockupPenalty(o.amount, o.penaltyPercentPerDay, remainingDays, o.decimals);
  return {
    interestDue: exact(o.dailyInterest).mul(unpaid),
    daysDue,
    remainingDays,
    penalty,
    returned: exact(o.amount).minus(penalty),
    matured: remainingDays === 0,
  };
}
