import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS, SECOND_MS } from '../../clock.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { codeFor, freshIp, postFrom, signUp } from '../users/testing.ts';
import { devOutbox, verificationCodes } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Each test uses its own destination; `send` spaces them out past the cooldown. */
const mail = (to: string, extra: Record<string, string> = {}) =>
  postFrom(t.app, freshIp(), '/sms_mail', { user_string: to, scene: 'register', ...extra });
const check = (to: string, code: string, scene = 'register') =>
  call(t.app, 'POST', '/user/check_email', { user_string: to, email_code: code, scene });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sending a code', () => {
  it('mails six digits that appear in no reply, only in the mail and the dev outbox', async () => {
    const r = await mail('Alice@Example.com');
    expect(r).toEqual({ status: 200, type: 'ok', message: 'Verification code sent' });
    const last = t.sent.at(-1)!;
    expect(last).toMatchObject({
      channel: 'email',
      to: 'alice@example.com',
      subject: 'Your Bourse verification code',
    });
    const code = await codeFor(t.app, 'alice@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect(last.body).toBe(
      `Your verification code is ${code}. It is valid for 10 minutes. Never share it.`,
    );
    expect(JSON.stringify(r)).not.toContain(code);
    const [row] = await t.ctx.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.destination, 'alice@example.com'));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('writes the mail in the caller language', async () => {
    await mail('bruno@example.com', { lang: 'zh' });
    const last = t.sent.at(-1)!;
    expect(last.to).toBe('bruno@example.com');
    expect(last.subject).not.toBe('Your Bourse verification code');
    expect(last.body).toContain(await codeFor(t.app, 'bruno@example.com'));
  });

  it('texts a mobile number with its dial code', async () => {
    const r = await postFrom(t.app, freshIp(), '/sms_send', {
      user_string: '13800000001',
      area_code: '+86',
    });
    expect(r.type).toBe('ok');
    expect(t.sent.at(-1)).toMatchObject({ channel: 'mobile', to: '+8613800000001' });
    expect(await codeFor(t.app, '13800000001')).toMatch(/^\d{6}$/);
  });

  it('refuses a malformed destination or scene in words', async () => {
    expect(await postFrom(t.app, freshIp(), '/sms_send', { user_string: 'abc' })).toMatchObject({
      type: 'error',
      message: 'Please enter a valid mobile number',
    });
    expect(await mail('not-an-email')).toMatchObject({
      type: 'error',
      message: 'Please enter a valid email address',
    });
    expect(await mail('x@example.com', { scene: 'party' })).toMatchObject({
      type: 'error',
      message: 'Purpose must be one of: register, forget, bind, security, withdraw',
    });
  });

  it('allows one send per destination a minute and says how long to wait', async () => {
    expect((await mail('carol@example.com')).type).toBe('ok');
    expect(await mail('carol@example.com')).toMatchObject({
      type: 'error',
      message: 'A code was just sent. Please wait 60 seconds before asking again',
    });
    t.clock.advance(59 * SECOND_MS);
    expect(await mail('Carol@Example.com')).toMatchObject({
      type: 'error',
      message: 'A code was just sent. Please wait 1 second before asking again',
    });
    t.clock.advance(SECOND_MS);
    expect((await mail('carol@example.com')).type).toBe('ok');
  });

  it('caps sends per network address per hour', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 20; i++) {
      const r = await postFrom(t.app, ip, '/sms_mail', { user_string: `cap${i}@example.com` });
      expect(r.type).toBe('ok');
    }
    expect(
      await postFrom(t.app, ip, '/sms_mail', { user_string: 'cap20@example.com' }),
    ).toMatchObject({
      type: 'error',
      message: 'Too many codes requested from this network, please try again later',
    });
    // Another address is not affected; the same one may send again an hour later.
    expect(
      (await postFrom(t.app, '203.0.113.8', '/sms_mail', { user_string: 'cap21@example.com' }))
        .type,
    ).toBe('ok');
    t.clock.advance(HOUR_MS);
    expect(
      (await postFrom(t.app, ip, '/sms_mail', { user_string: 'cap20@example.com' })).type,
    ).toBe('ok');
  });
});

