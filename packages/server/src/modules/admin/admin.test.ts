/**
 * The operator's desk: login, lock-out, tokens kept apart from users', the role guard,
 * session lifetimes and the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, OperatorInfo, OperatorRole, Page } from '@bourse/shared';
import { HOUR_MS, MINUTE_MS } from '../../clock.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { signUp } from '../users/testing.ts';
import { createOperator, recordAudit, setOperatorDisabled } from './index.ts';
import { loginOperator } from './testing.ts';

const PASSWORD = 'operator-pass-123';
const FORBIDDEN = { type: 'error', message: 'You do not have permission to do this' };
const SESSION_INVALID = {
  type: '999',
  message: 'Your session has expired, please log in again',
};

let t: TestApp;
const ids: Partial<Record<OperatorRole, number>> = {};

async function login(email: string, password = PASSWORD) {
  return loginOperator(t, { email, password });
}

async function tokenOf(email: string): Promise<string> {
  const r = await login(email);
  if (r.type !== 'ok') throw new Error(`login of ${email} failed: ${JSON.stringify(r)}`);
  return r.message;
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['admin', 'compliance', 'finance', 'support'] as const) {
    const op = await createOperator(t.ctx.db, t.clock, {
      email: `${role}@desk.test`,
      name: `${role} person`,
      role,
      password: PASSWORD,
    });
    ids[role] = op.id;
  }
});
afterAll(() => t.close());

describe('operator login', () => {
  it('gives a token that /admin/me answers with the operator', async () => {
    const token = await tokenOf('Compliance@Desk.test');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await call<OperatorInfo>(t.app, 'GET', '/admin/me', {}, token);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect(me).toEqual({
      status: 200,
      type: 'ok',
      message: {
        id: ids.compliance,
        email: 'compliance@desk.test',
        name: 'compliance person',
        role: 'compliance',
        created_at: now,
        last_login_at: now,
        totp_enabled: true,
      },
    });
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const wrong = { type: 'error', message: 'Wrong account or password' };
    expect(await login('nobody@desk.test')).toMatchObject(wrong);
    expect(await login('support@desk.test', 'not-the-password')).toMatchObject(wrong);
  });

  it('locks the operator for 15 minutes after five wrong passwords', async () => {
    await createOperator(t.ctx.db, t.clock, {
      email: 'clumsy@desk.test',
      name: 'Clumsy',
      role: 'support',
      password: PASSWORD,
    });
    for (let i = 0; i < 4; i++) {
      expect((await login('clumsy@desk.test', 'wrong-password')).message).toBe(
        'Wrong account or password',
      );
    }
    const locked = {
      type: 'error',
      message: 'Too many wrong passwords. This account is locked for 15 minutes',
    };
    expect(await login('clumsy@desk.test', 'wrong-password')).toMatchObject(locked);
    // Even the right password waits out the lock.
    expect(await login('clumsy@desk.test')).toMatchObject(locked);
    t.clock.advance(14 * MINUTE_MS);
    expect(await login('clumsy@desk.test')).toMatchObject({
      type: 'error',
      message: 'Too many wrong passwords. This account is locked for 1 minute',
    });
    t.clock.advance(MINUTE_MS);
    expect((await login('clumsy@desk.test')).type).toBe('ok');
  });

  it('refuses a disabled operator and ends their sessions', async () => {
    await createOperator(t.ctx.db, t.clock, {
      email: 'leaver@desk.test',
      name: 'Leaver',
      role: 'finance',
      password: PASSWORD,
    });
    const token = await tokenOf('leaver@desk.test');
    await setOperatorDisabled(t.ctx.db, t.clock, 'leaver@desk.test', true);
    expect(await call(t.app, 'GET', '/admin/me', {}, token)).toMatchObject(SESSION_INVALID);
    expect(await login('leaver@desk.test')).toMatchObject({
      type: 'error',
      message: 'This operator account is disabled',
    });
    // A wrong password never learns that the account exists and is disabled.
    expect((await login('leaver@desk.test', 'wrong-password')).message).toBe(
      'Wrong account or password',
    );
    await setOperatorDisabled(t.ctx.db, t.clock, 'leaver@desk.test', false);
    expect((await login('leaver@desk.test')).type).toBe('ok');
  });

  it('logs out: the token stops working', async () => {
    const token = await tokenOf('support@desk.test');
    expect(await call(t.app, 'GET', '/admin/logout', {}, token)).toMatchObject({
      type: 'ok',
      message: 'Logged out',
    });
    expect(await call(t.app, 'GET', '/admin/me', {}, token)).toMatchObject(SESSION_INVALID);
  });

  it('asks for the fields in the caller language', async () => {
    expect(await call(t.app, 'POST', '/admin/login', { email: 'a@b.cc' })).toMatchObject({
      type: 'error',
      message: 'Password is required',
    });
    expect(
      await call(t.app, 'POST', '/admin/login', {
        email: 'x@desk.test',
        password: 'p',
        lang: 'zh',
      }),
    ).toMatchObject({ type: 'error', message: '账号或密码错误' });
  });
});

describe('tokens of users and operators are kept apart', () => {
  it('refuses a user token on operator routes and an operator token on user routes', async () => {
    const userToken = await signUp(t.app, 'plain-user@example.com');
    const opToken = await tokenOf('admin@desk.test');
    expect(await call(t.app, 'GET', '/admin/me', {}, userToken)).toMatchObject(SESSION_INVALID);
    expect(await call(t.app, 'GET', '/admin/verifications', {}, userToken)).toMatchObject(
      SESSION_INVALID,
    );
    expect(await call(t.app, 'GET', '/user/info', {}, opToken)).toMatchObject(SESSION_INVALID);
    expect(await call(t.app, 'GET', '/real/state', {}, opToken)).toMatchObject(SESSION_INVALID);
  });
});

describe('the role guard', () => {
  it('answers 999 without a token or with a bad one, before any field error', async () => {
    for (const token of [undefined, 'garbage', 'Bearer not-a-real-token-but-long-enough']) {
      expect(await call(t.app, 'GET', '/admin/audit', {}, token)).toMatchObject(SESSION_INVALID);
      expect(await call(t.app, 'POST', '/admin/verifications/1/reject', {}, token)).toMatchObject(
        SESSION_INVALID,
      );
    }
  });

  it('refuses an operator without the role, in their language, before any field error', async () => {
    const finance = await tokenOf('finance@desk.test');
    const support = await tokenOf('support@desk.test');
    const compliance = await tokenOf('compliance@desk.test');
    expect(await call(t.app, 'GET', '/admin/verifications', {}, finance)).toEqual({
      status: 200,
      ...FORBIDDEN,
    });
    expect(await call(t.app, 'POST', '/admin/verifications/1/reject', {}, support)).toMatchObject(
      FORBIDDEN,
    );
    expect(await call(t.app, 'GET', '/admin/audit', {}, compliance)).toMatchObject(FORBIDDEN);
    expect(await call(t.app, 'GET', '/admin/audit', { lang: 'jp' }, finance)).toMatchObject({
      type: 'error',
      message: 'この操作を行う権限がありません',
    });
  });

  it('lets the role through, and admin through every guard', async () => {
    const compliance = await tokenOf('compliance@desk.test');
    const admin = await tokenOf('admin@desk.test');
    expect((await call(t.app, 'GET', '/admin/verifications', {}, compliance)).type).toBe('ok');
    expect((await call(t.app, 'GET', '/admin/verifications', {}, admin)).type).toBe('ok');
    expect((await call(t.app, 'GET', '/admin/audit', {}, admin)).type).toBe('ok');
    // Every operator may read their own profile.
    const support = await tokenOf('support@desk.test');
    expect((await call(t.app, 'GET', '/admin/me', {}, support)).type).toBe('ok');
  });
});

describe('the audit log', () => {
  it('keeps who, when and why, only for work that committed', async () => {
    const at = new Date('2026-11-23T09:30:00Z');
    await t.ctx.db.transaction(async (tx) => {
      await recordAudit(tx, {
        operatorId: ids.finance!,
        action: 'deposit.approve',
        targetTable: 'deposits',
        targetId: 7,
        reason: 'Bank statement matches',
        detail: { amount: '100.5', currency: 'USDT' },
        at,
      });
    });
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await recordAudit(tx, {
          operatorId: ids.finance!,
          action: 'deposit.approve',
          targetTable: 'deposits',
          targetId: 8,
          reason: 'rolled back',
          at,
        });
        throw new Error('the decision failed');
      }),
    ).rejects.toThrow('the decision failed');

    const admin = await tokenOf('admin@desk.test');
    const r = await call<Page<AuditEntry>>(
      t.app,
      'GET',
      '/admin/audit',
      { target_table: 'deposits' },
      admin,
    );
    expect(r.message).toEqual({
      data: [
        {
          id: expect.any(Number),
          operator_id: ids.finance,
          operator_name: 'finance person',
          operator_email: 'finance@desk.test',
          action: 'deposit.approve',
          target_table: 'deposits',
          target_id: '7',
          reason: 'Bank statement matches',
          detail: { amount: '100.5', currency: 'USDT' },
          created_at: Math.floor(at.getTime() / 1000),
          chain_seq: expect.any(Number),
          hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      ],
      total: 1,
      page: 1,
      limit: 10,
    });
    const none = await call<Page<AuditEntry>>(
      t.app,
      'GET',
      '/admin/audit',
      { target_table: 'deposits', target_id: '8' },
      admin,
    );
    expect(none.message.total).toBe(0);
  });

  it('records operator changes made outside a session with no operator', async () => {
    const admin = await tokenOf('admin@desk.test');
    const r = await call<Page<AuditEntry>>(
      t.app,
      'GET',
      '/admin/audit',
      { target_table: 'operators', target_id: String(ids.support), limit: 5 },
      admin,
    );
    expect(r.message.data.map((e) => [e.action, e.operator_id, e.detail])).toEqual([
      ['operator.create', null, { email: 'support@desk.test', role: 'support' }],
    ]);
  });

  it('pages newest first', async () => {
    const admin = await tokenOf('admin@desk.test');
    const first = await call<Page<AuditEntry>>(t.app, 'GET', '/admin/audit', { limit: 2 }, admin);
    const second = await call<Page<AuditEntry>>(
      t.app,
      'GET',
      '/admin/audit',
      { limit: 2, page: 2 },
      admin,
    );
    const all = [...first.message.data, ...second.message.data].map((e) => e.id);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(new Set(all).size).toBe(4);
    expect(first.message.total).toBeGreaterThan(4);
  });

  it('refuses an action name that is not domain.verb', async () => {
    await expect(
      recordAudit(t.ctx.db, {
        operatorId: null,
        action: 'Approve it',
        targetTable: 'x',
        targetId: 1,
        reason: null,
      }),
    ).rejects.toThrow('audit action must look like "domain.verb"');
  });
});

describe('operator sessions', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await buildTestApp();
    await createOperator(s.ctx.db, s.clock, {
      email: 'night@desk.test',
      name: 'Night shift',
      role: 'support',
      password: PASSWORD,
    });
  });
  afterAll(() => s.close());

  const loginHere = async () =>
    (
      await loginOperator(s, {
        email: 'night@desk.test',
        password: PASSWORD,
      })
    ).message;

  it('end after two idle hours', async () => {
    const token = await loginHere();
    s.clock.advance(2 * HOUR_MS);
    expect((await call(s.app, 'GET', '/admin/me', {}, token)).type).toBe('ok');
    s.clock.advance(2 * HOUR_MS + 1);
    expect(await call(s.app, 'GET', '/admin/me', {}, token)).toMatchObject(SESSION_INVALID);
  });

  it('end after twelve hours even when in use', async () => {
    const token = await loginHere();
    for (let h = 0; h < 12; h++) {
      s.clock.advance(HOUR_MS);
      expect((await call(s.app, 'GET', '/admin/me', {}, token)).type).toBe('ok');
    }
    s.clock.advance(1000);
    expect(await call(s.app, 'GET', '/admin/me', {}, token)).toMatchObject(SESSION_INVALID);
  });
});
