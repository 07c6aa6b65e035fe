/**
 * The daily assessment (issue 12): at 00:10 UTC every active user's level is decided from
 * the 30 UTC days before that day (volume) and their balances now (holdings), and stored
 * with those figures and the time (`vip_assessments`, append-only; `user_vip`, the current
 * level). Runs every minute (jobs/scheduler.ts) and does nothing once the day's run finished.
 *
 * - A day is assessed once: its `vip_runs` row is the claim (inserted once, then locked FOR
 *   UPDATE SKIP LOCKED by the transaction working on it), and it carries the cursor (the last
 *   user id done), so two runners never assess one user twice and a run that stopped half
 *   way resumes where it stopped. A second run of the day finds it finished.
 * - Catching up: after an outage the run of the latest due day is made (its window is still
 *   the 30 days before that day); a missed earlier day is not assessed afterwards, since a
 *   level only applies from its assessment on. A run an outage left unfinished is superseded
 *   by the next day's (a level never goes back to an older day: `user_vip` only moves forward).
 * - Active users: anyone with a figure above zero, or with an earlier level (so a level can
 *   go down to VIP0). Everyone else stays VIP0 without a row.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { vipAssessmentDay, vipLevelFor, vipWindow } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { pgArray } from '../ledger/index.ts';
import { forgetVipDiscounts } from './discounts.ts';
import { RunPrices, figuresOf } from './figures.ts';
import { vipTable } from './levels.ts';
import { userVip, vipAssessments, vipRuns } from './tables.ts';

/** Users assessed per transaction. */
export const VIP_BATCH = 500;

export interface VipRunReport {
  day: string;
  /** Users assessed by this call. */
  assessed: number;
  /** Whether the day's run is finished (by this call or an earlier one). */
  finished: boolean;
}

type RunRow = typeof vipRuns.$inferSelect;

export async function runVipJobs(
  ctx: Pick<AppContext, 'db' | 'clock' | 'prices'>,
  { limit = VIP_BATCH }: { limit?: number } = {},
): Promise<VipRunReport> {
  const now = ctx.clock.now();
  const day = vipAssessmentDay(now);
  const report: VipRunReport = { day, assessed: 0, finished: false };
  const [existing] = await ctx.db
    .select({ finishedAt: vipRuns.finishedAt })
    .from(vipRuns)
    .where(eq(vipRuns.day, day));
  if (existing?.finishedAt) return { ...report, finished: true };
  if (!existing) await openRun(ctx, day, now);

  for (;;) {
    const step = await ctx.db.transaction((tx) => assessNext(ctx, tx, day, limit));
    report.assessed += step.assessed;
    if (step.finished) {
      report.finished = true;
      // This process's spot sequencers take the new discounts at their next batch; other
      // processes within the copy's freshness (discounts.ts).
      forgetVipDiscounts(ctx.db);
    }
    if (!step.more) return report;
  }
}

/** The day's run row, with the table it will use (a second runner's insert does nothing). */
async function openRun(ctx: Pick<AppContext, 'db'>, day: string, now: Date): Promise<void> {
  const table = await vipTable(ctx.db);
  const window = vipWindow(day);
  await ctx.db
    .insert(vipRuns)
    .values({
      day,
      windowFrom: window.from,
      windowTo: window.to,
      levels: table.levels,
      levelsSource: table.source,
      prices: {},
      unpriced: [],
      startedAt: now,
    })
    .onConflictDoNothing();
}

/** One group of users after the run's cursor, in one transaction holding the run's row. */
async function assessNext(
  ctx: Pick<AppContext, 'db' | 'clock' | 'prices'>,
  tx: Tx,
  day: string,
  limit: number,
): Promise<{ assessed: number; more: boolean; finished: boolean }> {
  const [run] = await tx
    .select()
    .from(vipRuns)
    .where(and(eq(vipRuns.day, day), isNull(vipRuns.finishedAt)))
    .for('update', { skipLocked: true });
  // Finished, or another runner holds it (it goes on from the cursor it moves).
  if (!run) return { assessed: 0, more: false, finished: false };
  const at = ctx.clock.now();
  const group = await usersAfter(tx, run.lastUserId, limit);
  if (group.length === 0) {
    await tx.update(vipRuns).set({ finishedAt: at }).where(eq(vipRuns.day, day));
    return { assessed: 0, more: false, finished: true };
  }
  const prices = new RunPrices({ ...run.prices }, [...run.unpriced]);
  const figures = await figuresOf(
    ctx,
    tx,
    group.map((u) => u.id),
    { from: run.windowFrom, to: run.windowTo },
    prices,
  );
  const rows = assessmentsOf(run, group, figures, at);
  if (rows.length > 0) {
    await tx.insert(vipAssessments).values(rows).onConflictDoNothing();
    await tx
      .insert(userVip)
      .values(
        rows.map((r) => ({
          userId: r.userId,
          day: r.day,
          level: r.level,
          feeDiscountPercent: r.feeDiscountPercent,
          updatedAt: at,
        })),
      )
      .onConflictDoUpdate({
        target: userVip.userId,
        set: {
          day: sql`excluded.day`,
          level: sql`excluded.level`,
          feeDiscountPercent: sql`excluded.fee_discount_percent`,
          updatedAt: sql`excluded.updated_at`,
        },
        // A level only moves forward in time.
        setWhere: sql`${userVip.day} < excluded.day`,
      });
  }
  const last = group[group.length - 1]!.id;
  const finished = group.length < limit;
  await tx
    .update(vipRuns)
    .set({
      lastUserId: last,
      assessed: sql`${vipRuns.assessed} + ${rows.length}`,
      ...(prices.changed ? { prices: prices.prices, unpriced: prices.unpriced } : {}),
      ...(finished ? { finishedAt: at } : {}),
    })
    .where(eq(vipRuns.day, day));
  return { assessed: rows.length, more: !finished, finished };
}

/** The next users by id, and whether each has a current level (so it may go down). */
async function usersAfter(
  tx: Tx,
  after: number,
  limit: number,
): Promise<{ id: number; hasLevel: boolean }[]> {
  const ids = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from users where id > ${after} order by id limit ${limit}`),
  ).map((r) => Number(r.id));
  if (ids.length === 0) return [];
  const levelled = await tx
    .select({ userId: userVip.userId })
    .from(userVip)
    .where(sql`${userVip.userId} = any(${pgArray(ids)}::int[])`);
  const has = new Set(levelled.map((r) => r.userId));
  return ids.map((id) => ({ id, hasLevel: has.has(id) }));
}

function assessmentsOf(
  run: RunRow,
  group: { id: number; hasLevel: boolean }[],
  figures: Awaited<ReturnType<typeof figuresOf>>,
  at: Date,
): (typeof vipAssessments.$inferInsert)[] {
  const rows: (typeof vipAssessments.$inferInsert)[] = [];
  for (const u of group) {
    const f = figures.get(u.id)!;
    const volume = f.spotVolume.plus(f.contractVolume);
    if (!u.hasLevel && volume.isZero() && f.holdings.isZero()) continue;
    const level = vipLevelFor(run.levels, { volume, holdings: f.holdings });
    rows.push({
      userId: u.id,
      day: run.day,
      level: level.level,
      feeDiscountPercent: level.fee_discount_percent,
      spotVolume: f.spotVolume.toFixed(),
      contractVolume: f.contractVolume.toFixed(),
      holdings: f.holdings.toFixed(),
      computedAt: at,
    });
  }
  return rows;
}
