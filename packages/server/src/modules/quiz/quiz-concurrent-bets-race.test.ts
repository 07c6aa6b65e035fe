/**
 * Eight bets from one user at the same moment (issue 14): they queue on the user's
 * `option_accounts` row lock, so neither the balance nor the daily loss limit is ever
 * exceeded, whatever the interleaving. Exactly as many as fit are accepted.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dec } from '@bourse/shared';
import {
  bet,
  call,
  closeBooks,
  detail,
  micro,
  player,
  quizApp,
  round,
  type QuizTest,
} from './testing.ts';

let t: QuizTest;
beforeAll(async () => {
  t = await quizApp();
});
afterAll(() => t.close());

it('never spends more than the balance', async () => {
  const ann = await player(t, 'ann@x.test', '50');
  const id = await round(t);
  const replies = await Promise.all(Array.from({ length: 50 }, () => bet(t, ann, id, 'up', '12')));
  expect(replies.filter((r) => r.type === 'ok')).toHaveLength(4);
  expect(replies.filter((r) => r.type === 'error')).toHaveLength(46);
  expect(replies.every((r) => r.status === 200)).toBe(true);
  expect(await micro(t, ann)).toEqual({ available: '2', frozen: '48' });
  expect((await detail(t, id)).pool_up).toBe('48');
  await closeBooks(t);
});

it('never goes past the daily loss limit', async () => {
  const bob = await player(t, 'bob@x.test', '1000');
  expect(
    (await call(t.app, 'POST', '/microtrade/loss_limit', { amount: '30' }, bob.token)).type,
  ).toBe('ok');
  const id = await round(t);
  const replies = await Promise.all(
    Array.from({ length: 50 }, (_, i) => bet(t, bob, id, 'down', i % 2 ? '7' : '7.5')),
  );
  const accepted = replies.filter((r) => r.type === 'ok');
  const staked = (await detail(t, id, bob)).my_bets.reduce((s, b) => s.add(b.amount), dec(0));
  // 30 / 7.5 = 4 at most, and the sum of what was accepted never exceeds 30.
  expect(accepted.length).toBeGreaterThanOrEqual(3);
  expect(accepted.length).toBeLessThanOrEqual(4);
  expect(staked.lte(30)).toBe(true);
  expect(staked.gt('22.5')).toBe(true);
  await closeBooks(t);
});
