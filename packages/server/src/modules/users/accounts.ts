/**
 * Registration, login and password recovery (spec sections 3, 5, 7; DESIGN.md section 9).
 * Unknown accounts and wrong passwords get the same reply; five wrong passwords in a row
 * lock the account for 15 minutes.
 */
import { randomInt } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import type { RegisterBody } from '@bourse/shared';
import { MINUTE_MS, type Clock } from '../../clock.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { consumeCode, normalizeDestination, verifyCode } from '../codes/index.ts';
import { burnPasswordCheck, hashPassword, passwordMatches } from './passwords.ts';
import { resolveRegion } from './regions.ts';
import { createSession, revokeAllSessions, sessionsEnded } from './sessions.ts';
import { users } from './tables.ts';
import { isUniqueViolation } from '../../db/errors.ts';

export const MAX_WRONG_PASSWORDS = 5;
export const LOCK_MS = 15 * MINUTE_MS;

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

type UserRow = typeof users.$inferSelect;

/** The user a login name belongs to: account, email or mobile. */
export async function findByLoginName(db: DbOrTx, name: string): Promise<UserRow | undefined> {
  const n = normalizeDestination(name);
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(users.account, n), eq(users.email, n), eq(users.mobile, n)))
    .limit(2);
  // The account name wins if another user holds the same string as a contact.
  return rows.find((r) => r.account === n) ?? rows[0];
}

/** The user whose bound email or mobile this is (password recovery goes there). */
export async function findByContact(db: DbOrTx, destination: string): Promise<UserRow | undefined> {
  const d = normalizeDestination(destination);
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, d), eq(users.mobile, d)))
    .limit(1);
  return row;
}

/** Whether any other user logs in with, or is reached at, this string. */
export async function contactTaken(
  db: DbOrTx,
  destination: string,
  exceptUserId?: number,
): Promise<boolean> {
  const d = normalizeDestination(destination);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.account, d), eq(users.email, d), eq(users.mobile, d)));
  return rows.some((r) => r.id !== exceptUserId);
}

/** Shows enough of an account to recognise it: `de***@bourse.dev`, `138****5678`. */
export function maskAccount(account: string): string {
  const at = account.indexOf('@');
  if (at >= 0) return `${account.slice(0, Math.min(2, at))}***${account.slice(at)}`;
  if (account.length >= 8) return `${account.slice(0, 3)}****${account.slice(-4)}`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/** No 0/O or 1/I, so a code read aloud or from a poster is not mistyped. */
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const INVITE_LENGTH = 8;

async function newInviteCode(db: DbOrTx): Promise<string> {
  for (;;) {
    const code = Array.from(
      { length: INVITE_LENGTH },
      () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)],
    ).join('');
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.inviteCode, code))
      .limit(1);
    if (!taken) return code;
  }
}

export interface NewUser {
  account: string;
  email?: string | null;
  mobile?: string | null;
  areaCode?: string | null;
  regionId?: number | null;
  passwordHash: string;
  nickname?: string;
  referrerId?: number | null;
}

/** Inserts a user with a fresh invite code; the nickname defaults to the masked account. */
export async function createUser(db: DbOrTx, clock: Clock, input: NewUser): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      account: input.account,
      email: input.email ?? null,
      mobile: input.mobile ?? null,
      areaCode: input.areaCode ?? null,
      regionId: input.regionId ?? null,
      passwordHash: input.passwordHash,
      nickname: input.nickname ?? maskAccount(input.account),
      inviteCode: await newInviteCode(db),
      referrerId: input.referrerId ?? null,
      createdAt: clock.now(),
    })
    .returning({ id: users.id });
  return row!.id;
}

export const dialCode = (areaCode: string | undefined) => areaCode?.replace(/^\+/, '') || null;

/** `POST /user/register`: creates the user and signs them in; returns the session token. */
export async function register(
  ctx: AppContext,
  body: RegisterBody,
  meta: ClientMeta,
): Promise<string> {
  const destination = normalizeDestination(body.user_string);
  const region = body.area_code_id ? await resolveRegion(ctx.db, body.area_code_id) : undefined;
  if (await contactTaken(ctx.db, destination)) fail('errors.accountExists');
  let referrerId: number | null = null;
  if (body.extension_code) {
    const [referrer] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.inviteCode, body.extension_code.toUpperCase()))
      .limit(1);
    if (!referrer) fail('errors.inviteCodeInvalid');
    referrerId = referrer!.id;
  }
  const codeCheck = { destination, scene: 'register', code: body.code } as const;
  await verifyCode(ctx.db, ctx.clock, codeCheck);
  const passwordHash = await hashPassword(body.password);
  const isEmail = body.type === 'email';
  try {
    return await ctx.db.transaction(async (tx) => {
      await consumeCode(tx, ctx.clock, codeCheck);
      const userId = await createUser(tx, ctx.clock, {
        account: destination,
        email: isEmail ? destination : null,
        mobile: isEmail ? null : destination,
        areaCode: isEmail ? null : (region?.dialCode ?? dialCode(body.area_code)),
        regionId: region?.id ?? null,
        passwordHash,
        referrerId,
      });
      return createSession(tx, ctx.clock, userId, meta);
    });
  } catch (error) {
    // Two registrations of the same account raced; the second one loses cleanly.
    if (isUniqueViolation(error)) fail('errors.accountExists');
    throw error;
  }
}

/** `POST /user/login` by account, email or mobile; returns the session token. */
export async function login(
  ctx: AppContext,
  body: { user_string: string; password: string },
  meta: ClientMeta,
): Promise<string> {
  const user = await findByLoginName(ctx.db, body.user_string);
  if (!user) {
    await burnPasswordCheck(body.password);
    return fail('errors.wrongCredentials');
  }
  const now = ctx.clock.now();
  if (user.lockedUntil && user.lockedUntil > now) {
    const minutesLeft = Math.ceil((user.lockedUntil.getTime() - now.getTime()) / MINUTE_MS);
    return fail('errors.accountLocked', { count: minutesLeft });
  }
  if (!(await passwordMatches(user.passwordHash, body.password))) {
    const [row] = await ctx.db
      .update(users)
      .set({ failedLogins: sql`${users.failedLogins} + 1` })
      .where(eq(users.id, user.id))
      .returning({ failedLogins: users.failedLogins });
    if ((row?.failedLogins ?? 0) >= MAX_WRONG_PASSWORDS) {
      await ctx.db
        .update(users)
        .set({ failedLogins: 0, lockedUntil: new Date(now.getTime() + LOCK_MS) })
        .where(eq(users.id, user.id));
      return fail('errors.accountLocked', { count: LOCK_MS / MINUTE_MS });
    }
    return fail('errors.wrongCredentials');
  }
  return ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
    return createSession(tx, ctx.clock, user.id, meta);
  });
}

/** `POST /user/forget`: a new password by a code to the bound email or mobile; every session ends. */
export async function resetPassword(
  ctx: AppContext,
  body: { user_string: string; code: string; password: string },
): Promise<void> {
  const destination = normalizeDestination(body.user_string);
  const user = await findByContact(ctx.db, destination);
  if (!user) return fail('errors.accountNotFound');
  const codeCheck = { destination, scene: 'forget', code: body.code } as const;
  await verifyCode(ctx.db, ctx.clock, codeCheck);
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    await consumeCode(tx, ctx.clock, codeCheck);
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: ctx.clock.now(), failedLogins: 0, lockedUntil: null })
      .where(eq(users.id, user.id));
    await revokeAllSessions(tx, ctx.clock, user.id);
  });
  sessionsEnded(ctx, user.id, 'all');
}
