/** An approved withdrawal pays the frozen amount out and the fee to the fees account. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdminWithdrawalView, Page, WithdrawalView } from '@bourse/shared';
import { call } from '../../test/helper.ts';
import { auditLog } from '../admin/index.ts';
import { balancesOf } from '../ledger/index.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import {
  TRON_ADDRESS,
  USDT,
  balanceOf,
  customer,
  fund,
  fundingApp,
  withdraw,
  type FundingApp,
} from './testing.ts';

let f: FundingApp;
beforeAll(async () => {
  f = await fundingApp();
});
afterAll(() => f.close());

const systemBalance = async (id: number) => {
  const [row] = await balancesOf(f.t.ctx.db, { kind: 'system', id });
  return row ? Number(row.available).toString() : '0';
};

it('freezes 50 USDT plus the 1 USDT fee, then releases both on approval', async () => {
  const carol = await customer(f);
  await fund(f, carol, USDT, '100');
  const placed = await withdraw(f, carol, { currency: USDT, amount: '50' });
  const now = Math.floor(f.t.clock.now().getTime() / 1000);
  expect(placed).toEqual({
    status: 200,
    type: 'ok',
    message: {
      id: expect.any(Number),
      currency: USDT,
      currency_name: 'USDT',
      account: 'change',
      account_type: 2,
      network: 'TRC20',
      address: TRON_ADDRESS,
      bank: null,
      amount: '50',
      fee: '1',
      total: '51',
      status: 'pending',
      tx_hash: null,
      reason: null,
      created_at: now,
      decided_at: null,
      name: 'USDT',
      number: '50',
      create_time: now,
    },
  });
  expect(await balanceOf(f, carol, USDT)).toEqual({ available: '49', frozen: '51' });

  const id = placed.message.id;
  const queue = await call<Page<AdminWithdrawalView>>(
    f.t.app,
    'GET',
    '/admin/withdrawals',
    {},
    f.finance,
  );
  expect(queue.message.data.map((w) => [w.id, w.user_id, w.btc_value])).toEqual([
    [id, carol.id, '0.001'],
  ]);

  const hash = 'a'.repeat(64);
  const approve = () =>
    call<AdminWithdrawalView>(
      f.t.app,
      'POST',
      `/admin/withdrawals/${id}/approve`,
      { tx_hash: hash },
      f.finance,
    );
  const approved = await approve();
  expect(approved.message).toMatchObject({
    id,
    status: 'approved',
    tx_hash: hash,
    bank: null,
    payout_details: null,
    decided_by: f.financeId,
    decided_at: now,
  });
  expect(await balanceOf(f, carol, USDT)).toEqual({ available: '49', frozen: '0' });
  // external: -100 in, +50 out; fees: +1.
  expect(await systemBalance(3)).toBe('-50');
  expect(await systemBalance(2)).toBe('1');

  expect(await approve()).toEqual({
    status: 200,
    type: 'error',
    message: 'This withdrawal has already been decided',
  });
  expect(await balanceOf(f, carol, USDT)).toEqual({ available: '49', frozen: '0' });

  // One notice in the user's Messages, naming the address and network it went to.
  const mail = await call<{ list: { title: string; abstract: string }[] }>(
    f.t.app,
    'GET',
    '/mailMessage/getList',
    {},
    carol.token,
  );
  expect(mail.message.list.filter((m) => m.title === 'Withdrawal sent')).toEqual([
    expect.objectContaining({
      abstract: expect.stringContaining(`Your withdrawal of 50 USDT to ${TRON_ADDRESS} (TRC20)`),
    }),
  ]);

  const list = await call<Page<WithdrawalView>>(
    f.t.app,
    'GET',
    '/user/withdraw/list',
    {},
    carol.token,
  );
  expect(list.message.data.map((w) => [w.id, w.status, w.tx_hash])).toEqual([
    [id, 'approved', hash],
  ]);
  const audits = await f.t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetTable, 'withdrawals'), eq(auditLog.targetId, String(id))));
  expect(audits.map((a) => a.action)).toEqual(['withdrawal.approve']);
  await expectLedgerBalanced(f.t.ctx);
});

it('refuses a transaction hash already recorded on another withdrawal', async () => {
  const dave = await customer(f);
  await fund(f, dave, USDT, '30');
  const placed = await withdraw(f, dave, { currency: USDT, amount: '10' });
  const r = await call(
    f.t.app,
    'POST',
    `/admin/withdrawals/${placed.message.id}/approve`,
    { tx_hash: 'a'.repeat(64) },
    f.finance,
  );
  expect(r).toMatchObject({
    type: 'error',
    message: 'This transaction hash is already recorded on another withdrawal',
  });
  expect(await balanceOf(f, dave, USDT)).toEqual({ available: '19', frozen: '11' });
  await expectLedgerBalanced(f.t.ctx);
});
