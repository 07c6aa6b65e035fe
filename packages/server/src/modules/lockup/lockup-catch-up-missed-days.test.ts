/**
 * Days missed while no job ran (issue 11): the server was down from Tuesday to the next
 * Tuesday morning. The first run pays every missed day, each as its own credit with its
 * own journal key and due instant; running again pays nothing (one journal per order per
 * day, so a job run twice pays once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LockupOrderItem } from '@bourse/shared';
import { journalsFor } from '../ledger/testing.ts';
import { runLockupJobs } from './jobs.ts';
import {
  PLAN,
  closeBooks,
  creditsOf,
  deposit,
  lockupApp,
  runAt,
  saver,
  spot,
  type LockupTest,
  type Person,
} from './testing.ts';

describe('catching up missed days', () => {
  let t: LockupTest;
  let who: Person;
  let id: number;

  beforeAll(async () => {
    t = await lockupApp();
    who = await saver(t, 'outage@example.com', '2500');
    const r = await deposit(t, who, PLAN.usdt30, '2500');
    id = (r as unknown as { data: LockupOrderItem }).data.id;
  });
  afterAll(() => t?.close());

  it('pays the 7 days due in one run, each at its own due instant', async () => {
    expect(await runAt(t, '2026-03-10T05:00:00Z')).toEqual({
      credits: 7,
      matured: 0,
    });
    // 2,500 x 0.012% = 0.3 a day.
    expect(await spot(t, who)).toEqual({ available: '2.1', frozen: '2500' });
    const credits = await creditsOf(t, id);
    expect(credits.map((c) => c.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(credits.map((c) => c.dueAt.toISOString().slice(0, 10))).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(credits.every((c) => c.paidAt.toISOString() === '2026-03-10T05:00:00.000Z')).toBe(true);
    const keys = (await journalsFor(t.ctx.db, { table: 'lockup_orders', id }))
      .filter((j) => j.reason === 'lockup_interest')
      .map((j) => j.idempotencyKey);
    expect(keys).toEqual([1, 2, 3, 4, 5, 6, 7].map((d) => `lockup_orders:${id}:interest:${d}`));
    await closeBooks(t);
  });

  it('pays nothing when run again, at once or twice side by side', async () => {
    const runs = await Promise.all([runLockupJobs(t.ctx), runLockupJobs(t.ctx)]);
    expect(runs).toEqual([
      { credits: 0, matured: 0 },
      { credits: 0, matured: 0 },
    ]);
    expect(await spot(t, who)).toEqual({ available: '2.1', frozen: '2500' });
    expect(await creditsOf(t, id)).toHaveLength(7);
    await closeBooks(t);
  });
});
