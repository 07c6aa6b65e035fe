/** A deposit confirmed twice (or confirmed, then rejected) credits the account exactly once. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdminDepositView, DepositView, Page } from '@bourse/shared';
import { call } from '../../test/helper.ts';
import { auditLog } from '../admin/index.ts';
import { expectLedgerBalanced, journalsFor } from '../ledger/testing.ts';
import { USDT, askDeposit, balanceOf, customer, fundingApp, type FundingApp } from './testing.ts';

let f: FundingApp;
beforeAll(async () => {
  f = await fundingApp();
});
afterAll(() => f.close());

it('credits 1500.25 USDT to the chosen account once, and refuses the second decision', async () => {
  const alice = await customer(f, { level: 0, payPassword: false });
  const asked = await askDeposit(f, alice, {
    currency: USDT,
    amount: '1500.25',
    type: 'TRC20',
    account: 'legal',
  });
  const now = Math.floor(f.t.clock.now().getTime() / 1000);
  expect(asked).toEqual({
    status: 200,
    type: 'ok',
    message: {
      id: expect.any(Number),
      currency: USDT,
      currency_name: 'USDT',
      account: 'legal',
      account_type: 1,
      network: 'TRC20',
      amount: '1500.25',
      voucher: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.png$/),
      status: 'pending',
      reason: null,
      created_at: now,
      decided_at: null,
      name: 'USDT',
    },
  });
  const id = asked.message.id;
  expect(await balanceOf(f, alice, USDT, 'legal')).toEqual({ available: '0', frozen: '0' });

  // The decision is pushed to its user (their record pages refetch), once.
  const pushed: unknown[][] = [];
  f.t.ctx.realtime.attach({
    publish: () => {},
    toUser: (userId, event, payload) => pushed.push([userId, event, payload]),
  });
  const confirm = () =>
    call<AdminDepositView>(f.t.app, 'POST', `/admin/deposits/${id}/confirm`, {}, f.finance);
  const first = await confirm();
  expect(first.message).toMatchObject({
    id,
    status: 'confirmed',
    user_id: alice.id,
    user_account: alice.email,
    decided_by: f.financeId,
    decided_at: now,
  });
  expect(await balanceOf(f, alice, USDT, 'legal')).toEqual({ available: '1500.25', frozen: '0' });

  const decided = { status: 200, type: 'error', message: 'This deposit has already been decided' };
  expect(await confirm()).toEqual(decided);
  expect(
    await call(f.t.app, 'POST', `/admin/deposits/${id}/reject`, { reason: 'late' }, f.finance),
  ).toEqual(decided);
  expect(await balanceOf(f, alice, USDT, 'legal')).toEqual({ available: '1500.25', frozen: '0' });
  expect(pushed).toEqual([[alice.id, 'notice', { about: 'deposit', id }]]);

  const posted = await journalsFor(f.t.ctx.db, { table: 'deposits', id });
  expect(posted.map((j) => [j.reason, j.idempotencyKey])).toEqual([['deposit', `deposit:${id}`]]);
  const audits = await f.t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetTable, 'deposits'), eq(auditLog.targetId, String(id))));
  expect(audits.map((a) => a.action)).toEqual(['deposit.confirm']);

  // One notice in the user's Messages, however many decisions were tried.
  const mail = await call<{ list: { title: string; abstract: string }[] }>(
    f.t.app,
    'GET',
    '/mailMessage/getList',
    {},
    alice.token,
  );
  expect(mail.message.list.filter((m) => m.title === 'Deposit credited')).toEqual([
    expect.objectContaining({
      abstract: 'Your deposit of 1500.25 USDT has been credited to your account.',
    }),
  ]);

  const log = await call<Page<DepositView>>(f.t.app, 'GET', '/recharge/log', {}, alice.token);
  expect(log.message).toMatchObject({ total: 1, page: 1, limit: 10 });
  expect(log.message.data[0]).toMatchObject({ id, status: 'confirmed', amount: '1500.25' });
  await expectLedgerBalanced(f.t.ctx);
});
