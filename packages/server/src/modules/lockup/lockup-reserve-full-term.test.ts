/**
 * The payout guarantee over a full term (issue 11, decision 76): the staking pool holds
 * exactly what one order promises, 4.44444 USDT, funded as production funds it. The
 * deposit of 1,234.567891 USDT in the 30-day plan reserves the whole promise at once
 * (0.148148 a day, the daily credit rounded down to 6 decimals as the job pays it, x 30):
 * the pool's available goes to zero and its frozen holds the reserve. Every credit is paid
 * out of that reserve, so all 30 are paid though the pool has nothing available, and at
 * maturity the reserve is exactly zero.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LockupOrderItem } from '@bourse/shared';
import { journalEntries, journalsFor } from '../ledger/testing.ts';
import {
  DAY_MS,
  PLAN,
  VALUE_AT,
  closeBooks,
  deposit,
  fundStakingPool,
  lockupApp,
  orderRow,
  poolBalance,
  runAt,
  saver,
  spot,
  type LockupTest,
  type Person,
} from './testing.ts';

const at = (ms: number) => new Date(Date.parse(VALUE_AT) + ms).toISOString();

describe('the reserve of a lock-up order held to the end', () => {
  let t: LockupTest;
  let who: Person;
  let id: number;

  beforeAll(async () => {
    t = await lockupApp({ pool: 'empty' });
    expect(await fundStakingPool(t, '4.44444')).toBe('4.44444');
    who = await saver(t, 'reserve@example.com', '1234.567891');
  });
  afterAll(() => t?.close());

  it('reserves the whole promised interest at the deposit, to the last digit', async () => {
    const r = await deposit<string>(t, who, PLAN.usdt30, '1234.567891');
    expect(r.type).toBe('ok');
    const item = (r as unknown as { data: LockupOrderItem }).data;
    id = item.id;
    expect(item).toMatchObject({ daily_interest: '0.148148', expected_interest: '4.44444' });
    expect(await spot(t, who)).toEqual({ available: '0', frozen: '1234.567891' });
    expect(await poolBalance(t)).toEqual({ available: '0', frozen: '4.44444' });

    const reserve = (await journalsFor(t.ctx.db, { table: 'lockup_orders', id })).find((j) =>
      j.idempotencyKey.endsWith(':reserve'),
    )!;
    expect(reserve).toMatchObject({
      reason: 'lockup_deposit',
      idempotencyKey: `lockup_orders:${id}:reserve`,
    });
    const legs = (await journalEntries(t.ctx.db, reserve.id)).map((e) => [
      e.ownerKind,
      e.ownerId,
      e.bucket,
      Number(e.amount),
    ]);
    expect(legs).toEqual([
      ['system', 7, 'available', -4.44444],
      ['system', 7, 'frozen', 4.44444],
    ]);
    await closeBooks(t);
  });

  it('pays each credit out of the reserve, the pool having nothing available', async () => {
    for (let day = 1; day <= 10; day++) {
      expect(await runAt(t, at(day * DAY_MS))).toEqual({ credits: 1, matured: 0 });
    }
    // 10 x 0.148148 = 1.48148 paid; 20 x 0.148148 = 2.96296 still reserved.
    expect(await spot(t, who)).toEqual({ available: '1.48148', frozen: '1234.567891' });
    expect(await poolBalance(t)).toEqual({ available: '0', frozen: '2.96296' });
    await closeBooks(t);
  });

  it('leaves the reserve at exactly zero at maturity', async () => {
    expect(await runAt(t, at(30 * DAY_MS))).toEqual({ credits: 20, matured: 1 });
    expect(await spot(t, who)).toEqual({ available: '1239.012331', frozen: '0' });
    expect(await poolBalance(t)).toEqual({ available: '0', frozen: '0' });
    const row = await orderRow(t, id);
    expect(row).toMatchObject({ status: 2, redeemKind: 'matured', daysPaid: 30 });
    expect(Number(row.interestPaid)).toBe(4.44444);
    const keys = (await journalsFor(t.ctx.db, { table: 'lockup_orders', id })).map(
      (j) => j.idempotencyKey,
    );
    // Nothing was left to release: the reserve was paid down to zero by the 30 credits.
    expect(keys.filter((k) => k.endsWith(':release'))).toEqual([]);
    expect(keys.filter((k) => k.includes(':interest:'))).toHaveLength(30);
    await closeBooks(t);
  });
});
