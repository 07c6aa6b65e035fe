/**
 * Who may sign in: disabling a user (login refused before the password, every old token
 * refused at once, audited with before/after), enabling them again, ending their sessions,
 * the roles allowed each, and the races: 20 operators disabling at once, and a disable
 * racing 20 logins with the right password.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminUserAccess, AuditEntry, Page, UserInfo } from '@bourse/shared';
import { MINUTE_MS } from '../../clock.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { sessions, users } from '../users/index.ts';
import { TEST_PASSWORD, signUp } from '../users/testing.ts';
import { createOperator } from './index.ts';
import { operatorToken } from './testing.ts';

const PASSWORD = 'operator-pass-123';
const FORBIDDEN = 'You do not have permission to do this';
const DISABLED = 'This account has been disabled. Please contact customer service';
const ALREADY = 'This user is already disabled';

let t: TestApp;
const desk: Record<'admin' | 'compliance' | 'finance' | 'support', string> = {
  admin: '',
  compliance: '',
  finance: '',
  support: '',
};
let serial = 0;

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['admin', 'compliance', 'finance', 'support'] as const) {
    await createOperator(t.ctx.db, t.clock, {
      email: `${role}@desk.test`,
      name: `${role} desk`,
      role,
      password: PASSWORD,
    });
    desk[role] = await operatorToken(t, `${role}@desk.test`, PASSWORD);
  }
});
afterAll(() => t.close());
// Operator sessions end after two idle hours; the clock moves a minute per test.
beforeEach(() => t.clock.advance(MINUTE_MS));

interface Member {
  id: number;
  email: string;
  token: string;
}

async function member(): Promise<Member> {
  const email = `member${++serial}@example.com`;
  const token = await signUp(t.app, email);
  const info = await call<UserInfo>(t.app, 'GET', '/user/info', {}, token);
  return { id: info.message.id, email, token };
}

const login = (email: string, password = TEST_PASSWORD) =>
  call<string>(t.app, 'POST', '/user/login', { user_string: email, password });
const info = async (token: string) => (await call(t.app, 'GET', '/user/info', {}, token)).type;
const act = (
  what: 'disable' | 'enable' | 'revoke-sessions',
  id: number | string,
  token: string | undefined,
  body: Record<string, string> = { reason: 'fraud report #12' },
) => call<AdminUserAccess>(t.app, 'POST', `/admin/users/${id}/${what}`, body, token);

async function auditOf(id: number, action: string): Promise<AuditEntry[]> {
  const r = await call<Page<AuditEntry>>(
    t.app,
    'GET',
    '/admin/audit',
    { target_table: 'users', target_id: String(id), limit: 100 },
    desk.admin,
  );
  return r.message.data.filter((e) => e.action === action);
}

async function liveSessions(userId: number): Promise<number> {
  const rows = await t.ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return rows.length;
}

describe('disable', () => {
  it('refuses the login before the password, ends every old token at once, audits before/after', async () => {
    const m = await member();
    const second = (await login(m.email)).message;
    expect(await info(m.token)).toBe('ok');
    expect(await info(second)).toBe('ok');
    const r = await act('disable', m.id, desk.compliance);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect(r).toMatchObject({
      type: 'ok',
      message: {
        user_id: m.id,
        disabled: true,
        disabled_at: now,
        disabled_reason: 'fraud report #12',
        sessions_revoked: 2,
      },
    });
    // Both tokens were in this app's session cache; the revocation reached it at once.
    expect(await info(m.token)).toBe('999');
    expect(await info(second)).toBe('999');
    expect(await login(m.email)).toMatchObject({ type: 'error', message: DISABLED });
    // Before the password: a wrong one gets the same answer and counts no attempt.
    expect(await login(m.email, 'wrong-password-1')).toMatchObject({ message: DISABLED });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, m.id));
    expect(row!.failedLogins).toBe(0);
    const [audit] = await auditOf(m.id, 'user.disable');
    expect(audit).toMatchObject({
      reason: 'fraud report #12',
      detail: {
        before: { disabled_at: null, disabled_reason: null },
        after: { disabled_at: now, disabled_reason: 'fraud report #12' },
        sessions_revoked: 2,
      },
    });
    const detail = await call(t.app, 'GET', `/admin/users/${m.id}`, {}, desk.support);
    expect(detail.message).toMatchObject({
      disabled: true,
      disabled_at: now,
      disabled_reason: 'fraud report #12',
      sessions: [],
    });
  });

  it('refuses a second disable with no second audit row', async () => {
    const m = await member();
    expect((await act('disable', m.id, desk.admin)).type).toBe('ok');
    expect(await act('disable', m.id, desk.admin, { reason: 'again' })).toMatchObject({
      type: 'error',
      message: ALREADY,
    });
    expect(await auditOf(m.id, 'user.disable')).toHaveLength(1);
  });

  it('of 20 operators disabling at once exactly one acts and is audited', async () => {
    const m = await member();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        act('disable', m.id, i % 2 ? desk.compliance : desk.admin, { reason: `report ${i}` }),
      ),
    );
    expect(replies.filter((r) => r.type === 'ok')).toHaveLength(1);
    expect(replies.filter((r) => (r.message as unknown) === ALREADY)).toHaveLength(19);
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(await auditOf(m.id, 'user.disable')).toHaveLength(1);
  });

  it('racing 20 logins with the right password leaves no usable session', async () => {
    const m = await member();
    const [logins, disabled] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => login(m.email))),
      act('disable', m.id, desk.compliance),
    ]);
    expect(disabled.type).toBe('ok');
    // Twenty at once also spend the login's attempt budget (attemptGuard reserves before the
    // hash), so some are told the account is locked; none may hold a session that works.
    const LOCKED = 'Too many wrong passwords. This account is locked for 15 minutes';
    for (const r of logins) {
      if (r.type === 'ok') expect(await info(r.message)).toBe('999');
      else expect([DISABLED, LOCKED]).toContain(r.message);
    }
    expect(await info(m.token)).toBe('999');
    expect(await liveSessions(m.id)).toBe(0);
  });

  it('is compliance’s (and admin’s): finance and support are refused, a guest gets 999', async () => {
    const m = await member();
    for (const role of ['finance', 'support'] as const) {
      expect(await act('disable', m.id, desk[role])).toMatchObject({
        type: 'error',
        message: FORBIDDEN,
      });
      expect(await act('enable', m.id, desk[role])).toMatchObject({ message: FORBIDDEN });
    }
    expect((await act('disable', m.id, undefined)).type).toBe('999');
    expect((await act('disable', m.id, m.token)).type).toBe('999');
    expect(await info(m.token)).toBe('ok');
    expect(await auditOf(m.id, 'user.disable')).toHaveLength(0);
  });

  it('needs a reason of 1 to 500 characters without NUL bytes', async () => {
    const m = await member();
    const bodies: Record<string, string>[] = [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'x'.repeat(501) },
    ];
    for (const body of bodies) {
      expect(await act('disable', m.id, desk.compliance, body)).toMatchObject({
        status: 200,
        type: 'error',
      });
    }
    const nul = await act('disable', m.id, desk.compliance, { reason: 'bad\u0000actor' });
    expect(nul).toMatchObject({ status: 200, type: 'error' });
    expect(await info(m.token)).toBe('ok');
  });

  it('refuses unknown ids clearly and ids past int32 without a 500', async () => {
    expect(await act('disable', 999999, desk.compliance)).toMatchObject({
      type: 'error',
      message: 'No user has this id',
    });
    for (const id of ['2147483648', '99999999999']) {
      for (const what of ['disable', 'enable', 'revoke-sessions'] as const) {
        expect(await act(what, id, desk.admin)).toMatchObject({ status: 200, type: 'error' });
      }
    }
  });
});

describe('enable', () => {
  it('lets the user sign in again, audited with before/after; enabling twice is refused', async () => {
    const m = await member();
    expect((await act('disable', m.id, desk.compliance)).type).toBe('ok');
    const disabledAt = Math.floor(t.clock.now().getTime() / 1000);
    t.clock.advance(MINUTE_MS);
    const r = await act('enable', m.id, desk.compliance, { reason: 'cleared' });
    expect(r.message).toEqual({
      user_id: m.id,
      disabled: false,
      disabled_at: null,
      disabled_reason: null,
      sessions_revoked: 0,
    });
    // The old token stays ended; a new login works.
    expect(await info(m.token)).toBe('999');
    const again = await login(m.email);
    expect(again.type).toBe('ok');
    expect(await info(again.message)).toBe('ok');
    const [audit] = await auditOf(m.id, 'user.enable');
    expect(audit).toMatchObject({
      reason: 'cleared',
      detail: {
        before: { disabled_at: disabledAt, disabled_reason: 'fraud report #12' },
        after: { disabled_at: null, disabled_reason: null },
      },
    });
    expect(await act('enable', m.id, desk.compliance)).toMatchObject({
      type: 'error',
      message: 'This user is not disabled',
    });
    expect(await auditOf(m.id, 'user.enable')).toHaveLength(1);
  });
});

describe('revoke-sessions', () => {
  it('ends every session at once, audited with the count; the user may sign in again', async () => {
    const m = await member();
    const other = (await login(m.email)).message;
    expect(await info(other)).toBe('ok');
    const r = await act('revoke-sessions', m.id, desk.support, { reason: 'lost phone' });
    expect(r.message).toMatchObject({ user_id: m.id, disabled: false, sessions_revoked: 2 });
    expect(await info(m.token)).toBe('999');
    expect(await info(other)).toBe('999');
    expect(await auditOf(m.id, 'user.revokeSessions')).toMatchObject([
      { reason: 'lost phone', detail: { count: 2 } },
    ]);
    expect((await login(m.email)).type).toBe('ok');
  });

  it('is support’s and compliance’s; finance is refused', async () => {
    const m = await member();
    expect(await act('revoke-sessions', m.id, desk.finance)).toMatchObject({ message: FORBIDDEN });
    expect(await info(m.token)).toBe('ok');
    expect((await act('revoke-sessions', m.id, desk.compliance)).message).toMatchObject({
      sessions_revoked: 1,
    });
    expect((await act('revoke-sessions', m.id, undefined)).type).toBe('999');
  });
});
