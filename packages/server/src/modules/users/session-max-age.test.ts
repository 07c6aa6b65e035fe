/**
 * A session's maximum age beside its idle timeout (issue 9, hardening): however recently it
 * was used, a session older than SESSION_MAX_AGE_DAYS (30 by default) answers 999, through
 * the guard's cache and the plain database lookup alike. Time is the injected clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../../clock.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { authenticate } from './sessions.ts';
import { signUp } from './testing.ts';

const expired = {
  status: 200,
  type: '999',
  message: 'Your session has expired, please log in again',
};

describe.each<{ days: number; env: Record<string, string> }>([
  { days: 30, env: {} },
  { days: 7, env: { SESSION_MAX_AGE_DAYS: '7' } },
])('a session older than $days days', ({ days, env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env });
  });
  afterAll(() => t.close());

  it('answers 999 even when it was used a minute ago', async () => {
    const token = await signUp(t.app, `aged-${days}@example.com`);
    // Used every day, so never idle.
    for (let day = 1; day <= days; day++) {
      t.clock.advance(DAY_MS - 2 * MINUTE_MS);
      expect((await call(t.app, 'GET', '/user/info', {}, token)).type, `day ${day}`).toBe('ok');
    }
    // Now days x (1 day - 2 min) old: used a minute ago, still young enough.
    t.clock.advance(days * 2 * MINUTE_MS - MINUTE_MS);
    expect((await call(t.app, 'GET', '/user/info', {}, token)).type).toBe('ok');
    t.clock.advance(MINUTE_MS); // exactly the maximum age: still fine
    expect((await call(t.app, 'GET', '/user/info', {}, token)).type).toBe('ok');
    t.clock.advance(1000); // a second past it, a second after its last use
    expect(await call(t.app, 'GET', '/user/info', {}, token)).toMatchObject(expired);
    await expect(
      authenticate(t.ctx.db, t.clock, token, t.ctx.config.sessionMaxAgeMs),
    ).rejects.toThrow('errors.sessionInvalid');
    // A new sign-in starts a new age.
    const fresh = await signUp(t.app, `aged-${days}-again@example.com`);
    expect((await call(t.app, 'GET', '/user/info', {}, fresh)).type).toBe('ok');
  }, 60_000);
});
