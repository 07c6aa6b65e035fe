/**
 * The desk claims' routes (issue 15), one pair per queue, each guarded by the role that
 * decides that queue (admin passes every guard):
 * - POST /api/admin/claims/:queue/:id {lang}         -> DeskClaimView (claim: the holder)
 * - POST /api/admin/claims/:queue/:id/release {lang} -> DeskClaimView (claim: null)
 * The queues' tables are read here, never in claims.ts: the modules whose decisions call
 * `settleDeskClaim` import the admin door, so claims.ts must not import theirs.
 */
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  DepositStatus,
  DeskQueue,
  KycStatus,
  OperatorRole,
  PurchaseStatus,
  TraderStatus,
  WithdrawalStatus,
  adminIdParams,
  deskClaimBody,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { traders } from '../follow/index.ts';
import { deposits, withdrawals } from '../funding/index.ts';
import { kycApplications } from '../kyc/index.ts';
import { purchases } from '../purchase/index.ts';
import { claimDeskItem, releaseDeskItem, type DeskQueueItem } from './claims.ts';
import { operatorOf } from './guard.ts';

/** The item's status, its row locked; undefined when there is no such row. */
async function lockedStatus(
  tx: Tx,
  idColumn: AnyPgColumn,
  statusColumn: AnyPgColumn,
  id: number,
): Promise<unknown> {
  const [row] = await tx
    .select({ status: statusColumn })
    .from(idColumn.table)
    .where(eq(idColumn, id))
    .for('update');
  return row ? row.status : undefined;
}

function queueItem(
  table: string,
  notFound: DeskQueueItem['notFound'],
  idColumn: AnyPgColumn,
  statusColumn: AnyPgColumn,
  pending: unknown,
): DeskQueueItem {
  return {
    table,
    notFound,
    async lockPending(tx, id) {
      const status = await lockedStatus(tx, idColumn, statusColumn, id);
      return status === undefined ? undefined : status === pending;
    },
  };
}

/** Each queue: who decides it, and what "waiting for a decision" means for its rows. */
const QUEUES: Record<DeskQueue, { role: OperatorRole; item: DeskQueueItem }> = {
  [DeskQueue.deposits]: {
    role: OperatorRole.finance,
    item: queueItem(
      'deposits',
      'errors.depositNotFound',
      deposits.id,
      deposits.status,
      DepositStatus.pending,
    ),
  },
  [DeskQueue.withdrawals]: {
    role: OperatorRole.finance,
    item: queueItem(
      'withdrawals',
      'errors.withdrawalNotFound',
      withdrawals.id,
      withdrawals.status,
      WithdrawalStatus.pending,
    ),
  },
  // A purchase waits for the desk once the buyer reported the transfer.
  [DeskQueue.purchases]: {
    role: OperatorRole.finance,
    item: queueItem(
      'purchases',
      'errors.purchaseNotFound',
      purchases.id,
      purchases.status,
      PurchaseStatus.transferCompleted,
    ),
  },
  [DeskQueue.verifications]: {
    role: OperatorRole.compliance,
    item: queueItem(
      'kyc_applications',
      'errors.applicationNotFound',
      kycApplications.id,
      kycApplications.status,
      KycStatus.verifying,
    ),
  },
  // A trader application's id is its user's id (one application per user).
  [DeskQueue.traders]: {
    role: OperatorRole.compliance,
    item: queueItem(
      'traders',
      'errors.traderNotFound',
      traders.userId,
      traders.status,
      TraderStatus.pending,
    ),
  },
};

export async function claimRoutes(app: App, ctx: AppContext): Promise<void> {
  for (const [queue, { role, item }] of Object.entries(QUEUES) as [
    DeskQueue,
    (typeof QUEUES)[DeskQueue],
  ][]) {
    const guarded = {
      preValidation: app.requireOperator(role),
      schema: { params: adminIdParams, body: deskClaimBody },
    };
    app.post(`/admin/claims/${queue}/:id`, guarded, async (request) =>
      ok(await claimDeskItem(ctx, queue, item, operatorOf(request).id, request.params.id)),
    );
    app.post(`/admin/claims/${queue}/:id/release`, guarded, async (request) =>
      ok(await releaseDeskItem(ctx, queue, item, operatorOf(request), request.params.id)),
    );
  }
}
