/**
 * VIP levels (issue 12): the pure rules. The server assesses every active user once a day
 * with them and applies the discount where fees are computed; the browser shows the same
 * table, progress and discounts with them.
 *
 * - A level has two thresholds in USDT: a 30-day trading volume and holdings. A user
 *   qualifies for a level by meeting EITHER of them (or both); the level is the highest one
 *   qualified for, so a large holder who never trades and an active trader with a small
 *   balance both reach it.
 * - A level's fee discount takes that percent off the spot maker and taker fee rates and off
 *   the contract open and close fee percents.
 * - The table must climb: level 0 needs nothing and gives nothing, then each level asks more
 *   of both thresholds than the one below and never gives a smaller discount
 *   (`vipTableProblem`).
 */
import { Exact, Rounding, roundAmount, type DecimalInput } from './money.ts';

/** One published level (the `vip_levels` setting holds an array of these, level 0 first). */
export interface VipLevelItem {
  level: number;
  /** Minimum 30-day trading volume, USDT (spot fills' quote value + contract notionals). */
  volume_usdt: string;
  /** Minimum holdings, USDT (every balance of every account, at the index). */
  holdings_usdt: string;
  /** Percent off the spot maker/taker and contract open/close fees. */
  fee_discount_percent: string;
}

/** What a user still needs for the next level; either amount alone is enough. */
export interface VipNext extends VipLevelItem {
  /** Volume still missing, USDT ('0' when met). */
  volume_missing: string;
  /** Holdings still missing, USDT ('0' when met). */
  holdings_missing: string;
}

export interface VipFigures {
  volume: DecimalInput;
  holdings: DecimalInput;
}

/** The setting an operator edits (SQL, like every setting); the defaults below otherwise. */
export const VIP_SETTING = 'vip_levels';
/** The volume window: the 30 UTC days before the assessment day. */
export const VIP_WINDOW_DAYS = 30;
/** When the daily assessment runs (UTC), after the contracts' overnight charge at 00:00. */
export const VIP_ASSESS_UTC = '00:10';
/** The level the OTC loan enquiry asks for (spec 3: "VIP level 2 or above"). */
export const VIP_OTC_MIN_LEVEL = 2;
/** Thresholds and discounts carry at most this many decimals; levels go up to VIP_MAX_LEVEL. */
export const VIP_DECIMALS = 2;
export const VIP_MAX_LEVEL = 20;
export const VIP_MAX_THRESHOLD = '1000000000000';
/**
 * Contract fee percents are stored with 4 decimals (`lever_positions.open_fee_percent`); a
 * discounted percent is cut down to them, so the row keeps exactly the rate it charged.
 */
export const VIP_PERCENT_DECIMALS = 4;

/**
 * The defaults, in the range exchanges publish: a retail account is VIP0, 50,000 USDT traded
 * in 30 days or 10,000 USDT held makes VIP1, and VIP5 asks for institution-sized figures.
 */
export const VIP_DEFAULT_LEVELS: readonly VipLevelItem[] = [
  { level: 0, volume_usdt: '0', holdings_usdt: '0', fee_discount_percent: '0' },
  { level: 1, volume_usdt: '50000', holdings_usdt: '10000', fee_discount_percent: '10' },
  { level: 2, volume_usdt: '500000', holdings_usdt: '50000', fee_discount_percent: '15' },
  { level: 3, volume_usdt: '2000000', holdings_usdt: '200000', fee_discount_percent: '20' },
  { level: 4, volume_usdt: '10000000', holdings_usdt: '1000000', fee_discount_percent: '25' },
  { level: 5, volume_usdt: '50000000', holdings_usdt: '5000000', fee_discount_percent: '30' },
];

const x = (v: DecimalInput | Exact): Exact => new Exact(typeof v === 'bigint' ? v.toString() : v);
const HUNDRED = new Exact(100);
const ZERO = new Exact(0);

/** Why a table cannot be used, or undefined when it can. */
export type VipTableProblem = 'empty' | 'levelZero' | 'sequence' | 'thresholds' | 'discounts';

