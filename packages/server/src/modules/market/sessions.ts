/**
 * Trading clocks: which step of an instrument's walk a wall-clock instant falls on.
 * Crypto trades around the clock, one step per second. A stock walks only while its
 * exchange is open, so outside the session the step (and the price) holds at the close.
 */
import { DAY_MS, SECOND_MS } from '../../clock.ts';

export interface Session {
  /** IANA time zone of the exchange. */
  timeZone: string;
  /** Local opening and closing time, in seconds after midnight. */
  openSecond: number;
  closeSecond: number;
  /**
   * Steps the walk takes between a close and the next open, all at once at the open, so a
   * stock opens away from its last close as real ones do (about a fifth of a US stock's
   * daily variance arrives overnight).
   */
  overnightSteps: number;
}

/** NYSE and Nasdaq: 09:30 to 16:00 New York time, Monday to Friday (no holiday calendar). */
export const US_EQUITY_SESSION: Session = {
  timeZone: 'America/New_York',
  openSecond: 9 * 3600 + 30 * 60,
  closeSecond: 16 * 3600,
  overnightSteps: 5850,
};

/** Walk steps in one trading day of a session, the overnight jump included. */
export function stepsPerSessionDay(s: Session): number {
  return s.closeSecond - s.openSecond + s.overnightSteps;
}

/** Steps of a crypto walk: one per second since the Unix epoch. */
export function continuousStep(at: Date): number {
  return Math.floor(at.getTime() / SECOND_MS);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The local calendar day (days since 1970-01-01) and second of the day in `timeZone`. */
export function localTime(at: Date, timeZone: string): { day: number; second: number } {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(at)) if (part.type !== 'literal') p[part.type] = +part.value;
  return {
    day: Date.UTC(p.year!, p.month! - 1, p.day!) / DAY_MS,
    second: p.hour! * 3600 + p.minute! * 60 + p.second!,
  };
}

/** Monday to Friday among the days [0, day) since 1970-01-01 (a Thursday). */
export function weekdaysBefore(day: number): number {
  // Count from the Monday three days before the epoch: then weekday = index mod 7 < 5.
  const n = day + 3;
  const weeks = Math.floor(n / 7);
  return weeks * 5 + Math.min(n - weeks * 7, 5) - 3;
}

function isWeekday(day: number): boolean {
  return (((day + 3) % 7) + 7) % 7 < 5;
}

/** The UTC instant of local `second` on local calendar `day` in `timeZone`. */
function utcOf(timeZone: string, day: number, second: number): number {
  const guess = day * DAY_MS + second * SECOND_MS;
  const local = localTime(new Date(guess), timeZone);
  const offset = local.day * DAY_MS + local.second * SECOND_MS - guess;
  return guess - offset;
}

/**
 * The session's trading hours as [open, close) UTC millisecond ranges that overlap
 * [fromMs, toMs), oldest first (K-line backfill samples stocks only inside them).
 */
export function sessionWindows(s: Session, fromMs: number, toMs: number): [number, number][] {
  const windows: [number, number][] = [];
  const last = Math.floor(toMs / DAY_MS) + 1;
  for (let day = Math.floor(fromMs / DAY_MS) - 1; day <= last; day++) {
    if (!isWeekday(day)) continue;
    const open = utcOf(s.timeZone, day, s.openSecond);
    const close = utcOf(s.timeZone, day, s.closeSecond);
    if (close > fromMs && open < toMs) windows.push([open, close]);
  }
  return windows;
}

/** Whether the exchange is in session at `at`. */
export function isInSession(s: Session, at: Date): boolean {
  const { day, second } = localTime(at, s.timeZone);
  return isWeekday(day) && second >= s.openSecond && second < s.closeSecond;
}

/**
 * The walk step of a session instrument at `at`: whole trading days before today, plus
 * today's progress. Before the open (and all weekend) that is the last close; at the open
 * the overnight steps are taken at once, then one step per second until the close.
 */
export function sessionStep(s: Session, at: Date): number {
  const { day, second } = localTime(at, s.timeZone);
  const perDay = stepsPerSessionDay(s);
  const before = weekdaysBefore(day) * perDay;
  if (!isWeekday(day) || second < s.openSecond) return before;
  if (second >= s.closeSecond) return before + perDay;
  return before + s.overnightSteps + (second - s.openSecond);
}