describe('checking a code', () => {
  it('accepts the right code without spending it, for its scene only', async () => {
    await mail('dora@example.com');
    const code = await codeFor(t.app, 'dora@example.com');
    expect(await check('dora@example.com', code)).toMatchObject({
      type: 'ok',
      message: 'The verification code is correct',
    });
    expect((await check('DORA@example.com', code)).type).toBe('ok');
    expect(await check('dora@example.com', code, 'forget')).toMatchObject({
      type: 'error',
      message: 'The verification code is wrong',
    });
  });

  it('expires a code after 10 minutes', async () => {
    await mail('emil@example.com');
    const code = await codeFor(t.app, 'emil@example.com');
    t.clock.advance(10 * MINUTE_MS - SECOND_MS);
    expect((await check('emil@example.com', code)).type).toBe('ok');
    t.clock.advance(SECOND_MS);
    expect(await check('emil@example.com', code)).toMatchObject({
      type: 'error',
      message: 'The verification code has expired, please request a new one',
    });
  });

  it('refuses even the right code after 5 wrong tries', async () => {
    await mail('fay@example.com');
    const code = await codeFor(t.app, 'fay@example.com');
    for (let i = 0; i < 5; i++) {
      expect(await check('fay@example.com', wrongCode(code))).toMatchObject({
        type: 'error',
        message: 'The verification code is wrong',
      });
    }
    expect(await check('fay@example.com', code)).toMatchObject({
      type: 'error',
      message: 'Too many wrong codes, please request a new one',
    });
    t.clock.advance(MINUTE_MS);
    await mail('fay@example.com');
    expect((await check('fay@example.com', await codeFor(t.app, 'fay@example.com'))).type).toBe(
      'ok',
    );
  });

  it('retires the previous code when a new one is sent', async () => {
    await mail('gus@example.com');
    const first = await codeFor(t.app, 'gus@example.com');
    t.clock.advance(MINUTE_MS);
    await mail('gus@example.com');
    const second = await codeFor(t.app, 'gus@example.com');
    if (first !== second) expect((await check('gus@example.com', first)).type).toBe('error');
    expect((await check('gus@example.com', second)).type).toBe('ok');
  });

  it('counts a stranger guesses against the stranger: the owner code still works', async () => {
    await mail('owner@example.com');
    const code = await codeFor(t.app, 'owner@example.com');
    const stranger = '203.0.113.66';
    const guess = () =>
      postFrom(t.app, stranger, '/user/check_email', {
        user_string: 'owner@example.com',
        email_code: wrongCode(code),
      });
    for (let i = 0; i < 5; i++) expect((await guess()).type).toBe('error');
    expect(await guess()).toMatchObject({
      type: 'error',
      message: 'Too many wrong codes, please request a new one',
    });
    // The stranger is out, even with the right code; the owner is not.
    const strangerRight = await postFrom(t.app, stranger, '/user/check_email', {
      user_string: 'owner@example.com',
      email_code: code,
    });
    expect(strangerRight.type).toBe('error');
    expect((await check('owner@example.com', code)).type).toBe('ok');
    const [row] = await t.ctx.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.destination, 'owner@example.com'));
    expect(row).toMatchObject({ attempts: 0, consumedAt: null });
  });

  it('checks a signed-in caller security code against their own contacts only', async () => {
    const token = await signUp(t.app, 'peek@example.com');
    t.clock.advance(MINUTE_MS);
    // The original client: type=forget, user_string undefined, then check_email by account.
    const sent = await postFrom(
      t.app,
      freshIp(),
      '/sms_mail',
      { user_string: 'undefined', type: 'forget' },
      token,
    );
    expect(sent).toMatchObject({ type: 'ok', message: 'Verification code sent' });
    const code = await codeFor(t.app, 'peek@example.com');
    const peek = () =>
      postFrom(
        t.app,
        freshIp(),
        '/user/check_email',
        { user_string: 'peek@example.com', email_code: code },
        token,
      );
    expect((await peek()).type).toBe('ok');
    expect((await peek()).type).toBe('ok'); // a peek never spends it
    // Signed out, a security code cannot be tried at all.
    const out = await postFrom(t.app, freshIp(), '/user/check_email', {
      user_string: 'peek@example.com',
      email_code: code,
      scene: 'security',
    });
    expect(out.type).toBe('999');
  });

  it('refuses a code nobody asked for', async () => {
    expect(await check('nobody@example.com', '123456')).toMatchObject({
      type: 'error',
      message: 'The verification code is wrong',
    });
  });
});

