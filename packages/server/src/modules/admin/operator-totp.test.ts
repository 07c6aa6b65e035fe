/**
 * Operators' second factor (issue 15): enrolment with a QR code, logins that need a code
 * once it is enabled, codes never accepted twice (also by racing logins), wrong codes
 * counted toward the lock like wrong passwords, an un-enrolled session kept to enrolment,
 * and the secret encrypted at rest. Nothing here measures time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import {
  base32Decode,
  totpAt,
  totpStepAt,
  translate,
  type AuditEntry,
  type OperatorInfo,
  type OperatorTotpSetup,
  type Page,
} from '@bourse/shared';
import { MINUTE_MS } from '../../clock.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { MAX_WRONG_PASSWORDS } from '../users/index.ts';
import { createOperator, decryptTotpSecret } from './index.ts';
import { operatorSessions, operators } from './tables.ts';
import { operatorToken } from './testing.ts';

const PASSWORD = 'operator-pass-123';
const en = (key: Parameters<typeof translate>[1]) => translate('en', key);
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  await createOperator(t.ctx.db, t.clock, {
    email: 'boss@desk.test',
    name: 'Boss',
    role: 'admin',
    password: PASSWORD,
  });
  adminToken = await operatorToken(t, 'boss@desk.test', PASSWORD);
});
afterAll(() => t.close());

const login = (email: string, code?: string, password = PASSWORD) =>
  call<string>(t.app, 'POST', '/admin/login', { email, password, code });

/** A new operator signed in with the password alone: a session that may only enrol. */
async function newcomer(email: string, role: 'admin' | 'support' = 'support') {
  const op = await createOperator(t.ctx.db, t.clock, {
    email,
    name: email,
    role,
    password: PASSWORD,
  });
  const first = await login(email);
  expect(first.type).toBe('ok');
  return { id: op.id, token: first.message };
}

const codeAt = (secret: string, step: number) => totpAt(base32Decode(secret)!, step);
const stepNow = () => totpStepAt(t.clock.now().getTime());

/** Enrols through the routes; returns the secret and the step the enabling code used. */
async function enrol(token: string) {
  const setup = await call<OperatorTotpSetup>(t.app, 'POST', '/admin/totp/setup', {}, token);
  expect(setup.type).toBe('ok');
  const step = stepNow();
  const enabled = await call<OperatorInfo>(
    t.app,
    'POST',
    '/admin/totp/enable',
    { code: codeAt(setup.message.secret, step) },
    token,
  );
  expect(enabled).toMatchObject({ type: 'ok', message: { totp_enabled: true } });
  return { secret: setup.message.secret, step };
}

