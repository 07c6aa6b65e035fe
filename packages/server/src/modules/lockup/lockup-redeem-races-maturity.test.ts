/**
 * A redemption racing the maturity job (issue 11): at the end of a 7-day term the user
 * taps "redeem" twice while the job runs. The order's row lock lets one of them end it;
 * the principal comes back once, in full (the term is over: no penalty), with the 7
 * credits paid once each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LockupOrderItem } from '@bourse/shared';
import { journalsFor } from '../ledger/testing.ts';
import { runLockupJobs } from './jobs.ts';
import {
  PLAN,
  cancel,
  closeBooks,
  deposit,
  fees,
  lockupApp,
  orderRow,
  saver,
  spot,
  type LockupTest,
  type Person,
} from './testing.ts';

describe('redeem racing maturity', () => {
  let t: LockupTest;
  let who: Person;
  let id: number;

  beforeAll(async () => {
    t = await lockupApp();
    who = await saver(t, 'race@example.com', '100');
    const r = await deposit(t, who, PLAN.usdt7, '100');
    id = (r as unknown as { data: LockupOrderItem }).data.id;
    t.clock.set('2026-03-10T00:00:00Z'); // value date 03-03 + 7 days: the end
  });
  afterAll(() => t?.close());

  it('pays the principal and every day exactly once', async () => {
    const [a, job, b] = await Promise.all([
      cancel(t, who, id),
      runLockupJobs(t.ctx),
      cancel(t, who, id),
    ]);
    const ok = [a, b].filter((r) => r.type === 'ok');
    for (const r of ok) expect(r.message).toBe('The lock is over: 100 USDT returned in full');
    for (const r of [a, b].filter((x) => x.type !== 'ok')) {
      expect(r.message).toBe('This lock-up order has already been redeemed');
    }
    expect(ok.length + job.matured).toBe(1);

    // 100 x 0.008% = 0.008 a day, 7 days.
    expect(await spot(t, who)).toEqual({ available: '100.056', frozen: '0' });
    expect(await fees(t)).toBe('0');
    expect(await orderRow(t, id)).toMatchObject({ status: 2, redeemKind: 'matured', daysPaid: 7 });
    const js = await journalsFor(t.ctx.db, { table: 'lockup_orders', id });
    expect(js.filter((j) => j.reason === 'lockup_interest')).toHaveLength(7);
    expect(js.filter((j) => j.reason === 'lockup_redeem')).toHaveLength(1);
    await closeBooks(t);
  });
});
