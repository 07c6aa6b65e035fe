/**
 * A USDT-invested (put) order whose index at maturity is above the linked price keeps its
 * currency: amount x (1 + days x APR/365) in USDT. 500 USDT, 36.5% for 10 days = 505 USDT;
 * the BTC the pool reserved goes back to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BTC,
  MATURITY,
  USDT,
  buy,
  buyer,
  closeBooks,
  dualApp,
  pool,
  product,
  settleAt,
  spot,
  type DualTest,
  type Person,
} from './testing.ts';

describe('a put settled above its linked price pays USDT', () => {
  let t: DualTest;
  let bob: Person;
  beforeAll(async () => {
    t = await dualApp();
    bob = await buyer(t, 'bob@example.com', { usdt: '500' });
  });
  afterAll(() => t.close());

  it('pays 505 USDT at 90,000.01', async () => {
    const { id } = await product(t);
    expect((await buy(t, bob, id, 5)).type).toBe('ok');
    expect(await spot(t, bob, USDT)).toEqual({ available: '0', frozen: '0' });
    // 505 / 90,000 = 0.0056111... -> 0.00561111 BTC reserved.
    expect(await pool(t, BTC)).toEqual({ available: '9.99438889', frozen: '0.00561111' });
    await closeBooks(t);

    expect(await settleAt(t, MATURITY, { BTC: '90000.01' })).toBe(1);
    expect(await spot(t, bob, USDT)).toEqual({ available: '505', frozen: '0' });
    expect(await spot(t, bob, BTC)).toEqual({ available: '0', frozen: '0' });
    expect(await pool(t, USDT)).toEqual({ available: '999995', frozen: '0' });
    expect(await pool(t, BTC)).toEqual({ available: '10', frozen: '0' });
    await closeBooks(t);
  });
});
