/**
 * The overnight fee job, and the claim every contract job makes on a row: the user's lock,
 * then the row FOR UPDATE SKIP LOCKED in the status the job expects (so a second runner,
 * or a row that moved on, is skipped).
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import {
  Exact,
  JournalReason,
  LeverChargeKind,
  LeverStatus,
  overnightFeeOf,
  overnightInstant,
  overnightSplit,
  utcDay,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { availableOf, userOwner } from '../ledger/index.ts';
import { LEVER_CURRENCY, lockLeverUser, type PositionRow } from './account.ts';
import { leverPairById, leverSettings } from './config.ts';
import { Legs, available, frozen, postLegs } from './postings.ts';
import { leverCharges, leverPositions } from './tables.ts';

/** Claims one row of a user under the user's lock: undefined when another runner has it or it moved on. */
export async function claim(
  tx: Tx,
  row: Pick<PositionRow, 'id' | 'userId'>,
  status: LeverStatus,
): Promise<PositionRow | undefined> {
  await lockLeverUser(tx, row.userId);
  const [claimed] = await tx
    .select()
    .from(leverPositions)
    .where(and(eq(leverPositions.id, row.id), eq(leverPositions.status, status)))
    .for('update', { skipLocked: true });
  return claimed;
}

/** The last UTC day each app's overnight job caught up through (per app: tests run many). */
const caughtUp = new WeakMap<AppContext, string>();

const nextDay = (day: string): string =>
  utcDay(new Date(new Date(`${day}T00:00:00.000Z`).getTime() + 86_400_000));

/**
 * The overnight fee, once per position per UTC day: on positions open at the day's charge
 * instant (`lever_overnight_utc`), from the first run at or after it. From available
 * first; what available lacks comes out of the position's margin.
 *
 * A position held across a charge instant owes that day's fee even if no job ran then (a
 * restart, an outage): the first run of a process, and the first run of each new day,
 * look back to the oldest open position's opening day and charge every day still missing,
 * at the index recorded when it is charged (the charge row keeps that price and second).
 */
export async function chargeOvernight(ctx: AppContext, touched: Set<number>): Promise<number> {
  const now = ctx.clock.now();
  const today = utcDay(now);
  let from = today;
  if (caughtUp.get(ctx) !== today) {
    const [oldest] = await ctx.db
      .select({ openedAt: leverPositions.openedAt })
      .from(leverPositions)
      .where(eq(leverPositions.status, LeverStatus.open))
      .orderBy(asc(leverPositions.openedAt))
      .limit(1);
    const opened = oldest?.openedAt;
    if (opened && utcDay(opened) < today) from = utcDay(opened);
  }
  let charged = 0;
  for (let day = from; day <= today; day = nextDay(day)) {
    charged += await chargeDay(ctx, day, touched);
  }
  caughtUp.set(ctx, today);
  return charged;
}

async function chargeDay(ctx: AppContext, day: string, touched: Set<number>): Promise<number> {
  const now = ctx.clock.now();
  const settings = await leverSettings(ctx.db);
  const instant = overnightInstant(day, settings.overnightUtc);
  if (now < instant) return 0;
  const due = await ctx.db
    .select()
    .from(leverPositions)
    .where(
      and(
        eq(leverPositions.status, LeverStatus.open),
        lte(leverPositions.openedAt, instant),
        sql`not exists (select 1 from ${leverCharges} c where c.position_id = ${leverPositions.id}
              and c.kind = ${LeverChargeKind.overnight} and c.charge_day = ${day})`,
      ),
    )
    .orderBy(asc(leverPositions.id));
  let charged = 0;
  for (const candidate of due) {
    const done = await ctx.db.transaction(async (tx) => {
      const row = await claim(tx, candidate, LeverStatus.open);
      if (!row) return false;
      const pair = await leverPairById(tx, row.instrumentId);
      const quote = await ctx.prices.record(pair.instrument.base.name, tx);
      const fee = overnightFeeOf(quote.price, row.quantity, pair.terms.overnightPercent);
      const free = await availableOf(tx, userOwner(row.userId), 'lever', LEVER_CURRENCY);
      const split = overnightSplit({ fee, available: free, margin: row.margin });
      const paid = split.fromAvailable.plus(split.fromMargin);
      const [charge] = await tx
        .insert(leverCharges)
        .values({
          positionId: row.id,
          userId: row.userId,
          kind: LeverChargeKind.overnight,
          amount: paid.toFixed(),
          indexPrice: quote.price,
          indexSource: quote.source,
          indexAt: quote.at,
          chargeDay: day,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: leverCharges.id });
      if (!charge) return false;
      const legs = new Legs()
        .move(available(row.userId), { system: 'fees' }, split.fromAvailable)
        .move(frozen(row.userId), { system: 'fees' }, split.fromMargin);
      const posted = await postLegs(tx, legs, {
        positionId: row.id,
        what: `overnight:${day}`,
        reason: JournalReason.leverOvernight,
        at: now,
      });
      if (posted) {
        await tx
          .update(leverCharges)
          .set({ journalId: posted.journalId })
          .where(eq(leverCharges.id, charge.id));
      }
      await tx
        .update(leverPositions)
        .set({
          margin: new Exact(row.margin).minus(split.fromMargin).toFixed(),
          overnightPaid: new Exact(row.overnightPaid).plus(paid).toFixed(),
        })
        .where(eq(leverPositions.id, row.id));
      return true;
    });
    if (!done) continue;
    charged++;
    touched.add(candidate.userId);
  }
  return charged;
}
