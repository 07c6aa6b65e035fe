/**
 * A full term (issue 11): 1,000 USDT locked for 30 days at the bottom of the 0.012-0.016%
 * daily range. Interest runs from the value date (Tuesday 00:00 UTC, the first dividend
 * instant after Monday 10:00); each of the 30 days is credited at its own dividend instant,
 * 0.12 USDT from the staking pool to the spot account; the last credit brings the
 * principal back in full.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LockupOrderItem, LockupOrderList } from '@bourse/shared';
import { journalsFor } from '../ledger/testing.ts';
import {
  DAY_MS,
  PLAN,
  VALUE_AT,
  closeBooks,
  creditsOf,
  deposit,
  orderRow,
  orders,
  plans,
  pool,
  runAt,
  saver,
  signInAgain,
  spot,
  lockupApp,
  type LockupTest,
  type Person,
} from './testing.ts';

const at = (ms: number) => new Date(Date.parse(VALUE_AT) + ms).toISOString();

describe('a lock-up order held to the end', () => {
  let t: LockupTest;
  let who: Person;
  let id: number;

  beforeAll(async () => {
    t = await lockupApp();
    who = await saver(t, 'saver@example.com', '1000');
  });
  afterAll(() => t?.close());

  it('publishes the plan with its yearly figure and the rate an order gets', async () => {
    const usdt = (await plans(t)).find((p) => p.id === PLAN.usdt30)!;
    expect(usdt).toMatchObject({
      currency_id: 3,
      currency_name: 'USDT',
      save_min: '100',
      interest_rate: '0.012',
      interest_rate_min: '0.012',
      interest_rate_max: '0.016',
      apr_percent: '4.38',
      day: 30,
      penalty_percent: '0.02',
      dividend_utc: '00:00',
      status: 'active',
      intro: '4.38% a year, 30 days, from 100 USDT',
    });
  });

  it('freezes the principal and fixes the terms', async () => {
    const r = await deposit<string>(t, who, PLAN.usdt30, '1000');
    expect(r.type).toBe('ok');
    expect(r.message).toBe('Locked 1000 USDT for 30 days');
    const item = (r as unknown as { data: LockupOrderItem }).data;
    id = item.id;
    expect(item).toMatchObject({
      status: 1,
      amount: '1000',
      day_rate: '0.012',
      daily_interest: '0.12',
      expected_interest: '3.6',
      total_interest: '0',
      start_at: '2026-03-02 10:00:00',
      value_at: '2026-03-03 00:00:00',
      end_at: '2026-04-02 00:00:00',
      // Redeemed now: 30 days left x 0.02% x 1000.
      cancel_fee: 6,
      cancel_fee_exact: '6',
    });
    expect(await spot(t, who)).toEqual({ available: '0', frozen: '1000' });
    await closeBooks(t);
  });

  it('credits nothing before the first dividend instant after the value date', async () => {
    expect(await runAt(t, at(DAY_MS - 1000))).toEqual({ credits: 0, matured: 0 });
    expect(await spot(t, who)).toEqual({ available: '0', frozen: '1000' });
  });

  it('credits 0.12 USDT at each dividend instant, to the last digit', async () => {
    for (let day = 1; day <= 29; day++) {
      expect(await runAt(t, at(day * DAY_MS))).toEqual({ credits: 1, matured: 0 });
    }
    expect(await spot(t, who)).toEqual({ available: '3.48', frozen: '1000' });
    expect((await orderRow(t, id)).daysPaid).toBe(29);
    await closeBooks(t);
  });

  it('pays the 30th day and the principal back at the end', async () => {
    expect(await runAt(t, at(30 * DAY_MS))).toEqual({ credits: 1, matured: 1 });
    expect(await spot(t, who)).toEqual({ available: '1003.6', frozen: '0' });
    expect(await pool(t)).toBe('999996.4');
    const row = await orderRow(t, id);
    expect(row).toMatchObject({ status: 2, redeemKind: 'matured', daysPaid: 30, nextAt: null });
    expect([row.penalty, row.returned, row.interestPaid].map(Number)).toEqual([0, 1000, 3.6]);

    const credits = await creditsOf(t, id);
    expect(credits).toHaveLength(30);
    expect(credits.every((c) => Number(c.amount) === 0.12 && c.journalId !== null)).toBe(true);
    expect(credits[0]!.dueAt.toISOString()).toBe('2026-03-04T00:00:00.000Z');
    expect(credits[29]!.dueAt.toISOString()).toBe('2026-04-02T00:00:00.000Z');

    const posted = await journalsFor(t.ctx.db, { table: 'lockup_orders', id });
    const reasons = posted.map((j) => j.reason);
    // The principal's freeze and the pool's reserve of the 3.6 promised (issue 11).
    expect(reasons.filter((r) => r === 'lockup_deposit')).toHaveLength(2);
    expect(reasons.filter((r) => r === 'lockup_interest')).toHaveLength(30);
    // Matured: the principal back, and no reserve left to release.
    expect(reasons.filter((r) => r === 'lockup_redeem')).toHaveLength(1);
    expect(posted.some((j) => j.idempotencyKey.endsWith(':release'))).toBe(false);
    await closeBooks(t);
  });

  it('lists the order as redeemed with its interest, and a later run does nothing', async () => {
    await signInAgain(t, who, 'saver@example.com');
    const list = await orders<LockupOrderList>(t, who);
    expect(list.message.total_interest).toBe('3.6');
    expect(list.message.order_list[0]).toMatchObject({
      id,
      status: 2,
      total_interest: '3.6',
      cancel_fee: 0,
      redeem_kind: 'matured',
      returned: '1000',
      redeemed_at: '2026-04-02 00:00:00',
    });
    expect(await runAt(t, at(40 * DAY_MS))).toEqual({ credits: 0, matured: 0 });
    expect(await spot(t, who)).toEqual({ available: '1003.6', frozen: '0' });
    await closeBooks(t);
  });
});
