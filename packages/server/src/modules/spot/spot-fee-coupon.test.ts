/**
 * A claimed fee-discount coupon lowers the next fee its owner pays, once: the waived part
 * is not charged (the fees account receives less), the coupon reads used and names the
 * order, the following fill pays in full, and an expired coupon lowers nothing. The
 * sequencer decides coupons from what it last read, and its statement checks that: a
 * coupon claimed since is still spent, one spent elsewhere since is not spent twice.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CouponTemplateView, Page, UserCouponView } from '@bourse/shared';
import { seedPurchase } from '../../seed/purchase.ts';
import { userCoupons } from '../purchase/index.ts';
import { Exact } from '@bourse/shared';
import { BTC, USDT, expectBooksConsistent, spotScenario } from './testing.ts';

const { s, limit } = spotScenario({
  people: ['maker', 'taker', 'late'],
  grants: [
    ['maker', 'change', BTC, '5'],
    ['late', 'change', BTC, '5'],
    ['taker', 'change', USDT, '500000'],
  ],
  setup: async (sc) => seedPurchase(sc.t.ctx.db, sc.t.clock, { production: false }),
});

async function claim(percent: string, who = s.taker) {
  const center = await s.call<CouponTemplateView[]>('GET', '/coupon/center', {}, who);
  const template = center.message.find((c) => c.kind === 'fee_discount' && c.percent === percent);
  const r = await s.call('POST', '/coupon/claim', { id: template!.id }, who);
  expect(r.type).toBe('ok');
}

/** The coupons of `who`, by percent: what they were used for (null while unused). */
async function couponsOf(who: { id: number }) {
  const rows = await s.t.ctx.db
    .select({ percent: userCoupons.percent, usedFor: userCoupons.usedFor })
    .from(userCoupons)
    .where(eq(userCoupons.userId, who.id));
  return Object.fromEntries(rows.map((r) => [Number(r.percent), r.usedFor]));
}

describe('fee-discount coupons', () => {
  it('take 20 % off the taker fee of the next fill, once', async () => {
    await claim('20');
    await limit(s.maker, 'sell', '1', '50000');
    const buy = await limit(s.taker, 'buy', '1', '50000');
    // 0.1 % of 1 BTC is 0.001; 20 % of it is waived.
    expect(buy).toMatchObject({ status: 'filled', fee: '0.0008', fee_currency: 'BTC' });
    expect(await s.balance(s.taker, 'change', BTC)).toEqual({ available: '0.9992', frozen: '0' });
    expect(await s.systemBalance('fees', 'change', BTC)).toBe('0.0008');
    const used = await s.call<Page<UserCouponView>>(
      'GET',
      '/coupon/mine',
      { status: 'used' },
      s.taker,
    );
    expect(used.message.total).toBe(1);
    const [row] = await s.t.ctx.db
      .select({ usedFor: userCoupons.usedFor })
      .from(userCoupons)
      .where(eq(userCoupons.userId, s.taker.id));
    expect(row!.usedFor).toBe(`spot_orders:${buy.id}`);
  });

  it('the next fill pays the full fee', async () => {
    await limit(s.maker, 'sell', '1', '50000');
    const buy = await limit(s.taker, 'buy', '1', '50000');
    expect(buy.fee).toBe('0.001');
  });

  it('an expired coupon lowers nothing and stays unused', async () => {
    await claim('50'); // valid 7 days
    s.t.clock.advance(8 * 24 * 3600 * 1000);
    await limit(s.maker, 'sell', '1', '50000');
    const buy = await limit(s.taker, 'buy', '1', '50000');
    expect(buy.fee).toBe('0.001');
    const expired = await s.call<Page<UserCouponView>>(
      'GET',
      '/coupon/mine',
      { status: 'expired' },
      s.taker,
    );
    expect(expired.message.total).toBe(1);
    expect(await s.systemBalance('fees', 'change', USDT)).toBe('150');
  });

  it('claimed after the market met its owner, still lowers the next fee', async () => {
    // The maker traded above with no coupon; the sequencer remembers that.
    await claim('20', s.maker);
    const fees = await s.systemBalance('fees', 'change', USDT);
    const sell = await limit(s.maker, 'sell', '1', '50000');
    await limit(s.taker, 'buy', '1', '50000');
    // 0.1 % of 50,000 USDT is 50; 20 % of it is waived.
    expect(new Exact(await s.systemBalance('fees', 'change', USDT)).minus(fees).toFixed()).toBe(
      '40',
    );
    expect((await couponsOf(s.maker))[20]).toBe(`spot_orders:${sell.id}`);
  });

  it('spent elsewhere after the market read it, is not spent twice', async () => {
    await claim('20', s.late);
    // Resting, the order made the sequencer read the coupon.
    const sell = await limit(s.late, 'sell', '1', '50000');
    // Another market's batch spends it meanwhile.
    await s.t.ctx.db
      .update(userCoupons)
      .set({ usedAt: s.t.clock.now(), usedFor: 'spot_orders:elsewhere' })
      .where(eq(userCoupons.userId, s.late.id));
    const fees = await s.systemBalance('fees', 'change', USDT);
    const buy = await limit(s.taker, 'buy', '1', '50000');
    expect(buy).toMatchObject({ status: 'filled' });
    expect(new Exact(await s.systemBalance('fees', 'change', USDT)).minus(fees).toFixed()).toBe(
      '50',
    );
    expect(await couponsOf(s.late)).toEqual({ 20: 'spot_orders:elsewhere' });
    expect(sell.id).toBeGreaterThan(0);
    await expectBooksConsistent(s.t.ctx);
  });
});
