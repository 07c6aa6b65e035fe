/**
 * Operators managed from the console: only an admin lists, creates, re-roles, disables and
 * resets them; each change audited with the reason; an admin cannot lock themselves out;
 * a burst of creations of one email makes one operator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, OperatorInfo, OperatorListing, Page } from '@bourse/shared';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { createOperator } from './index.ts';
import { loginOperator } from './testing.ts';

const PASSWORD = 'operator-pass-123';
let t: TestApp;
let admin: string;
let adminId: number;
let support: string;

async function tokenOf(email: string): Promise<string> {
  const r = await loginOperator(t, { email, password: PASSWORD });
  if (r.type !== 'ok') throw new Error(`login of ${email}: ${JSON.stringify(r)}`);
  return r.message;
}

beforeAll(async () => {
  t = await buildTestApp();
  adminId = (
    await createOperator(t.ctx.db, t.clock, {
      email: 'root@ops.test',
      name: 'Root',
      role: 'admin',
      password: PASSWORD,
    })
  ).id;
  await createOperator(t.ctx.db, t.clock, {
    email: 'help@ops.test',
    name: 'Helper',
    role: 'support',
    password: PASSWORD,
  });
  admin = await tokenOf('root@ops.test');
  support = await tokenOf('help@ops.test');
});
afterAll(() => t.close());

const audit = async (action: string) =>
  (await call<Page<AuditEntry>>(t.app, 'GET', '/admin/audit', { action, limit: 100 }, admin))
    .message as Page<AuditEntry>;

describe('operators from the console', () => {
  it('lets only an admin list and create operators, audited with the reason', async () => {
    expect((await call(t.app, 'GET', '/admin/operators', {}, support)).message).toBe(
      'You do not have permission to do this',
    );
    const created = await call<OperatorInfo>(
      t.app,
      'POST',
      '/admin/operators',
      {
        email: 'Desk@Ops.test',
        name: 'Desk',
        role: 'finance',
        password: 'a-long-password-1',
        reason: 'new hire',
      },
      admin,
    );
    expect(created.type).toBe('ok');
    const op = created.message as OperatorInfo;
    expect(op).toMatchObject({ email: 'desk@ops.test', role: 'finance', totp_enabled: false });
    const list = (await call<OperatorListing[]>(t.app, 'GET', '/admin/operators', {}, admin))
      .message as OperatorListing[];
    expect(list.map((o) => o.email)).toContain('desk@ops.test');
    const rows = (await audit('operator.create')).data.filter((a) => a.target_id === String(op.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operator_id: adminId, reason: 'new hire' });
  });

  it('refuses a short password and makes one operator of 12 concurrent creations', async () => {
    const short = await call(
      t.app,
      'POST',
      '/admin/operators',
      { email: 'x@ops.test', name: 'X', role: 'support', password: 'short' },
      admin,
    );
    expect(short.type).toBe('error');
    const replies = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(
          t.app,
          'POST',
          '/admin/operators',
          { email: 'twin@ops.test', name: 'Twin', role: 'support', password: 'a-long-password-2' },
          admin,
        ),
      ),
    );
    expect(replies.filter((r) => r.type === 'ok')).toHaveLength(1);
    for (const r of replies.filter((r) => r.type !== 'ok')) {
      expect(r.message).toBe('An operator with this email already exists');
    }
  });

  it('changes a role, disables (ending their sessions) and enables; never the admin themselves', async () => {
    const created = (
      await call<OperatorInfo>(
        t.app,
        'POST',
        '/admin/operators',
        { email: 'mover@ops.test', name: 'Mover', role: 'support', password: PASSWORD },
        admin,
      )
    ).message as OperatorInfo;
    const token = await tokenOf('mover@ops.test');
    const role = await call<OperatorInfo>(
      t.app,
      'POST',
      `/admin/operators/${created.id}/role`,
      { role: 'compliance', reason: 'moved team' },
      admin,
    );
    expect((role.message as OperatorInfo).role).toBe('compliance');
    await call(t.app, 'POST', `/admin/operators/${created.id}/disable`, { reason: 'left' }, admin);
    expect((await call(t.app, 'GET', '/admin/me', {}, token)).type).toBe('999');
    const enabled = await call(
      t.app,
      'POST',
      `/admin/operators/${created.id}/enable`,
      { reason: 'back' },
      admin,
    );
    expect(enabled.type).toBe('ok');
    for (const verb of ['disable', 'role', 'reset-totp']) {
      const self = await call(
        t.app,
        'POST',
        `/admin/operators/${adminId}/${verb}`,
        { reason: 'oops', role: 'support' },
        admin,
      );
      expect(self.message, verb).toBe(
        'You cannot change your own operator account here; ask another admin',
      );
    }
    expect((await audit('operator')).data.map((a) => a.action)).toEqual(
      expect.arrayContaining(['operator.setRole', 'operator.disable', 'operator.enable']),
    );
  });

  it('resets an authenticator (the operator enrols again) and refuses a reason-less change', async () => {
    const created = (
      await call<OperatorInfo>(
        t.app,
        'POST',
        '/admin/operators',
        { email: 'phone@ops.test', name: 'Lost Phone', role: 'support', password: PASSWORD },
        admin,
      )
    ).message as OperatorInfo;
    await tokenOf('phone@ops.test');
    expect(
      (await call(t.app, 'POST', `/admin/operators/${created.id}/reset-totp`, {}, admin)).type,
    ).toBe('error');
    const reset = await call<OperatorInfo>(
      t.app,
      'POST',
      `/admin/operators/${created.id}/reset-totp`,
      { reason: 'lost phone' },
      admin,
    );
    expect((reset.message as OperatorInfo).totp_enabled).toBe(false);
  });

  it('answers ids past int32 and unknown ids clearly', async () => {
    for (const id of ['2147483648', '99999999999', '424242']) {
      const r = await call(t.app, 'POST', `/admin/operators/${id}/disable`, { reason: 'x' }, admin);
      expect(r.type, id).toBe('error');
      expect(r.status).toBe(200);
    }
  });
});
