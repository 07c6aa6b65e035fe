/**
 * Moving USDT out of the lever account is refused while it would bring the risk rate to or
 * below the maintenance level; the refusal names the most that can move, which does move.
 * Parallel transfers that together would cross the level: only what fits passes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import {
  USDT,
  expectLeverLedgerBalanced,
  fundUser,
  lever,
  leverApp,
  leverBalance,
  move,
  submittedId,
  trader,
  type LeverTest,
  type Trader,
} from './testing.ts';

let t: LeverTest;
let mia: Trader;

const out = (token: string, amount: string) =>
  call<string>(
    t.app,
    'POST',
    '/wallet/change',
    { currency_id: USDT, number: amount, from_field: 'lever', to_field: 'change' },
    token,
  );

beforeAll(async () => {
  t = await leverApp();
  mia = await trader(t, 'mia@example.com');
  await fundUser(t, mia.id, '1000');
});
afterAll(() => t.close());

it('lets money leave freely without positions', async () => {
  expect(await out(mia.token, '1')).toMatchObject({ type: 'ok' });
  await fundUser(t, mia.id, '1');
});

it('refuses what would reach the maintenance level and names the most that can move', async () => {
  // 10 lots at 100x: ask 95047.5, margin 95.0475, fee 4.752375.
  submittedId(await lever.submit(t, mia.token, { share: 10, multiple: 100, type: 1 }));
  // bid 85957: equity 995.247625 - 909.05 = 86.197625; 50% of 95.0475 = 47.52375.
  move(t, 'BTC', '86000.00');
  const before = await leverBalance(t, mia.id);
  expect(before).toEqual({ available: '900.200125', frozen: '95.0475' });
  const big = await out(mia.token, '100');
  expect(big).toMatchObject({
    type: 'error',
    message:
      'This transfer would bring your contract account to its maintenance level; at most 38.673874 USDT can leave it now',
  });
  // Exactly the room would put the risk rate at 50%: refused too.
  expect((await out(mia.token, '38.673875')).type).toBe('error');
  expect(await leverBalance(t, mia.id)).toEqual(before);
  expect(await out(mia.token, '38.673874')).toMatchObject({ type: 'ok' });
  expect(await leverBalance(t, mia.id)).toEqual({ available: '861.526251', frozen: '95.0475' });
  expect((await out(mia.token, '0.000001')).type).toBe('error');
  await expectLeverLedgerBalanced(t);
});

it('lets through only what fits when transfers race', async () => {
  const ned = await trader(t, 'ned@example.com');
  await fundUser(t, ned.id, '1000');
  move(t, 'BTC', '95000.00');
  submittedId(await lever.submit(t, ned.token, { share: 10, multiple: 100, type: 1 }));
  move(t, 'BTC', '86000.00');
  // Room 38.673875 again: ten transfers of 10 at once, at most three can pass.
  const replies = await Promise.all(Array.from({ length: 10 }, () => out(ned.token, '10')));
  expect(replies.filter((r) => r.type === 'ok')).toHaveLength(3);
  expect(await leverBalance(t, ned.id)).toEqual({ available: '870.200125', frozen: '95.0475' });
  await expectLeverLedgerBalanced(t);
});
