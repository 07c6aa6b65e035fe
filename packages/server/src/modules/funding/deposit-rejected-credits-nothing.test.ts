/** A rejected deposit credits nothing, tells the user why, and cannot be confirmed later. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminDepositView, DepositView, Page } from '@bourse/shared';
import { call } from '../../test/helper.ts';
import { expectLedgerBalanced, journalsFor } from '../ledger/testing.ts';
import { BTC, askDeposit, balanceOf, customer, fundingApp, type FundingApp } from './testing.ts';

let f: FundingApp;
beforeAll(async () => {
  f = await fundingApp();
});
afterAll(() => f.close());

it('rejects 0.5 BTC with a reason, credits nothing and refuses a later confirmation', async () => {
  const bob = await customer(f, { level: 0, payPassword: false });
  const asked = await askDeposit(f, bob, { currency: BTC, amount: '0.5', type: 'BTC' });
  const id = asked.message.id;
  const url = `/admin/deposits/${id}/reject`;

  expect(await call(f.t.app, 'POST', url, {}, f.finance)).toEqual({
    status: 200,
    type: 'error',
    message: 'Reason is required',
  });
  const rejected = await call<AdminDepositView>(
    f.t.app,
    'POST',
    url,
    { reason: 'No transfer with this receipt arrived' },
    f.finance,
  );
  expect(rejected.message).toMatchObject({
    id,
    status: 'rejected',
    reason: 'No transfer with this receipt arrived',
    amount: '0.5',
    decided_by: f.financeId,
  });
  expect(await call(f.t.app, 'POST', `/admin/deposits/${id}/confirm`, {}, f.finance)).toMatchObject(
    { type: 'error', message: 'This deposit has already been decided' },
  );

  expect(await balanceOf(f, bob, BTC)).toEqual({ available: '0', frozen: '0' });
  expect(await journalsFor(f.t.ctx.db, { table: 'deposits' })).toEqual([]);
  const log = await call<Page<DepositView>>(f.t.app, 'GET', '/recharge/log', {}, bob.token);
  expect(log.message.data.map((d) => [d.id, d.status, d.reason])).toEqual([
    [id, 'rejected', 'No transfer with this receipt arrived'],
  ]);
  await expectLedgerBalanced(f.t.ctx);
});
