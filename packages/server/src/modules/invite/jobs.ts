/**
 * The daily rebate job (issue 12), run every minute on `ctx.clock`: once a UTC day's pay
 * instant has come (the next day at 00:10 UTC), it pays that day; after an outage it pays
 * every day since the last one it finished, oldest first, at most `maxDays` per run (the
 * next run goes on), so no day is ever skipped and no run is unbounded. The first run of a
 * new installation starts with the day before it: the programme pays from then on.
 *
 * Each day's rows are paid once whoever runs it (pay.ts), and `invite_rebate_days` records
 * the finished days: the bookmark the next run starts after.
 */
import { max } from 'drizzle-orm';
import { addUtcDays, lastPayableDay } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { rebatePercent } from './config.ts';
import { payDay, type DayPaid } from './pay.ts';
import { inviteRebateDays } from './tables.ts';

/** Days paid per run at most (a month's outage is caught up in five minutes). */
export const INVITE_DAYS_PER_RUN = 7;

export interface InviteRun {
  days: DayPaid[];
}

export async function runInviteJobs(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  { maxDays = INVITE_DAYS_PER_RUN, chunk }: { maxDays?: number; chunk?: number } = {},
): Promise<InviteRun> {
  const due = lastPayableDay(ctx.clock.now());
  const [done] = await ctx.db.select({ day: max(inviteRebateDays.day) }).from(inviteRebateDays);
  let day = done?.day ? addUtcDays(done.day, 1) : due;
  const run: InviteRun = { days: [] };
  // YYYY-MM-DD strings compare as the days they name.
  while (day <= due && run.days.length < maxDays) {
    // The rate in force when the day is paid (the page says so).
    const percent = await rebatePercent(ctx.db);
    run.days.push(await payDay(ctx, day, percent, chunk ? { chunk } : {}));
    day = addUtcDays(day, 1);
  }
  return run;
}
