/**
 * Invitation rebates (issue 12): the pure rules of the daily rebate, shared by the server
 * that pays it and the page that explains it.
 *
 * An inviter receives a published share (`invite_rebate_percent`, default 20%) of the
 * trading fees their invitees paid, per invitee, per UTC day, per currency and per kind of
 * fee (spot, stock, contract). Day D is paid once it is over, at D + 1 day + 00:10 UTC (the
 * ten minutes let a fill stamped just before midnight commit first), at the rate in force
 * when it is paid, rounded DOWN to the coin's decimals, so a rebate never exceeds its share.
 */
import { Exact, Rounding, roundAmount, type DecimalInput } from './money.ts';

/** Where a fee was collected, and so which `fees` balance the rebate is paid from. */
export const InviteFeeSource = {
  /** Spot trades of crypto pairs: collected in the spot account (change). */
  spot: 'spot',
  /** Trades of stock pairs: collected in the stock account. */
  stock: 'stock',
  /** Contract opening and closing fees: collected in the contract account (lever), USDT. */
  contract: 'contract',
} as const;
export type InviteFeeSource = (typeof InviteFeeSource)[keyof typeof InviteFeeSource];
export const INVITE_FEE_SOURCES = Object.values(InviteFeeSource) as [
  InviteFeeSource,
  ...InviteFeeSource[],
];

/** The `invite_rebate_percent` setting's default: 20% of the invitees' fees. */
export const INVITE_DEFAULT_REBATE_PERCENT = '20';
export const INVITE_DAY_MS = 86_400_000;
/** A day's rebates are paid this long after the day ends (00:10 UTC). */
export const INVITE_PAY_DELAY_MS = 10 * 60_000;

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const PERCENT_RE = /^\d{1,3}(\.\d{1,4})?$/;

/** A setting value that is a usable rebate percent: 0 to 100, at most 4 decimals. */
export function isRebatePercent(value: unknown): value is string {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const text = String(value).trim();
  return PERCENT_RE.test(text) && new Exact(text).lte(100);
}

/** fee total x percent / 100, rounded DOWN to the coin's decimals. */
export function inviteRebate(
  feeTotal: DecimalInput,
  percent: DecimalInput,
  decimals: number,
): Exact {
  const fee = new Exact(typeof feeTotal === 'bigint' ? feeTotal.toString() : feeTotal);
  const rate = new Exact(typeof percent === 'bigint' ? percent.toString() : percent);
  return roundAmount(fee.times(rate).div(100), decimals, Rounding.down);
}

/** The UTC day of an instant, `YYYY-MM-DD`. */
export function utcDayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** 00:00 UTC of a day. */
export function utcDayStart(day: string): Date {
  if (!DAY_RE.test(day)) throw new Error(`not a day: ${day}`);
  return new Date(`${day}T00:00:00.000Z`);
}

/** The day `n` days after `day` (before, when negative). */
export function addUtcDays(day: string, n: number): string {
  return utcDayOf(new Date(utcDayStart(day).getTime() + n * INVITE_DAY_MS));
}

/** When the rebates of `day` are paid: the next day at 00:10 UTC. */
export function rebatePayAt(day: string): Date {
  return new Date(utcDayStart(day).getTime() + INVITE_DAY_MS + INVITE_PAY_DELAY_MS);
}

/** The latest day whose rebates are due at `now` (its pay instant has come). */
export function lastPayableDay(now: Date): string {
  return addUtcDays(utcDayOf(new Date(now.getTime() - INVITE_PAY_DELAY_MS)), -1);
}

/** The next pay instant after `now` (what the page announces). */
export function nextRebatePayAt(now: Date): Date {
  return rebatePayAt(addUtcDays(lastPayableDay(now), 1));
}
