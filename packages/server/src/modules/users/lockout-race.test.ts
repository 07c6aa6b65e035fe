/**
 * Lockout under parallel guesses (issue 9, hardening): every guess takes one attempt from
 * the budget in one UPDATE before its hash, so 40 or 200 guesses at once get at most five
 * checks, and the right password sent once the budget is spent is refused until the lock
 * ends. Checks are held (`holdPasswordChecks`) until every guess has been admitted or
 * refused, so the race is the worst case on any machine; nothing here measures time.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { MINUTE_MS } from '../../clock.ts';
import { buildTestApp, call, type Reply, type TestApp } from '../../test/helper.ts';
import { changePassword, checkPayPassword } from './security.ts';
import {
  LOCK_MS,
  MAX_WRONG_PASSWORDS,
  hashPassword,
  holdPasswordChecks,
  passwordChecksRun,
} from './passwords.ts';
import { sessions, users } from './tables.ts';
import { TEST_PASSWORD, signUp } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const locked = (minutes: number) =>
  `Too many wrong passwords. This account is locked for ${minutes} minutes`;

/** The outcome of a thrown DomainError or a reply, as the message a caller reads. */
const messageOf = (p: Promise<unknown>): Promise<string> =>
  p.then(
    (r) => String((r as Reply | undefined)?.message ?? 'ok'),
    (e: Error) => e.message,
  );

/**
 * Fires `wrong` guesses at once with checks held, waits until each is being checked or
 * answered, then sends `last` (the right password); returns how many checks ran and the
 * messages, `last`'s at the end.
 */
async function race(
  wrong: number,
  guess: (password: string) => Promise<string>,
  last: () => Promise<string>,
): Promise<{ checks: number; messages: string[] }> {
  const before = passwordChecksRun();
  const release = holdPasswordChecks();
  let answered = 0;
  const pending = Array.from({ length: wrong }, (_, i) =>
    guess(`wrong-guess-${i}`).finally(() => answered++),
  );
  try {
    // Every guess has either reached its (held) check or been answered.
    await vi.waitFor(() => expect(passwordChecksRun() - before + answered).toBe(wrong), {
      timeout: 60_000,
      interval: 5,
    });
    // The budget is spent by guesses still being checked: this one meets the lock.
    const lastAnswer = last();
    release();
    const messages = [...(await Promise.all(pending)), await lastAnswer];
    return { checks: passwordChecksRun() - before, messages };
  } finally {
    release();
  }
}

