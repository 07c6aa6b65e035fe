/**
 * Security hardening (issue 9) on the original client's wire: form bodies (absent values as
 * the text `undefined`), the raw token, `lang`, its own field names. The lockout holds
 * against parallel guesses at `/user/login`; over a rate limit the reply is HTTP 429 with
 * the envelope (the client treats any non-200 as a silent failure, which is fine here);
 * hostile values are refused in the caller's language and change nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { expectOk, expectRefused, legacyServer, type LegacyServer } from './harness.ts';
import {
  MAX_WRONG_PASSWORDS,
  holdPasswordChecks,
  passwordChecksRun,
  sessions,
  users,
} from '../../packages/server/src/modules/users/index.ts';
import { TEST_PASSWORD } from '../../packages/server/src/modules/users/testing.ts';

/** Limits off, as for every other legacy file: the lockout alone is under test. */
const s = legacyServer();
/** Limits on, as `npm start` runs. */
const limited = legacyServer({ RATE_LIMITS: 'on' });

let n = 0;
const freshEmail = (what: string) => `${what}${++n}.${Date.now()}@example.com`;

async function userRow(server: LegacyServer, email: string) {
  const [row] = await server.t.ctx.db.select().from(users).where(eq(users.email, email));
  return row!;
}

const loginCall = (server: LegacyServer, user_string: string, password: string, lang = 'en') =>
  server.call('POST', '/user/login', { user_string, password }, { lang });

describe.each([40, 200])('%i parallel logins on the wire, one with the right password', (count) => {
  it('check at most five guesses and never sign in once locked', async () => {
    const email = freshEmail('race');
    await s.newUser(email);
    const { id } = await userRow(s, email);
    const before = passwordChecksRun();
    // Checks wait until every guess is admitted or refused: the worst case on any machine.
    const release = holdPasswordChecks();
    let answered = 0;
    const wrong = Array.from({ length: count - 1 }, (_, i) =>
      loginCall(s, email, `wrong-guess-${i}`).finally(() => answered++),
    );
    try {
      await vi.waitFor(() => expect(passwordChecksRun() - before + answered).toBe(count - 1), {
        timeout: 60_000,
        interval: 5,
      });
      const right = loginCall(s, email, TEST_PASSWORD);
      release();
      const replies = [...(await Promise.all(wrong)), await right];
      expect(passwordChecksRun() - before).toBeLessThanOrEqual(MAX_WRONG_PASSWORDS);
      for (const r of replies) expectRefused(r, 'a guess');
      const locked = 'Too many wrong passwords. This account is locked for 15 minutes';
      expect(replies.at(-1)!.message).toBe(locked);
      expect(replies.filter((r) => r.message === locked)).toHaveLength(count - 4);
    } finally {
      release();
    }
    const open = await s.t.ctx.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(open).toHaveLength(1); // the sign-up's own session only
    // Still locked for the right password, in the caller's language.
    const zh = await loginCall(s, email, TEST_PASSWORD, 'zh');
    expect(expectRefused(zh, 'locked, zh')).toBe('密码错误次数过多，账号已被锁定15分钟');
  }, 120_000);
});

describe('hostile values at /user/login', () => {
  it('refuses the `undefined` literal and a NUL byte in the caller’s language, counting nothing', async () => {
    const email = freshEmail('hostile');
    await s.newUser(email);
    const before = passwordChecksRun();
    // The client sends `password=undefined` when the field was never filled.
    const missing = await s.call(
      'POST',
      '/user/login',
      { user_string: email, password: undefined },
      { lang: 'fra' },
    );
    expect(expectRefused(missing, 'undefined password')).not.toMatch(/undefined/);
    const nul = await s.call('POST', '/user/login', {
      user_string: email,
      password: 'abc\u0000def',
    });
    expectRefused(nul, 'NUL byte');
    const long = await s.call('POST', '/user/login', {
      user_string: email,
      password: 'x'.repeat(129),
    });
    expectRefused(long, 'too long');
    expect(passwordChecksRun()).toBe(before);
    expect((await userRow(s, email)).failedLogins).toBe(0);
    expectOk(await loginCall(s, email, TEST_PASSWORD), 'login after hostile values');
  });
});

describe('rate limits on the wire', () => {
  it('answer 429 with the envelope in the caller’s language at /user/login', async () => {
    // An account nobody registered: it costs the same and is limited the same.
    const email = freshEmail('limited');
    // Ten attempts a minute per account, whatever the address.
    for (let i = 0; i < 10; i++) {
      const r = await loginCall(limited, email, `guess-${i}`);
      expect(r.status, `attempt ${i + 1}`).toBe(200);
      expectRefused(r, `attempt ${i + 1}`);
    }
    const over = await loginCall(limited, email, TEST_PASSWORD, 'zh');
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ type: 'error', message: '请求过于频繁，请稍后再试' });
    expect(over.ok).toBe(false);
  });

  it('answer 429 at /sms_mail past the per-address budget, the client’s `type` form', async () => {
    const email = freshEmail('codes');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await limited.call('POST', '/sms_mail', { user_string: email, type: 'forget' });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses[5]).toBe(429);
  });
});
