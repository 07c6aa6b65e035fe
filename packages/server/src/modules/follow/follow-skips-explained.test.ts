/**
 * Followers whose copy cannot open are skipped for that trade, nothing written but the
 * history row that says why, with its figures: not enough margin, the follow-amount cap
 * reached, lots below the pair's minimum, a signal the job reached too late. A follow made
 * after the trader's fill never copies it. The others still copy.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leverPositions } from '../lever/index.ts';
import {
  expectLeverLedgerBalanced,
  fundUser,
  lever,
  leverBalance,
  submittedId,
  trader as signUp,
  type Trader,
} from '../lever/testing.ts';
import { approvedTrader, copyJobs, follow, followApp, type FollowTest } from './testing.ts';

let t: FollowTest;
let ada: Trader;
let poor: Trader;
let capped: Trader;
let tiny: Trader;
let rich: Trader;

const historyOf = async (who: Trader) => (await follow.copies(t, who.token)).message.data;

beforeAll(async () => {
  t = await followApp();
  ada = await approvedTrader(t, 'ada@example.com');
  await fundUser(t, ada.id, '5000');
  poor = await signUp(t, 'poor@example.com');
  capped = await signUp(t, 'capped@example.com');
  tiny = await signUp(t, 'tiny@example.com');
  rich = await signUp(t, 'rich@example.com');
  await fundUser(t, poor.id, '50');
  await fundUser(t, capped.id, '5000');
  await fundUser(t, tiny.id, '5000');
  await fundUser(t, rich.id, '5000');
  const rules = [
    [poor, { type: 2, number: 2 }],
    [capped, { type: 1, number: 1, amount: '300' }],
    [tiny, { type: 1, number: '0.3' }],
    [rich, { type: 1, number: 1 }],
  ] as const;
  for (const [who, rule] of rules) {
    expect((await follow.follow(t, who.token, { trader_user_id: ada.id, ...rule })).type).toBe(
      'ok',
    );
  }
});
afterAll(() => t.close());

it('skips, with its figures, whoever cannot take the copy; the others copy', async () => {
  const before = await leverBalance(t, poor.id);
  submittedId(await lever.submit(t, ada.token, { share: 2, multiple: 10, type: 1 }));
  expect(await copyJobs(t)).toMatchObject({ opened: 2, skipped: 2 });

  const [poorRow] = await historyOf(poor);
  expect(poorRow).toMatchObject({ outcome: 'skipped', reason: 'margin', position_id: null });
  // 0.02 BTC at 95,047.50 = 1,900.95 notional: 190.095 margin at 10x, 0.950475 fee (0.05 %).
  expect(poorRow!.detail).toEqual({
    need: '191.045475',
    margin: '190.095',
    fee: '0.950475',
    available: '50',
  });
  expect(await leverBalance(t, poor.id)).toEqual(before);

  const [tinyRow] = await historyOf(tiny);
  expect(tinyRow).toMatchObject({ outcome: 'skipped', reason: 'lots', lots: '0.6' });
  expect(tinyRow!.detail).toEqual({ lots: '0.6', min: '1', max: '100' });

  const [cappedRow] = await historyOf(capped);
  expect(cappedRow).toMatchObject({ outcome: 'opened', lots: '2' });
  const [richRow] = await historyOf(rich);
  expect(richRow).toMatchObject({ outcome: 'opened', lots: '2' });
  await expectLeverLedgerBalanced(t);
});

it('the cap counts the margin the open copies already hold', async () => {
  // capped holds 190.095 of its 300 cap: another 2-lot copy (190.095) would pass it.
  submittedId(await lever.submit(t, ada.token, { share: 2, multiple: 10, type: 1 }));
  await copyJobs(t);
  const [latest] = await historyOf(capped);
  expect(latest).toMatchObject({ outcome: 'skipped', reason: 'cap' });
  expect(latest!.detail).toEqual({ need: '190.095', left: '109.905' });
  const [richLatest] = await historyOf(rich);
  expect(richLatest).toMatchObject({ outcome: 'opened' });
});

it('a signal reached more than 30 s after the trader’s fill is not copied', async () => {
  submittedId(await lever.submit(t, ada.token, { share: 1, multiple: 10, type: 2 }));
  t.clock.advance(31_000);
  await copyJobs(t);
  const [late] = await historyOf(rich);
  expect(late).toMatchObject({ outcome: 'skipped', reason: 'late', detail: { seconds: '31' } });
});

it('a follow made after the trader’s fill does not copy it', async () => {
  const id = submittedId(await lever.submit(t, ada.token, { share: 1, multiple: 10, type: 1 }));
  const newcomer = await signUp(t, 'newcomer@example.com');
  await fundUser(t, newcomer.id, '1000');
  t.clock.advance(1000);
  await follow.follow(t, newcomer.token, { trader_user_id: ada.id, type: 1, number: 1 });
  await copyJobs(t);
  expect(await historyOf(newcomer)).toEqual([]);
  const copies = await t.ctx.db.select().from(leverPositions).where(eq(leverPositions.copyOf, id));
  expect(copies.map((c) => c.userId).sort()).toEqual([capped.id, rich.id].sort());
  await expectLeverLedgerBalanced(t);
});
