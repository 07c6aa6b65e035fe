/** The signed-in user's own profile: `GET /user/info` and the profile edits (spec 3, 5). */
import { eq } from 'drizzle-orm';
import { isBundledAvatar, uploadPathOf, type UserInfo } from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { isOwnUpload } from '../uploads/index.ts';
import { vipLevelOf } from '../vip/index.ts';
import { users } from './tables.ts';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The user without a secret: no hashes, no lock-out counters. */
export async function getUserInfo(db: DbOrTx, userId: number): Promise<UserInfo> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) return fail('errors.sessionInvalid');
  return {
    id: u.id,
    account: u.account,
    account_number: u.account,
    email: u.email,
    mobile: u.mobile,
    area_code: u.areaCode,
    nickname: u.nickname,
    signature: u.signature,
    head_portrait: u.headPortrait,
    invite_code: u.inviteCode,
    extension_code: u.inviteCode,
    credit_score: u.creditScore,
    score: u.creditScore,
    // The VIP level (issue 12): the user's latest daily assessment, 0 until the first.
    level: await vipLevelOf(db, u.id),
    review_status: u.reviewStatus,
    pay_password_isnull: u.payPasswordHash === null,
    created_at: seconds(u.createdAt),
  };
}

export async function setNickname(db: DbOrTx, userId: number, nickname: string): Promise<void> {
  await db.update(users).set({ nickname }).where(eq(users.id, userId));
}

export async function setSignature(db: DbOrTx, userId: number, signature: string): Promise<void> {
  await db.update(users).set({ signature }).where(eq(users.id, userId));
}

/**
 * The avatar is one of the original client's 30 bundled pictures
 * (`/static/image/avatar/N.png`) or an image this user uploaded (`/uploads/<name>`, or
 * the absolute URL the upload replied with, stored as its path). Anything else is refused
 * (client contract 12: never an arbitrary string rendered as an image).
 */
export async function setHeadPortrait(db: DbOrTx, userId: number, value: string): Promise<void> {
  const url = uploadPathOf(value);
  if (!isBundledAvatar(url) && !(await isOwnUpload(db, userId, url))) fail('errors.avatarInvalid');
  await db.update(users).set({ headPortrait: url }).where(eq(users.id, userId));
}
