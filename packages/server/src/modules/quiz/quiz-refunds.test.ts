/**
 * Refunds (issue 14: "if nobody is right, stakes are refunded"): nobody on the right side,
 * nobody on the wrong side, and a price equal to the line (an `above` round at its strike,
 * an `updown` round where the price did not move). Every stake comes back in full, no fee
 * is taken, and the ledger verifies after each.
 */
import { afterAll, beforeEach, expect, it } from 'vitest';
import { journalsFor } from '../ledger/testing.ts';
import {
  bet,
  betsOf,
  closeBooks,
  detail,
  fees,
  micro,
  player,
  quizApp,
  round,
  runAt,
  type QuizTest,
} from './testing.ts';

let t: QuizTest;
beforeEach(async () => {
  await t?.close();
  t = await quizApp();
});
afterAll(() => t.close());

async function expectRefunded(id: number, players: { id: number }[]) {
  const rows = await betsOf(t, id);
  expect(rows.every((r) => r.outcome === 'refunded' && r.payout === r.stake)).toBe(true);
  const d = await detail(t, id);
  expect(d.result).toMatchObject({ refund: true, fee: '0', rounding_remainder: '0' });
  expect(await fees(t)).toBe('0');
  expect(await journalsFor(t.ctx.db, { table: 'quiz_rounds', id })).toHaveLength(1);
  expect(players.length).toBeGreaterThan(0);
  await closeBooks(t);
}

it('refunds everyone when nobody is right', async () => {
  const [a, b] = [await player(t, 'a@x.test'), await player(t, 'b@x.test')];
  const id = await round(t);
  expect((await bet(t, a, id, 'down', '10')).type).toBe('ok');
  expect((await bet(t, b, id, 'down', '25.5')).type).toBe('ok');
  await runAt(t, 60_000);
  t.feed.set('BTC', '65000.01');
  await runAt(t, 60_000);
  expect((await detail(t, id)).result).toMatchObject({
    right_side: 'up',
    winning: '0',
    total: '35.5',
  });
  expect(await micro(t, a)).toEqual({ available: '1000', frozen: '0' });
  expect(await micro(t, b)).toEqual({ available: '1000', frozen: '0' });
  await expectRefunded(id, [a, b]);
});

it('refunds everyone when nobody is wrong (no fee on a pool with one side)', async () => {
  const [a, b] = [await player(t, 'a@x.test'), await player(t, 'b@x.test')];
  const id = await round(t, { fee: '10' });
  expect((await bet(t, a, id, 'up', '10')).type).toBe('ok');
  expect((await bet(t, b, id, 'up', '30')).type).toBe('ok');
  await runAt(t, 60_000);
  t.feed.set('BTC', '65500');
  await runAt(t, 60_000);
  expect((await detail(t, id)).result).toMatchObject({
    right_side: 'up',
    winning: '40',
    total: '40',
  });
  expect(await micro(t, a)).toEqual({ available: '1000', frozen: '0' });
  await expectRefunded(id, [a, b]);
});

it('refunds everyone when the price equals the strike of an above round', async () => {
  const [a, b] = [await player(t, 'a@x.test'), await player(t, 'b@x.test')];
  const id = await round(t, { kind: 'above', strike: '66000' });
  expect((await bet(t, a, id, 'up', '10')).type).toBe('ok');
  expect((await bet(t, b, id, 'down', '20')).type).toBe('ok');
  t.feed.set('BTC', '66000');
  await runAt(t, 120_000);
  expect((await detail(t, id)).result).toMatchObject({
    price: { price: '66000' },
    line: '66000',
    right_side: null,
  });
  expect(await micro(t, b)).toEqual({ available: '1000', frozen: '0' });
  await expectRefunded(id, [a, b]);
});

it('refunds everyone when an up/down round ends where it was cut off', async () => {
  const [a, b] = [await player(t, 'a@x.test'), await player(t, 'b@x.test')];
  const id = await round(t);
  expect((await bet(t, a, id, 'up', '10')).type).toBe('ok');
  expect((await bet(t, b, id, 'down', '20')).type).toBe('ok');
  t.feed.set('BTC', '64000');
  await runAt(t, 60_000); // reference 64000
  await runAt(t, 60_000); // price 64000
  expect((await detail(t, id, a)).my_bets[0]).toMatchObject({ outcome: 'refunded', payout: '10' });
  await expectRefunded(id, [a, b]);
});

it('settles a round without bets and pays nobody', async () => {
  const id = await round(t);
  await runAt(t, 120_000);
  expect((await detail(t, id)).state).toBe('over');
  expect(await journalsFor(t.ctx.db, { table: 'quiz_rounds', id })).toHaveLength(0);
  await closeBooks(t);
});