async function sessionsOf(operatorId: number) {
  return t.ctx.db
    .select()
    .from(operatorSessions)
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

describe('enrolment', () => {
  it('gives a secret, its otpauth URI and a QR code; a new set-up replaces an unconfirmed one', async () => {
    const { id, token } = await newcomer('enrol@desk.test');
    const me = await call<OperatorInfo>(t.app, 'GET', '/admin/me', {}, token);
    expect(me.message).toMatchObject({
      email: 'enrol@desk.test',
      role: 'support',
      totp_enabled: false,
    });

    const first = await call<OperatorTotpSetup>(t.app, 'POST', '/admin/totp/setup', {}, token);
    expect(first.type).toBe('ok');
    const { secret, otpauth_uri, qr } = first.message;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(otpauth_uri.startsWith('otpauth://totp/Bourse:enrol%40desk.test?')).toBe(true);
    const uri = new URL(otpauth_uri);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret,
      issuer: 'Bourse',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(qr).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(qr.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );

    // A second session opened with the password alone ends when the factor is enabled.
    const other = await login('enrol@desk.test');
    expect(other.type).toBe('ok');
    const second = await call<OperatorTotpSetup>(t.app, 'POST', '/admin/totp/setup', {}, token);
    expect(second.message.secret).not.toBe(secret);
    // The replaced secret's code no longer confirms anything.
    expect(
      await call(t.app, 'POST', '/admin/totp/enable', { code: codeAt(secret, stepNow()) }, token),
    ).toMatchObject({ type: 'error', message: en('errors.operatorTotpInvalid') });
    const enabled = await call<OperatorInfo>(
      t.app,
      'POST',
      '/admin/totp/enable',
      { code: codeAt(second.message.secret, stepNow()) },
      token,
    );
    expect(enabled).toMatchObject({ type: 'ok', message: { id, totp_enabled: true } });
    expect((await call(t.app, 'GET', '/admin/me', {}, other.message)).type).toBe('999');
    // The session that enrolled now reaches its role's routes; a second set-up is refused.
    expect((await call(t.app, 'GET', '/admin/chat/queue', {}, token)).type).toBe('ok');
    expect(await call(t.app, 'POST', '/admin/totp/setup', {}, token)).toMatchObject({
      type: 'error',
      message: en('errors.operatorTotpAlreadyEnabled'),
    });

    const audit = await call<Page<AuditEntry>>(
      t.app,
      'GET',
      '/admin/audit',
      { target_table: 'operators', target_id: String(id) },
      adminToken,
    );
    expect(audit.message.data.map((a) => [a.action, a.operator_id])).toContainEqual([
      'operator.totpEnable',
      id,
    ]);
    expect(JSON.stringify(audit.message.data)).not.toContain(second.message.secret);
  });

  it('refuses enable before set-up, and with a code that is not six digits', async () => {
    const { token } = await newcomer('early@desk.test');
    expect(
      await call(t.app, 'POST', '/admin/totp/enable', { code: '123456' }, token),
    ).toMatchObject({ type: 'error', message: en('errors.operatorTotpNotSetUp') });
    await call(t.app, 'POST', '/admin/totp/setup', {}, token);
    for (const code of [
      '',
      'abcdef',
      '12345',
      '1234567',
      '12 456',
      '１２３４５６',
      '12345\u0000',
      '\u0000',
    ]) {
      const reply = await call(t.app, 'POST', '/admin/totp/enable', { code }, token);
      expect(reply.status).toBe(200);
      expect(reply.type).toBe('error');
    }
  });

  it('keeps the secret encrypted at rest, bound to its operator', async () => {
    const { id, token } = await newcomer('vault@desk.test');
    const { secret } = await enrol(token);
    const [row] = await t.ctx.db.select().from(operators).where(eq(operators.id, id));
    expect(row!.totpSecret).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(row!.totpSecret).not.toContain(secret);
    expect(
      Buffer.from(row!.totpSecret!.split('.')[2]!, 'base64url').toString('latin1'),
    ).not.toContain(secret);
    expect(decryptTotpSecret(t.ctx.config.codeSecret, id, row!.totpSecret!)).toBe(secret);
    expect(decryptTotpSecret(t.ctx.config.codeSecret, id + 1, row!.totpSecret!)).toBeNull();
    expect(
      decryptTotpSecret('another-secret-of-at-least-32-chars', id, row!.totpSecret!),
    ).toBeNull();
  });
});

describe('login with two-step sign-in', () => {
  it('needs a code, refuses a wrong one and never accepts one twice', async () => {
    const { token } = await newcomer('twice@desk.test');
    const { secret, step } = await enrol(token);
    expect(await login('twice@desk.test')).toMatchObject({
      type: 'error',
      message: en('errors.operatorTotpRequired'),
    });
    const wrong = String((Number(codeAt(secret, step + 1)) + 1) % 1_000_000).padStart(6, '0');
    expect(await login('twice@desk.test', wrong)).toMatchObject({
      type: 'error',
      message: en('errors.operatorTotpInvalid'),
    });
    // The enabling code's step is used: its code is a replay.
    expect(await login('twice@desk.test', codeAt(secret, step))).toMatchObject({
      type: 'error',
      message: en('errors.operatorTotpInvalid'),
    });
    // The next step's code is inside the window once; a second time it is a replay.
    const next = codeAt(secret, step + 1);
    expect((await login('twice@desk.test', next)).type).toBe('ok');
    expect(await login('twice@desk.test', next)).toMatchObject({
      type: 'error',
      message: en('errors.operatorTotpInvalid'),
    });
    // Outside the window (two steps ahead), a right code is refused.
    expect((await login('twice@desk.test', codeAt(secret, step + 2))).type).toBe('error');
    t.clock.advance(30_000);
    expect((await login('twice@desk.test', codeAt(secret, step + 2))).type).toBe('ok');
    // A wrong password with a right code learns nothing about the code.
    t.clock.advance(30_000);
    expect(
      await login('twice@desk.test', codeAt(secret, step + 3), 'not-the-password'),
    ).toMatchObject({
      type: 'error',
      message: en('errors.wrongCredentials'),
    });
  });

  it('refuses NUL bytes and codes that are not six digits, cleanly', async () => {
    const { id, token } = await newcomer('odd@desk.test');
    await enrol(token);
    await call(t.app, 'GET', '/admin/logout', {}, token);
    for (const code of [
      'abcdef',
      '１２３４５６',
      '12345\u0000',
      '\u0000\u0000\u0000\u0000\u0000\u0000',
      '-12345',
      '1e5',
    ]) {
      t.clock.advance(16 * MINUTE_MS); // past any lock: each code is judged on its own
      const reply = await login('odd@desk.test', code);
      expect(reply.status).toBe(200);
      expect(reply.type, JSON.stringify(code)).toBe('error');
      // The wire layer refuses a NUL byte as a field error; anything else is a wrong code.
      expect([en('errors.operatorTotpInvalid'), 'code is not valid']).toContain(reply.message);
    }
    const long = await login('odd@desk.test', '1'.repeat(40));
    expect(long).toMatchObject({ status: 200, type: 'error' });
    expect(await sessionsOf(id)).toHaveLength(0);
  });

  it('counts wrong codes toward the lock exactly like wrong passwords', async () => {
    const { id, token } = await newcomer('locked@desk.test');
    const { secret } = await enrol(token);
    t.clock.advance(60_000);
    const bad = '000000' === codeAt(secret, stepNow()) ? '111111' : '000000';
    for (let i = 1; i < MAX_WRONG_PASSWORDS; i++) {
      expect((await login('locked@desk.test', bad)).message).toBe(en('errors.operatorTotpInvalid'));
    }
    const locked = 'Too many wrong passwords. This account is locked for 15 minutes';
    expect((await login('locked@desk.test', bad)).message).toBe(locked);
    expect((await login('locked@desk.test', codeAt(secret, stepNow()))).message).toBe(locked);
    const [row] = await t.ctx.db.select().from(operators).where(eq(operators.id, id));
    expect(row!.failedLogins).toBe(MAX_WRONG_PASSWORDS);
    t.clock.advance(15 * MINUTE_MS);
    expect((await login('locked@desk.test', codeAt(secret, stepNow() + 1))).type).toBe('ok');
  });

  it('8 logins at once with one valid code: exactly one session', async () => {
    const { id, token } = await newcomer('race@desk.test');
    const { secret, step } = await enrol(token);
    await call(t.app, 'GET', '/admin/logout', {}, token);
    const before = (await sessionsOf(id)).length;
    const code = codeAt(secret, step + 1);
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => login('race@desk.test', code)),
    );
    const won = replies.filter((r) => r.type === 'ok');
    expect(won).toHaveLength(1);
    for (const r of replies.filter((r) => r.type !== 'ok')) {
      expect(r.status).toBe(200);
      expect([
        en('errors.operatorTotpInvalid'),
        'Too many wrong passwords. This account is locked for 15 minutes',
      ]).toContain(r.message);
    }
    expect((await sessionsOf(id)).length).toBe(before + 1);
    const [row] = await t.ctx.db.select().from(operators).where(eq(operators.id, id));
    expect(row!.totpLastStep).toBe(step + 1);
  });
});

