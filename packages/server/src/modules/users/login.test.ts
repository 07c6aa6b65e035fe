import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@bourse/shared';
import { MINUTE_MS, SECOND_MS } from '../../clock.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { seedDemoUser } from '../../seed/users.ts';
import { TEST_PASSWORD, requestCode, signUp } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (user_string: string, password = TEST_PASSWORD, lang?: string) =>
  call(t.app, 'POST', '/user/login', { user_string, password, lang });

const locked = (minutes: number) => ({
  type: 'error',
  message: `Too many wrong passwords. This account is locked for ${minutes} minute${minutes === 1 ? '' : 's'}`,
});
const wrong = { type: 'error', message: 'Wrong account or password' };

describe('login', () => {
  it('signs in by email, by mobile and by the account name, each time with a new token', async () => {
    // Registered by email, later moved to another email and given a mobile: the first
    // email stays the account name.
    const token = await signUp(t.app, 'amy@example.com');
    const bindMobile = await requestCode(t.app, '13700000001', 'bind', token);
    expect(
      (
        await call(
          t.app,
          'POST',
          '/safe/mobile',
          { mobile: '13700000001', code: bindMobile },
          token,
        )
      ).type,
    ).toBe('ok');
    const bindEmail = await requestCode(t.app, 'amy.new@example.com', 'bind', token);
    t.clock.advance(MINUTE_MS); // one code a minute per destination
    const oldCode = await requestCode(t.app, 'amy@example.com', 'security', token);
    const moved = await call(
      t.app,
      'POST',
      '/safe/email',
      { email: 'amy.new@example.com', code: bindEmail, old_code: oldCode },
      token,
    );
    expect(moved).toMatchObject({ type: 'ok', message: 'Bound successfully' });

    const tokens = new Set<string>();
    for (const name of [
      'amy.new@example.com',
      'AMY.NEW@example.com',
      '13700000001',
      'amy@example.com',
    ]) {
      const r = await login(name);
      expect(r.type).toBe('ok');
      expect(r.message).toMatch(/^[A-Za-z0-9_-]{43}$/);
      tokens.add(r.message as string);
      const info = await call<UserInfo>(t.app, 'GET', '/user/info', {}, r.message as string);
      expect(info.message).toMatchObject({
        account: 'amy@example.com',
        email: 'amy.new@example.com',
        mobile: '13700000001',
      });
    }
    expect(tokens.size).toBe(4);
  });

  it('gives an unknown account and a wrong password the same reply', async () => {
    await signUp(t.app, 'ben@example.com');
    expect(await login('nobody@example.com')).toMatchObject(wrong);
    expect(await login('ben@example.com', 'Wrong1234')).toMatchObject(wrong);
  });

  it('words the refusal in the caller language', async () => {
    const en = await login('nobody@example.com', 'Wrong1234', 'en');
    const zh = await login('nobody@example.com', 'Wrong1234', 'zh');
    expect(zh.type).toBe('error');
    expect(zh.message).not.toBe(en.message);
    expect(zh.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('locks the account for 15 minutes after 5 wrong passwords, then lets it in', async () => {
    await signUp(t.app, 'cat@example.com');
    for (let i = 0; i < 4; i++)
      expect(await login('cat@example.com', 'Wrong1234')).toMatchObject(wrong);
    expect(await login('cat@example.com', 'Wrong1234')).toMatchObject(locked(15));
    // Even the right password is refused while locked.
    expect(await login('cat@example.com')).toMatchObject(locked(15));
    t.clock.advance(14 * MINUTE_MS + SECOND_MS);
    expect(await login('cat@example.com')).toMatchObject(locked(1));
    t.clock.advance(MINUTE_MS - SECOND_MS);
    expect((await login('cat@example.com')).type).toBe('ok');
  });

  it('starts counting again after a correct login', async () => {
    await signUp(t.app, 'dan@example.com');
    for (let i = 0; i < 4; i++)
      expect(await login('dan@example.com', 'Wrong1234')).toMatchObject(wrong);
    expect((await login('dan@example.com')).type).toBe('ok');
    for (let i = 0; i < 4; i++)
      expect(await login('dan@example.com', 'Wrong1234')).toMatchObject(wrong);
    expect(await login('dan@example.com', 'Wrong1234')).toMatchObject(locked(15));
  });

  it('says the lock-out in the caller language', async () => {
    await signUp(t.app, 'eli@example.com');
    for (let i = 0; i < 5; i++) await login('eli@example.com', 'Wrong1234');
    const zh = await login('eli@example.com', TEST_PASSWORD, 'zh');
    expect(zh.type).toBe('error');
    expect(zh.message).toContain('15');
    expect(zh.message).not.toBe(locked(15).message);
  });

  it('names a missing field', async () => {
    expect(
      await call(t.app, 'POST', '/user/login', { user_string: 'x@example.com' }),
    ).toMatchObject({
      type: 'error',
      message: 'Password is required',
    });
  });
});

describe('the demo account', () => {
  it('is seeded once outside production and signs in with its documented password', async () => {
    await seedDemoUser(t.ctx.db, t.clock, { production: false });
    await seedDemoUser(t.ctx.db, t.clock, { production: false });
    const r = await login('demo@bourse.dev', 'Demo12345');
    expect(r.type).toBe('ok');
    const info = await call<UserInfo>(t.app, 'GET', '/user/info', {}, r.message as string);
    expect(info.message).toMatchObject({
      account: 'demo@bourse.dev',
      email: 'demo@bourse.dev',
      nickname: 'Demo',
    });
  });

  it('is never created in production', async () => {
    const prod = await buildTestApp({ env: { NODE_ENV: 'production' } });
    try {
      await seedDemoUser(prod.ctx.db, prod.clock, { production: true });
      const r = await call(prod.app, 'POST', '/user/login', {
        user_string: 'demo@bourse.dev',
        password: 'Demo12345',
      });
      expect(r).toMatchObject(wrong);
    } finally {
      await prod.close();
    }
  });
});
