/**
 * The boundary (decision 77): a put whose index at maturity equals the linked price
 * converts, as a call does at its linked price (spec 9's "otherwise"). At that price both
 * payouts are worth the same: 101 USDT, or 101 / 90,000 = 0.00112222 BTC (rounded down).
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

describe('a put settled exactly at its linked price', () => {
  let t: DualTest;
  let carol: Person;
  beforeAll(async () => {
    t = await dualApp();
    carol = await buyer(t, 'carol@example.com', { usdt: '100' });
  });
  afterAll(() => t.close());

  it('pays 0.00112222 BTC at 90,000.00', async () => {
    const { id } = await product(t);
    expect((await buy(t, carol, id, 1)).type).toBe('ok');
    expect(await settleAt(t, MATURITY, { BTC: '90000.00' })).toBe(1);
    expect(await spot(t, carol, BTC)).toEqual({ available: '0.00112222', frozen: '0' });
    expect(await spot(t, carol, USDT)).toEqual({ available: '0', frozen: '0' });
    expect(await pool(t, USDT)).toEqual({ available: '1000100', frozen: '0' });
    expect(await pool(t, BTC)).toEqual({ available: '9.99887778', frozen: '0' });
    await closeBooks(t);
  });
});
