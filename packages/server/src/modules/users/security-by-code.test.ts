/**
 * The original client's security calls (client contract 7.1, 12): the pay password by
 * `POST /safe/update_password` with a code alone, the login password by the Security
 * page's `POST /user/forget`, and password recovery that never tells whether an address
 * has an account.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../clock.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { users } from './index.ts';
import { TEST_PASSWORD, codeFor, freshIp, postFrom, requestCode, signUp } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.advance(MINUTE_MS));

const other = (code: string) => (code === '000000' ? '000001' : '000000');
const rowOf = async (email: string) =>
  (await t.ctx.db.select().from(users).where(eq(users.email, email)))[0]!;
/** The original client's code send on its password pages: type=forget, no scene. */
const legacyCode = async (token: string, email: string) => {
  t.clock.advance(MINUTE_MS); // past the cooldown of the last send to this address
  const r = await postFrom(
    t.app,
    freshIp(),
    '/sms_mail',
    { user_string: email, type: 'forget' },
    token,
  );
  expect(r).toMatchObject({ type: 'ok', message: 'Verification code sent' });
  return codeFor(t.app, email);
};
/** A code by Bourse's own scene names, past the last send's cooldown. */
const codeTo = (to: string, scene: string, token?: string) => {
  t.clock.advance(MINUTE_MS);
  return requestCode(t.app, to, scene, token);
};
const login = (user_string: string, password: string) =>
  call(t.app, 'POST', '/user/login', { user_string, password });

describe('the pay password by a code alone (safe/update_password)', () => {
  it('sets it, then replaces it, with a fresh code sent to the signed-in user', async () => {
    const token = await signUp(t.app, 'pax@example.com');
    const set = (fields: Record<string, string>) =>
      call(t.app, 'POST', '/safe/update_password', fields, token);
    const code = await legacyCode(token, 'pax@example.com');
    expect(await set({ password: '12345', re_password: '12345', code })).toMatchObject({
      type: 'error',
      message: 'The payment password must be 6 digits',
    });
    expect(await set({ password: '135790', re_password: '135791', code })).toMatchObject({
      type: 'error',
      message: 'The two passwords are inconsistent',
    });
    expect(
      await set({ password: '135790', re_password: '135790', code: other(code) }),
    ).toMatchObject({
      type: 'error',
      message: 'The verification code is wrong',
    });
    expect(await set({ password: '135790', re_password: '135790', code })).toMatchObject({
      type: 'ok',
      message: 'Saved',
    });
    const first = await rowOf('pax@example.com');
    expect(first.payPasswordHash).toMatch(/^\$argon2id\$/);
    expect(first.passwordChangedAt).toBeNull(); // the login password is untouched
    expect(first.payPasswordChangedAt).toBeNull();
    // Spent: the same code cannot set it again.
    expect((await set({ password: '246801', re_password: '246801', code })).type).toBe('error');

    t.clock.advance(MINUTE_MS);
    const second = await legacyCode(token, 'pax@example.com');
    expect(await set({ password: '246801', re_password: '246801', code: second })).toMatchObject({
      type: 'ok',
    });
    // A replacement starts the withdrawal pause, as any change does.
    expect((await rowOf('pax@example.com')).payPasswordChangedAt).toEqual(t.clock.now());
    expect((await login('pax@example.com', TEST_PASSWORD)).type).toBe('ok');
  });

  it('refuses a weak pay password in the caller language, on both paths', async () => {
    const token = await signUp(t.app, 'weak@example.com');
    const code = await legacyCode(token, 'weak@example.com');
    const weakEn =
      'This payment password is too easy to guess: avoid one repeated digit (111111) and runs such as 123456 or 654321';
    for (const pw of ['123456', '111111', '654321', '012345', '987654', '000000']) {
      for (const path of ['/safe/update_password', '/safe/pay_password']) {
        expect(
          await call(t.app, 'POST', path, { password: pw, re_password: pw, code }, token),
          `${path} ${pw}`,
        ).toMatchObject({ type: 'error', message: weakEn });
      }
    }
    const zh = await call(
      t.app,
      'POST',
      '/safe/update_password',
      { password: '123456', re_password: '123456', code, lang: 'zh' },
      token,
    );
    expect(zh.type).toBe('error');
    expect(zh.message).not.toBe(weakEn);
    expect((await rowOf('weak@example.com')).payPasswordHash).toBeNull();
    // Nothing was spent: the code still sets a sound one.
    expect(
      await call(
        t.app,
        'POST',
        '/safe/update_password',
        { password: '135792', re_password: '135792', code },
        token,
      ),
    ).toMatchObject({ type: 'ok' });
  });

  it('takes only a security code sent to this user, never another user or purpose', async () => {
    const mine = await signUp(t.app, 'own@example.com');
    const theirs = await signUp(t.app, 'their@example.com');
    const theirCode = await legacyCode(theirs, 'their@example.com');
    const set = (code: string) =>
      call(
        t.app,
        'POST',
        '/safe/update_password',
        { password: '135790', re_password: '135790', code },
        mine,
      );
    expect(await set(theirCode)).toMatchObject({
      type: 'error',
      message: 'The verification code is wrong',
    });
    // A recovery code to the user's own address is another purpose.
    const recovery = await codeTo('own@example.com', 'forget');
    expect(await set(recovery)).toMatchObject({ type: 'error' });
    expect((await rowOf('own@example.com')).payPasswordHash).toBeNull();
    expect(
      await call(t.app, 'POST', '/safe/update_password', { password: '135790' }),
    ).toMatchObject({ type: '999' });
  });
});

