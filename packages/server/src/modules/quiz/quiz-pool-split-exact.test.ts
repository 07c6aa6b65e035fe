/**
 * The pari-mutuel split (issue 14): T = all stakes, W = the right side's; the fee is T x 5%
 * rounded down to USDT's 6 decimals; each right bet gets floor((T - fee) x stake / W); the
 * remainder of the floors goes to the fees account with the fee and is published on the
 * round. The numbers are chosen so the floors leave a remainder. Ledger verified after.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { quizSplit } from '@bourse/shared';
import { journalsFor } from '../ledger/testing.ts';
import {
  betsOf,
  bet,
  closeBooks,
  detail,
  fees,
  micro,
  player,
  quizApp,
  round,
  runAt,
  type Person,
  type QuizTest,
} from './testing.ts';

let t: QuizTest;
let a: Person;
let b: Person;
let c: Person;
let d: Person;
let id: number;

beforeAll(async () => {
  t = await quizApp();
  a = await player(t, 'a@example.com');
  b = await player(t, 'b@example.com');
  c = await player(t, 'c@example.com');
  d = await player(t, 'd@example.com');
  id = await round(t, { fee: '5', min: '0.1' });
});
afterAll(() => t.close());

it('splits the pool exactly and publishes the rounding remainder', async () => {
  // up: a 10 + 7 (added), b 3.333333; down: c 20.000001, d 0.5.
  for (const [who, side, amount] of [
    [a, 'up', '10'],
    [b, 'up', '3.333333'],
    [a, 'up', '7'],
    [c, 'down', '20.000001'],
    [d, 'down', '0.5'],
  ] as const) {
    const r = await bet(t, who, id, side, amount);
    expect(r.message, String(r.message)).toMatchObject({ amount });
  }
  expect(await micro(t, a)).toEqual({ available: '983', frozen: '17' });
  const open = await detail(t, id, a);
  expect(open).toMatchObject({
    state: 'guessing',
    pool_up: '20.333333',
    pool_down: '20.500001',
    participants_up: 2,
    participants_down: 2,
    balance: '983',
    result: null,
  });
  expect(open.my_bets.map((x) => [x.amount, x.outcome])).toEqual([
    ['7', 'pending'],
    ['10', 'pending'],
  ]);

  // Cut-off at 65000 (the reference), settlement at 65100: up is right.
  expect(await runAt(t, 60_000)).toMatchObject({ fixed: 1, settled: 0 });
  expect((await detail(t, id)).state).toBe('cut_off');
  t.feed.set('BTC', '65100');
  expect(await runAt(t, 60_000)).toMatchObject({ settled: 1 });

  // T = 40.833334, fee = floor6(2.0416667) = 2.041666, distributable = 38.791668, W = 20.333333.
  // a's 10: floor6(38.791668 x 10 / 20.333333) = 19.077869; a's 7: 13.354508;
  // b's 3.333333: 6.359289; paid 38.791666, remainder 0.000002.
  const over = await detail(t, id, a);
  expect(over.state).toBe('over');
  expect(over.result).toMatchObject({
    price: { price: '65100', at: Date.parse('2026-03-02T10:02:00Z') / 1000 },
    line: '65000',
    right_side: 'up',
    refund: false,
    total: '40.833334',
    winning: '20.333333',
    fee: '2.041666',
    distributable: '38.791668',
    rounding_remainder: '0.000002',
  });
  expect(over.reference).toMatchObject({
    price: '65000',
    at: Date.parse('2026-03-02T10:01:00Z') / 1000,
  });
  const rows = await betsOf(t, id);
  expect(rows.map((r) => [r.stake, r.outcome, r.payout])).toEqual([
    ['10.000000000000000000', 'right', '19.077869000000000000'],
    ['3.333333000000000000', 'right', '6.359289000000000000'],
    ['7.000000000000000000', 'right', '13.354508000000000000'],
    ['20.000001000000000000', 'missed', '0.000000000000000000'],
    ['0.500000000000000000', 'missed', '0.000000000000000000'],
  ]);
  // The shared function the page uses says the same.
  const again = quizSplit(
    rows.map((r) => ({ id: r.id, side: r.side, stake: r.stake })),
    'up',
    '5',
    6,
  );
  expect(again.remainder).toBe('0.000002');
  expect(over.my_bets.map((x) => x.outcome)).toEqual(['bonus_paid', 'bonus_paid']);

  expect(await micro(t, a)).toEqual({ available: '1015.432377', frozen: '0' });
  expect(await micro(t, b)).toEqual({ available: '1003.025956', frozen: '0' });
  expect(await micro(t, c)).toEqual({ available: '979.999999', frozen: '0' });
  expect(await micro(t, d)).toEqual({ available: '999.5', frozen: '0' });
  expect(await fees(t)).toBe('2.041668');
  expect(await journalsFor(t.ctx.db, { table: 'quiz_rounds', id })).toHaveLength(1);
  await closeBooks(t);
});
