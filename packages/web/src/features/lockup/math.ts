/**
 * The lock-up pages' figures, all from the server's own shared formulas (packages/shared
 * lockup.ts, decision 76): the order's daily rate is the bottom of the plan's range, a
 * day's credit is rounded down to the coin's decimals, the term pays exactly daily x days,
 * interest runs from the value date (the first dividend instant after the deposit), and an
 * early redemption costs ratio x remaining days x amount (spec 9), rounded down.
 */
import {
  Exact,
  LockupOrderStatus,
  Rounding,
  dec,
  isDecimalString,
  lockupCreditAt,
  lockupDailyInterest,
  lockupPenalty,
  lockupSchedule,
  lockupTotalInterest,
  roundAmount,
  scaleOf,
  withoutThousandsSeparators,
  type LockupOrderItem,
  type LockupPlanItem,
} from '@bourse/shared';

export type AmountProblem = 'required' | 'invalid' | 'decimals' | 'min' | 'max' | 'balance';

/** The typed amount as a plain decimal above zero, or undefined. */
export function readAmount(typed: string): string | undefined {
  const v = withoutThousandsSeparators(typed.trim());
  return isDecimalString(v) && dec(v).gt(0) ? v : undefined;
}

/** The first problem with the typed amount, in the server's order (syntax, coin, plan, balance). */
export function amountProblem(
  typed: string,
  plan: LockupPlanItem,
  available: string | undefined,
): AmountProblem | undefined {
  if (typed.trim() === '') return 'required';
  const amount = readAmount(typed);
  if (!amount) return 'invalid';
  if (scaleOf(amount) > plan.decimals) return 'decimals';
  if (dec(amount).lt(plan.save_min)) return 'min';
  if (dec(amount).gt(plan.save_max)) return 'max';
  if (available !== undefined && dec(amount).gt(available)) return 'balance';
  return undefined;
}

/** A balance shown to the coin's decimals, rounded down: never more than can be locked. */
export function floorTo(value: string, decimals: number): string {
  return roundAmount(value, decimals, Rounding.down).toFixed();
}

/** The "max" button: the spot balance, at most the plan's maximum, rounded down to the coin. */
export function maxAmount(plan: LockupPlanItem, available: string): string {
  const top = dec(available).lt(plan.save_max) ? available : plan.save_max;
  const v = roundAmount(top, plan.decimals, Rounding.down);
  return v.gt(0) ? v.toFixed() : '0';
}

export interface DepositPreview {
  daily: string;
  total: string;
  /** Interest runs from here: the first dividend instant after now. */
  valueAt: Date;
  /** The last credit, when the principal comes back. */
  endAt: Date;
  /** What redeeming before the first credit would cost (the most the penalty can be). */
  worstPenalty: string;
}

/** What a deposit of `amount` placed at `now` will do, exactly as the server will do it. */
export function depositPreview(plan: LockupPlanItem, amount: string, now: Date): DepositPreview {
  const { valueAt, endAt } = lockupSchedule(now, plan.day, plan.dividend_utc);
  return {
    daily: lockupDailyInterest(amount, plan.interest_rate, plan.decimals).toFixed(),
    total: lockupTotalInterest(amount, plan.interest_rate, plan.day, plan.decimals).toFixed(),
    valueAt,
    endAt,
    worstPenalty: lockupPenalty(amount, plan.penalty_percent, plan.day, plan.decimals).toFixed(),
  };
}

/** `YYYY-MM-DD HH:mm:ss` in UTC (the server's display strings) as a Date. */
export function fromUtc(text: string): Date {
  return new Date(`${text.replace(' ', 'T')}Z`);
}

/** When a running order's next credit is due (value date + (days paid + 1) days). */
export function nextCreditAt(order: LockupOrderItem): Date | undefined {
  if (order.status !== LockupOrderStatus.running || order.days_paid >= order.day) return undefined;
  return lockupCreditAt(fromUtc(order.value_at), order.days_paid + 1);
}

/** One coin's line of the "my lock-ups" card. */
export interface CoinSummary {
  currency: string;
  running: number;
  /** Principal of the running orders. */
  principal: string;
  /** Interest credited on every listed order, running or redeemed. */
  interest: string;
  /** The coin's next credit: when, and what every order due then pays. */
  next?: { at: Date; amount: string };
}

/** Sums the orders per coin (amounts of different coins are never added together). */
export function summarize(orders: LockupOrderItem[]): CoinSummary[] {
  const byCoin = new Map<
    string,
    { running: number; principal: Exact; interest: Exact; next?: { at: Date; amount: Exact } }
  >();
  for (const o of orders) {
    const s = byCoin.get(o.currency_name) ?? {
      running: 0,
      principal: new Exact(0),
      interest: new Exact(0),
    };
    s.interest = s.interest.plus(o.total_interest);
    const at = nextCreditAt(o);
    if (at) {
      s.running += 1;
      s.principal = s.principal.plus(o.amount);
      if (!s.next || at < s.next.at) s.next = { at, amount: new Exact(o.daily_interest) };
      else if (at.getTime() === s.next.at.getTime())
        s.next.amount = s.next.amount.plus(o.daily_interest);
    }
    byCoin.set(o.currency_name, s);
  }
  return [...byCoin].map(([currency, s]) => ({
    currency,
    running: s.running,
    principal: s.principal.toFixed(),
    interest: s.interest.toFixed(),
    ...(s.next ? { next: { at: s.next.at, amount: s.next.amount.toFixed() } } : {}),
  }));
}

/** The explainer's worked example, from a live plan's own terms. */
export interface PenaltyExample {
  currency: string;
  amount: string;
  days: number;
  heldDays: number;
  remainingDays: number;
  percent: string;
  dailyRate: string;
  interestKept: string;
  penalty: string;
  returned: string;
}

/**
 * Ten times the plan's minimum (within its maximum), redeemed after a third of the term:
 * the interest of the days held is kept, the penalty is charged on the days left.
 */
export function penaltyExample(plan: LockupPlanItem): PenaltyExample {
  const tenMin = dec(plan.save_min).mul(10);
  const amount = (tenMin.gt(plan.save_max) ? dec(plan.save_max) : tenMin).toFixed();
  const heldDays = Math.floor(plan.day / 3);
  const remainingDays = plan.day - heldDays;
  const penalty = lockupPenalty(amount, plan.penalty_percent, remainingDays, plan.decimals);
  return {
    currency: plan.currency_name,
    amount,
    days: plan.day,
    heldDays,
    remainingDays,
    percent: plan.penalty_percent,
    dailyRate: plan.interest_rate,
    interestKept: lockupTotalInterest(
      amount,
      plan.interest_rate,
      heldDays,
      plan.decimals,
    ).toFixed(),
    penalty: penalty.toFixed(),
    returned: dec(amount).minus(penalty).toFixed(),
  };
}
