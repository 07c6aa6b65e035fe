/**
 * Releasing allotted tokens (issue 11): once a subscription's lock period is over
 * (`release_at` = the project's end + its lock days), its tokens move from the IEO pool,
 * which holds the issuance since the project was created, to the user's spot account.
 * Rows are claimed FOR UPDATE SKIP LOCKED in batches, each journal keyed
 * `ieo_subscriptions:<id>:release`, and a row is released only while it is locked
 * (status 2): a run twice, by two runners or after a crash, pays once.
 */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { IeoSubscriptionStatus, JournalReason, dec } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { LedgerBatch, journals, userOwner } from '../ledger/index.ts';
import { IEO_ACCOUNT, IEO_SUBSCRIPTIONS_TABLE } from './config.ts';
import { ieoProjects, ieoSubscriptions } from './tables.ts';
import { allocateDueProjects } from './allocate.ts';

/** Rows claimed per transaction. */
export const RELEASE_BATCH = 200;

export async function releaseDueSubscriptions(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  { limit = RELEASE_BATCH }: { limit?: number } = {},
): Promise<number> {
  let total = 0;
  for (;;) {
    const now = ctx.clock.now();
    const released = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: ieoSubscriptions.id,
          userId: ieoSubscriptions.userId,
          allotted: ieoSubscriptions.allotted,
          currencyId: ieoProjects.currencyId,
        })
        .from(ieoSubscriptions)
        .innerJoin(ieoProjects, eq(ieoProjects.id, ieoSubscriptions.projectId))
        .where(
          and(
            eq(ieoSubscriptions.status, IeoSubscriptionStatus.locked),
            lte(ieoSubscriptions.releaseAt, now),
          ),
        )
        .orderBy(asc(ieoSubscriptions.releaseAt), asc(ieoSubscriptions.id))
        .limit(limit)
        .for('update', { of: ieoSubscriptions, skipLocked: true });
      if (rows.length === 0) return 0;
      const batch = new LedgerBatch();
      for (const r of rows) {
        batch.post(
          journals.creditFromSystem({
            system: 'ieoPool',
            to: { owner: userOwner(r.userId), account: IEO_ACCOUNT },
            currency: r.currencyId,
            amount: dec(r.allotted!),
            reason: JournalReason.ieoRelease,
            idempotencyKey: `${IEO_SUBSCRIPTIONS_TABLE}:${r.id}:release`,
            ref: { table: IEO_SUBSCRIPTIONS_TABLE, id: r.id },
            at: now,
          }),
        );
      }
      const updated = await tx
        .update(ieoSubscriptions)
        .set({ status: IeoSubscriptionStatus.released, releasedAt: now })
        .where(
          and(
            inArray(
              ieoSubscriptions.id,
              rows.map((r) => r.id),
            ),
            eq(ieoSubscriptions.status, IeoSubscriptionStatus.locked),
          ),
        )
        .returning({ id: ieoSubscriptions.id });
      if (updated.length !== rows.length) {
        throw new Error('ieo release: a claimed row was not locked');
      }
      await batch.commit(tx, now);
      return rows.length;
    });
    total += released;
    if (released < limit) return total;
  }
}

/** The scheduler's one IEO job: allocations due, then releases due. */
export async function runIeoJobs(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<{
  allocated: number;
  released: number;
}> {
  const allocated = await allocateDueProjects(ctx);
  const released = await releaseDueSubscriptions(ctx);
  return { allocated, released };
}
