/**
 * A user's verification state: the verified level (what other modules gate on), the
 * mirror in `users.review_status`, and `GET /real/state`.
 */
import { and, desc, eq, max } from 'drizzle-orm';
import {
  clientReviewStatus,
  ID_TYPE_PICKER,
  KycLevel,
  KycStatus,
  maskIdNumber,
  maskName,
  reviewStatusOf,
  type KycLevelState,
  type RealState,
} from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { fail, VerificationRequiredError } from '../../http/errors.ts';
import { users } from '../users/index.ts';
import { kycApplications } from './tables.ts';

export type ApplicationRow = typeof kycApplications.$inferSelect;

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** The highest verified level: 0 none, 1 basic, 2 advanced (Lv2 needs Lv1, so max works). */
export async function verifiedLevel(db: DbOrTx, userId: number): Promise<0 | KycLevel> {
  const [row] = await db
    .select({ level: max(kycApplications.level) })
    .from(kycApplications)
    .where(and(eq(kycApplications.userId, userId), eq(kycApplications.status, KycStatus.verified)));
  return (row?.level ?? 0) as 0 | KycLevel;
}

/**
 * For actions that need a level (withdrawals, fiat limits, spec 6): throws
 * VerificationRequiredError, which the client answers by opening the verification page
 * (reply type 998), unless the user's verified level is at least `level`.
 */
export async function requireKycLevel(db: DbOrTx, userId: number, level: KycLevel): Promise<void> {
  if ((await verifiedLevel(db, userId)) < level) throw new VerificationRequiredError();
}

/** The user's applications, newest first (a handful per user at most). */
export function applicationsOf(db: DbOrTx, userId: number): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(kycApplications)
    .where(eq(kycApplications.userId, userId))
    .orderBy(desc(kycApplications.id));
}

/**
 * `users.review_status` follows the user's latest application (spec 4: not verified,
 * verifying, verified, audit failed); `GET /real/state` tells the levels apart.
 */
export async function syncReviewStatus(db: DbOrTx, userId: number): Promise<void> {
  const [latest] = await db
    .select({ status: kycApplications.status })
    .from(kycApplications)
    .where(eq(kycApplications.userId, userId))
    .orderBy(desc(kycApplications.id))
    .limit(1);
  await db
    .update(users)
    .set({ reviewStatus: reviewStatusOf(latest?.status) })
    .where(eq(users.id, userId));
}

function levelState(row: ApplicationRow | undefined): KycLevelState {
  return {
    status: reviewStatusOf(row?.status),
    reason: row?.status === KycStatus.failed ? row.reason : null,
    submitted_at: seconds(row?.createdAt ?? null),
    reviewed_at: seconds(row?.reviewedAt ?? null),
  };
}

/**
 * `GET /real/state` for the signed-in user. `picture` turns a stored document path into
 * what the user's <img> may load (a signed URL: the files themselves are private).
 */
export async function getRealState(
  db: DbOrTx,
  userId: number,
  picture: (stored: string) => string = (stored) => stored,
): Promise<RealState> {
  const [user] = await db
    .select({ email: users.email, mobile: users.mobile, reviewStatus: users.reviewStatus })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return fail('errors.sessionInvalid');
  const rows = await applicationsOf(db, userId);
  const latest = (level: KycLevel) => rows.find((r) => r.level === level);
  const basic = latest(KycLevel.basic);
  const advanced = latest(KycLevel.advanced);
  const verified = rows.filter((r) => r.status === KycStatus.verified).map((r) => r.level);
  const standing = (row: ApplicationRow | undefined) =>
    row && row.status !== KycStatus.failed ? row : undefined;
  const document = standing(basic);
  const pictures = standing(advanced);
  return {
    level: (verified.length ? Math.max(...verified) : 0) as 0 | KycLevel,
    review_status: clientReviewStatus(basic?.status),
    advanced_review_status: clientReviewStatus(advanced?.status),
    real_data: document
      ? {
          id_type: ID_TYPE_PICKER.indexOf(document.idType),
          name: maskName(document.name),
          card_id: maskIdNumber(document.cardId),
          front_pic: pictures?.frontPic ? picture(pictures.frontPic) : null,
          reverse_pic: pictures?.reversePic ? picture(pictures.reversePic) : null,
        }
      : null,
    basic: levelState(basic),
    advanced: levelState(advanced),
    id_type: basic?.idType ?? null,
    name: basic ? maskName(basic.name) : null,
    card_id: basic ? maskIdNumber(basic.cardId) : null,
    email_bound: Boolean(user.email),
    mobile_bound: Boolean(user.mobile),
  };
}
