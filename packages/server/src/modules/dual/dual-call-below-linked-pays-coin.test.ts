/**
 * Spec 9 for a coin-invested (call) order: "if settlement price is below linked price, paid
 * in BTC = amount x (1 + days x APR/365)". 5 shares of 0.001 BTC = 0.005 BTC, 36.5% for 10
 * days: 0.00505 BTC; the 505 USDT the pool reserved go back to it.
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

const CALL = { type: 'call', linked_price: '100000', per_share: '0.001' } as const;

describe('a call settled below its linked price pays BTC', () => {
  let t: DualTest;
  let dan: Person;
  beforeAll(async () => {
    t = await dualApp();
    dan = await buyer(t, 'dan@example.com', { usdt: '0', btc: '0.01' });
  });
  afterAll(() => t.close());

  it('pays 0.00505 BTC at 99,999.99', async () => {
    const { id } = await product(t, CALL);
    const r = await buy(t, dan, id, 5);
    expect(r.message).toMatchObject({ amount: '0.005', invest_currency: 'BTC', day: 10 });
    expect(await spot(t, dan, BTC)).toEqual({ available: '0.005', frozen: '0' });
    expect(await pool(t, BTC)).toEqual({ available: '9.99995', frozen: '0.00505' });
    expect(await pool(t, USDT)).toEqual({ available: '999495', frozen: '505' });
    await closeBooks(t);

    expect(await settleAt(t, MATURITY, { BTC: '99999.99' })).toBe(1);
    expect(await spot(t, dan, BTC)).toEqual({ available: '0.01005', frozen: '0' });
    expect(await spot(t, dan, USDT)).toEqual({ available: '0', frozen: '0' });
    expect(await pool(t, BTC)).toEqual({ available: '9.99995', frozen: '0' });
    expect(await pool(t, USDT)).toEqual({ available: '1000000', frozen: '0' });
    await closeBooks(t);
  });
});
