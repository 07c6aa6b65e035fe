/**
 * K-line period boundaries, all in UTC: minutes and hours from midnight, a week from
 * Monday 00:00, a month from the 1st.
 */
import { KLINE_PERIODS, type KlinePeriod } from '@bourse/shared';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../clock.ts';

/** Length of the fixed-length periods (every period but the calendar month). */
export const PERIOD_MS: Readonly<Record<Exclude<KlinePeriod, '1M'>, number>> = {
  '1m': MINUTE_MS,
  '5m': 5 * MINUTE_MS,
  '15m': 15 * MINUTE_MS,
  '30m': 30 * MINUTE_MS,
  '1h': HOUR_MS,
  '4h': 4 * HOUR_MS,
  '1d': DAY_MS,
  '1w': 7 * DAY_MS,
};

/** Every period but `1m`: the candles a closed minute is folded into. */
export const LONGER_PERIODS = KLINE_PERIODS.filter((p) => p !== '1m');

/** The opening instant of the `period` candle that holds `at`. */
export function periodStart(period: KlinePeriod, at: Date | number): Date {
  const ms = typeof at === 'number' ? at : at.getTime();
  if (period === '1M') {
    const d = new Date(ms);
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  }
  if (period === '1w') {
    // 1970-01-01 was a Thursday: day + 3 counts from a Monday.
    const day = Math.floor(ms / DAY_MS);
    const monday = day - ((((day + 3) % 7) + 7) % 7);
    return new Date(monday * DAY_MS);
  }
  const length = PERIOD_MS[period];
  return new Date(Math.floor(ms / length) * length);
}

/** The opening instant of the candle after the one opening at `start`. */
export function nextPeriodStart(period: KlinePeriod, start: Date): Date {
  if (period === '1M') {
    return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  }
  return new Date(start.getTime() + PERIOD_MS[period]);
}

/**
 * SQL for the end of a candle of the row's own period, given the SQL of its period and
 * opening instant (months are calendar months in UTC whatever the session time zone).
 */
export function periodEndSql(period: string, openTime: string): string {
  const fixed = Object.entries(PERIOD_MS)
    .map(([p, ms]) => `when '${p}' then ${openTime} + interval '${ms / 1000} seconds'`)
    .join(' ');
  return `(case ${period} ${fixed} when '1M' then ((${openTime} at time zone 'UTC') + interval '1 month') at time zone 'UTC' end)`;
}
