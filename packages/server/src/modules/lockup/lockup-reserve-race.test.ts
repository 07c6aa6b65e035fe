/**
 * Deposits racing the last of the staking pool (issue 11, decision 76): the pool holds
 * 18 USDT, exactly the promises of 5 deposits of 1,000 USDT for 30 days (3.6 each). 12
 * savers, each able to pay, deposit at once: exactly 5 are taken, the other 7 are refused
 * as fully subscribed with nothing of theirs written, and the pool ends with nothing
 * available and 18 reserved: never promised twice, nothing lost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LockupOrderStatus } from '@bourse/shared';
import { journalsFor } from '../ledger/testing.ts';
import { lockupOrders } from './tables.ts';
import {
  PLAN,
  closeBooks,
  deposit,
  fundStakingPool,
  lockupApp,
  poolBalance,
  saver,
  spot,
  type LockupTest,
  type Person,
} from './testing.ts';

const SAVERS = 12;
const COVERED = 5;

describe('deposits racing the last of the staking pool', () => {
  let t: LockupTest;
  let savers: Person[];

  beforeAll(async () => {
    t = await lockupApp({ pool: 'empty' });
    await fundStakingPool(t, '18');
    savers = [];
    for (let i = 0; i < SAVERS; i++) savers.push(await saver(t, `racer${i}@example.com`, '1000'));
  });
  afterAll(() => t?.close());

  it('takes exactly the deposits the pool covers', async () => {
    const replies = await Promise.all(savers.map((who) => deposit(t, who, PLAN.usdt30, '1000')));
    const taken = savers.filter((_, i) => replies[i]!.type === 'ok');
    const refused = replies.filter((r) => r.type !== 'ok');
    expect(taken).toHaveLength(COVERED);
    expect(refused).toHaveLength(SAVERS - COVERED);
    for (const r of refused) {
      expect(r).toMatchObject({
        type: 'error',
        message:
          'The USDT 30-day plan is fully subscribed for now; nothing was changed, please try again later',
      });
    }
    for (const who of savers) {
      expect(await spot(t, who)).toEqual(
        taken.includes(who)
          ? { available: '0', frozen: '1000' }
          : { available: '1000', frozen: '0' },
      );
    }
    expect(await poolBalance(t)).toEqual({ available: '0', frozen: '18' });

    const rows = await t.ctx.db.select().from(lockupOrders);
    expect(rows).toHaveLength(COVERED);
    expect(rows.every((r) => r.status === LockupOrderStatus.running)).toBe(true);
    const keys = (await journalsFor(t.ctx.db, { table: 'lockup_orders' })).map(
      (j) => j.idempotencyKey,
    );
    expect(keys.filter((k) => k.endsWith(':reserve')).sort()).toEqual(
      rows.map((r) => `lockup_orders:${r.id}:reserve`).sort(),
    );
    expect(keys.filter((k) => k.endsWith(':deposit'))).toHaveLength(COVERED);
    await closeBooks(t);
  });
});
