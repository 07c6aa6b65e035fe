/**
 * Spec 9, mirrored for a USDT-invested (put) order: the index at maturity is below the
 * linked price, so the order converts and pays the coin: amount / linked x (1 + days x
 * APR/365), rounded down to 8 decimals. 300 USDT, linked 90,000, 36.5% for 10 days:
 * 303 / 90,000 = 0.003366666... -> 0.00336666 BTC.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DualOrderStatus, type DualOrderList } from '@bourse/shared';
import { journalsFor } from '../ledger/testing.ts';
import {
  BTC,
  MATURITY,
  USDT,
  buy,
  buyer,
  call,
  closeBooks,
  dualApp,
  pool,
  product,
  settleAt,
  spot,
  type DualTest,
  type Person,
} from './testing.ts';

describe('a put settled below its linked price pays BTC', () => {
  let t: DualTest;
  let alice: Person;
  let id: number;
  beforeAll(async () => {
    t = await dualApp();
    alice = await buyer(t, 'alice@example.com', { usdt: '10000' });
    id = (await product(t)).id;
  });
  afterAll(() => t.close());

  it('takes 300 USDT into the pool and reserves both payouts', async () => {
    const r = await buy(t, alice, id, '3');
    expect(r.type).toBe('ok');
    expect(r.message).toMatchObject({ shares: 3, amount: '300', invest_currency: 'USDT', day: 10 });
    expect(await spot(t, alice, USDT)).toEqual({ available: '9700', frozen: '0' });
    expect(await pool(t, USDT)).toEqual({ available: '999997', frozen: '303' });
    expect(await pool(t, BTC)).toEqual({ available: '9.99663334', frozen: '0.00336666' });
    await closeBooks(t);
  });

  it('pays 0.00336666 BTC at 89,999.99 and releases the USDT reserve', async () => {
    expect(await settleAt(t, MATURITY, { BTC: '89999.99' })).toBe(1);
    expect(await spot(t, alice, USDT)).toEqual({ available: '9700', frozen: '0' });
    expect(await spot(t, alice, BTC)).toEqual({ available: '0.00336666', frozen: '0' });
    expect(await pool(t, USDT)).toEqual({ available: '1000300', frozen: '0' });
    expect(await pool(t, BTC)).toEqual({ available: '9.99663334', frozen: '0' });
    const settles = (await journalsFor(t.ctx.db, { table: 'dual_orders' })).filter(
      (j) => j.reason === 'dual_settle',
    );
    expect(settles).toHaveLength(1);
    await closeBooks(t);
  });

  it('shows the price, its second and what was paid', async () => {
    const r = await call<DualOrderList>(
      t.app,
      'POST',
      '/dual/dual_list',
      { currency: 1, type: 'put', status: 1, page: 1 },
      alice.token,
    );
    expect(r.type).toBe('ok');
    expect(r.message.list).toHaveLength(1);
    expect(r.message.list[0]).toMatchObject({
      status: DualOrderStatus.settled,
      success: '0.00336666 BTC',
      order_rate: '36.5',
      exercise_price: '90000',
      day: 10,
      number: 3,
      price: '100',
      amount: '300',
      type: 'put',
      currency_name: 'BTC',
      settle_price: '89999.99',
      settle_at: Date.parse(MATURITY) / 1000,
      paid_currency: 'BTC',
      paid_amount: '0.00336666',
      paid_in: 'coin',
      converted: true,
    });
  });
});
