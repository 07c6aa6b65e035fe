/**
 * Security settings (spec 7 /safe/*): login password, pay password, bound mobile and
 * email. Every change needs a fresh code; a password change also needs the current one.
 */
import { and, eq } from 'drizzle-orm';
import { MINUTE_MS, type Clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { consumeCode, normalizeDestination, verifyCode, type CodeCheck } from '../codes/index.ts';
import {
  LOCK_MS,
  MAX_WRONG_PASSWORDS,
  contactTaken,
  dialCode,
  reserveLoginAttempt,
  wrongLoginReply,
} from './accounts.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  attemptGuard,
  hashNewPassword,
  hashPassword,
  minutesLeft,
  passwordMatches,
} from './passwords.ts';
import type { AuthUser } from './sessions.ts';
import { revokeOtherSessions, sessionsEnded } from './sessions.ts';
import { users } from './tables.ts';

type UserRow = typeof users.$inferSelect;

async function loadUser(db: DbOrTx, userId: number): Promise<UserRow> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  return u ?? fail('errors.sessionInvalid');
}

/** A security code goes to one of the user's own contacts (see the codes' recipient rules). */
const ownContacts = (u: UserRow) => [u.email, u.mobile].filter((c): c is string => Boolean(c));

/** Counts a wrong code for good, then spends the code with the change in one transaction. */
async function withCode<T>(ctx: AppContext, check: CodeCheck, change: (tx: DbOrTx) => Promise<T>) {
  await verifyCode(ctx.db, ctx.clock, check);
  return ctx.db.transaction(async (tx) => {
    await consumeCode(tx, ctx.clock, check);
    return change(tx);
  });
}

/** `POST /safe/update_password`: the current password and a security code; other sessions end. */
export async function changePassword(
  ctx: AppContext,
  me: AuthUser,
  body: { old_password: string; password: string; code: string },
): Promise<void> {
  const u = await loadUser(ctx.db, me.id);
  // The current password shares the login's budget: counted before its hash, locked alike.
  const { attempt } = await reserveLoginAttempt(ctx.db, ctx.clock, u.id);
  if (!(await passwordMatches(u.passwordHash, body.old_password))) {
    return wrongLoginReply(attempt, 'errors.oldPasswordWrong');
  }
  await ctx.db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, u.id));
  if (body.password === body.old_password) fail('errors.samePassword');
  await setLoginPassword(ctx, me, u, body);
}

/**
 * The new login password, once a fresh security code of the user's own contacts is
 * consumed; every other session of the user ends.
 */
async function setLoginPassword(
  ctx: AppContext,
  me: AuthUser,
  u: Awaited<ReturnType<typeof loadUser>>,
  body: { password: string; code: string },
): Promise<void> {
  const passwordHash = await hashNewPassword(body.password);
  await withCode(
    ctx,
    { destination: ownContacts(u), scene: 'security', code: body.code },
    async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, passwordChangedAt: ctx.clock.now() })
        .where(eq(users.id, u.id));
      await revokeOtherSessions(tx, ctx.clock, u.id, me.sessionId);
    },
  );
  sessionsEnded(ctx, u.id, { except: me.sessionId });
}

/**
 * `POST /user/forget` from the original client's Security page (client contract 7.1, 12):
 * a new login password with a fresh security code sent to the signed-in user. The user is
 * the session's (the page's `account` field is ignored); every other session ends.
 */
export async function changePasswordByCode(
  ctx: AppContext,
  me: AuthUser,
  body: { password: string; code: string },
): Promise<void> {
  await setLoginPassword(ctx, me, await loadUser(ctx.db, me.id), body);
}

/**
 * `POST /safe/update_password` without `old_password` (client contract 7.1, 12): sets or
 * replaces the pay password with a fresh security code sent to the signed-in user. A
 * replacement stamps `payPasswordChangedAt` (the 24-hour withdrawal pause), as any change
 * does; the first one does not.
 */
export async function setPayPasswordByCode(
  ctx: AppContext,
  me: AuthUser,
  body: { password: string; code: string },
): Promise<'set' | 'changed'> {
  const u = await loadUser(ctx.db, me.id);
  const changing = u.payPasswordHash !== null;
  const payPasswordHash = await hashPassword(body.password);
  await withCode(ctx, { destination: ownContacts(u), scene: 'security', code: body.code }, (tx) =>
    tx
      .update(users)
      .set(
        changing ? { payPasswordHash, payPasswordChangedAt: ctx.clock.now() } : { payPasswordHash },
      )
      .where(eq(users.id, u.id)),
  );
  return changing ? 'changed' : 'set';
}

/**
 * `POST /safe/pay_password`: the first time a security code suffices; a change also needs
 * the current pay password. Returns whether it was set or changed. Only a change stamps
 * `payPasswordChangedAt` (the 24-hour withdrawal pause): setting the first one replaces
 * nothing an intruder could have taken over, so it must not pause withdrawals.
 */
