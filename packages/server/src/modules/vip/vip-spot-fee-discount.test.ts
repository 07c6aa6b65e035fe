/**
 * A VIP discount on spot fees (issue 12), maker and taker, to the last digit. BTC/USDT
 * charges 0.1% to both sides; mia is VIP1 (10% off: 10000 USDT held, exactly the threshold)
 * and theo VIP2 (15% off). Each side pays rate x (100 - its discount) / 100 of what it
 * receives, rounded half-up to that coin; the trade row keeps both discounts, so its fees
 * can be recomputed. A user without a level in the same batch pays the full rate; a
 * fee-discount coupon then comes off the discounted fee.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CouponTemplateView } from '@bourse/shared';
import { call } from '../../test/helper.ts';
import { seedPurchase } from '../../seed/purchase.ts';
import { spotTrades } from '../spot/index.ts';
import { balanceOf, systemBalance } from '../wallet/testing.ts';
import {
  BTC,
  USDT,
  assess,
  closeBooks,
  currentOf,
  fund,
  order,
  person,
  spotTrade,
  vipApp,
  type LeverTest,
  type Trader,
} from './testing.ts';

let t: LeverTest;
let mia: Trader;
let theo: Trader;
let nora: Trader;

const tradeOf = async (id: number) => {
  const [row] = await t.ctx.db.select().from(spotTrades).where(eq(spotTrades.id, id));
  return row!;
};
const lastTrades = async (n: number) =>
  (await t.ctx.db.select().from(spotTrades).orderBy(spotTrades.id)).slice(-n);

beforeAll(async () => {
  t = await vipApp();
  // 0.1 BTC at 95000 + 500 USDT = 10000 held: VIP1 exactly at its threshold.
  mia = await person(t, 'mia@example.com', '500');
  await fund(t, mia.id, 'change', BTC, '0.1');
  theo = await person(t, 'theo@example.com', '60000');
  nora = await person(t, 'nora@example.com', '1000');
  await seedPurchase(t.ctx.db, t.clock, { production: false });
  await fund(t, nora.id, 'change', BTC, '0.01');
  expect(await assess(t)).toMatchObject({ day: '2026-03-02', assessed: 3, finished: true });
  expect(await currentOf(t, mia.id)).toMatchObject({ level: 1, feeDiscountPercent: '10.0000' });
  expect(await currentOf(t, theo.id)).toMatchObject({ level: 2, feeDiscountPercent: '15.0000' });
  expect(await currentOf(t, nora.id)).toMatchObject({ level: 0, feeDiscountPercent: '0.0000' });
}, 60_000);
afterAll(() => t.close());

describe('fees less the VIP discount', () => {
  it('mia sells as maker (fee in USDT, 10% off), theo buys as taker (fee in BTC, 15% off)', async () => {
    const { sell, buy } = await spotTrade(t, mia, theo, '0.1', '60000');
    // 6000 x 0.001 x 0.90 = 5.4 USDT; 0.1 x 0.001 x 0.85 = 0.000085 BTC
    expect(buy).toMatchObject({ status: 'filled', fee: '0.000085', fee_currency: 'BTC' });
    expect(buy.fills).toEqual([
      expect.objectContaining({ role: 'taker', quote_amount: '6000', fee: '0.000085' }),
    ]);
    const trade = await tradeOf(buy.fills[0]!.id);
    expect(trade).toMatchObject({
      makerOrderId: sell.id,
      takerOrderId: buy.id,
      quoteAmount: '6000.000000000000000000',
      makerFee: '5.400000000000000000',
      takerFee: '0.000085000000000000',
      makerFeeDiscount: '10.0000',
      takerFeeDiscount: '15.0000',
    });
    expect(await balanceOf(t, mia.id, 'change', USDT)).toEqual({
      available: '6494.6',
      frozen: '0',
    });
    expect(await balanceOf(t, mia.id, 'change', BTC)).toEqual({ available: '0', frozen: '0' });
    expect(await balanceOf(t, theo.id, 'change', BTC)).toEqual({
      available: '0.099915',
      frozen: '0',
    });
    expect(await balanceOf(t, theo.id, 'change', USDT)).toEqual({
      available: '54000',
      frozen: '0',
    });
    expect(await systemBalance(t, 'fees', 'change', USDT)).toBe('5.4');
    expect(await systemBalance(t, 'fees', 'change', BTC)).toBe('0.000085');
    await closeBooks(t);
  });

  it('the other way round: mia buys as maker (fee in BTC), theo sells as taker (fee in USDT)', async () => {
    const bid = await order(t, mia, 'buy', '0.05', '59000');
    const ask = await order(t, theo, 'sell', '0.05', '59000');
    expect(ask.status).toBe('filled');
    // 2950 x 0.001 x 0.85 = 2.5075 USDT; 0.05 x 0.001 x 0.90 = 0.000045 BTC
    expect(ask.fee).toBe('2.5075');
    const trade = await tradeOf(ask.fills[0]!.id);
    expect(trade).toMatchObject({
      makerOrderId: bid.id,
      makerFee: '0.000045000000000000',
      takerFee: '2.507500000000000000',
      makerFeeDiscount: '10.0000',
      takerFeeDiscount: '15.0000',
    });
    expect(await balanceOf(t, mia.id, 'change', BTC)).toEqual({
      available: '0.049955',
      frozen: '0',
    });
    expect(await systemBalance(t, 'fees', 'change', USDT)).toBe('7.9075');
    expect(await systemBalance(t, 'fees', 'change', BTC)).toBe('0.00013');
    await closeBooks(t);
  });

  it('a fee below the coin precision is rounded half-up after the discount', async () => {
    const { buy } = await spotTrade(t, mia, theo, '0.00011', '60000');
    // taker: 0.00011 x 0.00085 = 0.0000000935 -> 0.00000009 BTC; maker: 6.6 x 0.0009 = 0.00594
    const trade = await tradeOf(buy.fills[0]!.id);
    expect(trade).toMatchObject({
      makerFee: '0.005940000000000000',
      takerFee: '0.000000090000000000',
    });
    await closeBooks(t);
  });

  it('ten buys at once (one batch or several) each pay exactly the discounted fee', async () => {
    await order(t, mia, 'sell', '0.01', '61000');
    const buys = await Promise.all(
      Array.from({ length: 10 }, () => order(t, theo, 'buy', '0.001', '61000')),
    );
    for (const b of buys) expect(b).toMatchObject({ status: 'filled', fee: '0.00000085' });
    const trades = await lastTrades(10);
    // maker: 61 x 0.0009 = 0.0549 each
    expect(trades.map((r) => [r.makerFee, r.takerFee])).toEqual(
      Array(10).fill(['0.054900000000000000', '0.000000850000000000']),
    );
    await closeBooks(t);
  });

  it('a user without a level pays the full rate in the same batch as a VIP', async () => {
    await order(t, mia, 'sell', '0.002', '62000');
    const [vip, plain] = await Promise.all([
      order(t, theo, 'buy', '0.001', '62000'),
      order(t, nora, 'buy', '0.001', '62000'),
    ]);
    expect(vip.fee).toBe('0.00000085');
    expect(plain.fee).toBe('0.000001');
    const [a, b] = await lastTrades(2);
    expect([a!.takerFeeDiscount, b!.takerFeeDiscount].sort()).toEqual(['0.0000', '15.0000']);
    await closeBooks(t);
  });

  it('a fee-discount coupon comes off the discounted fee', async () => {
    const center = await call<CouponTemplateView[]>(t.app, 'GET', '/coupon/center', {}, theo.token);
    const coupon = center.message.find((c) => c.kind === 'fee_discount' && c.percent === '20');
    expect((await call(t.app, 'POST', '/coupon/claim', { id: coupon!.id }, theo.token)).type).toBe(
      'ok',
    );
    const { buy } = await spotTrade(t, mia, theo, '0.01', '60000');
    // 0.01 x 0.001 x 0.85 = 0.0000085 BTC; the coupon waives 20% of it (0.0000017)
    expect(buy.fee).toBe('0.0000068');
    expect(await tradeOf(buy.fills[0]!.id)).toMatchObject({
      takerFee: '0.000006800000000000',
      takerFeeDiscount: '15.0000',
      // 600 x 0.001 x 0.90
      makerFee: '0.540000000000000000',
    });
    await closeBooks(t);
  });
});