describe('who may receive a code', () => {
  it('answers the same whether or not an address has an account, and mails only its owner', async () => {
    await signUp(t.app, 'hana@example.com');
    t.clock.advance(MINUTE_MS);
    // A registration code: the same reply for a registered address, mailed to its owner.
    expect(await mail('hana@example.com')).toEqual({
      status: 200,
      type: 'ok',
      message: 'Verification code sent',
    });
    expect(t.sent.at(-1)!.to).toBe('hana@example.com');
    t.clock.advance(MINUTE_MS);
    // A recovery code: one reply for both, delivered only to the registered address.
    const said = 'If this address belongs to an account, a verification code has been sent to it';
    const sentBefore = t.sent.length;
    const unknown = await mail('ivan@example.com', { scene: 'forget' });
    expect(unknown).toEqual({ status: 200, type: 'ok', message: said });
    expect(t.sent).toHaveLength(sentBefore);
    expect((await call(t.app, 'GET', '/dev/outbox', { to: 'ivan@example.com' })).message).toEqual(
      [],
    );
    const known = await mail('hana@example.com', { scene: 'forget' });
    expect(known).toEqual(unknown);
    expect(t.sent.at(-1)!.to).toBe('hana@example.com');
    // The cooldown holds for both alike, so a second send tells nothing either.
    const again = [
      await mail('ivan@example.com', { scene: 'forget' }),
      await mail('hana@example.com', { scene: 'forget' }),
    ];
    expect(again[0]).toEqual(again[1]);
    expect(again[0]).toMatchObject({ type: 'error' });
  });

  it('sends security codes only to the signed-in user own contacts', async () => {
    const token = await signUp(t.app, 'jack@example.com');
    t.clock.advance(MINUTE_MS);
    expect(await mail('jack@example.com', { scene: 'security' })).toMatchObject({ type: '999' });
    const other = await postFrom(
      t.app,
      freshIp(),
      '/sms_mail',
      { user_string: 'hana@example.com', scene: 'security' },
      token,
    );
    expect(other).toMatchObject({
      type: 'error',
      message: 'Codes for this purpose can only be sent to your own email or mobile number',
    });
    const own = await postFrom(
      t.app,
      freshIp(),
      '/sms_mail',
      { user_string: 'jack@example.com', scene: 'security' },
      token,
    );
    expect(own).toMatchObject({ type: 'ok', message: 'Verification code sent' });
  });

  it('refuses a bind code for an address another account uses', async () => {
    const token = await signUp(t.app, 'kim@example.com');
    const r = await postFrom(
      t.app,
      freshIp(),
      '/sms_mail',
      { user_string: 'hana@example.com', scene: 'bind' },
      token,
    );
    expect(r).toMatchObject({
      type: 'error',
      message: 'This email address is already used by another account',
    });
  });
});

describe('the dev outbox', () => {
  it('lists the newest messages first', async () => {
    await mail('lea@example.com');
    t.clock.advance(MINUTE_MS);
    await mail('lea@example.com');
    const r = await call<{ code: string; created_at: number }[]>(t.app, 'GET', '/dev/outbox', {
      to: 'lea@example.com',
    });
    expect(r.type).toBe('ok');
    expect(r.message).toHaveLength(2);
    expect(r.message[0]!.created_at - r.message[1]!.created_at).toBe(60);
  });

  it('does not exist in production, where nothing is written to it', async () => {
    const prod = await buildTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const sent = await call(prod.app, 'POST', '/sms_mail', { user_string: 'prod@example.com' });
      expect(sent).toMatchObject({ type: 'ok', message: 'Verification code sent' });
      expect(prod.sent).toHaveLength(1);
      const r = await call(prod.app, 'GET', '/dev/outbox', { to: 'prod@example.com' });
      expect(r).toMatchObject({ status: 404, type: 'error', message: 'Not found' });
      const [row] = await prod.ctx.db.select({ n: count() }).from(devOutbox);
      expect(row!.n).toBe(0);
    } finally {
      await prod.close();
    }
  });
});