export async function setPayPassword(
  ctx: AppContext,
  me: AuthUser,
  body: { old_password?: string | undefined; password: string; code: string },
): Promise<'set' | 'changed'> {
  const u = await loadUser(ctx.db, me.id);
  const changing = u.payPasswordHash !== null;
  if (changing) {
    const old = body.old_password ?? '';
    if (!old) fail('validation.required', { field: '@fields.old_password' });
    await judgePayPassword(ctx.db, ctx.clock, u, old);
    if (old === body.password) fail('errors.samePassword');
  }
  const payPasswordHash = await hashPassword(body.password);
  await withCode(ctx, { destination: ownContacts(u), scene: 'security', code: body.code }, (tx) =>
    tx
      .update(users)
      .set(
        changing ? { payPasswordHash, payPasswordChangedAt: ctx.clock.now() } : { payPasswordHash },
      )
      .where(eq(users.id, u.id)),
  );
  return changing ? 'changed' : 'set';
}

/**
 * Six digits are few, so wrong pay passwords are counted like wrong login passwords: five
 * in a row lock the pay password (not the login) for 15 minutes.
 */
async function judgePayPassword(
  db: DbOrTx,
  clock: Clock,
  u: UserRow,
  payPassword: string,
): Promise<void> {
  if (!u.payPasswordHash) return fail('errors.payPasswordNotSet');
  // One attempt taken from the budget before the hash (one UPDATE, so parallel guesses
  // never get more checks than the budget); refused while locked, a right one too.
  const now = clock.now();
  const guard = attemptGuard(users.failedPayPasswords, users.payLockedUntil, now);
  const [row] = await db
    .update(users)
    .set({ failedPayPasswords: guard.count, payLockedUntil: guard.lockedUntil })
    .where(and(eq(users.id, u.id), guard.open))
    .returning({ attempt: users.failedPayPasswords });
  if (!row) {
    const [locked] = await db
      .select({ until: users.payLockedUntil })
      .from(users)
      .where(eq(users.id, u.id));
    return fail('errors.payPasswordLocked', { count: minutesLeft(locked?.until ?? null, now) });
  }
  if (await passwordMatches(u.payPasswordHash, payPassword)) {
    await db
      .update(users)
      .set({ failedPayPasswords: 0, payLockedUntil: null })
      .where(eq(users.id, u.id));
    return;
  }
  if (row.attempt >= MAX_WRONG_PASSWORDS) {
    return fail('errors.payPasswordLocked', { count: LOCK_MS / MINUTE_MS });
  }
  return fail('errors.payPasswordWrong');
}

/**
 * For the modules that move money out: passes only if the pay password is set and right.
 * Raises errors.payPasswordNotSet, errors.payPasswordWrong or errors.payPasswordLocked.
 * Call it outside the transaction that moves the money, so a wrong guess is always counted.
 */
export async function checkPayPassword(
  db: DbOrTx,
  clock: Clock,
  userId: number,
  payPassword: string,
): Promise<void> {
  await judgePayPassword(db, clock, await loadUser(db, userId), payPassword);
}

interface BindInput {
  kind: 'email' | 'mobile';
  value: string;
  areaCode?: string | undefined;
  code: string;
  oldCode?: string | undefined;
}

/**
 * `POST /safe/email` and `/safe/mobile`: the code went to the new contact (scene bind).
 * Replacing a bound one also needs a security code sent to a contact bound now.
 */
export async function bindContact(ctx: AppContext, me: AuthUser, input: BindInput): Promise<void> {
  const u = await loadUser(ctx.db, me.id);
  const value = normalizeDestination(input.value);
  const taken = input.kind === 'email' ? 'errors.emailTaken' : 'errors.mobileTaken';
  if (await contactTaken(ctx.db, value, u.id)) fail(taken);
  const current = input.kind === 'email' ? u.email : u.mobile;
  const replacing = current !== null && current !== value;
  if (replacing && !input.oldCode) fail('validation.required', { field: '@fields.old_code' });
  const bindCheck: CodeCheck = { destination: value, scene: 'bind', code: input.code };
  const oldCheck: CodeCheck = {
    destination: ownContacts(u),
    scene: 'security',
    code: input.oldCode ?? '',
  };
  if (replacing) await verifyCode(ctx.db, ctx.clock, oldCheck);
  await verifyCode(ctx.db, ctx.clock, bindCheck);
  const change =
    input.kind === 'email'
      ? { email: value }
      : { mobile: value, areaCode: dialCode(input.areaCode) ?? u.areaCode };
  try {
    await ctx.db.transaction(async (tx) => {
      if (replacing) await consumeCode(tx, ctx.clock, oldCheck);
      await consumeCode(tx, ctx.clock, bindCheck);
      await tx.update(users).set(change).where(eq(users.id, u.id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) fail(taken);
    throw error;
  }
}
