/**
 * Two job runners on one PostgreSQL database (issue 11, Jobs): two apps pay the same 60
 * orders' 5 missed days at once, claiming rows FOR UPDATE SKIP LOCKED in small batches.
 * Every credit is paid exactly once. PGlite runs one transaction at a time, so this needs
 * DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { journalsFor } from '../ledger/testing.ts';
import { runLockupJobs } from './jobs.ts';
import { lockupCredits } from './tables.ts';
import {
  NOW,
  PLAN,
  closeBooks,
  deposit,
  lockupApp,
  poolBalance,
  saver,
  spot,
  type LockupTest,
  type Person,
} from './testing.ts';

const USERS = 20;
const ORDERS_EACH = 3;

describe.skipIf(!process.env.DATABASE_URL)('two lock-up runners on one database', () => {
  let a: LockupTest;
  let b: LockupTest;
  const people: Person[] = [];

  beforeAll(async () => {
    const clock = new ManualClock(NOW);
    a = await lockupApp({ clock });
    b = await lockupApp({ clock, database: a.ctx.database });
    for (let i = 0; i < USERS; i++) people.push(await saver(a, `s${i}@example.com`, '300'));
    for (const p of people) {
      for (let k = 0; k < ORDERS_EACH; k++) {
        expect((await deposit(k % 2 ? b : a, p, PLAN.usdt30, '100')).type).toBe('ok');
      }
    }
    clock.set('2026-03-08T00:00:00Z'); // days 1-5 due
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('pays each of 300 credits exactly once', async () => {
    const runs = await Promise.all([
      runLockupJobs(a.ctx, { limit: 7 }),
      runLockupJobs(b.ctx, { limit: 7 }),
      runLockupJobs(a.ctx, { limit: 7 }),
      runLockupJobs(b.ctx, { limit: 7 }),
    ]);
    expect(runs.reduce((n, r) => n + r.credits, 0)).toBe(USERS * ORDERS_EACH * 5);
    expect(await a.ctx.db.$count(lockupCredits)).toBe(300);
    const interest = (await journalsFor(a.ctx.db, { table: 'lockup_orders' })).filter(
      (j) => j.reason === 'lockup_interest',
    );
    expect(interest).toHaveLength(300);
    expect(new Set(interest.map((j) => j.idempotencyKey)).size).toBe(300);
    // 100 x 0.012% = 0.012 a day: 3 orders x 5 days each.
    for (const p of people) expect(await spot(a, p)).toEqual({ available: '0.18', frozen: '300' });
    // The 60 deposits reserved 60 x 30 x 0.012 = 21.6; the 3.6 paid came out of that reserve.
    expect(await poolBalance(a)).toEqual({ available: '999978.4', frozen: '18' });
    await closeBooks(a);
  });
});
