/**
 * `POST /user/real` (spec sections 3-5): Lv1 with a document number, Lv2 with pictures of
 * the document once Lv1 has passed. One application waits for review at a time.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import { KycLevel, KycStatus, type KycSubmission } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { ownUploadPath } from '../uploads/index.ts';
import { users } from '../users/index.ts';
import { applicationsOf, syncReviewStatus } from './state.ts';
import { kycApplications } from './tables.ts';
import { isUniqueViolation } from '../../db/errors.ts';

interface Document {
  idType: (typeof kycApplications.$inferInsert)['idType'];
  name: string;
  cardId: string;
}

export async function submitApplication(
  ctx: AppContext,
  userId: number,
  submission: KycSubmission,
): Promise<void> {
  // Spec 5: a level passes only with both contacts bound. Refused here, up front, rather
  // than left pending with a desk that may not approve it.
  const [contacts] = await ctx.db
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId));
  if (!contacts?.email || !contacts.mobile) fail('errors.kycBindContactsFirst');
  const rows = await applicationsOf(ctx.db, userId);
  if (rows.some((r) => r.status === KycStatus.verifying)) fail('errors.kycPending');
  const verified = (level: KycLevel) =>
    rows.find((r) => r.level === level && r.status === KycStatus.verified);
  if (verified(submission.level)) fail('errors.kycAlreadyVerified');

  let document: Document;
  let pictures = { frontPic: null as string | null, reversePic: null as string | null };
  if (submission.level === KycLevel.basic) {
    document = { idType: submission.idType, name: submission.name, cardId: submission.cardId };
    const [elsewhere] = await ctx.db
      .select({ id: kycApplications.id })
      .from(kycApplications)
      .where(
        and(
          eq(kycApplications.idType, document.idType),
          eq(kycApplications.cardId, document.cardId),
          eq(kycApplications.status, KycStatus.verified),
          ne(kycApplications.userId, userId),
        ),
      )
      .orderBy(desc(kycApplications.id))
      .limit(1);
    if (elsewhere) fail('errors.idNumberTaken');
  } else {
    const basic = verified(KycLevel.basic) ?? fail('errors.kycBasicFirst');
    document = { idType: basic.idType, name: basic.name, cardId: basic.cardId };
    // Stored as the uploads' own paths: an upload reply's URL carries a signature that expires.
    const own = async (sent: string) =>
      (await ownUploadPath(ctx.db, userId, sent)) ?? fail('errors.kycPictureInvalid');
    const frontPic = await own(submission.frontPic);
    const reversePic = await own(submission.reversePic);
    if (frontPic === reversePic) fail('errors.kycPicturesSame');
    pictures = { frontPic, reversePic };
  }

  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(kycApplications).values({
        userId,
        level: submission.level,
        ...document,
        ...pictures,
        status: KycStatus.verifying,
        createdAt: ctx.clock.now(),
      });
      await syncReviewStatus(tx, userId);
    });
  } catch (error) {
    // Two submissions raced: the one-pending index lets only the first through.
    if (isUniqueViolation(error)) fail('errors.kycPending');
    throw error;
  }
}
