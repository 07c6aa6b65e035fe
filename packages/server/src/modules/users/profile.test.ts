import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploadPathOf, type UserInfo } from '@bourse/shared';
import { MINUTE_MS } from '../../clock.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { users } from './index.ts';
import { TEST_PASSWORD, requestCode, signUp } from './testing.ts';
import { storeUpload } from '../uploads/index.ts';

/** The smallest valid PNG (1x1), enough for the upload store's type check. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
// One code a minute per destination: every test starts past any cooldown.
beforeEach(() => t.clock.advance(MINUTE_MS));

const me = async (token: string) =>
  (await call<UserInfo>(t.app, 'GET', '/user/info', {}, token)).message;
const other = (code: string) => (code === '000000' ? '000001' : '000000');
const saved = { type: 'ok', message: 'Saved' };

describe('profile', () => {
  it('edits the nickname within its rules', async () => {
    const token = await signUp(t.app, 'nia@example.com');
    const edit = (nickname: string) =>
      call(t.app, 'POST', '/user/editNickname', { nickname }, token);
    expect(await edit('Nia2026')).toMatchObject(saved);
    expect((await me(token)).nickname).toBe('Nia2026');
    expect(await edit('小明')).toMatchObject(saved);
    expect((await me(token)).nickname).toBe('小明');
    // One character is enough (the original client's rule), eleven are too many.
    expect(await edit('N')).toMatchObject(saved);
    expect((await me(token)).nickname).toBe('N');
    expect(await edit('小明')).toMatchObject(saved);
    expect(await edit(' ')).toMatchObject({
      type: 'error',
      message: 'The nickname must be 1 to 10 characters',
    });
    expect(await edit('Nicknamesss')).toMatchObject({
      type: 'error',
      message: 'The nickname must be 1 to 10 characters',
    });
    expect(await edit('Nia<b>')).toMatchObject({
      type: 'error',
      message: 'Nickname may only contain letters, digits and Chinese characters',
    });
    expect((await me(token)).nickname).toBe('小明');
  });

  it('edits the signature within 2 to 30 characters', async () => {
    const token = await signUp(t.app, 'oz@example.com');
    const edit = (signature: string) =>
      call(t.app, 'POST', '/user/editSignature', { signature }, token);
    expect(await edit('Long BTC, short noise.')).toMatchObject(saved);
    expect((await me(token)).signature).toBe('Long BTC, short noise.');
    expect(await edit('x'.repeat(31))).toMatchObject({
      type: 'error',
      message: 'The signature must be 2 to 30 characters',
    });
  });

  it('refuses an avatar that is not an upload of this user', async () => {
    const token = await signUp(t.app, 'pia@example.com');
    for (const url of [
      'https://evil.example/x.png',
      '/uploads/../secret.png',
      `/uploads/${'a'.repeat(32)}.png`,
    ]) {
      expect(
        await call(t.app, 'POST', '/user/uploadHeadPortrait', { head_portrait: url }, token),
      ).toMatchObject({
        type: 'error',
        message: 'Please upload the image first, then set it as your avatar',
      });
    }
  });

  it('takes the 30 bundled avatars and the user own uploads, as a path or an absolute URL', async () => {
    const token = await signUp(t.app, 'pio@example.com');
    const set = (head_portrait: string) =>
      call(t.app, 'POST', '/user/uploadHeadPortrait', { head_portrait }, token);
    for (const n of [1, 9, 10, 30]) {
      expect(await set(`/static/image/avatar/${n}.png`)).toMatchObject(saved);
      expect((await me(token)).head_portrait).toBe(`/static/image/avatar/${n}.png`);
    }
    for (const bad of [
      '/static/image/avatar/.png',
      '/static/image/avatar/0.png',
      '/static/image/avatar/31.png',
      '/static/image/avatar/01.png',
      '/static/image/avatar/1.png?x=1',
      'javascript:alert(1)',
      `http://evil.example/uploads/${'a'.repeat(32)}.png`,
    ]) {
      expect(await set(bad), bad).toMatchObject({
        type: 'error',
        message: 'Please upload the image first, then set it as your avatar',
      });
    }
    expect((await me(token)).head_portrait).toBe('/static/image/avatar/30.png');
    const [pio] = await t.ctx.db.select().from(users).where(eq(users.email, 'pio@example.com'));
    const path = uploadPathOf(await storeUpload(t.ctx, pio!.id, PNG));
    expect(await set(`http://127.0.0.1:8080${path}`)).toMatchObject(saved);
    expect((await me(token)).head_portrait).toBe(path);
    // Another user cannot take it.
    const rival = await signUp(t.app, 'pir@example.com');
    expect(
      (await call(t.app, 'POST', '/user/uploadHeadPortrait', { head_portrait: path }, rival)).type,
    ).toBe('error');
  });

  it('answers /user/info with the original client fields beside its own', async () => {
    const token = await signUp(t.app, 'pim@example.com');
    const info = await me(token);
    expect(info).toMatchObject({
      account_number: 'pim@example.com',
      email: 'pim@example.com',
      extension_code: info.invite_code,
      score: info.credit_score,
      level: 0,
    });
    expect(typeof info.id).toBe('number');
    expect(info.extension_code).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('needs a session for every profile call', async () => {
    expect((await call(t.app, 'POST', '/user/editNickname', { nickname: 'Nobody' })).type).toBe(
      '999',
    );
    expect((await call(t.app, 'POST', '/safe/update_password', {})).type).toBe('999');
  });
});

describe('login password change', () => {
  it('needs the current password and a security code; other sessions end', async () => {
    const token = await signUp(t.app, 'quin@example.com');
    const otherSession = (
      await call(t.app, 'POST', '/user/login', {
        user_string: 'quin@example.com',
        password: TEST_PASSWORD,
      })
    ).message as string;
    t.clock.advance(MINUTE_MS);
    const code = await requestCode(t.app, 'quin@example.com', 'security', token);
    const change = (fields: Record<string, string>) =>
      call(
        t.app,
        'POST',
        '/safe/update_password',
        { password: 'Next-pass-1', re_password: 'Next-pass-1', ...fields },
        token,
      );

    expect(await change({ old_password: TEST_PASSWORD })).toMatchObject({
      type: 'error',
      message: 'Verification code is required',
    });
    expect(await change({ old_password: 'Wrong1234', code })).toMatchObject({
      type: 'error',
      message: 'The current password is wrong',
    });
    expect(await change({ old_password: TEST_PASSWORD, code: other(code) })).toMatchObject({
      type: 'error',
      message: 'The verification code is wrong',
    });
    expect(
      await change({
        old_password: TEST_PASSWORD,
        password: TEST_PASSWORD,
        re_password: TEST_PASSWORD,
        code,
      }),
    ).toMatchObject({
      type: 'error',
      message: 'The new password must differ from the current one',
    });
    expect(await change({ old_password: TEST_PASSWORD, code })).toMatchObject({
      type: 'ok',
      message: 'Password changed',
    });

    expect((await call(t.app, 'GET', '/user/info', {}, token)).type).toBe('ok');
    expect((await call(t.app, 'GET', '/user/info', {}, otherSession)).type).toBe('999');
    const relog = await call(t.app, 'POST', '/user/login', {
      user_string: 'quin@example.com',
      password: 'Next-pass-1',
    });
    expect(relog.type).toBe('ok');
    // The code is spent.
    expect(
      await change({
        old_password: 'Next-pass-1',
        password: 'Third-pass-1',
        re_password: 'Third-pass-1',
        code,
      }),
    ).toMatchObject({
      type: 'error',
      message: 'The verification code is wrong',
    });
  });
});

describe('pay password', () => {
  it('is set with a code, then changed only with the old one and a code', async () => {
    const token = await signUp(t.app, 'ray@example.com');
    const pay = (fields: Record<string, string>) =>
      call(t.app, 'POST', '/safe/pay_password', fields, token);
    expect((await me(token)).pay_password_isnull).toBe(true);

    expect(await pay({ password: '12ab56', re_password: '12ab56', code: '123456' })).toMatchObject({
      type: 'error',
      message: 'The payment password must be 6 digits',
    });
    t.clock.advance(MINUTE_MS);
    const first = await requestCode(t.app, 'ray@example.com', 'security', token);
    expect(await pay({ password: '135790', re_password: '135790', code: first })).toMatchObject(
      saved,
    );
    expect((await me(token)).pay_password_isnull).toBe(false);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, 'ray@example.com'));
    // Only a change starts the withdrawal pause, not the first set.
    expect(row!.payPasswordChangedAt).toBeNull();
    expect(row!.payPasswordHash).toMatch(/^\$argon2id\$/);

    t.clock.advance(MINUTE_MS);
    const second = await requestCode(t.app, 'ray@example.com', 'security', token);
    expect(await pay({ password: '246801', re_password: '246801', code: second })).toMatchObject({
      type: 'error',
      message: 'Current password is required',
    });
    expect(
      await pay({
        old_password: '000000',
        password: '246801',
        re_password: '246801',
        code: second,
      }),
    ).toMatchObject({
      type: 'error',
      message: 'The payment password is wrong',
    });
    expect(
      await pay({
        old_password: '135790',
        password: '246801',
        re_password: '246801',
        code: second,
      }),
    ).toMatchObject(saved);
    const [changed] = await t.ctx.db.select().from(users).where(eq(users.email, 'ray@example.com'));
    expect(changed!.payPasswordChangedAt).toEqual(t.clock.now());
  });

  it('locks after 5 wrong pay passwords', async () => {
    const token = await signUp(t.app, 'sol@example.com');
    t.clock.advance(MINUTE_MS);
    await call(
      t.app,
      'POST',
      '/safe/pay_password',
      {
        password: '135790',
        re_password: '135790',
        code: await requestCode(t.app, 'sol@example.com', 'security', token),
      },
      token,
    );
    const attempt = (old_password: string) =>
      call(
        t.app,
        'POST',
        '/safe/pay_password',
        { old_password, password: '246801', re_password: '246801', code: '123456' },
        token,
      );
    for (let i = 0; i < 4; i++) {
      expect(await attempt('000000')).toMatchObject({
        type: 'error',
        message: 'The payment password is wrong',
      });
    }
    const lockedMsg = 'Too many wrong payment passwords. Please try again in 15 minutes';
    expect(await attempt('000000')).toMatchObject({ type: 'error', message: lockedMsg });
    expect(await attempt('135790')).toMatchObject({ type: 'error', message: lockedMsg });
    // The login itself is not locked.
    expect(
      (
        await call(t.app, 'POST', '/user/login', {
          user_string: 'sol@example.com',
          password: TEST_PASSWORD,
        })
      ).type,
    ).toBe('ok');
  });
});

describe('binding a mobile number and an email', () => {
  it('binds a mobile with a code sent to it, and refuses one another account uses', async () => {
    const token = await signUp(t.app, 'tia@example.com');
    const code = await requestCode(t.app, '13600000001', 'bind', token);
    expect(
      await call(
        t.app,
        'POST',
        '/safe/mobile',
        { mobile: '13600000001', area_code: '+44', code: other(code) },
        token,
      ),
    ).toMatchObject({
      type: 'error',
      message: 'The verification code is wrong',
    });
    expect(
      await call(
        t.app,
        'POST',
        '/safe/mobile',
        { mobile: '13600000001', area_code: '+44', code },
        token,
      ),
    ).toMatchObject({
      type: 'ok',
      message: 'Bound successfully',
    });
    expect(await me(token)).toMatchObject({ mobile: '13600000001', area_code: '44' });

    const rival = await signUp(t.app, 'uma@example.com');
    expect(
      await call(t.app, 'POST', '/safe/mobile', { mobile: '13600000001', code: '123456' }, rival),
    ).toMatchObject({
      type: 'error',
      message: 'This mobile number is already used by another account',
    });
    expect(
      await call(t.app, 'POST', '/safe/email', { email: 'tia@example.com', code: '123456' }, rival),
    ).toMatchObject({
      type: 'error',
      message: 'This email address is already used by another account',
    });
  });

  it('replaces a bound email only with a code sent to a contact bound now', async () => {
    const token = await signUp(t.app, 'vic@example.com');
    const bind = await requestCode(t.app, 'vic2@example.com', 'bind', token);
    expect(
      await call(t.app, 'POST', '/safe/email', { email: 'vic2@example.com', code: bind }, token),
    ).toMatchObject({
      type: 'error',
      message: 'Code sent to your current email or mobile is required',
    });
    t.clock.advance(MINUTE_MS);
    const old = await requestCode(t.app, 'vic@example.com', 'security', token);
    expect(
      await call(
        t.app,
        'POST',
        '/safe/email',
        { email: 'vic2@example.com', code: bind, old_code: old },
        token,
      ),
    ).toMatchObject({
      type: 'ok',
      message: 'Bound successfully',
    });
    expect(await me(token)).toMatchObject({
      account: 'vic@example.com',
      email: 'vic2@example.com',
    });
  });
});
