/**
 * Spec 9 for a coin-invested (call) order: "otherwise paid in USDT = amount x linked price x
 * (1 + days x APR/365)": above the linked price and exactly at it (the boundary converts,
 * decision 77). 0.005 BTC x 100,000 x 1.01 = 505 USDT each.
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

describe('a call settled at or above its linked price pays USDT', () => {
  let t: DualTest;
  let erin: Person;
  let fay: Person;
  beforeAll(async () => {
    t = await dualApp();
    erin = await buyer(t, 'erin@example.com', { usdt: '0', btc: '0.005' });
    fay = await buyer(t, 'fay@example.com', { usdt: '0', btc: '0.005' });
  });
  afterAll(() => t.close());

  it('pays 505 USDT above (100,000.01) and exactly at (100,000) the linked price', async () => {
    const above = await product(t, CALL);
    const at = await product(t, { ...CALL, end_time: '2026-03-12T10:00:05Z' });
    expect((await buy(t, erin, above.id, 5)).type).toBe('ok');
    expect((await buy(t, fay, at.id, 5)).type).toBe('ok');
    expect(await pool(t, BTC)).toEqual({ available: '9.9999', frozen: '0.0101' });
    expect(await pool(t, USDT)).toEqual({ available: '998990', frozen: '1010' });
    await closeBooks(t);

    expect(await settleAt(t, MATURITY, { BTC: '100000.01' })).toBe(1);
    expect(await spot(t, erin, USDT)).toEqual({ available: '505', frozen: '0' });
    expect(await spot(t, erin, BTC)).toEqual({ available: '0', frozen: '0' });
    await closeBooks(t);

    expect(await settleAt(t, '2026-03-12T10:00:05Z', { BTC: '100000' })).toBe(1);
    expect(await spot(t, fay, USDT)).toEqual({ available: '505', frozen: '0' });
    expect(await spot(t, fay, BTC)).toEqual({ available: '0', frozen: '0' });
    // The pool: +0.01 BTC from both buyers, -1,010 USDT paid out.
    expect(await pool(t, BTC)).toEqual({ available: '10.01', frozen: '0' });
    expect(await pool(t, USDT)).toEqual({ available: '998990', frozen: '0' });
    await closeBooks(t);
  });
});
