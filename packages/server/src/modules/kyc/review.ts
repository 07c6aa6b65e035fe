/**
 * The compliance side of verification: the queue and the decision. The operator API
 * (modules/admin) opens the transaction, calls `decideApplication` and writes the audit
 * row in it, so a decision and its audit row stand or fall together.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { KycStatus, type KycLevel, type Page, type VerificationView } from '@bourse/shared';
import type { Clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { notifyUser } from '../content/index.ts';
import { deskSearch, users } from '../users/index.ts';
import { syncReviewStatus } from './state.ts';
import { kycApplications } from './tables.ts';

export const KYC_TABLE = 'kyc_applications';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

const viewColumns = {
  app: kycApplications,
  account: users.account,
  email: users.email,
  mobile: users.mobile,
};

type ViewRow = {
  app: typeof kycApplications.$inferSelect;
  account: string;
  email: string | null;
  mobile: string | null;
};

function toView({ app, account, email, mobile }: ViewRow): VerificationView {
  return {
    id: app.id,
    user_id: app.userId,
    user_account: account,
    email_bound: Boolean(email),
    mobile_bound: Boolean(mobile),
    level: app.level as KycLevel,
    id_type: app.idType,
    name: app.name,
    card_id: app.cardId,
    front_pic: app.frontPic,
    reverse_pic: app.reversePic,
    status: app.status,
    reason: app.reason,
    reviewed_by: app.reviewedBy,
    reviewed_at: app.reviewedAt ? seconds(app.reviewedAt) : null,
    created_at: seconds(app.createdAt),
    // Desk claims are the admin module's: its listing fills this in (admin/verifications.ts).
    claim: null,
  };
}

/**
 * `GET /api/admin/verifications`: the pending queue oldest first (first come, first
 * served); decided applications newest first.
 */
export async function listApplications(
  db: DbOrTx,
  query: { status?: KycStatus | '' | undefined; page: number; limit: number; q?: string },
): Promise<Page<VerificationView>> {
  // Missing: the pending queue; '' every status.
  const status = query.status === undefined ? KycStatus.verifying : query.status;
  const where = and(
    status ? eq(kycApplications.status, status) : undefined,
    deskSearch(query.q, { itemId: kycApplications.id, userId: kycApplications.userId }),
  );
  const order = status === KycStatus.verifying ? asc(kycApplications.id) : desc(kycApplications.id);
  const rows = await db
    .select(viewColumns)
    .from(kycApplications)
    .innerJoin(users, eq(users.id, kycApplications.userId))
    .where(where)
    .orderBy(order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(kycApplications).where(where);
  return { data: rows.map(toView), total: total?.n ?? 0, page: query.page, limit: query.limit };
}

export async function getApplication(db: DbOrTx, id: number): Promise<VerificationView> {
  const [row] = await db
    .select(viewColumns)
    .from(kycApplications)
    .innerJoin(users, eq(users.id, kycApplications.userId))
    .where(eq(kycApplications.id, id));
  return row ? toView(row) : fail('errors.applicationNotFound');
}

export interface Decision {
  applicationId: number;
  operatorId: number;
  approve: boolean;
  reason: string | null;
}

/**
 * Decides a pending application, inside the caller's transaction. Only a pending one can
 * be decided (a second decision is refused), and an approval needs both the user's email
 * and mobile bound (spec 5). `users.review_status` follows.
 */
export async function decideApplication(
  tx: DbOrTx,
  clock: Clock,
  decision: Decision,
): Promise<VerificationView> {
  const before = await getApplication(tx, decision.applicationId);
  if (before.status !== KycStatus.verifying) fail('errors.alreadyDecided');
  if (decision.approve && !(before.email_bound && before.mobile_bound)) {
    fail('errors.kycContactsNotBound');
  }
  // The status condition makes a racing second decision change nothing.
  const [decided] = await tx
    .update(kycApplications)
    .set({
      status: decision.approve ? KycStatus.verified : KycStatus.failed,
      reason: decision.reason || null,
      reviewedBy: decision.operatorId,
      reviewedAt: clock.now(),
    })
    .where(
      and(
        eq(kycApplications.id, decision.applicationId),
        eq(kycApplications.status, KycStatus.verifying),
      ),
    )
    .returning({ id: kycApplications.id });
  if (!decided) fail('errors.alreadyDecided');
  await syncReviewStatus(tx, before.user_id);
  await notifyUser(
    tx,
    clock.now(),
    before.user_id,
    decision.approve ? 'kycApproved' : 'kycRejected',
    { reason: decision.reason ?? '' },
    `kyc.decided:${decision.applicationId}`,
  );
  return getApplication(tx, decision.applicationId);
}
