/**
 * An unpaid order is cancelled 30 minutes after it was made (ManualClock): it can no
 * longer be reported paid or confirmed, and the job cancels it once however often it runs.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page, PurchaseView } from '@bourse/shared';
import { MINUTE_MS, SECOND_MS } from '../../clock.ts';
import { call } from '../../test/helper.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { expireUnpaidPurchases } from './index.ts';
import {
  USDT,
  balanceOf,
  buyer,
  order,
  purchaseApp,
  reportPaid,
  type FundingApp,
} from './testing.ts';

let f: FundingApp;
beforeAll(async () => {
  f = await purchaseApp();
});
afterAll(() => f.close());

const expired = {
  status: 200,
  type: 'error',
  message: 'This order was cancelled because it was not paid in time',
};

it('keeps the order for 30 minutes, then cancels it and refuses payment and confirmation', async () => {
  const ada = await buyer(f);
  const created = await order(f, ada, { amount: '500' });
  const id = created.message.id;
  const early = await order(f, ada, { amount: '600' });

  f.t.clock.advance(30 * MINUTE_MS - SECOND_MS);
  expect(await expireUnpaidPurchases(f.t.ctx)).toBe(0);
  // Paid in time: the job leaves it alone from now on.
  expect((await reportPaid(f, ada, early.message.id)).message.status).toBe('transfer_completed');

  f.t.clock.advance(SECOND_MS);
  // Due but not yet swept: already refused.
  expect(await reportPaid(f, ada, id)).toEqual(expired);
  expect(await call(f.t.app, 'POST', `/admin/purchases/${id}/confirm`, {}, f.finance)).toEqual(
    expired,
  );

  expect(await expireUnpaidPurchases(f.t.ctx)).toBe(1);
  expect(await expireUnpaidPurchases(f.t.ctx)).toBe(0);

  const list = await call<Page<PurchaseView>>(f.t.app, 'GET', '/purchase/list', {}, ada.token);
  expect(list.message.data.map((p) => [p.id, p.status])).toEqual([
    [early.message.id, 'transfer_completed'],
    [id, 'cancelled'],
  ]);
  expect(await reportPaid(f, ada, id)).toEqual(expired);
  expect(await call(f.t.app, 'POST', `/admin/purchases/${id}/confirm`, {}, f.finance)).toEqual(
    expired,
  );
  expect(await balanceOf(f, ada, USDT, 'legal')).toEqual({ available: '0', frozen: '0' });
  await expectLedgerBalanced(f.t.ctx);
});

it('refuses to confirm an order whose transfer was not reported yet', async () => {
  const bo = await buyer(f);
  const created = await order(f, bo, { amount: '100' });
  expect(
    await call(f.t.app, 'POST', `/admin/purchases/${created.message.id}/confirm`, {}, f.finance),
  ).toEqual({
    status: 200,
    type: 'error',
    message: 'The buyer has not completed the transfer yet',
  });
  expect(await balanceOf(f, bo, USDT, 'legal')).toEqual({ available: '0', frozen: '0' });
  await expectLedgerBalanced(f.t.ctx);
});
