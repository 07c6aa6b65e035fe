/**
 * Days missed while no job ran (issue 12, Jobs): Bob (Ann's invitee) buys BTC from Carl
 * every day from Monday to Thursday; the job pays Monday on Tuesday at 00:10, then the
 * server is down until Friday 09:00. The first run after it pays Tuesday, Wednesday and
 * Thursday, each day its own rows at its own fees, oldest first, within its bound of days
 * per run; nothing is paid twice, and Friday (not over yet) waits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BTC,
  PAY_AT,
  USDT,
  balance,
  closeBooks,
  grant,
  inviteApp,
  member,
  order,
  rebateFigures,
  runAt,
  type InviteTest,
  type Member,
} from './testing.ts';

let t: InviteTest;
let ann: Member;
let bob: Member;
let carl: Member;

/** Bob's taker buy of `amount` BTC from Carl at `iso` (fee: amount x 0.1%, in BTC). */
async function buyAt(iso: string, amount: string) {
  t.clock.set(iso);
  await order(t, carl, 'sell', amount, '50000');
  await order(t, bob, 'buy', amount, '50000');
}

beforeAll(async () => {
  t = await inviteApp();
  ann = await member(t, 'ann@example.com');
  bob = await member(t, 'bob@example.com', ann);
  carl = await member(t, 'carl@example.com');
  await grant(t, bob, USDT, '100000');
  await grant(t, carl, BTC, '10');
  await buyAt('2026-03-02T10:00:00Z', '0.1'); // Monday: fee 0.0001, rebate 0.00002
});
afterAll(() => t?.close());

describe('catching up missed days', () => {
  it("pays Monday on Tuesday at 00:10 and sets the job's bookmark", async () => {
    expect((await runAt(t, PAY_AT)).days).toEqual([{ day: '2026-03-02', rows: 1, journals: 1 }]);
    expect(await balance(t, ann, BTC)).toEqual({ available: '0.00002', frozen: '0' });
    await closeBooks(t);
  });

  it('pays every missed day after an outage, one run bounded to a number of days', async () => {
    await buyAt('2026-03-03T12:00:00Z', '0.2'); // Tuesday: rebate 0.00004
    await buyAt('2026-03-04T12:00:00Z', '0.3'); // Wednesday: rebate 0.00006
    await buyAt('2026-03-05T23:59:59Z', '0.4'); // Thursday, last second: rebate 0.00008
    await buyAt('2026-03-06T08:00:00Z', '0.5'); // Friday: not over at 09:00
    // At most two days per run: Tuesday and Wednesday now, Thursday on the next run.
    expect((await runAt(t, '2026-03-06T09:00:00Z', { maxDays: 2 })).days).toEqual([
      { day: '2026-03-03', rows: 1, journals: 1 },
      { day: '2026-03-04', rows: 1, journals: 1 },
    ]);
    expect((await runAt(t, '2026-03-06T09:01:00Z')).days).toEqual([
      { day: '2026-03-05', rows: 1, journals: 1 },
    ]);
    expect((await runAt(t, '2026-03-06T09:02:00Z')).days).toEqual([]);
    const day = (d: string, fee: string, rebate: string) => ({
      inviter: ann.id,
      invitee: bob.id,
      day: d,
      currency: BTC,
      source: 'spot',
      fee,
      count: 1,
      percent: '20',
      rebate,
      paid: true,
    });
    expect(await rebateFigures(t)).toEqual([
      day('2026-03-02', '0.0001', '0.00002'),
      day('2026-03-03', '0.0002', '0.00004'),
      day('2026-03-04', '0.0003', '0.00006'),
      day('2026-03-05', '0.0004', '0.00008'),
    ]);
    expect(await balance(t, ann, BTC)).toEqual({ available: '0.0002', frozen: '0' });
    await closeBooks(t);
  });

  it('pays Friday on Saturday at 00:10', async () => {
    expect((await runAt(t, '2026-03-07T00:10:00Z')).days).toEqual([
      { day: '2026-03-06', rows: 1, journals: 1 },
    ]);
    // 0.00002 + 0.00004 + 0.00006 + 0.00008 + 0.0001.
    expect(await balance(t, ann, BTC)).toEqual({ available: '0.0003', frozen: '0' });
    await closeBooks(t);
  });
});
