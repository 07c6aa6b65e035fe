/**
 * The console's dashboard and recorded ledger verifications: today's users, deposits and
 * withdrawals counted by the UTC day of the clock (yesterday's left out), the pending
 * queues, system balances for finance only, and the last `ledger:verify` run, recorded
 * from the console (audited) or the command line's door, one at a time.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard, AuditEntry, LedgerVerifyRun, Page } from '@bourse/shared';
import { call } from '../../test/helper.ts';
import {
  BTC,
  OPERATOR_PASSWORD,
  USDT,
  askDeposit,
  customer,
  fund,
  fundingApp,
  relogin,
  withdraw,
  type FundingApp,
} from '../funding/testing.ts';
import { requestCode, signUp } from '../users/testing.ts';
import { createOperator, recordLedgerVerify } from './index.ts';
import { operatorToken } from './testing.ts';

const FORBIDDEN = 'You do not have permission to do this';

let f: FundingApp;
let admin: string;

const board = (token: string | undefined) =>
  call<AdminDashboard>(f.t.app, 'GET', '/admin/dashboard', {}, token);
const verify = (token: string | undefined) =>
  call<LedgerVerifyRun>(f.t.app, 'POST', '/admin/ledger/verify', {}, token);
const signInAll = async () => {
  await relogin(f);
  admin = await operatorToken(f.t, 'admin@desk.test', OPERATOR_PASSWORD);
};

async function approveWithdrawal(id: number): Promise<void> {
  const txHash = String(id).padStart(64, 'b');
  const r = await call(
    f.t.app,
    'POST',
    `/admin/withdrawals/${id}/approve`,
    { tx_hash: txHash },
    f.finance,
  );
  expect(r, JSON.stringify(r)).toMatchObject({ type: 'ok' });
}

beforeAll(async () => {
  f = await fundingApp();
  await createOperator(f.t.ctx.db, f.t.clock, {
    email: 'admin@desk.test',
    name: 'admin desk',
    role: 'admin',
    password: OPERATOR_PASSWORD,
  });
  const alice = await customer(f, { level: 1 });
  const bob = await customer(f, { level: 1 });

  // Yesterday (UTC), ten minutes before midnight: a deposit in each coin, and a withdrawal.
  f.t.clock.set('2026-11-25T23:50:00Z');
  await signInAll();
  await fund(f, alice, USDT, '100');
  await fund(f, bob, BTC, '0.5');
  const early = await withdraw(f, alice, { currency: USDT, amount: '10' });
  await approveWithdrawal(early.message.id);

  // Today: two USDT deposits, one withdrawal approved, one of each waiting.
  f.t.clock.set('2026-11-26T00:10:00Z');
  await signInAll();
  await fund(f, alice, USDT, '30');
  await fund(f, bob, USDT, '20');
  expect((await askDeposit(f, bob, { currency: USDT, amount: '7', type: 'TRC20' })).type).toBe(
    'ok',
  );
  const sent = await withdraw(f, alice, { currency: USDT, amount: '50' });
  await approveWithdrawal(sent.message.id);
  expect((await withdraw(f, alice, { currency: USDT, amount: '10' })).type).toBe('ok');

  // A user who signed up today and asked for verification.
  const dave = await signUp(f.t.app, 'dave@example.com');
  const code = await requestCode(f.t.app, '13900000077', 'bind', dave);
  const bound = await call(f.t.app, 'POST', '/safe/mobile', { mobile: '13900000077', code }, dave);
  expect(bound.type).toBe('ok');
  const real = { real_type: 1, id_type: 'passport', name: 'Dave Doe', card_id: 'P7654321' };
  expect((await call(f.t.app, 'POST', '/user/real', real, dave)).type).toBe('ok');
});
afterAll(() => f.close());

describe('GET /admin/dashboard', () => {
  it('counts users, today’s decided deposits and withdrawals (not yesterday’s), the queues', async () => {
    const r = await board(f.support);
    expect(r.type).toBe('ok');
    expect(r.message).toMatchObject({
      users: { total: 3, today: 1 },
      deposits_today: [{ currency: 'USDT', count: 2, amount: '50' }],
      withdrawals_today: [{ currency: 'USDT', count: 1, amount: '50' }],
      pending: {
        deposits: 1,
        withdrawals: 1,
        purchases: 0,
        verifications: 1,
        traders: 0,
        loans: 0,
        chats: 0,
      },
      ledger_verify: null,
    });
  });

  it('shows system balances to finance and admin only', async () => {
    for (const token of [f.support, f.compliance]) {
      expect((await board(token)).message.system_balances).toBeNull();
    }
    for (const token of [f.finance, admin]) {
      const balances = (await board(token)).message.system_balances;
      // external: -(100 + 30 + 20) in, +10 and +50 paid out; -0.5 BTC in.
      expect(balances).toEqual(
        expect.arrayContaining([
          {
            owner: 'external',
            account: 'change',
            currency: 'USDT',
            available: '-90',
            frozen: '0',
            balance: '-90',
          },
          expect.objectContaining({ owner: 'external', currency: 'BTC', balance: '-0.5' }),
        ]),
      );
    }
  });

  it('answers a signed-out caller and a user token with 999', async () => {
    expect((await board(undefined)).type).toBe('999');
    expect(
      (await call(f.t.app, 'GET', '/admin/dashboard', { lang: 'jp' }, 'x'.repeat(43))).type,
    ).toBe('999');
  });
});

describe('POST /admin/ledger/verify', () => {
  it('is finance’s: support and compliance are refused and nothing is recorded', async () => {
    for (const token of [f.support, f.compliance]) {
      expect(await verify(token)).toMatchObject({ type: 'error', message: FORBIDDEN });
    }
    expect((await verify(undefined)).type).toBe('999');
    expect((await board(admin)).message.ledger_verify).toBeNull();
  });

  it('records the run, audits it, and the dashboard shows it', async () => {
    const r = await verify(f.finance);
    const now = Math.floor(f.t.clock.now().getTime() / 1000);
    expect(r).toMatchObject({
      type: 'ok',
      message: { ok: true, source: 'console', operator_id: f.financeId, checked_at: now },
    });
    expect(r.message.summary).toMatch(/^Ledger: \d+ journals, \d+ entries, \d+ balances\.\nOK: /);
    expect((await board(f.support)).message.ledger_verify).toEqual({
      ok: true,
      checked_at: now,
      source: 'console',
      summary: r.message.summary,
    });
    const audit = await call<Page<AuditEntry>>(
      f.t.app,
      'GET',
      '/admin/audit',
      { target_table: 'ledger_verify_runs', target_id: String(r.message.id) },
      admin,
    );
    expect(audit.message.data).toMatchObject([
      { action: 'ledger.verify', operator_id: f.financeId, detail: { ok: true, problems: 0 } },
    ]);
  });

  it('shows the latest run, whichever door recorded it', async () => {
    const { run } = await recordLedgerVerify(f.t.ctx.db, f.t.clock, {
      source: 'cli',
      operatorId: null,
    });
    expect((await board(f.support)).message.ledger_verify).toMatchObject({
      ok: true,
      source: 'cli',
      checked_at: run.checked_at,
    });
  });

  it('of 20 asked at once each is recorded and audited, or refused as running', async () => {
    const count = async (table: string) =>
      Number(
        (
          (await f.t.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
      );
    const runsBefore = await count('ledger_verify_runs');
    const auditBefore = await count(`audit_log where action = 'ledger.verify'`);
    const replies = await Promise.all(Array.from({ length: 20 }, () => verify(f.finance)));
    const oks = replies.filter((r) => r.type === 'ok').length;
    expect(oks).toBeGreaterThanOrEqual(1);
    for (const r of replies.filter((x) => x.type !== 'ok')) {
      expect(r.message).toBe(
        'A ledger verification is already running; try again when it has finished',
      );
    }
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(await count('ledger_verify_runs')).toBe(runsBefore + oks);
    expect(await count(`audit_log where action = 'ledger.verify'`)).toBe(auditBefore + oks);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'refuses a run while another holds the lock (PostgreSQL)',
    async () => {
      let reply: Awaited<ReturnType<typeof verify>> | undefined;
      await f.t.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${0x6c6476}::int, 0)`);
        reply = await verify(f.finance);
      });
      expect(reply).toMatchObject({
        type: 'error',
        message: 'A ledger verification is already running; try again when it has finished',
      });
      expect((await verify(f.finance)).type).toBe('ok');
    },
  );

  it('records a broken ledger as not ok, with the problems in its summary', async () => {
    await f.t.ctx.db.execute(
      sql`update balances set available = available + 1 where owner_kind = 'user' and currency_id = ${USDT}`,
    );
    const r = await verify(f.finance);
    expect(r.message.ok).toBe(false);
    expect(r.message.summary).toContain('[balanceMismatch]');
    expect((await board(f.support)).message.ledger_verify).toMatchObject({ ok: false });
  });
});
