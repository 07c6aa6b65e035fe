import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@bourse/shared';
import { MINUTE_MS } from '../../clock.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { regions } from '../system/index.ts';
import { sessions, users } from './index.ts';
import { TEST_PASSWORD, requestCode, signUp } from './testing.ts';

let t: TestApp;
let supportedRegion: number;
let closedRegion: number;
beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.ctx.db
    .insert(regions)
    .values([
      { iso: 'XA', dialCode: '+852', names: { en: 'Open land' }, supported: true },
      { iso: 'XB', dialCode: '+999', names: { en: 'Closed land' }, supported: false },
    ])
    .returning({ id: regions.id });
  supportedRegion = rows[0]!.id;
  closedRegion = rows[1]!.id;
});
afterAll(() => t.close());

const register = (fields: Record<string, string | number | undefined>) =>
  call(t.app, 'POST', '/user/register', {
    password: TEST_PASSWORD,
    re_password: TEST_PASSWORD,
    type: 'email',
    ...fields,
  });

/** Registration signs nobody in: the new user logs in for a token. */
async function loginToken(user_string: string): Promise<string> {
  const r = await call<string>(t.app, 'POST', '/user/login', {
    user_string,
    password: TEST_PASSWORD,
  });
  expect(r.type).toBe('ok');
  return r.message;
}

