/** The signed-in user's own profile: `GET /user/info` and the profile edits (spec 3, 5). */
import { eq } from 'drizzle-orm';
import type { UserInfo } from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { isOwnUpload } from '../uploads/index.ts';
import { users } from './tables.ts';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The user without a secret: no hashes, no lock-out counters. */
export async function getUserInfo(db: DbOrTx, userId: number): Promise<UserInfo> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) return fail('errors.sessionInvalid');
  return {
    id: u.id,
    account: u.account,
    email: u.email,
    mobile: u.mobile,
    area_code: u.areaCode,
    nickname: u.nickname,
    signature: u.signature,
    head_portrait: u.headPortrait,
    invite_code: u.inviteCode,
    credit_score: u.creditScore,
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

/** The avatar must be an image this user uploaded (`/uploads/<name>` from /api/upload). */
export async function setHeadPortrait(db: DbOrTx, userId: number, url: string): Promise<void> {
  if (!(await isOwnUpload(db, userId, url))) fail('errors.avatarInvalid');
  await db.update(users).set({ headPortrait: url }).where(eq(users.id, userId));
}
