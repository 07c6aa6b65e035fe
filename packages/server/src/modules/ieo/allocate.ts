/**
 * The allocation (issue 11), at the end of each project: undersubscribed, every
 * subscription gets all it asked for; oversubscribed, each gets asked x issuance /
 * subscribed rounded down to the token's decimals (shared `ieoAllocate`), and the rounding
 * remainder is published on the project. Each subscription's hold splits exactly into the
 * allotted cost, paid to the IEO pool, and the refund, back to the user's available
 * balance (`ieoCost`); the issuance nobody was allotted goes back to the treasury.
 *
 * One project per transaction, claimed FOR UPDATE SKIP LOCKED (two runners never allocate
 * the same project; a project with a subscription still in flight is skipped until the
 * next run), its open subscriptions locked, every journal keyed by its row
 * (`ieo_subscriptions:<id>:allocate`, `ieo_projects:<id>:unsold`) and the project marked
 * allocated in the same transaction: a run twice, or after a crash, pays once.
 */
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import {
  IeoSubscriptionStatus,
  JournalReason,
  dec,
  ieoAllocate,
  ieoCost,
  ieoReleaseAt,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { LedgerBatch, systemOwner, userOwner, type JournalInput } from '../ledger/index.ts';
import { findCurrency } from '../system/index.ts';
import { IEO_ACCOUNT, IEO_PROJECTS_TABLE, IEO_SUBSCRIPTIONS_TABLE } from './config.ts';
import type { ProjectRow } from './projects.ts';
import { ieoProjects, ieoSubscriptions } from './tables.ts';

type SubscriptionRow = typeof ieoSubscriptions.$inferSelect;

/** One subscription's allocation journal: cost to the pool, refund to available. */
function allocationJournal(
  s: SubscriptionRow,
  cost: string,
  refund: string,
  at: Date,
): JournalInput | undefined {
  const user = { owner: userOwner(s.userId), account: IEO_ACCOUNT };
  const pool = { owner: systemOwner('ieoPool'), account: IEO_ACCOUNT };
  const entries: JournalInput['entries'] = [];
  const c = dec(cost);
  const r = dec(refund);
  if (!c.isZero()) {
    entries.push({ ...user, currency: s.payCurrencyId, bucket: 'frozen', amount: c.negated() });
    entries.push({ ...pool, currency: s.payCurrencyId, bucket: 'available', amount: c });
  }
  if (!r.isZero()) {
    entries.push({ ...user, currency: s.payCurrencyId, bucket: 'frozen', amount: r.negated() });
    entries.push({ ...user, currency: s.payCurrencyId, bucket: 'available', amount: r });
  }
  if (entries.length === 0) return undefined;
  return {
    idempotencyKey: `${IEO_SUBSCRIPTIONS_TABLE}:${s.id}:allocate`,
    reason: JournalReason.ieoAllocate,
    ref: { table: IEO_SUBSCRIPTIONS_TABLE, id: s.id },
    at,
    entries,
  };
}

/** Allocates one claimed project (locked by the caller in `tx`). */
export async function allocateProject(
  ctx: Pick<AppContext, 'clock'>,
  tx: Tx,
  project: ProjectRow,
): Promise<void> {
  const now = ctx.clock.now();
  const token = (await findCurrency(tx, project.currencyId))!;
  const subs = await tx
    .select()
    .from(ieoSubscriptions)
    .where(
      and(
        eq(ieoSubscriptions.projectId, project.id),
        eq(ieoSubscriptions.status, IeoSubscriptionStatus.subscribed),
      ),
    )
    .orderBy(asc(ieoSubscriptions.id))
    .for('update');
  const plan = ieoAllocate(
    subs.map((s) => ({ id: s.id, amount: s.amount })),
    project.total,
    token.decimals,
  );
  const releaseAt = ieoReleaseAt(project.endAt, project.lockDays);
  const batch = new LedgerBatch();
  for (const s of subs) {
    const pay = (await findCurrency(tx, s.payCurrencyId))!;
    const allotted = plan.allotted.get(s.id)!;
    const { cost, refund } = ieoCost(s.payAmount, s.amount, allotted, pay.decimals, token.decimals);
    const journal = allocationJournal(s, cost, refund, now);
    if (journal) batch.post(journal);
    await tx
      .update(ieoSubscriptions)
      .set({
        status: dec(allotted).isZero()
          ? IeoSubscriptionStatus.refunded
          : IeoSubscriptionStatus.locked,
        allotted,
        cost,
        refund,
        allocatedAt: now,
        releaseAt,
      })
      .where(
        and(
          eq(ieoSubscriptions.id, s.id),
          eq(ieoSubscriptions.status, IeoSubscriptionStatus.subscribed),
        ),
      );
  }
  // What nobody was allotted goes back where the issuance came from.
  if (!dec(plan.unsold).isZero()) {
    batch.post({
      idempotencyKey: `${IEO_PROJECTS_TABLE}:${project.id}:unsold`,
      reason: JournalReason.ieoAllocate,
      ref: { table: IEO_PROJECTS_TABLE, id: project.id },
      at: now,
      memo: 'unsold issuance back to the treasury',
      entries: [
        {
          owner: systemOwner('ieoPool'),
          account: IEO_ACCOUNT,
          currency: project.currencyId,
          bucket: 'available',
          amount: dec(plan.unsold).negated(),
        },
        {
          owner: systemOwner('treasury'),
          account: IEO_ACCOUNT,
          currency: project.currencyId,
          bucket: 'available',
          amount: dec(plan.unsold),
        },
      ],
    });
  }
  await tx
    .update(ieoProjects)
    .set({ allocatedAt: now, sold: plan.sold, remainder: plan.remainder })
    .where(and(eq(ieoProjects.id, project.id), isNull(ieoProjects.allocatedAt)));
  // Posted last, so the pool's row is held only from here to COMMIT.
  await batch.commit(tx, now);
}

/**
 * The job: allocates every project whose end has passed and that is not allocated yet, one
 * per transaction, claimed FOR UPDATE SKIP LOCKED. Returns how many it allocated.
 */
export async function allocateDueProjects(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  let done = 0;
  for (;;) {
    const now = ctx.clock.now();
    const allocated = await ctx.db.transaction(async (tx) => {
      const [project] = await tx
        .select()
        .from(ieoProjects)
        .where(and(isNull(ieoProjects.allocatedAt), lte(ieoProjects.endAt, now)))
        .orderBy(asc(ieoProjects.endAt), asc(ieoProjects.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!project) return false;
      await allocateProject(ctx, tx, project);
      return true;
    });
    if (!allocated) return done;
    done++;
  }
}
