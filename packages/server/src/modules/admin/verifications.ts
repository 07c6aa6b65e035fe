/**
 * The operator API for identity verification: each decision and its audit row in one
 * transaction (kyc decides, this module audits), and the queue with its desk claims.
 */
import { DeskQueue, type KycStatus, type Page, type VerificationView } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { decideApplication, kycApplications, KYC_TABLE, listApplications } from '../kyc/index.ts';
import { recordAudit } from './audit.ts';
import { settleDeskClaim, withDeskClaims } from './claims.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AuthOperator } from './sessions.ts';

export async function decideVerification(
  ctx: AppContext,
  operator: AuthOperator,
  applicationId: number,
  approve: boolean,
  reason: string | undefined,
): Promise<VerificationView> {
  try {
    const decided = await ctx.db.transaction(async (tx) => {
      // Refused while another operator holds the application's desk claim; a decision ends it.
      await settleDeskClaim(
        tx,
        DeskQueue.verifications,
        kycApplications.id,
        applicationId,
        operator.id,
      );
      const view = await decideApplication(tx, ctx.clock, {
        applicationId,
        operatorId: operator.id,
        approve,
        reason: reason || null,
      });
      await recordAudit(tx, {
        operatorId: operator.id,
        action: approve ? 'kyc.approve' : 'kyc.reject',
        targetTable: KYC_TABLE,
        targetId: applicationId,
        reason: reason || null,
        detail: { user_id: view.user_id, level: view.level },
        at: ctx.clock.now(),
      });
      return view;
    });
    // After commit: the user's verification page refetches (a `notice` push).
    ctx.realtime.toUser(decided.user_id, 'notice', { about: 'verification', id: decided.id });
    return decided;
  } catch (error) {
    // The same document was verified on another account after this one was submitted.
    if (isUniqueViolation(error)) fail('errors.idNumberTaken');
    throw error;
  }
}

/** `GET /api/admin/verifications`: kyc's queue, each application with its desk claim. */
export async function listVerifications(
  db: DbOrTx,
  query: { status?: KycStatus | '' | undefined; page: number; limit: number; q?: string },
): Promise<Page<VerificationView>> {
  const page = await listApplications(db, query);
  return {
    ...page,
    data: await withDeskClaims(db, DeskQueue.verifications, page.data, (v) => v.id),
  };
}
