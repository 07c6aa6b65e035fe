/**
 * Two job runners on one PostgreSQL database: two apps settle the same 60 matured orders at
 * once, each claiming rows FOR UPDATE SKIP LOCKED in small batches. Every order is settled
 * exactly once, with one settle journal, and every balance is exact. PGlite runs one
 * transaction at a time, so this needs DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DualOrderStatus } from '@bourse/shared';
import { ManualClock } from '../../clock.ts';
import { FixedFeed } from '../market/index.ts';
import { journalsFor } from '../ledger/testing.ts';
import { settleDueDual } from './settle.ts';
import { dualOrders } from './tables.ts';
import {
  BTC,
  MATURITY,
  NOW,
  USDT,
  buy,
  buyer,
  closeBooks,
  dualApp,
  pool,
  product,
  spot,
  type DualTest,
  type Person,
} from './testing.ts';

const USERS = 20;

describe.skipIf(!process.env.DATABASE_URL)('two dual settlement runners on one database', () => {
  let a: DualTest;
  let b: DualTest;
  const people: Person[] = [];

  beforeAll(async () => {
    const clock = new ManualClock(NOW);
    const feed = new FixedFeed({ BTC: '95000.00', ETH: '3400.00' });
    a = await dualApp({ clock, feed });
    b = await dualApp({ clock, feed, database: a.ctx.database });
    const put = await product(a, { total_shares: 1000 });
    const put2 = await product(a, { total_shares: 1000, linked_price: '80000' });
    const call = await product(a, {
      type: 'call',
      linked_price: '100000',
      per_share: '0.001',
      total_shares: 1000,
    });
    for (let i = 0; i < USERS; i++) {
      people.push(await buyer(a, `u${i}@example.com`, { usdt: '300', btc: '0.001' }));
    }
    const replies = await Promise.all(
      people.flatMap((p, i) => [
        buy(i % 2 ? a : b, p, put.id, 2),
        buy(i % 2 ? b : a, p, put2.id, 1),
        buy(i % 2 ? a : b, p, call.id, 1),
      ]),
    );
    expect(replies.every((r) => r.type === 'ok')).toBe(true);
    // Between the two linked prices: the first put converts, the second does not; the call
    // (100,000) stays in BTC.
    feed.set('BTC', '85000');
    clock.set(MATURITY);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('settles each of 60 orders exactly once', async () => {
    const counts = await Promise.all([
      settleDueDual(a.ctx, { limit: 7 }),
      settleDueDual(b.ctx, { limit: 7 }),
      settleDueDual(a.ctx, { limit: 7 }),
      settleDueDual(b.ctx, { limit: 7 }),
    ]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(USERS * 3);
    const rows = await a.ctx.db.select().from(dualOrders);
    expect(rows).toHaveLength(60);
    expect(rows.every((o) => o.status === DualOrderStatus.settled)).toBe(true);
    const settles = (await journalsFor(a.ctx.db, { table: 'dual_orders' })).filter(
      (j) => j.reason === 'dual_settle',
    );
    expect(settles).toHaveLength(60);
    expect(new Set(settles.map((j) => j.refId)).size).toBe(60);
    // Each: 202 / 90,000 = 0.00224444 BTC; 101 USDT back; 0.00101 BTC from the call.
    for (const p of people) {
      expect(await spot(a, p, BTC)).toEqual({ available: '0.00325444', frozen: '0' });
      expect(await spot(a, p, USDT)).toEqual({ available: '101', frozen: '0' });
    }
    expect((await pool(a, BTC)).frozen).toBe('0');
    expect((await pool(a, USDT)).frozen).toBe('0');
    await closeBooks(a);
  });
});
