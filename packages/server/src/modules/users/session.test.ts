import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS, SECOND_MS } from '../../clock.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { TEST_PASSWORD, requestCode, signUp } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const expired = { type: '999', message: 'Your session has expired, please log in again' };
const info = (token?: string) => call(t.app, 'GET', '/user/info', {}, token);
const login = async (user_string: string, password = TEST_PASSWORD) =>
  (await call(t.app, 'POST', '/user/login', { user_string, password })).message as string;

async function infoWithHeader(app: FastifyInstance, authorization: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/user/info',
    headers: { authorization },
  });
  return res.json() as { type: unknown };
}

describe('sessions', () => {
  it('accepts the raw token and the Bearer form', async () => {
    const token = await signUp(t.app, 'ada@example.com');
    expect((await info(token)).type).toBe('ok');
    expect((await infoWithHeader(t.app, `Bearer ${token}`)).type).toBe('ok');
    expect((await infoWithHeader(t.app, `bearer ${token}`)).type).toBe('ok');
  });

  it('answers 999 without a token, with a garbage one, or with one never issued', async () => {
    expect(await info()).toMatchObject({ status: 200, ...expired });
    expect(await info('not a token!')).toMatchObject(expired);
    expect(await info('A'.repeat(43))).toMatchObject(expired);
    const zh = await call(t.app, 'GET', '/user/info', { lang: 'zh' });
    expect(zh.type).toBe('999');
    expect(zh.message).not.toBe(expired.message);
  });

  it('revokes the token on logout, and only that one', async () => {
    const first = await signUp(t.app, 'bob@example.com');
    const second = await login('bob@example.com');
    expect(await call(t.app, 'GET', '/user/logout', {}, first)).toMatchObject({
      type: 'ok',
      message: 'Logged out',
    });
    expect(await info(first)).toMatchObject(expired);
    expect(await call(t.app, 'GET', '/user/logout', {}, first)).toMatchObject(expired);
    expect((await info(second)).type).toBe('ok');
  });

  it('expires a session after 30 days without use, not while it is used', async () => {
    await signUp(t.app, 'cy@example.com');
    const idle = await login('cy@example.com');
    // Signed in a day later, so its 30-day maximum age is not what ends it below.
    t.clock.advance(DAY_MS);
    const busy = await login('cy@example.com');
    t.clock.advance(28 * DAY_MS);
    expect((await info(busy)).type).toBe('ok');
    t.clock.advance(DAY_MS + SECOND_MS);
    expect(await info(idle)).toMatchObject(expired);
    expect((await info(busy)).type).toBe('ok');
  });

  it('ends every session when the password is reset, and the new password works', async () => {
    const a = await signUp(t.app, 'dee@example.com');
    const b = await login('dee@example.com');
    t.clock.advance(MINUTE_MS);
    const code = await requestCode(t.app, 'dee@example.com', 'forget');
    const reset = await call(t.app, 'POST', '/user/forget', {
      user_string: 'DEE@example.com',
      code,
      password: 'Brand-new-1',
      re_password: 'Brand-new-1',
    });
    expect(reset).toMatchObject({ type: 'ok', message: 'Password reset, please log in' });
    expect(await info(a)).toMatchObject(expired);
    expect(await info(b)).toMatchObject(expired);
    expect(
      await call(t.app, 'POST', '/user/login', {
        user_string: 'dee@example.com',
        password: TEST_PASSWORD,
      }),
    ).toMatchObject({
      type: 'error',
      message: 'Wrong account or password',
    });
    expect((await info(await login('dee@example.com', 'Brand-new-1'))).type).toBe('ok');
  });

  it('refuses a reset for an unknown account or with a wrong code', async () => {
    const unknown = await call(t.app, 'POST', '/user/forget', {
      user_string: 'nobody@example.com',
      code: '123456',
      password: 'Brand-new-1',
      re_password: 'Brand-new-1',
    });
    // The same words as a wrong code: the reply never tells whether an address is registered.
    expect(unknown).toMatchObject({ type: 'error', message: 'The verification code is wrong' });
    await signUp(t.app, 'eda@example.com');
    t.clock.advance(MINUTE_MS);
    const code = await requestCode(t.app, 'eda@example.com', 'forget');
    const bad = await call(t.app, 'POST', '/user/forget', {
      user_string: 'eda@example.com',
      code: code === '111111' ? '222222' : '111111',
      password: 'Brand-new-1',
      re_password: 'Brand-new-1',
    });
    expect(bad).toMatchObject({ type: 'error', message: 'The verification code is wrong' });
    expect(
      (
        await call(t.app, 'POST', '/user/login', {
          user_string: 'eda@example.com',
          password: TEST_PASSWORD,
        })
      ).type,
    ).toBe('ok');
  });
});
