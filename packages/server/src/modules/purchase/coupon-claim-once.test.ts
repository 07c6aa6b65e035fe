/** A coupon is claimed once per user; the centre shows the stock and what the caller holds. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CouponTemplateView } from '@bourse/shared';
import { DAY_MS } from '../../clock.ts';
import { call } from '../../test/helper.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { couponTemplates } from './tables.ts';
import {
  USDT,
  balanceOf,
  buyer,
  claim,
  mine,
  purchaseApp,
  templateId,
  type FundingApp,
} from './testing.ts';

let f: FundingApp;
beforeAll(async () => {
  f = await purchaseApp();
});
afterAll(() => f.close());

it('claims a 20% fee discount once, valid for 30 days, and takes one from the stock', async () => {
  const ada = await buyer(f, 0);
  const id = await templateId(f, 'fee-20-off');
  const now = Math.floor(f.t.clock.now().getTime() / 1000);
  const first = await claim(f, ada, id);
  expect(first).toEqual({
    status: 200,
    type: 'ok',
    message: {
      id: expect.any(Number),
      template_id: id,
      kind: 'fee_discount',
      title: '20% off trading fees',
      percent: '20',
      amount: null,
      currency: 'USDT',
      status: 'unused',
      claimed_at: now,
      expires_at: now + (30 * DAY_MS) / 1000,
      used_at: null,
    },
  });
  expect(await claim(f, ada, id)).toEqual({
    status: 200,
    type: 'error',
    message: 'You have already claimed this coupon',
  });
  const [row] = await f.t.ctx.db.select().from(couponTemplates).where(eq(couponTemplates.id, id));
  expect(row).toMatchObject({ stockTotal: 5000, stockClaimed: 1 });

  const centre = await call<CouponTemplateView[]>(
    f.t.app,
    'GET',
    '/coupon/center',
    { lang: 'zh' },
    ada.token,
  );
  expect(centre.message.find((t) => t.id === id)).toEqual({
    id,
    kind: 'fee_discount',
    title: '交易手续费 20% 折扣',
    percent: '20',
    amount: null,
    currency: 'USDT',
    validity_days: 30,
    stock_total: 5000,
    stock_left: 4999,
    claimed: true,
  });
  expect(centre.message.filter((t) => t.claimed).map((t) => t.id)).toEqual([id]);

  const list = await mine(f, ada, 'unused');
  expect(list.message.data.map((c) => c.id)).toEqual([first.message.id]);
  expect((await mine(f, ada, 'used')).message.total).toBe(0);
  // A fee discount is for trading to apply: it is never redeemed for money.
  expect(
    await call(f.t.app, 'POST', '/coupon/redeem', { id: first.message.id }, ada.token),
  ).toEqual({
    status: 200,
    type: 'error',
    message: 'This coupon is applied to trading fees and cannot be redeemed',
  });
  expect(await balanceOf(f, ada, USDT)).toEqual({ available: '0', frozen: '0' });
  await expectLedgerBalanced(f.t.ctx);
});

it('refuses a template that does not exist', async () => {
  const bo = await buyer(f, 0);
  expect(await claim(f, bo, 999999)).toEqual({
    status: 200,
    type: 'error',
    message: 'This coupon does not exist',
  });
  await expectLedgerBalanced(f.t.ctx);
});
