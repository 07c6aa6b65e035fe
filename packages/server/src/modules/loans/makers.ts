/**
 * Market makers (spec: "OTC borrowing needs VIP level 2 or above, or a market maker"): users
 * the finance desk made eligible without the VIP level (`/api/admin/loans/market-makers`).
 * Granting and revoking are audited; revoking never touches an enquiry or a loan already
 * made.
 */
import { desc, eq } from 'drizzle-orm';
import type { LoanMarketMakerItem } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { recordAudit } from '../admin/index.ts';
import { users } from '../users/index.ts';
import { loanMarketMakers } from './tables.ts';
import { seconds } from './views.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export async function listMarketMakers(ctx: Ctx): Promise<LoanMarketMakerItem[]> {
  const rows = await ctx.db
    .select()
    .from(loanMarketMakers)
    .orderBy(desc(loanMarketMakers.grantedAt))
    .limit(500);
  return rows.map((r) => ({
    user_id: r.userId,
    granted_by: r.grantedBy,
    granted_at: seconds(r.grantedAt),
    note: r.note,
  }));
}

/** Idempotent: granting a market maker again keeps the first grant. */
export async function grantMarketMaker(
  ctx: Ctx,
  operatorId: number | null,
  userId: number,
  note: string | undefined,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) return fail('errors.loanMakerUnknownUser', { id: userId });
    const added = await tx
      .insert(loanMarketMakers)
      .values({ userId, grantedBy: operatorId, grantedAt: now, note: note ?? null })
      .onConflictDoNothing()
      .returning();
    if (added.length === 0) return;
    await recordAudit(tx, {
      operatorId,
      action: 'loan.grantMaker',
      targetTable: 'loan_market_makers',
      targetId: userId,
      reason: note,
      at: now,
    });
  });
}

export async function revokeMarketMaker(
  ctx: Ctx,
  operatorId: number,
  userId: number,
  note: string | undefined,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(loanMarketMakers)
      .where(eq(loanMarketMakers.userId, userId))
      .returning();
    if (removed.length === 0) return fail('errors.loanMakerNotGranted');
    await recordAudit(tx, {
      operatorId,
      action: 'loan.revokeMaker',
      targetTable: 'loan_market_makers',
      targetId: userId,
      reason: note,
      detail: { grantedBy: removed[0]!.grantedBy, grantedAt: removed[0]!.grantedAt },
      at: now,
    });
  });
}
