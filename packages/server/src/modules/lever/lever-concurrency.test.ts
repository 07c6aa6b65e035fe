/**
 * Races: 20 opens at once on an account that can pay for 3 open exactly 3; 10 closes of
 * one position at once close it once and pay it once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { journalsFor } from '../ledger/testing.ts';
import { leverPositions } from './tables.ts';
import {
  expectLeverLedgerBalanced,
  fundUser,
  lever,
  leverApp,
  leverBalance,
  move,
  submittedId,
  trader,
  type LeverTest,
} from './testing.ts';

let t: LeverTest;

beforeAll(async () => {
  t = await leverApp();
});
afterAll(() => t.close());

it('opens exactly three of twenty parallel opens that only three fit', async () => {
  const quinn = await trader(t, 'quinn@example.com');
  // Three times 191.045475, plus 100 that a fourth cannot use.
  await fundUser(t, quinn.id, '673.136425');
  const replies = await Promise.all(
    Array.from({ length: 20 }, () =>
      lever.submit(t, quinn.token, { share: 2, multiple: 10, type: 1 }),
    ),
  );
  expect(replies.filter((r) => r.type === 'ok')).toHaveLength(3);
  expect(replies.filter((r) => r.type === 'error').map((r) => r.message)).toEqual(
    Array(17).fill(
      'Not enough in your contract account: this needs 191.045475 USDT (margin 190.095 + fee 0.950475) and 100 USDT is available',
    ),
  );
  expect(await leverBalance(t, quinn.id)).toEqual({ available: '100', frozen: '570.285' });
  expect(await t.ctx.db.$count(leverPositions)).toBe(3);
  await expectLeverLedgerBalanced(t);
});

it('closes one position once however many closes race', async () => {
  const rex = await trader(t, 'rex@example.com');
  await fundUser(t, rex.id, '1000');
  const id = submittedId(await lever.submit(t, rex.token, { share: 2, multiple: 10, type: 1 }));
  move(t, 'BTC', '96000.00');
  const replies = await Promise.all(
    Array.from({ length: 10 }, () => lever.close(t, rex.token, id)),
  );
  expect(replies.filter((r) => r.type === 'ok')).toHaveLength(1);
  expect(new Set(replies.filter((r) => r.type === 'error').map((r) => r.message))).toEqual(
    new Set(['This position is no longer open']),
  );
  const js = await journalsFor(t.ctx.db, { table: 'lever_positions', id });
  expect(js.map((j) => j.reason)).toEqual(['lever_open', 'lever_close']);
  expect(await leverBalance(t, rex.id)).toEqual({ available: '1016.180005', frozen: '0' });
  await expectLeverLedgerBalanced(t);
});

it('batch-closes only longs, then everything', async () => {
  const sue = await trader(t, 'sue@example.com');
  await fundUser(t, sue.id, '2000');
  move(t, 'BTC', '95000.00');
  await lever.submit(t, sue.token, { share: 1, multiple: 10, type: 1 });
  await lever.submit(t, sue.token, { share: 1, multiple: 10, type: 1 });
  await lever.submit(t, sue.token, { share: 1, multiple: 10, type: 2 });
  const longs = await lever.batchClose(t, sue.token, { type: 1 });
  expect(longs).toMatchObject({ type: 'ok', message: '2 position(s) closed' });
  const all = await lever.batchClose(t, sue.token, { type: 0 });
  expect(all).toMatchObject({ type: 'ok', message: '1 position(s) closed' });
  expect((await leverBalance(t, sue.id)).frozen).toBe('0');
  await expectLeverLedgerBalanced(t);
});
