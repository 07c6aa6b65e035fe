/**
 * Two job runners on one PostgreSQL database (issue 11, Jobs): two apps allocate and then
 * release the same 6 ended projects at once, each claiming rows FOR UPDATE SKIP LOCKED.
 * Every project is allocated once, every subscription released once, every balance exact.
 * PGlite runs one transaction at a time, so this needs DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IeoSubscriptionStatus } from '@bourse/shared';
import { ManualClock } from '../../clock.ts';
import { FixedFeed } from '../market/index.ts';
import { journalsFor } from '../ledger/testing.ts';
import { releaseDueSubscriptions } from './release.ts';
import { allocateDueProjects } from './allocate.ts';
import { ieoSubscriptions } from './tables.ts';
import {
  DAY,
  LUMA,
  NOVA,
  NOW,
  USDT,
  VRDT,
  closeBooks,
  ieoApp,
  order,
  pool,
  project,
  spot,
  subscriber,
  type IeoTest,
  type Person,
} from './testing.ts';
import { currencies, forgetCurrencies } from '../system/index.ts';

const USERS = 10;

describe.skipIf(!process.env.DATABASE_URL)('two IEO runners on one database', () => {
  let a: IeoTest;
  let b: IeoTest;
  const people: Person[] = [];
  const tokens = [NOVA, LUMA, VRDT, 44, 45, 46];

  beforeAll(async () => {
    const clock = new ManualClock(NOW);
    const feed = new FixedFeed({ BTC: '65000', ETH: '3250' });
    a = await ieoApp({ clock, feed });
    await a.ctx.db.insert(currencies).values(
      [44, 45, 46].map((id) => ({
        id,
        name: `TK${id}`,
        networks: [],
        names: { en: `Token ${id}` },
        kind: 'crypto' as const,
        decimals: 4,
      })),
    );
    forgetCurrencies(a.ctx.db);
    b = await ieoApp({ clock, feed, database: a.ctx.database });
    const ids: number[] = [];
    for (const token of tokens) {
      ids.push(
        await project(a, { currencyId: token, total: '1000', maxAmount: '1000', lockDays: 1 }),
      );
    }
    for (let i = 0; i < USERS; i++) {
      people.push(await subscriber(a, `user${i}@example.com`, { usdt: '1000' }));
    }
    // Each user asks 200 of every project: 2000 asked of 1000, so each gets 100.
    for (const p of people) {
      for (const id of ids) expect((await order(a, p, id, { amount: '200' })).type).toBe('ok');
    }
    clock.advance(DAY);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('allocates each project and releases each subscription exactly once', async () => {
    const allocated = await Promise.all([
      allocateDueProjects(a.ctx),
      allocateDueProjects(b.ctx),
      allocateDueProjects(a.ctx),
      allocateDueProjects(b.ctx),
    ]);
    expect(allocated.reduce((x, y) => x + y, 0)).toBe(tokens.length);
    a.clock.advance(DAY);
    const released = await Promise.all([
      releaseDueSubscriptions(a.ctx, { limit: 7 }),
      releaseDueSubscriptions(b.ctx, { limit: 7 }),
      releaseDueSubscriptions(a.ctx, { limit: 7 }),
      releaseDueSubscriptions(b.ctx, { limit: 7 }),
    ]);
    expect(released.reduce((x, y) => x + y, 0)).toBe(USERS * tokens.length);
    const rows = await a.ctx.db.select().from(ieoSubscriptions);
    expect(rows.every((r) => r.status === IeoSubscriptionStatus.released)).toBe(true);
    const journals = await journalsFor(a.ctx.db, { table: 'ieo_subscriptions' });
    for (const reason of ['ieo_subscribe', 'ieo_allocate', 'ieo_release']) {
      expect(journals.filter((j) => j.reason === reason)).toHaveLength(USERS * tokens.length);
    }
    // Each asked 200 x 0.05 = 10 USDT per project and paid 5 for the 100 allotted.
    for (const p of people) {
      expect(await spot(a, p, USDT)).toEqual({ available: '970', frozen: '0' });
      for (const token of tokens) {
        expect(await spot(a, p, token)).toEqual({ available: '100', frozen: '0' });
      }
    }
    for (const token of tokens) expect(await pool(a, token)).toBe('0');
    expect(await pool(a, USDT)).toBe('300');
    await closeBooks(a);
  });
});