describe('the login password from the Security page (user/forget with account, repassword)', () => {
  it('changes the session user password, whatever account names, and ends the other sessions', async () => {
    const token = await signUp(t.app, 'sec@example.com');
    await signUp(t.app, 'victim@example.com');
    const elsewhere = (await login('sec@example.com', TEST_PASSWORD)).message as string;
    const code = await legacyCode(token, 'sec@example.com');
    const change = (fields: Record<string, string>) =>
      call(
        t.app,
        'POST',
        '/user/forget',
        {
          account: 'victim@example.com',
          password: 'Fresh-pass-2',
          repassword: 'Fresh-pass-2',
          ...fields,
        },
        token,
      );
    expect(await change({ code: other(code) })).toMatchObject({
      type: 'error',
      message: 'The verification code is wrong',
    });
    expect(await change({ code, repassword: 'Fresh-pass-3' })).toMatchObject({
      type: 'error',
      message: 'The two passwords are inconsistent',
    });
    expect(await change({ code })).toMatchObject({ type: 'ok', message: 'Password changed' });
    expect((await login('sec@example.com', 'Fresh-pass-2')).type).toBe('ok');
    // The account named in the form is untouched.
    expect((await login('victim@example.com', TEST_PASSWORD)).type).toBe('ok');
    expect((await call(t.app, 'GET', '/user/info', {}, token)).type).toBe('ok');
    expect((await call(t.app, 'GET', '/user/info', {}, elsewhere)).type).toBe('999');
    // Signed out, the same form is a 999, not a recovery.
    expect(
      await call(t.app, 'POST', '/user/forget', {
        account: 'sec@example.com',
        password: 'Fresh-pass-4',
        repassword: 'Fresh-pass-4',
        code,
      }),
    ).toMatchObject({ type: '999' });
  });
});

describe('password recovery (user/forget with user_string)', () => {
  const reset = (user_string: string, code: string, ip = freshIp()) =>
    postFrom(t.app, ip, '/user/forget', {
      user_string,
      code,
      password: 'Found-pass-1',
      re_password: 'Found-pass-1',
      extension_code: 'email',
      type: 'email',
    });

  it('refuses the original forget page constant 8888 as a wrong code', async () => {
    await signUp(t.app, 'const@example.com');
    await codeTo('const@example.com', 'forget');
    expect(await reset('const@example.com', '8888')).toMatchObject({
      type: 'error',
      message: 'The verification code is wrong',
    });
    expect((await login('const@example.com', TEST_PASSWORD)).type).toBe('ok');
  });

  it('answers an unknown address exactly as a registered one with a wrong code', async () => {
    await signUp(t.app, 'known@example.com');
    const code = await codeTo('known@example.com', 'forget');
    const known = await reset('known@example.com', other(code));
    const unknown = await reset('unknown@example.com', other(code));
    expect(unknown).toEqual(known);
    expect(known).toMatchObject({ status: 200, type: 'error' });
  });

  it('lets no stranger burn the owner recovery code', async () => {
    await signUp(t.app, 'burn@example.com');
    const code = await codeTo('burn@example.com', 'forget');
    const stranger = '203.0.113.99';
    for (let i = 0; i < 6; i++) await reset('burn@example.com', other(code), stranger);
    expect(await reset('burn@example.com', code, stranger)).toMatchObject({
      type: 'error',
      message: 'Too many wrong codes, please request a new one',
    });
    expect(await reset('burn@example.com', code)).toMatchObject({
      type: 'ok',
      message: 'Password reset, please log in',
    });
    expect((await login('burn@example.com', 'Found-pass-1')).type).toBe('ok');
  });
});
