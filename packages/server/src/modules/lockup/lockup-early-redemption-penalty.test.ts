/**
 * Early redemption (spec 9): penalty = ratio x remaining days x amount. 1,000 USDT in the
 * 30-day plan (0.02% per remaining day), redeemed on day 11 at noon: the 11 credits due are
 * kept (1.32), 19 days remain, the penalty is 3.8 USDT to the fees account, and 996.2 comes
 * back at once. The quote shown before confirming is exactly what the redemption does; a
 * confirmation carrying a lower quote than the penalty now is refused and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LockupOrderItem, LockupQuote } from '@bourse/shared';
import { journalCount } from '../ledger/testing.ts';
import {
  PLAN,
  cancel,
  closeBooks,
  deposit,
  fees,
  lockupApp,
  orderRow,
  pool,
  quote,
  runAt,
  saver,
  spot,
  type LockupTest,
  type Person,
} from './testing.ts';

describe('redeeming a lock-up order early', () => {
  let t: LockupTest;
  let who: Person;
  let id: number;

  beforeAll(async () => {
    t = await lockupApp();
    who = await saver(t, 'early@example.com', '1000');
    const r = await deposit(t, who, PLAN.usdt30, '1000');
    id = (r as unknown as { data: LockupOrderItem }).data.id;
    // Days 1-10 credited by the job; day 11 (due 03-14 00:00) has not been paid yet.
    await runAt(t, '2026-03-13T00:00:00Z');
    t.clock.set('2026-03-14T12:00:00Z');
  });
  afterAll(() => t?.close());

  it('quotes the interest due, the days left, the penalty and what comes back', async () => {
    const q = await quote<LockupQuote>(t, who, id);
    expect(q.message).toEqual({
      id,
      currency_name: 'USDT',
      amount: '1000',
      interest_due: '0.12',
      remaining_days: 19,
      penalty_percent: '0.02',
      penalty: '3.8',
      returned: '996.2',
      matured: false,
    });
    expect(await spot(t, who)).toEqual({ available: '1.2', frozen: '1000' });
  });

  it('refuses a confirmation that carried a lower fee, changing nothing', async () => {
    const before = await journalCount(t.ctx.db);
    const r = await cancel(t, who, id, '3.7');
    expect(r).toMatchObject({
      type: 'error',
      message: 'The early-redemption fee is now 3.8 USDT; please check it and confirm again',
    });
    expect(await journalCount(t.ctx.db)).toBe(before);
    expect((await orderRow(t, id)).status).toBe(1);
  });

  it('pays the day due, then returns the principal less the penalty', async () => {
    const r = await cancel(t, who, id, '3.8');
    expect(r.type).toBe('ok');
    expect(r.message).toBe('Redeemed early: 996.2 USDT returned, fee 3.8 USDT');
    expect(await spot(t, who)).toEqual({ available: '997.52', frozen: '0' });
    expect(await fees(t)).toBe('3.8');
    expect(await pool(t)).toBe('999998.68');
    const row = await orderRow(t, id);
    expect(row).toMatchObject({ status: 2, redeemKind: 'early', daysPaid: 11, nextAt: null });
    expect([row.penalty, row.returned].map(Number)).toEqual([3.8, 996.2]);
    await closeBooks(t);
  });

  it('refuses a second redemption and the job pays nothing more', async () => {
    const before = await journalCount(t.ctx.db);
    const again = await cancel(t, who, id);
    expect(again).toMatchObject({
      type: 'error',
      message: 'This lock-up order has already been redeemed',
    });
    expect(await runAt(t, '2026-04-10T00:00:00Z')).toEqual({
      credits: 0,
      matured: 0,
    });
    expect(await journalCount(t.ctx.db)).toBe(before);
    expect(await spot(t, who)).toEqual({ available: '997.52', frozen: '0' });
    await closeBooks(t);
  });
});
