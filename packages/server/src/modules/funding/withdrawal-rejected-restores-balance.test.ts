/** A rejected withdrawal unfreezes its amount and fee: the balance is as before. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminWithdrawalView, Page, WithdrawalView } from '@bourse/shared';
import { call } from '../../test/helper.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import {
  BTC,
  BTC_ADDRESS,
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

it('restores 1.2345 BTC after freezing 0.5 BTC plus the 0.0005 BTC fee', async () => {
  const erin = await customer(f);
  await fund(f, erin, BTC, '1.2345');
  const placed = await withdraw(f, erin, {
    currency: BTC,
    amount: '0.5',
    network: 'BTC',
    address: BTC_ADDRESS,
  });
  expect(placed.message).toMatchObject({ amount: '0.5', fee: '0.0005', total: '0.5005' });
  expect(await balanceOf(f, erin, BTC)).toEqual({ available: '0.734', frozen: '0.5005' });

  const url = `/admin/withdrawals/${placed.message.id}/reject`;
  expect(await call(f.t.app, 'POST', url, { reason: '' }, f.finance)).toMatchObject({
    type: 'error',
    message: 'Reason is required',
  });
  const rejected = await call<AdminWithdrawalView>(
    f.t.app,
    'POST',
    url,
    { reason: 'The address belongs to a sanctioned service' },
    f.finance,
  );
  expect(rejected.message).toMatchObject({
    status: 'rejected',
    tx_hash: null,
    reason: 'The address belongs to a sanctioned service',
  });
  expect(await balanceOf(f, erin, BTC)).toEqual({ available: '1.2345', frozen: '0' });

  expect(
    await call(
      f.t.app,
      'POST',
      `/admin/withdrawals/${placed.message.id}/approve`,
      { tx_hash: 'b'.repeat(64) },
      f.finance,
    ),
  ).toMatchObject({ type: 'error', message: 'This withdrawal has already been decided' });
  expect(await balanceOf(f, erin, BTC)).toEqual({ available: '1.2345', frozen: '0' });

  const list = await call<Page<WithdrawalView>>(
    f.t.app,
    'GET',
    '/user/withdraw/list',
    {},
    erin.token,
  );
  expect(list.message.data.map((w) => [w.status, w.reason])).toEqual([
    ['rejected', 'The address belongs to a sanctioned service'],
  ]);
  await expectLedgerBalanced(f.t.ctx);
});
