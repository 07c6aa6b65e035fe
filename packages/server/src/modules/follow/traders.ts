/**
 * Becoming a trader (issue 12): a user applies with a nickname, a picture, an introduction
 * and a profit share within the published range; an operator (compliance) approves or
 * rejects, audited. Only positions opened after the approval are ever copied.
 */
import { eq, sql } from 'drizzle-orm';
import { DeskQueue, TraderStatus, toPlain, type TraderApplyBody } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { recordAudit, settleDeskClaim } from '../admin/index.ts';
import { setHeadPortrait } from '../users/index.ts';
import { traders } from './tables.ts';

export type TraderRow = typeof traders.$inferSelect;

/** `POST /api/follow/apply`: a new application, or a new one after a rejection. */
export async function applyAsTrader(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  body: TraderApplyBody,
): Promise<TraderRow> {
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(traders)
      .where(eq(traders.userId, userId))
      .for('update');
    if (current?.status === TraderStatus.approved) fail('errors.traderAlreadyApproved');
    if (current?.status === TraderStatus.pending) fail('errors.traderApplicationPending');
    if (body.head_portrait) await setHeadPortrait(tx, userId, body.head_portrait);
    const values = {
      status: TraderStatus.pending,
      nickname: body.nickname,
      introduction: body.introduction,
      profitSharePercent: toPlain(body.profit_share_percent),
      reason: '',
      appliedAt: at,
      decidedAt: null,
      decidedBy: null,
    };
    const [row] = await tx
      .insert(traders)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: traders.userId, set: values })
      .returning();
    return row!;
  });
}

export type TraderDecision = 'approve' | 'reject';

/** `POST /api/admin/follow/traders/:id/approve|reject`: a pending application only, audited. */
export async function decideTrader(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  operatorId: number,
  userId: number,
  decision: TraderDecision,
  reason: string | undefined,
): Promise<TraderRow> {
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    // Refused while another operator holds the application's desk claim; a decision ends it.
    await settleDeskClaim(tx, DeskQueue.traders, traders.userId, userId, operatorId);
    const [current] = await tx
      .select()
      .from(traders)
      .where(eq(traders.userId, userId))
      .for('update');
    if (!current) return fail('errors.traderNotFound');
    if (current.status !== TraderStatus.pending) fail('errors.traderNotPending');
    const approve = decision === 'approve';
    const [row] = await tx
      .update(traders)
      .set({
        status: approve ? TraderStatus.approved : TraderStatus.rejected,
        reason: approve ? '' : (reason ?? ''),
        decidedAt: at,
        decidedBy: operatorId,
        approvedAt: approve ? at : sql`${traders.approvedAt}`,
      })
      .where(eq(traders.userId, userId))
      .returning();
    await recordAudit(tx, {
      operatorId,
      action: `trader.${decision}`,
      targetTable: 'traders',
      targetId: userId,
      reason: reason ?? null,
      detail: {
        nickname: current.nickname,
        profit_share_percent: toPlain(current.profitSharePercent),
      },
      at,
    });
    return row!;
  });
}

/** An approved trader, else errors.traderNotFound. */
export async function approvedTrader(db: DbOrTx, userId: number): Promise<TraderRow> {
  const [row] = await db.select().from(traders).where(eq(traders.userId, userId));
  if (!row || row.status !== TraderStatus.approved) return fail('errors.traderNotFound');
  return row;
}
