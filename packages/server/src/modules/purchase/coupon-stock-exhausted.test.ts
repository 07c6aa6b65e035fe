/** A template's stock never goes past its total, even with claims sent at the same time. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { couponTemplates, userCoupons } from './tables.ts';
import { USDT, buyer, claim, purchaseApp, type FundingApp } from './testing.ts';

let f: FundingApp;
beforeAll(async () => {
  f = await purchaseApp();
});
afterAll(() => f.close());

it('hands out two of a stock of two and refuses the rest as sold out', async () => {
  const [tpl] = await f.t.ctx.db
    .insert(couponTemplates)
    .values({
      code: 'flash-5',
      kind: 'trial_bonus',
      amount: '5',
      currencyId: USDT,
      validityDays: 1,
      stockTotal: 2,
      createdAt: f.t.clock.now(),
    })
    .returning();
  const people = await Promise.all([1, 2, 3, 4].map(() => buyer(f, 0)));
  const replies = await Promise.all(people.map((p) => claim(f, p, tpl!.id)));
  expect(replies.filter((r) => r.type === 'ok')).toHaveLength(2);
  expect(replies.filter((r) => r.type === 'error').map((r) => r.message)).toEqual([
    'This coupon has run out',
    'This coupon has run out',
  ]);
  const [row] = await f.t.ctx.db
    .select()
    .from(couponTemplates)
    .where(eq(couponTemplates.id, tpl!.id));
  expect(row).toMatchObject({ stockTotal: 2, stockClaimed: 2 });
  const held = await f.t.ctx.db
    .select()
    .from(userCoupons)
    .where(eq(userCoupons.templateId, tpl!.id));
  expect(held).toHaveLength(2);
  await expectLedgerBalanced(f.t.ctx);
});
