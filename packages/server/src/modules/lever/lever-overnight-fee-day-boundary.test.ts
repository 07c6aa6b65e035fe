/**
 * The overnight fee: once per UTC day at `lever_overnight_utc` (00:00) on positions open at
 * that instant, on the notional at the index then (0.02% a day); a second run the same day
 * charges nothing; what available lacks comes out of the position's margin.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { journalsFor } from '../ledger/testing.ts';
import {
  expectLeverLedgerBalanced,
  fundUser,
  jobs,
  lever,
  leverApp,
  leverBalance,
  submittedId,
  systemLever,
  trader,
  type LeverTest,
  type Trader,
} from './testing.ts';

let t: LeverTest;
let dan: Trader;
let eve: Trader;
let danPosition: number;
let evePosition: number;

beforeAll(async () => {
  t = await leverApp(); // Monday 2026-03-02 10:00 UTC
  dan = await trader(t, 'dan@example.com');
  eve = await trader(t, 'eve@example.com');
  await fundUser(t, dan.id, '1000');
  // Exactly the margin and fee of 2 lots at 10x, plus 0.1 USDT.
  await fundUser(t, eve.id, '191.145475');
  danPosition = submittedId(await lever.submit(t, dan.token, { share: 2, multiple: 10, type: 1 }));
  evePosition = submittedId(await lever.submit(t, eve.token, { share: 2, multiple: 10, type: 1 }));
});
afterAll(() => t.close());

it('charges nothing before the first charge instant after opening', async () => {
  t.clock.set('2026-03-02T23:59:59Z');
  expect((await jobs(t)).overnight).toBe(0);
  expect(await leverBalance(t, dan.id)).toEqual({ available: '808.954525', frozen: '190.095' });
});

it('charges 0.38 at 00:00 UTC (1900 x 0.02%), once however often the job runs', async () => {
  t.clock.set('2026-03-03T00:00:00Z');
  expect((await jobs(t)).overnight).toBe(2);
  expect((await jobs(t)).overnight).toBe(0);
  t.clock.set('2026-03-03T13:00:00Z');
  expect((await jobs(t)).overnight).toBe(0);
  expect(await leverBalance(t, dan.id)).toEqual({ available: '808.574525', frozen: '190.095' });
  const js = await journalsFor(t.ctx.db, { table: 'lever_positions', id: danPosition });
  expect(js.map((j) => [j.reason, j.idempotencyKey])).toContainEqual([
    'lever_overnight',
    `lever_positions:${danPosition}:overnight:2026-03-03`,
  ]);
  await expectLeverLedgerBalanced(t);
});

it('takes what available lacks out of the margin', async () => {
  // Eve had 0.1 available: 0.1 from it, 0.28 from the margin (190.095 -> 189.815).
  expect(await leverBalance(t, eve.id)).toEqual({ available: '0', frozen: '189.815' });
  const list = await lever.myTrade(t, eve.token, { status: 1 });
  expect((list.message as { message: { data: unknown[] } }).message.data).toMatchObject([
    { id: evePosition, caution_money: '189.815', overnight_money: '0.38' },
  ]);
  const detail = await lever.position(t, eve.token, evePosition);
  expect((detail.message as { charges: unknown[] }).charges).toMatchObject([
    { kind: 'open_fee', amount: '0.950475' },
    { kind: 'overnight', amount: '0.38', charge_day: '2026-03-03', index: { price: '95000' } },
  ]);
  await expectLeverLedgerBalanced(t);
});

it('charges the next day on the price of that day', async () => {
  t.feed.set('BTC', '96000.00');
  t.clock.set('2026-03-04T00:00:05Z');
  expect((await jobs(t)).overnight).toBe(2);
  // 96000 x 0.02 x 0.02% = 0.384
  expect(await leverBalance(t, dan.id)).toEqual({ available: '808.190525', frozen: '190.095' });
  // Eve has nothing available any more: all 0.384 from her margin.
  expect(await leverBalance(t, eve.id)).toEqual({ available: '0', frozen: '189.431' });
  // Two opening fees (2 x 0.950475) and two days of two positions (2 x 0.38 + 2 x 0.384).
  expect(await systemLever(t, 'fees')).toBe('3.42895');
  await expectLeverLedgerBalanced(t);
});

it('catches up every day no job ran on (an outage), once each', async () => {
  // Nothing ran on the 5th, 6th or 7th: the first run after charges all three days.
  t.clock.set('2026-03-07T08:00:00Z');
  expect((await jobs(t)).overnight).toBe(6);
  expect((await jobs(t)).overnight).toBe(0);
  // 3 x 0.384 at the index of the run that charged them.
  expect(await leverBalance(t, dan.id)).toEqual({ available: '807.038525', frozen: '190.095' });
  expect(await leverBalance(t, eve.id)).toEqual({ available: '0', frozen: '188.279' });
  const detail = await lever.position(t, dan.token, danPosition);
  const days = (detail.message as { charges: { kind: string; charge_day?: string }[] }).charges
    .filter((c) => c.kind === 'overnight')
    .map((c) => c.charge_day);
  expect(days).toEqual(['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
  await expectLeverLedgerBalanced(t);
});
