/**
 * Unpaid orders are cancelled once their time limit passes (spec 4). The job claims due
 * rows with FOR UPDATE SKIP LOCKED, so two runs (two servers, or a run overlapping a
 * buyer's "paid") never wait on or cancel the same row twice; a cancelled row is no longer
 * due, so running it again changes nothing.
 */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { PurchaseStatus } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { purchases } from './tables.ts';

/** Rows cancelled per transaction; the job loops until none is due. */
const BATCH = 200;

/** Cancels every unpaid order past its time limit; returns how many it cancelled. */
export async function expireUnpaidPurchases(
  ctx: Pick<AppContext, 'db' | 'clock'>,
): Promise<number> {
  const now = ctx.clock.now();
  let total = 0;
  for (;;) {
    const n = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: purchases.id })
        .from(purchases)
        .where(and(eq(purchases.status, PurchaseStatus.toBePaid), lte(purchases.expiresAt, now)))
        .orderBy(asc(purchases.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      const done = await tx
        .update(purchases)
        .set({ status: PurchaseStatus.cancelled, cancelledAt: now })
        .where(
          and(
            inArray(
              purchases.id,
              due.map((r) => r.id),
            ),
            eq(purchases.status, PurchaseStatus.toBePaid),
          ),
        )
        .returning({ id: purchases.id });
      return done.length;
    });
    total += n;
    if (n < BATCH) return total;
  }
}
