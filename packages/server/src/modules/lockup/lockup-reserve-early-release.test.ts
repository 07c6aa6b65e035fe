/**
 * An early redemption releases the unpaid rest of its reserve (issue 11, decision 76).
 * Saver A locks 1,000 USDT and saver B 500 USDT in the 30-day plan (0.12 and 0.06 a day):
 * the pool reserves 3.6 + 1.8. Ten days are credited to both; A redeems on day 11 at noon:
 * day 11's 0.12 is paid out of A's reserve, then the 19 days never paid (2.28) go back to
 * the pool's available in the same transaction as the redemption. B's reserve is untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LockupOrderItem } from '@bourse/shared';
import { journalEntries, journalsFor } from '../ledger/testing.ts';
import {
  PLAN,
  cancel,
  closeBooks,
  deposit,
  fees,
  lockupApp,
  orderRow,
  poolBalance,
  runAt,
  saver,
  spot,
  type LockupTest,
  type Person,
} from './testing.ts';

describe('an early redemption gives back the rest of its reserve', () => {
  let t: LockupTest;
  let a: Person;
  let b: Person;
  let idA: number;

  beforeAll(async () => {
    t = await lockupApp();
    a = await saver(t, 'early-a@example.com', '1000');
    b = await saver(t, 'early-b@example.com', '500');
    const r = await deposit(t, a, PLAN.usdt30, '1000');
    idA = (r as unknown as { data: LockupOrderItem }).data.id;
    expect((await deposit(t, b, PLAN.usdt30, '500')).type).toBe('ok');
  });
  afterAll(() => t?.close());

  it('holds both promises in the pool before any credit', async () => {
    expect(await poolBalance(t)).toEqual({ available: '999994.6', frozen: '5.4' });
    await closeBooks(t);
  });

  it('pays ten days out of the reserves', async () => {
    expect(await runAt(t, '2026-03-13T00:00:00Z')).toEqual({ credits: 20, matured: 0 });
    // 5.4 - 10 x (0.12 + 0.06) = 3.6 still reserved; the available never moved.
    expect(await poolBalance(t)).toEqual({ available: '999994.6', frozen: '3.6' });
    await closeBooks(t);
  });

  it('releases the 19 unpaid days of A in the redemption itself', async () => {
    t.clock.set('2026-03-14T12:00:00Z');
    const r = await cancel(t, a, idA, '3.8');
    expect(r.type).toBe('ok');
    expect(await spot(t, a)).toEqual({ available: '997.52', frozen: '0' });
    expect(await fees(t)).toBe('3.8');
    // A's day 11 paid (0.12) and 19 x 0.12 = 2.28 released; B keeps 20 x 0.06 = 1.2.
    expect(await poolBalance(t)).toEqual({ available: '999996.88', frozen: '1.2' });
    expect(await orderRow(t, idA)).toMatchObject({ status: 2, redeemKind: 'early', daysPaid: 11 });

    const release = (await journalsFor(t.ctx.db, { table: 'lockup_orders', id: idA })).find(
      (j) => j.idempotencyKey === `lockup_orders:${idA}:release`,
    )!;
    expect(release.reason).toBe('lockup_redeem');
    const legs = (await journalEntries(t.ctx.db, release.id)).map((e) => [
      e.ownerKind,
      e.ownerId,
      e.bucket,
      Number(e.amount),
    ]);
    expect(legs).toEqual([
      ['system', 7, 'frozen', -2.28],
      ['system', 7, 'available', 2.28],
    ]);
    await closeBooks(t);
  });

  it('pays B to the end out of its own reserve, leaving the pool with no reserve', async () => {
    expect(await runAt(t, '2026-04-02T00:00:00Z')).toEqual({ credits: 20, matured: 1 });
    expect(await spot(t, b)).toEqual({ available: '501.8', frozen: '0' });
    // 1,000,000 less what was paid: A's 1.32 and B's 1.8.
    expect(await poolBalance(t)).toEqual({ available: '999996.88', frozen: '0' });
    await closeBooks(t);
  });
});
