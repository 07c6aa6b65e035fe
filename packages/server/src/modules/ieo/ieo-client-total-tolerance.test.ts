/**
 * Decision 75: the server charges its own total (the issue price converted at the pay
 * coin's recorded index of that second, rounded up to the coin's decimals) and says so in
 * the toast; the client's `price` is a hint, refused only when the server's figure is more
 * than 1% above it. The recorded index, its source and second are kept on the row.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  BTC,
  ETH,
  closeBooks,
  ieoApp,
  myOrders,
  order,
  project,
  spot,
  subscriber,
  type IeoTest,
  type Person,
} from './testing.ts';

let t: IeoTest;
let alice: Person;
let id: number;
beforeAll(async () => {
  t = await ieoApp();
  id = await project(t);
  alice = await subscriber(t, 'alice@example.com', { btc: '1', eth: '10' });
});
afterAll(() => t.close());

it('charges its own figure when the page showed a stale price within 1%', async () => {
  // The page priced 10000 NOVA at BTC 65000 (0.00769231); the index is now 64400:
  // 500 / 64400 = 0.00776397..., 0.93% above the page's figure.
  t.feed.set('BTC', '64400');
  const r = await order(t, alice, id, { amount: '10000', pay_currency: BTC, price: '0.00769231' });
  expect(r.message).toBe('Subscribed 10000 NOVA: 0.00776398 BTC held until the allocation');
  expect(await spot(t, alice, BTC)).toEqual({ available: '0.99223602', frozen: '0.00776398' });
  const [row] = (await myOrders(t, alice)).message.data;
  expect(row).toMatchObject({
    pay_amount: '0.00776398',
    pay_index_price: '64400',
    pay_index_source: 'fixed',
  });
  await closeBooks(t);
});

it('refuses when its figure is more than 1% above the page', async () => {
  t.clock.advance(1000); // a new second: the index is recorded once per second
  t.feed.set('BTC', '64300'); // 500 / 64300 = 0.00777605, 1.09% above 0.00769231
  const r = await order(t, alice, id, { amount: '10000', pay_currency: BTC, price: '0.00769231' });
  expect(r.message).toBe(
    'The total is now 0.00777605 BTC (the page showed 0.00769231); please check it and confirm again',
  );
  expect(await spot(t, alice, BTC)).toEqual({ available: '0.99223602', frozen: '0.00776398' });
});

it('charges less than the page when the price moved the other way, and without a price', async () => {
  t.clock.advance(1000);
  t.feed.set('ETH', '4000'); // 100 x 0.05 / 4000 = 0.00125
  const r = await order(t, alice, id, { amount: '100', pay_currency: ETH, price: '0.00153846' });
  expect(r.message).toBe('Subscribed 100 NOVA: 0.00125 ETH held until the allocation');
  const bare = await order(t, alice, id, { amount: '100', pay_currency: ETH });
  expect(bare.message).toBe('Subscribed 100 NOVA: 0.00125 ETH held until the allocation');
  expect(await spot(t, alice, ETH)).toEqual({ available: '9.9975', frozen: '0.0025' });
  await closeBooks(t);
});
