/**
 * Oversubscribed (issue 11): 1,900.33 VRDT asked of 1,000 issued (2 decimals). Each gets
 * asked x 1000 / 1900.33 rounded down to 0.01; the 0.02 left by that rounding is published
 * as the remainder and goes back to the treasury with nothing else unsold. Each hold splits
 * into the cost of what was allotted (rounded down, to the pool) and the refund (the rest,
 * back to available), to the last digit, in USDT and in ETH.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IeoSubscriptionStatus } from '@bourse/shared';
import { journalsFor } from '../ledger/testing.ts';
import { runIeoJobs } from './release.ts';
import {
  DAY,
  ETH,
  USDT,
  VRDT,
  closeBooks,
  ieoApp,
  list,
  myOrders,
  order,
  pool,
  project,
  spot,
  subscriber,
  type IeoTest,
  type Person,
} from './testing.ts';
import { systemBalance } from '../wallet/testing.ts';

let t: IeoTest;
let a: Person, b: Person, c: Person, d: Person;
let id: number;
beforeAll(async () => {
  t = await ieoApp();
  id = await project(t, {
    currencyId: VRDT,
    price: '0.1',
    total: '1000',
    minAmount: '1',
    maxAmount: '1000',
    lockDays: 10,
  });
  a = await subscriber(t, 'a@example.com', { usdt: '100' });
  b = await subscriber(t, 'b@example.com', { usdt: '100' });
  c = await subscriber(t, 'c@example.com', { usdt: '100' });
  d = await subscriber(t, 'd@example.com', { eth: '1' });
  for (const [who, amount, pay] of [
    [a, '700', USDT],
    [b, '500', USDT],
    [c, '300.33', USDT],
    [d, '400', ETH],
  ] as const) {
    expect((await order(t, who, id, { amount, pay_currency: pay })).type).toBe('ok');
  }
});
afterAll(() => t.close());

it('shows the real oversubscription before the end', async () => {
  expect((await list(t)).message.list[0]).toMatchObject({
    total_sell: '1900.33',
    percentage: '190.03',
    participants: 4,
  });
  // 400 x 0.1 / 3250 = 0.0123076923..., rounded up to 8 decimals.
  expect(await spot(t, d, ETH)).toEqual({ available: '0.9876923', frozen: '0.0123077' });
  await closeBooks(t);
});

it('allocates pro rata, refunds the rest and publishes the remainder', async () => {
  t.clock.advance(DAY);
  expect(await runIeoJobs(t.ctx)).toEqual({ allocated: 1, released: 0 });
  const rows = async (who: Person) => (await myOrders(t, who)).message.data[0]!;
  expect(await rows(a)).toMatchObject({
    give_amount: '368.35',
    cost: '36.835',
    refunded: '33.165',
  });
  expect(await rows(b)).toMatchObject({
    give_amount: '263.11',
    cost: '26.311',
    refunded: '23.689',
  });
  expect(await rows(c)).toMatchObject({
    give_amount: '158.04',
    cost: '15.804',
    refunded: '14.229',
  });
  expect(await rows(d)).toMatchObject({
    give_amount: '210.48',
    cost: '0.00647631',
    refunded: '0.00583139',
    status: IeoSubscriptionStatus.locked,
  });
  expect(await spot(t, a, USDT)).toEqual({ available: '63.165', frozen: '0' });
  expect(await spot(t, b, USDT)).toEqual({ available: '73.689', frozen: '0' });
  expect(await spot(t, c, USDT)).toEqual({ available: '84.196', frozen: '0' });
  expect(await spot(t, d, ETH)).toEqual({ available: '0.99352369', frozen: '0' });
  expect(await pool(t, USDT)).toBe('78.95');
  expect(await pool(t, ETH)).toBe('0.00647631');
  // 999.98 allotted stays in the pool for the releases; the 0.02 remainder went back.
  expect(await pool(t, VRDT)).toBe('999.98');
  expect(await systemBalance(t, 'treasury', 'change', VRDT)).toBe('-999.98');
  expect((await list(t)).message.list[0]).toMatchObject({ sold: '999.98', remainder: '0.02' });
  const allocations = (await journalsFor(t.ctx.db, { table: 'ieo_subscriptions' })).filter(
    (j) => j.reason === 'ieo_allocate',
  );
  expect(allocations).toHaveLength(4);
  await closeBooks(t);
});

it('releases exactly the allotments after the lock period', async () => {
  t.clock.advance(10 * DAY);
  expect(await runIeoJobs(t.ctx)).toEqual({ allocated: 0, released: 4 });
  expect(await spot(t, a, VRDT)).toEqual({ available: '368.35', frozen: '0' });
  expect(await spot(t, d, VRDT)).toEqual({ available: '210.48', frozen: '0' });
  expect(await pool(t, VRDT)).toBe('0');
  await closeBooks(t);
});
