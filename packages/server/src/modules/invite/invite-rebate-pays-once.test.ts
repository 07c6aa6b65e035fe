/**
 * A day's rebates are paid once however often the job runs (issue 12, Jobs): run again
 * after it finished, run twice at once, or the day paid again past its bookmark (what a
 * run that died half-way leaves to the next one), the rows' unique key lets only the first
 * writer post. Twenty invitees of four inviters each buy 0.01 BTC from Carl (taker fee
 * 0.00001 BTC, rebate 0.000002 BTC): each inviter receives 5 x 0.000002 = 0.00001 BTC.
 * With DATABASE_URL, two apps on one PostgreSQL database race in small chunks too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { journalsFor } from '../ledger/testing.ts';
import { runInviteJobs } from './jobs.ts';
import { payDay } from './pay.ts';
import {
  BTC,
  DAY,
  NOW,
  PAY_AT,
  USDT,
  balance,
  closeBooks,
  feesBalance,
  grant,
  inviteApp,
  member,
  order,
  rebateRows,
  type InviteTest,
  type Member,
} from './testing.ts';

const INVITERS = 4;
const EACH = 5;

/** Four inviters, five invitees each, every invitee a 0.01 BTC taker buy from Carl. */
async function tradingDay(t: InviteTest): Promise<Member[]> {
  const carl = await member(t, 'carl@example.com');
  await grant(t, carl, BTC, '1');
  await order(t, carl, 'sell', '0.2', '50000');
  const inviters: Member[] = [];
  for (let i = 0; i < INVITERS; i++) {
    const inviter = await member(t, `inviter${i}@example.com`);
    inviters.push(inviter);
    for (let k = 0; k < EACH; k++) {
      const invitee = await member(t, `invitee${i}-${k}@example.com`, inviter);
      await grant(t, invitee, USDT, '500');
      await order(t, invitee, 'buy', '0.01', '50000');
    }
  }
  return inviters;
}

async function expectPaidOnce(t: InviteTest, inviters: Member[]) {
  const rows = await rebateRows(t);
  expect(rows).toHaveLength(INVITERS * EACH);
  expect(rows.every((r) => r.rebate === '0.000002000000000000' && r.journalId !== null)).toBe(true);
  const posted = await journalsFor(t.ctx.db, { table: 'invite_rebates' });
  expect(posted).toHaveLength(INVITERS * EACH);
  expect(new Set(posted.map((j) => j.idempotencyKey)).size).toBe(INVITERS * EACH);
  for (const inviter of inviters) {
    expect(await balance(t, inviter, BTC)).toEqual({ available: '0.00001', frozen: '0' });
  }
  // 20 taker fees of 0.00001 BTC collected, 20 rebates of 0.000002 paid out.
  expect(await feesBalance(t, 'change', BTC)).toBe('0.00016');
  await closeBooks(t);
}

describe('one app', () => {
  let t: InviteTest;
  let inviters: Member[];

  beforeAll(async () => {
    t = await inviteApp();
    inviters = await tradingDay(t);
  }, 120_000);
  afterAll(() => t?.close());

  it('pays the day once when two runs start together', async () => {
    t.clock.set(PAY_AT);
    const runs = await Promise.all([
      runInviteJobs(t.ctx, { chunk: 3 }),
      runInviteJobs(t.ctx, { chunk: 3 }),
    ]);
    const written = runs.flatMap((r) => r.days).reduce((n, d) => n + d.rows, 0);
    expect(written).toBe(INVITERS * EACH);
    await expectPaidOnce(t, inviters);
  });

  it('finds nothing to do when run again', async () => {
    expect(await runInviteJobs(t.ctx)).toEqual({ days: [] });
    await expectPaidOnce(t, inviters);
  });

  it('pays nothing when the day is paid again past its bookmark', async () => {
    expect(await payDay(t.ctx, DAY, '20', { chunk: 7 })).toEqual({
      day: DAY,
      rows: 0,
      journals: 0,
    });
    // Even at another rate: the rows already paid decide.
    expect(await payDay(t.ctx, DAY, '50')).toEqual({ day: DAY, rows: 0, journals: 0 });
    await expectPaidOnce(t, inviters);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two apps on one PostgreSQL database', () => {
  let a: InviteTest;
  let b: InviteTest;
  let inviters: Member[];

  beforeAll(async () => {
    const clock = new ManualClock(NOW);
    a = await inviteApp({ clock });
    b = await inviteApp({ clock, database: a.ctx.database });
    inviters = await tradingDay(a);
    clock.set(PAY_AT);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('pays each rebate exactly once when both run at the same time in small chunks', async () => {
    const runs = await Promise.all([
      runInviteJobs(a.ctx, { chunk: 2 }),
      runInviteJobs(b.ctx, { chunk: 2 }),
      runInviteJobs(a.ctx, { chunk: 3 }),
      runInviteJobs(b.ctx, { chunk: 3 }),
    ]);
    const written = runs.flatMap((r) => r.days).reduce((n, d) => n + d.rows, 0);
    expect(written).toBe(INVITERS * EACH);
    await expectPaidOnce(a, inviters);
  });
});