export function vipTableProblem(levels: readonly VipLevelItem[]): VipTableProblem | undefined {
  const first = levels[0];
  if (!first) return 'empty';
  if (
    first.level !== 0 ||
    !x(first.volume_usdt).isZero() ||
    !x(first.holdings_usdt).isZero() ||
    !x(first.fee_discount_percent).isZero()
  ) {
    return 'levelZero';
  }
  for (let i = 1; i < levels.length; i++) {
    const below = levels[i - 1]!;
    const level = levels[i]!;
    if (level.level !== i) return 'sequence';
    if (
      x(level.volume_usdt).lte(below.volume_usdt) ||
      x(level.holdings_usdt).lte(below.holdings_usdt)
    ) {
      return 'thresholds';
    }
    const discount = x(level.fee_discount_percent);
    if (discount.lt(below.fee_discount_percent) || discount.gte(100)) return 'discounts';
  }
  return undefined;
}

/** Whether `figures` meet `level`: its volume OR its holdings. */
export function qualifiesFor(level: VipLevelItem, figures: VipFigures): boolean {
  return x(figures.volume).gte(level.volume_usdt) || x(figures.holdings).gte(level.holdings_usdt);
}

/** The highest level `figures` qualify for (level 0 at least). `levels` must pass vipTableProblem. */
export function vipLevelFor(levels: readonly VipLevelItem[], figures: VipFigures): VipLevelItem {
  for (let i = levels.length - 1; i > 0; i--) {
    if (qualifiesFor(levels[i]!, figures)) return levels[i]!;
  }
  return levels[0]!;
}

/**
 * The level above `level` and what `figures` still lack for it, or null at the top. Reaching
 * either amount is enough (the rule above), so both are shown.
 */
export function vipNext(
  levels: readonly VipLevelItem[],
  level: number,
  figures: VipFigures,
): VipNext | null {
  const next = levels.find((l) => l.level === level + 1);
  if (!next) return null;
  const missing = (need: string, have: DecimalInput) => Exact.max(ZERO, x(need).minus(x(have)));
  return {
    ...next,
    volume_missing: missing(next.volume_usdt, figures.volume).toFixed(),
    holdings_missing: missing(next.holdings_usdt, figures.holdings).toFixed(),
  };
}

/**
 * A contract fee percent after a discount: percent x (100 - discount) / 100, cut DOWN to the
 * 4 decimals the position row stores (never more than the exact discounted fee).
 */
export function discountedFeePercent(percent: DecimalInput, discountPercent: DecimalInput): Exact {
  return roundAmount(
    x(percent)
      .times(HUNDRED.minus(x(discountPercent)))
      .div(HUNDRED),
    VIP_PERCENT_DECIMALS,
    Rounding.down,
  );
}

/**
 * A spot fee rate after a discount, exactly: rate x (100 - discount) / 100. The fee itself is
 * then rounded half-up to the coin it is paid in, as every spot fee is (spec 9).
 */
export function discountedFeeRate(rate: DecimalInput, discountPercent: DecimalInput): Exact {
  return x(rate)
    .times(HUNDRED.minus(x(discountPercent)))
    .div(HUNDRED);
}

const DAY_MS = 86_400_000;

/** The UTC day (YYYY-MM-DD) of the latest assessment due at `at`: today after 00:10, else yesterday. */
export function vipAssessmentDay(at: Date, assessUtc: string = VIP_ASSESS_UTC): string {
  const today = at.toISOString().slice(0, 10);
  const due = new Date(`${today}T${assessUtc}:00.000Z`);
  return at.getTime() >= due.getTime()
    ? today
    : new Date(due.getTime() - DAY_MS).toISOString().slice(0, 10);
}

/** When the assessment of `day` is due (the day at 00:10 UTC). */
export function vipAssessmentAt(day: string, assessUtc: string = VIP_ASSESS_UTC): Date {
  return new Date(`${day}T${assessUtc}:00.000Z`);
}

/** The volume window of `day`'s assessment: the 30 whole UTC days before it, [from, to). */
export function vipWindow(day: string): { from: Date; to: Date } {
  const to = new Date(`${day}T00:00:00.000Z`);
  return { from: new Date(to.getTime() - VIP_WINDOW_DAYS * DAY_MS), to };
}
