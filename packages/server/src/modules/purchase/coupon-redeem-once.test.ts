/** A 10 USDT trial bonus is redeemed once, from the promotions account to spot. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { balancesOf, systemOwner } from '../ledger/index.ts';
import { expectLedgerBalanced, journalsFor } from '../ledger/testing.ts';
import {
  USDT,
  balanceOf,
  buyer,
  claim,
  mine,
  purchaseApp,
  redeem,
  templateId,
  type FundingApp,
} from './testing.ts';

let f: FundingApp;
beforeAll(async () => {
  f = await purchaseApp();
});
afterAll(() => f.close());

it('credits 10 USDT once and marks the coupon used', async () => {
  const ada = await buyer(f, 0);
  const coupon = (await claim(f, ada, await templateId(f, 'welcome-bonus-10'))).message;
  expect(coupon).toMatchObject({ kind: 'trial_bonus', title: '10 USDT trial bonus', amount: '10' });
  const now = Math.floor(f.t.clock.now().getTime() / 1000);

  const first = await redeem(f, ada, coupon.id);
  expect(first.message).toMatchObject({ id: coupon.id, status: 'used', used_at: now });
  expect(await balanceOf(f, ada, USDT)).toEqual({ available: '10', frozen: '0' });

  expect(await redeem(f, ada, coupon.id)).toEqual({
    status: 200,
    type: 'error',
    message: 'This coupon has already been used',
  });
  expect(await balanceOf(f, ada, USDT)).toEqual({ available: '10', frozen: '0' });

  const posted = await journalsFor(f.t.ctx.db, { table: 'user_coupons', id: coupon.id });
  expect(posted.map((j) => [j.reason, j.idempotencyKey])).toEqual([
    ['promotion', `coupon:${coupon.id}:redeem`],
  ]);
  const [promotions] = await balancesOf(f.t.ctx.db, systemOwner('promotions'));
  expect(promotions).toMatchObject({ currency: USDT, account: 'change' });
  expect(Number(promotions!.available)).toBe(-10);

  expect((await mine(f, ada, 'used')).message.data.map((c) => c.id)).toEqual([coupon.id]);
  expect((await mine(f, ada, 'unused')).message.total).toBe(0);
  await expectLedgerBalanced(f.t.ctx);
});

it('never redeems another user’s coupon', async () => {
  const ada = await buyer(f, 0);
  const eve = await buyer(f, 0);
  const coupon = (await claim(f, ada, await templateId(f, 'trial-bonus-50'))).message;
  expect(await call(f.t.app, 'POST', '/coupon/redeem', { id: coupon.id }, eve.token)).toEqual({
    status: 200,
    type: 'error',
    message: 'This coupon does not exist',
  });
  expect(await balanceOf(f, eve, USDT)).toEqual({ available: '0', frozen: '0' });
  await expectLedgerBalanced(f.t.ctx);
});
