/**
 * Exactly at a threshold (issue 12). VIP1 asks for 50000 USDT of 30-day volume or 10000 USDT
 * held. Volume without holdings: DOGE bought on the spot book at 50 USDT while its index is
 * 0.22, so the buyer's volume is the full quote but what they hold is worth little. The
 * window of 3 March is [1 February 00:00, 3 March 00:00): a trade at its first second
 * counts, one at the second it ends does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  USDT,
  assess,
  assessmentOf,
  closeBooks,
  fund,
  person,
  signInAgain,
  spotTrade,
  vipApp,
  type LeverTest,
  type Trader,
} from './testing.ts';

const DOGE = { currency_id: 7, legal_id: USDT };
const DAY = '2026-03-03';
let t: LeverTest;
let seller: Trader;
let at: Trader;
let under: Trader;
let held: Trader;
let short: Trader;

beforeAll(async () => {
  t = await vipApp({ now: '2026-02-01T00:00:00Z' });
  seller = await person(t, 'seller@example.com');
  await fund(t, seller.id, 'change', 7, '2001');
  at = await person(t, 'at@example.com', '50000');
  under = await person(t, 'under@example.com', '50010');
  held = await person(t, 'held@example.com', '10000');
  short = await person(t, 'short@example.com', '9999.999999');
  // The first second of the window.
  await spotTrade(t, seller, at, '1000', '50', DOGE); // 50000
  await spotTrade(t, seller, under, '1000', '49.99999', DOGE); // 49999.99
  // The second the window ends (exclusive): not counted.
  t.clock.set('2026-03-03T00:00:00Z');
  await signInAgain(t, seller, 'seller@example.com');
  await signInAgain(t, under, 'under@example.com');
  await spotTrade(t, seller, under, '1', '10', DOGE);
  await assess(t, '2026-03-03T00:10:00Z');
}, 60_000);
afterAll(() => t.close());

describe('VIP1 at 50000 volume or 10000 held', () => {
  it('exactly 50000 of volume is VIP1, though 219.78 is held', async () => {
    // 999 DOGE (after the 0.1% fee) at the index 0.22
    expect(await assessmentOf(t, at.id, DAY)).toMatchObject({
      level: 1,
      spotVolume: '50000.000000000000000000',
      holdings: '219.780000000000000000',
    });
  });

  it('49999.99 is VIP0; the trade at 00:00 on the day does not count', async () => {
    expect(await assessmentOf(t, under.id, DAY)).toMatchObject({
      level: 0,
      feeDiscountPercent: '0.0000',
      spotVolume: '49999.990000000000000000',
    });
  });

  it('exactly 10000 held is VIP1; 9999.999999 is VIP0', async () => {
    expect(await assessmentOf(t, held.id, DAY)).toMatchObject({
      level: 1,
      holdings: '10000.000000000000000000',
    });
    expect(await assessmentOf(t, short.id, DAY)).toMatchObject({
      level: 0,
      holdings: '9999.999999000000000000',
    });
  });

  it('the seller is assessed on both trades in the window only', async () => {
    expect(await assessmentOf(t, seller.id, DAY)).toMatchObject({
      spotVolume: '99999.990000000000000000',
      level: 2,
    });
    await closeBooks(t);
  });
});
