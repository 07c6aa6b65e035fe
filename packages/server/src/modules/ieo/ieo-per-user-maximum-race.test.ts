/**
 * The per-user maximum under a race (issue 11): one user sends ten subscriptions of
 * 100,000 NOVA at once to a project allowing 300,000 each; they are checked one at a time
 * under the user's IEO lock, so exactly three pass, three holds are posted and nothing is
 * lost. Another user is not held back.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { journalCount } from '../ledger/testing.ts';
import {
  USDT,
  closeBooks,
  detail,
  ieoApp,
  order,
  project,
  spot,
  subscriber,
  type IeoTest,
  type Person,
} from './testing.ts';

let t: IeoTest;
let alice: Person;
let bob: Person;
let id: number;
beforeAll(async () => {
  t = await ieoApp();
  id = await project(t);
  alice = await subscriber(t, 'alice@example.com', { usdt: '100000' });
  bob = await subscriber(t, 'bob@example.com', { usdt: '100000' });
});
afterAll(() => t.close());

it('accepts exactly the allowed amount of ten simultaneous subscriptions', async () => {
  const journals = await journalCount(t.ctx.db);
  const replies = await Promise.all(
    Array.from({ length: 10 }, () => order(t, alice, id, { amount: '100000' })),
  );
  expect(replies.filter((r) => r.type === 'ok')).toHaveLength(3);
  const refusals = replies.filter((r) => r.type === 'error').map((r) => r.message);
  expect(refusals).toEqual(
    Array(7).fill(
      'You can subscribe at most 300000 NOVA to this project; you have 300000 already, so at most 0 more',
    ),
  );
  expect(await journalCount(t.ctx.db)).toBe(journals + 3);
  expect(await spot(t, alice, USDT)).toEqual({ available: '85000', frozen: '15000' });
  expect((await detail(t, id, alice.token)).message.info.mine).toEqual({
    subscribed: '300000',
    remaining: '0',
  });
  expect((await order(t, bob, id, { amount: '300000' })).type).toBe('ok');
  await closeBooks(t);
});

it('refuses more than what is left, naming it', async () => {
  const other = await subscriber(t, 'carol@example.com', { usdt: '100000' });
  expect((await order(t, other, id, { amount: '250000' })).type).toBe('ok');
  expect((await order(t, other, id, { amount: '50001' })).message).toBe(
    'You can subscribe at most 300000 NOVA to this project; you have 250000 already, so at most 50000 more',
  );
  expect((await order(t, other, id, { amount: '50000' })).type).toBe('ok');
  await closeBooks(t);
});
