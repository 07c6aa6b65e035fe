/**
 * Refusals change nothing (issue 10): bad stakes, durations, pairs, coins and ids are each
 * refused with a clear message, and no order, journal or balance moves. Another user's
 * order id is answered like one that does not exist.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OptionSubmitted } from '@bourse/shared';
import { journalCount } from '../ledger/testing.ts';
import { instrumentBySymbol } from '../market/index.ts';
import { optionDurations, optionOrders } from './tables.ts';
import {
  call,
  closeBooks,
  micro,
  optionsApp,
  result,
  submit,
  trader,
  type OptionsTest,
  type Person,
} from './testing.ts';

let t: OptionsTest;
let alice: Person;
let mallory: Person;
beforeAll(async () => {
  t = await optionsApp();
  alice = await trader(t, 'alice@example.com', { usdt: '100' });
  mallory = await trader(t, 'mallory@example.com', { usdt: '100' });
  await t.ctx.db.insert(optionDurations).values({
    seconds: 30,
    payoutPercent: '70',
    minStake: '10',
    maxStake: '100',
    isActive: false,
  });
});
afterAll(() => t.close());

const cases: [string, Record<string, string | number>, string | RegExp][] = [
  ['a zero stake', { number: '0' }, /greater than/i],
  ['a negative stake', { number: '-10' }, /./],
  ['a huge stake', { number: '999999999999999999999' }, /./],
  [
    'a stake past the duration maximum',
    { number: '10000.000001' },
    'The amount must be between 10 and 10000 USDT',
  ],
  [
    'a stake below the minimum',
    { number: '9.999999' },
    'The amount must be between 10 and 10000 USDT',
  ],
  [
    'a stake with 7 decimals',
    { number: '10.1234567' },
    'The amount can have at most 6 decimals in USDT',
  ],
  ['more than the balance', { number: '100.000001' }, 'Insufficient USDT balance'],
  ['an exponent', { number: '1e2' }, /./],
  ['a NUL byte in the stake', { number: '10\u0000' }, /./],
  ['a NUL byte in the pair', { match_id: '1\u0000' }, /./],
  ['an unknown duration', { seconds: 61 }, 'Options of 61 seconds are not offered'],
  ['an inactive duration', { seconds: 30 }, 'Options of 30 seconds are not offered'],
  ['an unknown pair', { match_id: 9999 }, 'This trading pair does not exist'],
  ['a pair id past int32', { match_id: '2147483648' }, /./],
  ['seconds past int32', { seconds: '2147483648' }, /./],
  ['a coin that is not payable', { currency_id: 1 }, /cannot be paid in BTC/],
  ['a currency id past int32', { currency_id: '99999999999' }, /./],
  ['type 3', { type: 3 }, /./],
  ['no stake', { number: '' }, /./],
];

it.each(cases)('refuses %s and changes nothing', async (_name, fields, message) => {
  const journals = await journalCount(t.ctx.db);
  const r = await submit(t, alice, { lang: 'en', ...fields });
  expect(r.type).toBe('error');
  expect(r.status).toBeLessThan(500);
  expect(r.message).toMatch(
    typeof message === 'string'
      ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
      : message,
  );
  expect(await journalCount(t.ctx.db)).toBe(journals);
  expect(await t.ctx.db.$count(optionOrders)).toBe(0);
  expect(await micro(t, alice)).toEqual({ available: '100', frozen: '0' });
});

it('refuses a stock pair outside its session (05:00 in New York) and changes nothing', async () => {
  const aapl = (await instrumentBySymbol(t.ctx.db, 'AAPL/USDT'))!;
  const journals = await journalCount(t.ctx.db);
  const r = await submit(t, alice, { match_id: aapl.id, lang: 'en' });
  expect(r.message).toMatch(/^AAPL\/USDT trades only in its session, 09:30 to 16:00/);
  expect(await journalCount(t.ctx.db)).toBe(journals);
  expect(await t.ctx.db.$count(optionOrders)).toBe(0);
});

it('answers another user’s order id, or none, as not found', async () => {
  const own = await submit<OptionSubmitted>(t, mallory, { number: '10' });
  expect(own.type).toBe('ok');
  t.clock.advance(61_000);
  const journals = await journalCount(t.ctx.db);
  // Due, but not alice's: get_result must neither show nor settle it.
  const r = await result(t, alice, own.message.id);
  expect(r).toMatchObject({ type: 'error', message: 'This order does not exist' });
  const [row] = await t.ctx.db
    .select()
    .from(optionOrders)
    .where(eq(optionOrders.id, own.message.id));
  expect(row!.status).toBe(1);
  expect(await journalCount(t.ctx.db)).toBe(journals);
  for (const id of [
    '2147483648',
    '9007199254740991',
    '9007199254740992',
    '0',
    '-1',
    'abc',
    '1\u0000',
  ]) {
    const x = await result(t, alice, id);
    expect(x.type).toBe('error');
    expect(x.status).toBeLessThan(500);
  }
  const list = await call(
    t.app,
    'GET',
    '/microtrade/lists',
    { status: 3, page: '2147483648' },
    alice.token,
  );
  expect(list.type).toBe('error');
  await closeBooks(t);
});
