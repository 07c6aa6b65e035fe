/**
 * Deposits racing the balance (issue 11): 15 deposits of 100 USDT at once from an account
 * holding 1,000. Exactly the 10 the balance allows are accepted; the others are refused
 * with the translated shortfall and leave nothing behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LockupOrderStatus } from '@bourse/shared';
import { eq } from 'drizzle-orm';
import { journalsFor } from '../ledger/testing.ts';
import { lockupOrders } from './tables.ts';
import {
  PLAN,
  closeBooks,
  deposit,
  lockupApp,
  saver,
  spot,
  type LockupTest,
  type Person,
} from './testing.ts';

describe('concurrent deposits on one balance', () => {
  let t: LockupTest;
  let who: Person;

  beforeAll(async () => {
    t = await lockupApp();
    who = await saver(t, 'racer@example.com', '1000');
  });
  afterAll(() => t?.close());

  it('accepts exactly what the balance allows', async () => {
    const replies = await Promise.all(
      Array.from({ length: 15 }, () => deposit(t, who, PLAN.usdt30, '100')),
    );
    const accepted = replies.filter((r) => r.type === 'ok');
    const refused = replies.filter((r) => r.type !== 'ok');
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r).toMatchObject({ type: 'error', message: 'Insufficient USDT balance' });
    }
    expect(await spot(t, who)).toEqual({ available: '0', frozen: '1000' });
    const rows = await t.ctx.db.select().from(lockupOrders).where(eq(lockupOrders.userId, who.id));
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.status === LockupOrderStatus.running)).toBe(true);
    const deposits = (await journalsFor(t.ctx.db, { table: 'lockup_orders' })).filter(
      (j) => j.reason === 'lockup_deposit',
    );
    // Each accepted order: its principal frozen and the pool's reserve of its interest.
    expect(deposits).toHaveLength(20);
    expect(deposits.filter((j) => j.idempotencyKey.endsWith(':reserve'))).toHaveLength(10);
    await closeBooks(t);
  });
});
