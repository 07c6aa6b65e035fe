/**
 * Password rules (issue 9, hardening): passphrases up to 128 characters; the most common
 * passwords (the bundled list) refused with a translated message at registration, reset and
 * change, before anything is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MINUTE_MS } from '../../clock.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { COMMON_PASSWORDS, isCommonPassword } from './passwords.ts';
import { changePassword } from './security.ts';
import { users } from './tables.ts';
import { TEST_PASSWORD, requestCode, signUp } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const COMMON = 'Password1';
const PASSPHRASE = 'correct horse battery staple '.repeat(5).slice(0, 128);
const common = {
  status: 200,
  type: 'error',
  message: 'This password is one of the most common ones and easy to guess. Please choose another',
};
const rule = { status: 200, type: 'error', message: 'The password must be 7 to 128 characters' };

const userCount = async (email: string) =>
  (await t.ctx.db.select().from(users).where(eq(users.email, email))).length;

describe('the common-password list', () => {
  it('is bundled with thousands of entries, compared without case', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(5000);
    for (const p of ['password1', 'PASSWORD1', 'qwerty123', 'iloveyou1', ' 1q2w3e4r ']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    expect(isCommonPassword(TEST_PASSWORD)).toBe(false);
    expect(isCommonPassword(PASSPHRASE)).toBe(false);
  });
});

describe('registration', () => {
  const register = async (email: string, password: string, lang?: string) => {
    const code = await requestCode(t.app, email);
    return call(t.app, 'POST', '/user/register', {
      user_string: email,
      code,
      password,
      re_password: password,
      type: 'email',
      lang,
    });
  };

  it('refuses a common password in the caller’s language and creates nobody', async () => {
    expect(await register('common@example.com', COMMON)).toMatchObject(common);
    expect(await userCount('common@example.com')).toBe(0);
    t.clock.advance(MINUTE_MS);
    const zh = await register('common@example.com', 'qwerty123', 'zh');
    expect(zh).toMatchObject({ type: 'error', message: '该密码过于常见，容易被猜中，请换一个' });
  });

  it('takes a 128-character passphrase, which then signs in; 129 is refused', async () => {
    expect(PASSPHRASE).toHaveLength(128);
    expect(await register('long@example.com', `${PASSPHRASE}x`)).toMatchObject(rule);
    t.clock.advance(MINUTE_MS);
    expect(await register('long@example.com', PASSPHRASE)).toMatchObject({ type: 'ok' });
    const login = await call(t.app, 'POST', '/user/login', {
      user_string: 'long@example.com',
      password: PASSPHRASE,
    });
    expect(login.type).toBe('ok');
  });
});

describe('reset and change', () => {
  it('refuses a common password at /user/forget and keeps the old one', async () => {
    await signUp(t.app, 'reset-common@example.com');
    t.clock.advance(MINUTE_MS);
    const code = await requestCode(t.app, 'reset-common@example.com', 'forget');
    const reset = await call(t.app, 'POST', '/user/forget', {
      user_string: 'reset-common@example.com',
      code,
      password: 'football1',
      re_password: 'football1',
    });
    expect(reset).toMatchObject(common);
    const login = await call(t.app, 'POST', '/user/login', {
      user_string: 'reset-common@example.com',
      password: TEST_PASSWORD,
    });
    expect(login.type).toBe('ok');
  });

  it('refuses a common password as the new one of a change', async () => {
    const token = await signUp(t.app, 'change-common@example.com');
    const me = await t.ctx.sessions.authenticate(token);
    await expect(
      changePassword(t.ctx, me, { old_password: TEST_PASSWORD, password: COMMON, code: '000000' }),
    ).rejects.toThrow('errors.commonPassword');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.passwordChangedAt).toBeNull();
  });
});
