/** A purchase the desk rejects credits nothing, tells the buyer why, and cannot be confirmed later. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminPurchaseView, PurchaseView } from '@bourse/shared';
import { call } from '../../test/helper.ts';
import { expectLedgerBalanced, journalCount } from '../ledger/testing.ts';
import { USDT, balanceOf, buyer, paidOrder, purchaseApp, type FundingApp } from './testing.ts';

let f: FundingApp;
beforeAll(async () => {
  f = await purchaseApp();
});
afterAll(() => f.close());

it('rejects with a reason, credits nothing, and refuses a later confirmation', async () => {
  const ada = await buyer(f);
  const p = await paidOrder(f, ada, { country: 'NG', currency: 'NGN', amount: '150000' });
  // 150000 / 1440 = 104.1666666...
  expect(p).toMatchObject({ rate: '1440', usdt_amount: '104.166666' });

  expect(await call(f.t.app, 'POST', `/admin/purchases/${p.id}/reject`, {}, f.finance)).toEqual({
    status: 200,
    type: 'error',
    message: 'Reason is required',
  });
  const r = await call<AdminPurchaseView>(
    f.t.app,
    'POST',
    `/admin/purchases/${p.id}/reject`,
    { reason: 'No transfer with this reference arrived' },
    f.finance,
  );
  expect(r.message).toMatchObject({
    id: p.id,
    status: 'rejected',
    reason: 'No transfer with this reference arrived',
    decided_by: f.financeId,
  });
  expect(
    await call(f.t.app, 'POST', `/admin/purchases/${p.id}/confirm`, {}, f.finance),
  ).toMatchObject({ type: 'error', message: 'This order has already been decided' });

  expect(await balanceOf(f, ada, USDT, 'legal')).toEqual({ available: '0', frozen: '0' });
  expect(await journalCount(f.t.ctx.db)).toBe(0);
  const seen = await call<PurchaseView>(
    f.t.app,
    'GET',
    '/purchase/detail',
    { id: p.id },
    ada.token,
  );
  expect(seen.message).toMatchObject({
    status: 'rejected',
    reason: 'No transfer with this reference arrived',
  });
  await expectLedgerBalanced(f.t.ctx);
});
