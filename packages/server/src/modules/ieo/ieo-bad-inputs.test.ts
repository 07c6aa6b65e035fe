/**
 * Bad input to the IEO calls (issue 11): every refusal is a clear message in the caller's
 * language and changes nothing (no journal, no row, no balance).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { journalCount } from '../ledger/testing.ts';
import { ieoSubscriptions } from './tables.ts';
import {
  BTC,
  DAY,
  HOUR,
  LUMA,
  USDT,
  VRDT,
  call,
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
let poor: Person;
let live: number;
let warming: number;
let upcoming: number;
beforeAll(async () => {
  t = await ieoApp();
  live = await project(t, { payCurrencyIds: [USDT, BTC] });
  const now = t.clock.now().getTime();
  warming = await project(t, {
    currencyId: LUMA,
    title: { en: 'Lumaris Pay' },
    warmupAt: new Date(now - HOUR),
    startAt: new Date(now + DAY),
    endAt: new Date(now + 2 * DAY),
  });
  upcoming = await project(t, {
    currencyId: VRDT,
    warmupAt: new Date(now + DAY),
    startAt: new Date(now + 2 * DAY),
    endAt: new Date(now + 3 * DAY),
    minAmount: '1',
  });
  alice = await subscriber(t, 'alice@example.com', { usdt: '1000' });
  poor = await subscriber(t, 'poor@example.com', { usdt: '1' });
});
afterAll(() => t.close());

const cases: [string, Record<string, string | number>, string][] = [
  ['an id past int32', { project_id: '2147483648', amount: '100' }, 'Project is not valid'],
  ['a NUL byte', { amount: '10\u00000' }, 'amount is not valid'],
  ['a negative amount', { amount: '-100' }, 'Amount must be greater than zero'],
  ['a zero amount', { amount: '0' }, 'Amount must be greater than zero'],
  ['a huge amount', { amount: '1e30' }, 'Amount must be a plain decimal number, such as 12.5'],
  [
    'too many token decimals',
    { amount: '100.00001' },
    'The amount can have at most 4 decimals in NOVA',
  ],
  ['below the minimum', { amount: '99.9999' }, 'Subscribe at least 100 NOVA'],
  [
    'above the maximum',
    { amount: '300001' },
    'You can subscribe at most 300000 NOVA to this project; you have 0 already, so at most 300000 more',
  ],
  ['an unknown project', { project_id: 999, amount: '100' }, 'This IEO project does not exist'],
  [
    'a pay coin not offered',
    { amount: '100', pay_currency: 2 },
    'Novaline Network cannot be paid in ETH; pay in USDT, BTC',
  ],
  [
    'an unknown pay coin',
    { amount: '100', pay_currency: 77 },
    'Novaline Network cannot be paid in 77; pay in USDT, BTC',
  ],
  ['a missing amount', { amount: '' }, 'Amount is required'],
  [
    'a client total far below the server total',
    { amount: '1000', price: '49' },
    'The total is now 50 USDT (the page showed 49); please check it and confirm again',
  ],
];

it.each(cases)('refuses %s, changing nothing', async (_name, fields, message) => {
  const journals = await journalCount(t.ctx.db);
  const r = await order(t, alice, live, fields);
  expect(r).toMatchObject({ type: 'error', message });
  expect(r.status).toBe(200);
  expect(await journalCount(t.ctx.db)).toBe(journals);
  expect(await t.ctx.db.$count(ieoSubscriptions)).toBe(0);
  expect(await spot(t, alice, USDT)).toEqual({ available: '1000', frozen: '0' });
});

it('refuses a project before its start and before its warm-up', async () => {
  expect((await order(t, alice, warming, { amount: '100' })).message).toBe(
    'Subscriptions to Lumaris Pay open at 2026-03-03 10:00:00 (UTC)',
  );
  expect((await order(t, alice, upcoming, { amount: '100' })).message).toBe(
    'This IEO project does not exist',
  );
  expect((await detail(t, upcoming)).message).toBe('This IEO project does not exist');
  expect((await detail(t, '2147483648')).message).toBe('Project is not valid');
});

it('refuses a balance that cannot pay, in Chinese too', async () => {
  expect((await order(t, poor, live, { amount: '100' })).message).toBe('Insufficient USDT balance');
  const zh = await order(t, poor, live, { amount: '100', lang: 'zh' });
  expect(zh.type).toBe('error');
  expect(zh.message).not.toBe('Insufficient USDT balance');
  expect(await spot(t, poor, USDT)).toEqual({ available: '1', frozen: '0' });
});

it('answers a signed-out caller with 999 before any field', async () => {
  const r = await call(t.app, 'POST', '/project/order', { project_id: 'x', lang: 'en' });
  expect(r.type).toBe('999');
  expect((await call(t.app, 'GET', '/user/project/order', {})).type).toBe('999');
  await closeBooks(t);
});

it('ends the subscription window at the end', async () => {
  t.clock.advance(DAY);
  expect((await order(t, alice, live, { amount: '100' })).message).toBe(
    'Subscriptions to Novaline Network have ended',
  );
  await closeBooks(t);
});