const userRow = async (id: number) =>
  (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
const sessionCount = async (id: number) =>
  (await t.ctx.db.select().from(sessions).where(eq(sessions.userId, id))).length;
const idOf = async (email: string) =>
  (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe.each([40, 200])('%i guesses at once', (n) => {
  it('at /user/login: five checks, the right password then refused, no session', async () => {
    const email = `race-login-${n}@example.com`;
    await signUp(t.app, email);
    const id = await idOf(email);
    const sessionsBefore = await sessionCount(id);
    const login = (password: string) =>
      messageOf(call(t.app, 'POST', '/user/login', { user_string: email, password }));
    const { checks, messages } = await race(n - 1, login, () => login(TEST_PASSWORD));
    expect(checks).toBe(MAX_WRONG_PASSWORDS);
    const right = messages.at(-1)!;
    expect(right).toBe(locked(15));
    expect(messages.filter((m) => m === 'Wrong account or password')).toHaveLength(4);
    expect(messages.filter((m) => m === locked(15))).toHaveLength(n - 4);
    expect(await sessionCount(id)).toBe(sessionsBefore);
    const row = await userRow(id);
    expect(row.failedLogins).toBe(MAX_WRONG_PASSWORDS);
    expect(row.lockedUntil!.getTime()).toBe(t.clock.now().getTime() + LOCK_MS);
    // Still locked a minute before the end, a right password too; signs in after it.
    t.clock.advance(LOCK_MS - MINUTE_MS);
    expect(await login(TEST_PASSWORD)).toBe(
      'Too many wrong passwords. This account is locked for 1 minute',
    );
    t.clock.advance(MINUTE_MS);
    expect(await login(TEST_PASSWORD)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await userRow(id)).toMatchObject({ failedLogins: 0, lockedUntil: null });
  }, 120_000);

  it('at the current password of a password change: five checks, then locked', async () => {
    const email = `race-change-${n}@example.com`;
    const token = await signUp(t.app, email);
    const id = await idOf(email);
    const me = { id, sessionId: (await t.ctx.sessions.authenticate(token)).sessionId };
    const change = (old_password: string) =>
      messageOf(
        changePassword(t.ctx, me, { old_password, password: 'New-Secret-9876', code: '000000' }),
      );
    const { checks, messages } = await race(n - 1, change, () => change(TEST_PASSWORD));
    expect(checks).toBe(MAX_WRONG_PASSWORDS);
    expect(messages.filter((m) => m === 'errors.oldPasswordWrong')).toHaveLength(4);
    expect(messages.filter((m) => m === 'errors.accountLocked')).toHaveLength(n - 4);
    // The same budget as the login's: the login is locked too, and the password unchanged.
    const row = await userRow(id);
    expect(row.failedLogins).toBe(MAX_WRONG_PASSWORDS);
    expect(row.passwordChangedAt).toBeNull();
    const login = await call(t.app, 'POST', '/user/login', {
      user_string: email,
      password: TEST_PASSWORD,
    });
    expect(login.message).toBe(locked(15));
    t.clock.advance(LOCK_MS);
  }, 120_000);

  it('at the pay password (wallet/out): five checks, the right one then refused', async () => {
    const email = `race-pay-${n}@example.com`;
    await signUp(t.app, email);
    const id = await idOf(email);
    await t.ctx.db
      .update(users)
      .set({ payPasswordHash: await hashPassword('135790') })
      .where(eq(users.id, id));
    const pay = (password: string) => messageOf(checkPayPassword(t.ctx.db, t.clock, id, password));
    const { checks, messages } = await race(n - 1, pay, () => pay('135790'));
    expect(checks).toBe(MAX_WRONG_PASSWORDS);
    expect(messages.at(-1)).toBe('errors.payPasswordLocked');
    expect(messages.filter((m) => m === 'errors.payPasswordWrong')).toHaveLength(4);
    expect(messages.filter((m) => m === 'errors.payPasswordLocked')).toHaveLength(n - 4);
    const row = await userRow(id);
    expect(row.failedPayPasswords).toBe(MAX_WRONG_PASSWORDS);
    // The pay lock is not the login's.
    expect(row.failedLogins).toBe(0);
    t.clock.advance(LOCK_MS);
    expect(await pay('135790')).toBe('ok');
    expect((await userRow(id)).failedPayPasswords).toBe(0);
  }, 120_000);
});

describe('guesses all at once, the right one among them', () => {
  it('never checks more than the budget, and signs in only inside it', async () => {
    const email = 'race-mixed@example.com';
    await signUp(t.app, email);
    const before = passwordChecksRun();
    const release = holdPasswordChecks();
    const replies = Array.from({ length: 200 }, (_, i) =>
      call(t.app, 'POST', '/user/login', {
        user_string: email,
        password: i === 100 ? TEST_PASSWORD : `wrong-${i}`,
      }),
    );
    let answered = 0;
    for (const r of replies) void r.finally(() => answered++);
    await vi.waitFor(() => expect(passwordChecksRun() - before + answered).toBe(200), {
      timeout: 60_000,
      interval: 5,
    });
    release();
    const all = await Promise.all(replies);
    expect(passwordChecksRun() - before).toBe(MAX_WRONG_PASSWORDS);
    const signedIn = all.filter((r) => r.type === 'ok');
    // Only the right guess can sign in, and only if it was one of the five checked.
    expect(signedIn.length).toBeLessThanOrEqual(1);
    if (signedIn.length === 1) expect(all[100]!.type).toBe('ok');
  }, 120_000);

  it('refuses a locked account without hashing, in the caller’s language', async () => {
    const email = 'race-zh@example.com';
    await signUp(t.app, email);
    for (let i = 0; i < MAX_WRONG_PASSWORDS; i++) {
      await call(t.app, 'POST', '/user/login', { user_string: email, password: `bad-${i}` });
    }
    const before = passwordChecksRun();
    const r = await call(t.app, 'POST', '/user/login', {
      user_string: email,
      password: TEST_PASSWORD,
      lang: 'zh',
    });
    expect(passwordChecksRun()).toBe(before);
    expect(r.status).toBe(200);
    expect(r.type).toBe('error');
    expect(r.message).toMatch(/15/);
    expect(r.message).not.toMatch(/[A-Za-z]{4}/);
    t.clock.advance(LOCK_MS);
  });
});