describe('registration', () => {
  it('registers by email with the code from the outbox; the reply is a message, never a token', async () => {
    const code = await requestCode(t.app, 'Ann@Example.com');
    const r = await register({ user_string: 'Ann@Example.com', code, extension_code: '' });
    // The original client toasts this reply (client contract 12): a short text, no token.
    expect(r).toEqual({ status: 200, type: 'ok', message: 'Registration success' });
    expect(await t.ctx.db.select().from(sessions)).toEqual([]);
    const token = await loginToken('ann@example.com');
    const info = await call<UserInfo>(t.app, 'GET', '/user/info', {}, token);
    expect(info.type).toBe('ok');
    expect(Object.keys(info.message).sort()).toEqual(
      [
        'account',
        'account_number',
        'area_code',
        'created_at',
        'credit_score',
        'email',
        'extension_code',
        'head_portrait',
        'id',
        'invite_code',
        'level',
        'mobile',
        'nickname',
        'pay_password_isnull',
        'review_status',
        'score',
        'signature',
      ].sort(),
    );
    expect(info.message).toMatchObject({
      account: 'ann@example.com',
      email: 'ann@example.com',
      mobile: null,
      nickname: 'an***@example.com',
      signature: '',
      head_portrait: '',
      credit_score: 100,
      review_status: 0,
      pay_password_isnull: true,
      created_at: Math.floor(t.clock.now().getTime() / 1000),
    });
    expect(info.message.invite_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, 'ann@example.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('registers by mobile in a supported region, with its dial code', async () => {
    const code = await requestCode(t.app, '13900000002');
    const r = await register({
      user_string: '13900000002',
      code,
      type: 'mobile',
      area_code_id: supportedRegion,
    });
    expect(r.type).toBe('ok');
    const info = await call<UserInfo>(
      t.app,
      'GET',
      '/user/info',
      {},
      await loginToken('13900000002'),
    );
    expect(info.message).toMatchObject({
      account: '13900000002',
      mobile: '13900000002',
      email: null,
      area_code: '852',
      nickname: '139****0002',
    });
  });

  it('spends the code: it cannot be checked or used again', async () => {
    const code = await requestCode(t.app, 'bea@example.com');
    expect((await register({ user_string: 'bea@example.com', code })).type).toBe('ok');
    const again = await call(t.app, 'POST', '/user/check_email', {
      user_string: 'bea@example.com',
      email_code: code,
      scene: 'register',
    });
    expect(again).toMatchObject({ type: 'error', message: 'The verification code is wrong' });
  });

  it('refuses two different passwords', async () => {
    const r = await register({
      user_string: 'cai@example.com',
      code: '123456',
      re_password: 'Other1234',
    });
    expect(r).toMatchObject({ type: 'error', message: 'The two passwords are inconsistent' });
  });

  it('refuses an account that does not match its type', async () => {
    expect(
      await register({ user_string: '13900000003', code: '123456', type: 'email' }),
    ).toMatchObject({
      type: 'error',
      message: 'Please enter a valid email address',
    });
    expect(
      await register({ user_string: 'dan@example.com', code: '123456', type: 'mobile' }),
    ).toMatchObject({
      type: 'error',
      message: 'Please enter a valid mobile number',
    });
  });

  it('refuses a short password and a missing code, naming the field', async () => {
    expect(
      await register({
        user_string: 'eve@example.com',
        code: '123456',
        password: 'abc',
        re_password: 'abc',
      }),
    ).toMatchObject({
      type: 'error',
      message: expect.stringMatching(/^The password must be 7 to \d+ characters$/),
    });
    expect(await register({ user_string: 'eve@example.com' })).toMatchObject({
      type: 'error',
      message: 'Verification code is required',
    });
  });

  it('refuses a duplicate, in the caller language, only to whoever holds a code for it', async () => {
    await signUp(t.app, 'fox@example.com');
    // Without the address's code, a registered address reads like any other wrong code.
    const guess = await register({ user_string: 'FOX@example.com', code: '123456' });
    expect(guess).toMatchObject({ type: 'error', message: 'The verification code is wrong' });
    t.clock.advance(MINUTE_MS);
    const code = await requestCode(t.app, 'fox@example.com');
    const en = await register({ user_string: 'FOX@example.com', code });
    expect(en).toMatchObject({ type: 'error', message: 'This account is already registered' });
    const zh = await register({ user_string: 'fox@example.com', code, lang: 'zh' });
    expect(zh.type).toBe('error');
    expect(zh.message).not.toBe(en.message);
  });

  it('refuses an unknown invite code and links a known one', async () => {
    const referrerToken = await signUp(t.app, 'gil@example.com');
    const referrer = await call<UserInfo>(t.app, 'GET', '/user/info', {}, referrerToken);
    const code = await requestCode(t.app, 'hal@example.com');
    expect(
      await register({ user_string: 'hal@example.com', code, extension_code: 'NOSUCH22' }),
    ).toMatchObject({
      type: 'error',
      message: 'This invite code does not exist',
    });
    const ok = await register({
      user_string: 'hal@example.com',
      code,
      extension_code: referrer.message.invite_code.toLowerCase(),
    });
    expect(ok.type).toBe('ok');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, 'hal@example.com'));
    expect(row!.referrerId).toBe(referrer.message.id);
  });

  it('refuses a region that is not supported, and one that does not exist', async () => {
    const code = await requestCode(t.app, '13900000004');
    expect(
      await register({
        user_string: '13900000004',
        code,
        type: 'mobile',
        area_code_id: closedRegion,
      }),
    ).toMatchObject({ type: 'error', message: 'Your region is not supported for now' });
    expect(
      await register({ user_string: '13900000004', code, type: 'mobile', area_code_id: 99_999 }),
    ).toMatchObject({ type: 'error', message: 'Country or region is not valid' });
    const sms = await call(t.app, 'POST', '/sms_send', {
      user_string: '13900000005',
      area_code_id: closedRegion,
    });
    expect(sms).toMatchObject({ type: 'error', message: 'Your region is not supported for now' });
  });

  it('counts wrong codes at registration towards the limit of 5', async () => {
    const code = await requestCode(t.app, 'ida@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(await register({ user_string: 'ida@example.com', code: wrong })).toMatchObject({
        type: 'error',
        message: 'The verification code is wrong',
      });
    }
    expect(await register({ user_string: 'ida@example.com', code })).toMatchObject({
      type: 'error',
      message: 'Too many wrong codes, please request a new one',
    });
    t.clock.advance(MINUTE_MS);
    const fresh = await requestCode(t.app, 'ida@example.com');
    expect((await register({ user_string: 'ida@example.com', code: fresh })).type).toBe('ok');
  });
});