describe('a session without two-step sign-in', () => {
  it('reaches who-am-I, set-up, enable and logout, and nothing else, whatever its role', async () => {
    const { token } = await newcomer('fresh-admin@desk.test', 'admin');
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const enrolment = new Set([
      'GET /api/admin/me',
      'GET /api/admin/logout',
      'POST /api/admin/totp/setup',
      'POST /api/admin/totp/enable',
      'POST /api/admin/login',
    ]);
    let walked = 0;
    for (const [openPath, methods] of Object.entries(doc.paths)) {
      if (!openPath.startsWith('/api/admin/')) continue;
      for (const method of Object.keys(methods)) {
        const route = `${method.toUpperCase()} ${openPath}`;
        if (
          !['GET', 'POST', 'PUT', 'DELETE'].includes(method.toUpperCase()) ||
          enrolment.has(route)
        ) {
          continue;
        }
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: openPath.replace(/\{\w+\}/g, '1'),
          headers: { authorization: token },
          ...(method === 'get' ? {} : { payload: {} }),
        });
        expect(res.statusCode, route).toBe(200);
        expect(res.json(), route).toEqual({
          type: 'error',
          message: en('errors.operatorTotpEnrolRequired'),
        });
        walked++;
      }
    }
    expect(walked).toBeGreaterThan(40);
    expect((await call(t.app, 'GET', '/admin/me', {}, token)).type).toBe('ok');
    expect((await call(t.app, 'POST', '/admin/totp/setup', {}, token)).type).toBe('ok');
    expect(await call(t.app, 'POST', '/admin/totp/enable', { code: 'nope' }, token)).toMatchObject({
      type: 'error',
      message: en('errors.operatorTotpInvalid'),
    });
    expect(await call(t.app, 'GET', '/admin/logout', {}, token)).toMatchObject({ type: 'ok' });
  });
});
