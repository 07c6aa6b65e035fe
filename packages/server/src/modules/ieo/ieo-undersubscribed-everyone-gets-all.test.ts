/**
 * Undersubscribed (issue 11): everyone gets all they asked for. Alice pays in USDT (the
 * peg), Bob in BTC at the recorded index, his total rounded up to 8 decimals; at the end
 * each hold goes to the IEO pool whole, the unsold issuance goes back to the treasury, and
 * after the 30 lock days the tokens reach the spot accounts from the pool.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IeoPhase, IeoSubscriptionStatus } from '@bourse/shared';
import { journalCount } from '../ledger/testing.ts';
import { runIeoJobs } from './release.ts';
import { ieoSubscriptions } from './tables.ts';
import {
  BTC,
  DAY,
  NOVA,
  USDT,
  closeBooks,
  detail,
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

let t: IeoTest;
let alice: Person;
let bob: Person;
let id: number;
beforeAll(async () => {
  t = await ieoApp();
  id = await project(t);
  alice = await subscriber(t, 'alice@example.com', { usdt: '1000' });
  bob = await subscriber(t, 'bob@example.com', { btc: '1' });
});
afterAll(() => t.close());

it('lists the project in progress with the issuance in the pool', async () => {
  const r = await list(t);
  expect(r.type).toBe('ok');
  expect(r.message.list).toHaveLength(1);
  expect(r.message.list[0]).toMatchObject({
    id,
    currency_name: 'NOVA',
    amount: '1000000',
    total_sell: '0',
    percentage: '0',
    day: 30,
    time_status: IeoPhase.inProgress,
    start_at: '2026-03-02 09:00:00',
    end_at: '2026-03-03 10:00:00',
    logo: '/h5/coins/nova.svg',
  });
  expect(await pool(t, NOVA)).toBe('1000000');
  const d = await detail(t, id);
  expect(d.message.info).toMatchObject({
    price: '0.05',
    btc_price: '0.000000769230769231',
    eth_price: '0.0000153846153847',
    link: 'https://novaline.example.org',
    content: '<p>Settles <strong>payments</strong>.</p>',
    mine: null,
  });
});

it('holds the server total in the pay coin', async () => {
  const a = await order(t, alice, id, { amount: '1000', price: '50' });
  expect(a).toMatchObject({
    type: 'ok',
    message: 'Subscribed 1000 NOVA: 50 USDT held until the allocation',
  });
  // 2000 x 0.05 / 65000 = 0.0015384615..., rounded up to 8 decimals.
  const b = await order(t, bob, id, { amount: '2000', pay_currency: BTC, price: '0.00153846' });
  expect(b.message).toBe('Subscribed 2000 NOVA: 0.00153847 BTC held until the allocation');
  expect(await spot(t, alice, USDT)).toEqual({ available: '950', frozen: '50' });
  expect(await spot(t, bob, BTC)).toEqual({ available: '0.99846153', frozen: '0.00153847' });
  const item = (await list(t)).message.list[0]!;
  expect(item).toMatchObject({ total_sell: '3000', percentage: '0.3', participants: 2 });
  expect((await detail(t, id, alice.token)).message.info.mine).toEqual({
    subscribed: '1000',
    remaining: '299000',
  });
  await closeBooks(t);
});

it('allocates everything asked at the end, once', async () => {
  t.clock.advance(DAY);
  expect(await runIeoJobs(t.ctx)).toEqual({ allocated: 1, released: 0 });
  const journals = await journalCount(t.ctx.db);
  expect(await runIeoJobs(t.ctx)).toEqual({ allocated: 0, released: 0 });
  expect(await journalCount(t.ctx.db)).toBe(journals);

  expect(await spot(t, alice, USDT)).toEqual({ available: '950', frozen: '0' });
  expect(await spot(t, bob, BTC)).toEqual({ available: '0.99846153', frozen: '0' });
  expect(await pool(t, USDT)).toBe('50');
  expect(await pool(t, BTC)).toBe('0.00153847');
  expect(await pool(t, NOVA)).toBe('3000');
  const item = (await list(t)).message.list[0]!;
  expect(item).toMatchObject({ time_status: IeoPhase.finished, sold: '3000', remainder: '0' });
  const [row] = (await myOrders(t, alice)).message.data;
  expect(row).toMatchObject({
    name: 'Novaline Network',
    coin_amount: '1000',
    give_amount: '1000',
    pay_amount: '50',
    cost: '50',
    refunded: '0',
    status: IeoSubscriptionStatus.locked,
    sell_begin: '2026-04-02 10:00:00',
  });
  expect(row!.created_at).toBe('2026-03-02 10:00:00');
  await closeBooks(t);
});

it('credits the tokens to spot after the lock period, once', async () => {
  t.clock.advance(30 * DAY - 1000);
  expect(await runIeoJobs(t.ctx)).toEqual({ allocated: 0, released: 0 });
  t.clock.advance(1000);
  expect(await runIeoJobs(t.ctx)).toEqual({ allocated: 0, released: 2 });
  expect(await runIeoJobs(t.ctx)).toEqual({ allocated: 0, released: 0 });
  expect(await spot(t, alice, NOVA)).toEqual({ available: '1000', frozen: '0' });
  expect(await spot(t, bob, NOVA)).toEqual({ available: '2000', frozen: '0' });
  expect(await pool(t, NOVA)).toBe('0');
  // (The users' sessions ended idle after 30 days: the rows are read directly.)
  const rows = await t.ctx.db.select().from(ieoSubscriptions).orderBy(ieoSubscriptions.id);
  expect(rows.map((r) => [r.status, r.allotted, r.releasedAt?.toISOString()])).toEqual([
    [IeoSubscriptionStatus.released, '1000.000000000000000000', '2026-04-02T10:00:00.000Z'],
    [IeoSubscriptionStatus.released, '2000.000000000000000000', '2026-04-02T10:00:00.000Z'],
  ]);
  await closeBooks(t);
});
