/** A purchase confirmed by the desk credits USDT to the legal account once, at the order's rate. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminPurchaseView, Page, PurchaseView } from '@bourse/shared';
import { call } from '../../test/helper.ts';
import { auditLog } from '../admin/index.ts';
import { expectLedgerBalanced, journalsFor } from '../ledger/testing.ts';
import {
  USDT,
  balanceOf,
  buyer,
  order,
  paidOrder,
  purchaseApp,
  reportPaid,
  type FundingApp,
} from './testing.ts';

let f: FundingApp;
beforeAll(async () => {
  f = await purchaseApp();
});
afterAll(() => f.close());

it('orders 1000 USD with the US bank details, and the desk credits 1000 USDT exactly once', async () => {
  const ada = await buyer(f);
  const now = Math.floor(f.t.clock.now().getTime() / 1000);
  const created = await order(f, ada, { amount: '1000' });
  expect(created).toEqual({
    status: 200,
    type: 'ok',
    message: {
      id: expect.any(Number),
      reference: expect.stringMatching(/^BRS[A-Z2-9]{10}$/),
      country: 'US',
      currency: 'USD',
      method: 'bank_transfer',
      amount: '1000',
      rate: '1',
      usdt_amount: '1000',
      status: 'to_be_paid',
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'ada@example.com',
      phone: '+2348012345678',
      tax_id: null,
      bank: {
        beneficiary: 'Bourse Payments Ltd (DEMO)',
        iban: 'DEMO US00 0000 0000 0001',
        bic: 'DEMOUS33',
        bank_name: 'Demo National Bank',
        bank_address: '100 Example Ave, New York, NY 10001, USA',
        country: 'US',
      },
      screenshot: null,
      reason: null,
      created_at: now,
      expires_at: now + 30 * 60,
      paid_at: null,
      decided_at: null,
    },
  });
  const id = created.message.id;
  const paid = await reportPaid(f, ada, id);
  expect(paid.message).toMatchObject({
    id,
    status: 'transfer_completed',
    screenshot: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.png$/),
    paid_at: now,
  });
  expect(await balanceOf(f, ada, USDT, 'legal')).toEqual({ available: '0', frozen: '0' });

  const queue = await call<Page<AdminPurchaseView>>(
    f.t.app,
    'GET',
    '/admin/purchases',
    {},
    f.finance,
  );
  expect(queue.message.data.map((p) => [p.id, p.status, p.user_id])).toEqual([
    [id, 'transfer_completed', ada.id],
  ]);

  const confirm = () =>
    call<AdminPurchaseView>(f.t.app, 'POST', `/admin/purchases/${id}/confirm`, {}, f.finance);
  const first = await confirm();
  expect(first.message).toMatchObject({
    id,
    status: 'payment_successful',
    user_id: ada.id,
    user_account: ada.email,
    decided_by: f.financeId,
    decided_at: now,
  });
  expect(await balanceOf(f, ada, USDT, 'legal')).toEqual({ available: '1000', frozen: '0' });

  const decided = { status: 200, type: 'error', message: 'This order has already been decided' };
  expect(await confirm()).toEqual(decided);
  expect(
    await call(f.t.app, 'POST', `/admin/purchases/${id}/reject`, { reason: 'late' }, f.finance),
  ).toEqual(decided);
  expect(await balanceOf(f, ada, USDT, 'legal')).toEqual({ available: '1000', frozen: '0' });

  const posted = await journalsFor(f.t.ctx.db, { table: 'purchases', id });
  expect(posted.map((j) => [j.reason, j.idempotencyKey])).toEqual([['purchase', `purchase:${id}`]]);
  const audits = await f.t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetTable, 'purchases'), eq(auditLog.targetId, String(id))));
  expect(audits.map((a) => a.action)).toEqual(['purchase.confirm']);

  const mine = await call<PurchaseView>(f.t.app, 'GET', '/purchase/detail', { id }, ada.token);
  expect(mine.message.status).toBe('payment_successful');
  await expectLedgerBalanced(f.t.ctx);
});

it('converts 10000 THB at 32.45 per USDT, rounded down to 6 decimals, and records the rate', async () => {
  const som = await buyer(f);
  const p = await paidOrder(f, som, { country: 'TH', currency: 'THB', amount: '10000' });
  // 10000 / 32.45 = 308.166409861...
  expect(p).toMatchObject({ rate: '32.45', usdt_amount: '308.166409', amount: '10000' });
  expect(p.bank).toMatchObject({ bank_name: 'Demo Bank Thailand', country: 'TH' });
  const r = await call<AdminPurchaseView>(
    f.t.app,
    'POST',
    `/admin/purchases/${p.id}/confirm`,
    { reason: 'matched BRS reference' },
    f.finance,
  );
  expect(r.message).toMatchObject({ status: 'payment_successful', rate: '32.45' });
  expect(await balanceOf(f, som, USDT, 'legal')).toEqual({ available: '308.166409', frozen: '0' });
  await expectLedgerBalanced(f.t.ctx);
});

it('lets only the finance desk decide, and shows a buyer only their own orders', async () => {
  const a = await buyer(f);
  const b = await buyer(f);
  const p = await paidOrder(f, a, { amount: '100' });
  const refused = await call(f.t.app, 'POST', `/admin/purchases/${p.id}/confirm`, {}, f.support);
  expect(refused.type).toBe('error');
  expect(await call(f.t.app, 'GET', '/purchase/detail', { id: p.id }, b.token)).toEqual({
    status: 200,
    type: 'error',
    message: 'This order does not exist',
  });
  const list = await call<Page<PurchaseView>>(f.t.app, 'GET', '/purchase/list', {}, b.token);
  expect(list.message).toEqual({ data: [], total: 0, page: 1, limit: 10 });
  expect(await balanceOf(f, a, USDT, 'legal')).toEqual({ available: '0', frozen: '0' });
  await expectLedgerBalanced(f.t.ctx);
});
