/**
 * Operator login under parallel guesses (issue 9, hardening): each guess takes one attempt
 * in one UPDATE before its hash, so 40 or 200 at once get at most five checks and the right
 * password, sent once the budget is spent, is refused until the lock ends. Checks are held
 * until every guess is admitted or refused; nothing here measures time.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import {
  LOCK_MS,
  MAX_WRONG_PASSWORDS,
  holdPasswordChecks,
  passwordChecksRun,
} from '../users/index.ts';
import { createOperator } from './index.ts';
import { operatorSessions, operators } from './tables.ts';
import { loginOperator } from './testing.ts';

const PASSWORD = 'operator-pass-123';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = async (email: string, password: string) =>
  (await loginOperator(t, { email, password })).message;

describe.each([40, 200])('%i operator logins at once', (n) => {
  it('get five checks; the right password then waits for the lock to end', async () => {
    const email = `race${n}@desk.test`;
    const op = await createOperator(t.ctx.db, t.clock, {
      email,
      name: 'Raced',
      role: 'support',
      password: PASSWORD,
    });
    const before = passwordChecksRun();
    const release = holdPasswordChecks();
    let answered = 0;
    const wrong = Array.from({ length: n - 1 }, (_, i) =>
      login(email, `wrong-guess-${i}`).finally(() => answered++),
    );
    try {
      await vi.waitFor(() => expect(passwordChecksRun() - before + answered).toBe(n - 1), {
        timeout: 60_000,
        interval: 5,
      });
      const right = login(email, PASSWORD);
      release();
      const messages = [...(await Promise.all(wrong)), await right];
      expect(passwordChecksRun() - before).toBe(MAX_WRONG_PASSWORDS);
      const locked = 'Too many wrong passwords. This account is locked for 15 minutes';
      expect(messages.at(-1)).toBe(locked);
      expect(messages.filter((m) => m === locked)).toHaveLength(n - 4);
    } finally {
      release();
    }
    const sessions = await t.ctx.db
      .select()
      .from(operatorSessions)
      .where(eq(operatorSessions.operatorId, op.id));
    expect(sessions).toHaveLength(0);
    const [row] = await t.ctx.db.select().from(operators).where(eq(operators.id, op.id));
    expect(row!.failedLogins).toBe(MAX_WRONG_PASSWORDS);
    t.clock.advance(LOCK_MS);
    expect(await login(email, PASSWORD)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  }, 120_000);
});
