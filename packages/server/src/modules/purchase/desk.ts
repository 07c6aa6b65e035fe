/**
 * The finance desk's side of purchases: the queue, and the decision. Confirming credits
 * the order's USDT from the `external` system account (the money came from outside, as a
 * deposit does) to the buyer's legal (fiat) account, exactly once: the row is locked, a
 * decided row is refused, and the journal's key is the order's id.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  DeskQueue,
  JournalReason,
  PurchaseStatus,
  type AdminPurchaseView,
  type Page,
  type PurchaseStatus as PurchaseStatusT,
  Exact,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { recordAudit, settleDeskClaim, withDeskClaims } from '../admin/index.ts';
import { creditFromSystem, userOwner } from '../ledger/index.ts';
import { deskSearch, users } from '../users/index.ts';
import { PURCHASES_TABLE } from './purchases.ts';
import { purchases } from './tables.ts';
import { adminPurchaseView } from './views.ts';

/** The account a confirmed purchase is credited to (see docs/decisions.md). */
export const PURCHASE_CREDIT_ACCOUNT = 'legal' as const;

/** `GET /api/admin/purchases`: transfer-completed orders oldest first unless told otherwise. */
export async function listPurchasesForDesk(
  db: DbOrTx,
  query: { page: number; limit: number; status?: PurchaseStatusT | '' | undefined; q?: string },
): Promise<Page<AdminPurchaseView>> {
  const status = query.status === undefined ? PurchaseStatus.transferCompleted : query.status;
  const where = and(
    status ? eq(purchases.status, status) : undefined,
    deskSearch(query.q, { itemId: purchases.id, userId: purchases.userId }),
  );
  const order =
    status === PurchaseStatus.transferCompleted ? asc(purchases.id) : desc(purchases.id);
  const rows = await db
    .select({ row: purchases, account: users.account })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(where)
    .orderBy(order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(purchases).where(where);
  return {
    data: await withDeskClaims(
      db,
      DeskQueue.purchases,
      rows.map((r) => adminPurchaseView(r.row, r.account)),
      (p) => p.id,
    ),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

export interface PurchaseDecision {
  operatorId: number;
  purchaseId: number;
  confirm: boolean;
  /** Required to reject (the buyer reads it); optional on a confirmation. */
  reason?: string | null | undefined;
}

/**
 * Confirms (credits) or rejects an order whose transfer the buyer reported, with its audit
 * row, in one transaction. An unpaid order cannot be confirmed; a cancelled or decided one
 * cannot be decided again.
 */
export async function decidePurchase(
  ctx: AppContext,
  decision: PurchaseDecision,
): Promise<AdminPurchaseView> {
  const { operatorId, purchaseId, confirm } = decision;
  const reason = decision.reason || null;
  const at = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    // Refused while another operator holds the order's desk claim; a decision ends it.
    await settleDeskClaim(tx, DeskQueue.purchases, purchases.id, purchaseId, operatorId);
    const [before] = await tx
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchaseId))
      .for('update');
    if (!before) return fail('errors.purchaseNotFound');
    if (before.status === PurchaseStatus.cancelled) return fail('errors.purchaseExpired');
    if (before.status === PurchaseStatus.toBePaid) {
      // Past its time limit it is as good as cancelled (the job may not have run yet).
      return before.expiresAt.getTime() <= at.getTime()
        ? fail('errors.purchaseExpired')
        : fail('errors.purchaseNotPaidYet');
    }
    if (before.status !== PurchaseStatus.transferCompleted) return fail('errors.purchaseDecided');
    const [after] = await tx
      .update(purchases)
      .set({
        status: confirm ? PurchaseStatus.paymentSuccessful : PurchaseStatus.rejected,
        reason,
        decidedBy: operatorId,
        decidedAt: at,
      })
      .where(eq(purchases.id, purchaseId))
      .returning();
    if (confirm) {
      await creditFromSystem(tx, {
        system: 'external',
        to: { owner: userOwner(before.userId), account: PURCHASE_CREDIT_ACCOUNT },
        currency: before.receiveCurrencyId,
        amount: new Exact(before.usdtAmount),
        idempotencyKey: `purchase:${purchaseId}`,
        reason: JournalReason.purchase,
        ref: { table: PURCHASES_TABLE, id: purchaseId },
        at,
      });
    }
    await recordAudit(tx, {
      operatorId,
      action: confirm ? 'purchase.confirm' : 'purchase.reject',
      targetTable: PURCHASES_TABLE,
      targetId: purchaseId,
      reason,
      detail: {
        user_id: before.userId,
        reference: before.reference,
        amount: new Exact(before.amount).toFixed(),
        currency: before.currency,
        rate: before.rate,
        usdt_amount: new Exact(before.usdtAmount).toFixed(),
      },
      at,
    });
    return after!;
  });
  const [owner] = await ctx.db
    .select({ account: users.account })
    .from(users)
    .where(eq(users.id, row.userId));
  return adminPurchaseView(row, owner?.account ?? '');
}
