/**
 * Registration, login and password recovery (spec sections 3, 5, 7; DESIGN.md section 9).
 * Unknown accounts and wrong passwords get the same reply; five wrong passwords in a row
 * lock the account for 15 minutes.
 */
import { randomInt } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { RegisterBody } from '@bourse/shared';
import { MINUTE_MS, type Clock } from '../../clock.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { consumeCode, normalizeDestination, verifyCode } from '../codes/index.ts';
import {
  LOCK_MS,
  MAX_WRONG_PASSWORDS,
  attemptGuard,
  burnPasswordCheck,
  hashNewPassword,
  minutesLeft,
  passwordMatches,
} from './passwords.ts';
import { resolveRegion } from './regions.ts';
import { createSession, revokeAllSessions, sessionsEnded } from './sessions.ts';
import { users } from './tables.ts';
import { isUniqueViolation } from '../../db/errors.ts';

export { LOCK_MS, MAX_WRONG_PASSWORDS } from './passwords.ts';

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

/**
 * `POST /user/register`: creates the user and returns its id. No session: the reply is a
 * message the original client toasts, so it never carries a token (client contract 12);
 * the new user signs in with `POST /user/login`.
 */
export async function register(
  ctx: AppContext,
  body: RegisterBody,
  meta: ClientMeta,
): Promise<number> {
  const destination = normalizeDestination(body.user_string);
  const region = body.area_code_id ? await resolveRegion(ctx.db, body.area_code_id) : undefined;
  // The code first: only the address's owner may learn that it already has an account.
  const codeCheck = {
    destination,
    scene: 'register',
    code: body.code,
    caller: `ip:${meta.ip}`,
  } as const;
  await verifyCode(ctx.db, ctx.clock, codeCheck);
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
  const passwordHash = await hashNewPassword(body.password);
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
      return userId;
    });
  } catch (error) {
    // Two registrations of the same account raced; the second one loses cleanly.
    if (isUniqueViolation(error)) fail('errors.accountExists');
    throw error;
  }
}

/**
 * Takes one attempt from the login password's budget before its hash is checked (one
 * UPDATE: parallel guesses can never get more checks than the budget). Refuses while the
 * account is locked, a right password too. Also used for the current password of a
 * password change: the same secret has one budget.
 */
export async function reserveLoginAttempt(
  db: DbOrTx,
  clock: Clock,
  userId: number,
): Promise<{ attempt: number }> {
  const now = clock.now();
  const guard = attemptGuard(users.failedLogins, users.lockedUntil, now);
  const [row] = await db
    .update(users)
    .set({ failedLogins: guard.count, lockedUntil: guard.lockedUntil })
    .where(and(eq(users.id, userId), guard.open))
    .returning({ attempt: users.failedLogins });
  if (row) return row;
  const [locked] = await db
    .select({ until: users.lockedUntil })
    .from(users)
    .where(eq(users.id, userId));
  return fail('errors.accountLocked', { count: minutesLeft(locked?.until ?? null, now) });
}

/** After a reserved attempt: a wrong password is already counted; this names the reply. */
export const wrongLoginReply = (
  attempt: number,
  wrong: 'errors.wrongCredentials' | 'errors.oldPasswordWrong',
) =>
  attempt >= MAX_WRONG_PASSWORDS
    ? fail('errors.accountLocked', { count: LOCK_MS / MINUTE_MS })
    : fail(wrong);

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
  // An account an operator disabled is told so before any password is checked or counted.
  if (user.disabledAt) return fail('errors.accountDisabled');
  const { attempt } = await reserveLoginAttempt(ctx.db, ctx.clock, user.id);
  if (!(await passwordMatches(user.passwordHash, body.password))) {
    return wrongLoginReply(attempt, 'errors.wrongCredentials');
  }
  // A right password within the budget clears the count (and the lock its own attempt may
  // have set as the budget's last). The update holds the user's row until the session is
  // committed and changes only an account still enabled: a disable that committed during
  // the hash is seen here, and one that comes later waits for this session and revokes it.
  return ctx.db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(users)
      .set({ failedLogins: 0, lockedUntil: null })
      .where(and(eq(users.id, user.id), isNull(users.disabledAt)))
      .returning({ id: users.id });
    if (!enabled) return fail('errors.accountDisabled');
    return createSession(tx, ctx.clock, user.id, meta);
  });
}

/**
 * `POST /user/forget`: a new password by a code to the bound email or mobile; every session
 * ends. An address without an account gets the wrong-code refusal a wrong code gets, so
 * the reply never tells whether it is registered; wrong guesses count against the caller.
 */
export async function resetPassword(
  ctx: AppContext,
  body: { user_string: string; code: string; password: string },
  meta: ClientMeta,
): Promise<void> {
  const destination = normalizeDestination(body.user_string);
  const codeCheck = {
    destination,
    scene: 'forget',
    code: body.code,
    caller: `ip:${meta.ip}`,
  } as const;
  await verifyCode(ctx.db, ctx.clock, codeCheck);
  const user = await findByContact(ctx.db, destination);
  if (!user) return fail('errors.codeInvalid');
  const passwordHash = await hashNewPassword(body.password);
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
