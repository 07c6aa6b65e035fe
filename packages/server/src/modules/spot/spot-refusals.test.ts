/**
 * Every order the rules refuse says which rule and its limit, in the caller's language,
 * and changes nothing: no order row, no journal, the same balances.
 */
import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { journalCount } from '../ledger/testing.ts';
import { AAPL, BTC, USDT, spotScenario } from './testing.ts';
import { spotOrders } from './tables.ts';

const { s, trade } = spotScenario({
  people: ['ann'],
  grants: [
    ['ann', 'change', USDT, '1000'],
    ['ann', 'change', BTC, '0.01'],
    ['ann', 'stock', USDT, '1000'],
  ],
});

async function nothingChanged(before: { orders: number; journals: number }) {
  const [o] = await s.t.ctx.db.select({ n: count() }).from(spotOrders);
  expect({ orders: o!.n, journals: await journalCount(s.t.ctx.db) }).toEqual(before);
  expect(await s.balance(s.ann, 'change', USDT)).toEqual({ available: '1000', frozen: '0' });
  expect(await s.balance(s.ann, 'change', BTC)).toEqual({ available: '0.01', frozen: '0' });
}

const cases: [string, Record<string, string | number>, string][] = [
  [
    'zero amount',
    { type: 1, amount: '0', target_price: '50000' },
    'Amount must be greater than zero',
  ],
  [
    'negative amount',
    { type: 1, amount: '-1', target_price: '50000' },
    'Amount must be greater than zero',
  ],
  [
    'too precise amount',
    { type: 1, amount: '0.000001', target_price: '50000' },
    'The amount must be a multiple of 0.00001 BTC',
  ],
  [
    'too precise price',
    { type: 1, amount: '0.01', target_price: '50000.001' },
    'The price must be a multiple of 0.01 USDT',
  ],
  ['zero price', { type: 1, amount: '0.01', target_price: '0' }, 'Price must be greater than zero'],
  [
    'below the minimum value',
    { type: 1, amount: '0.0001', target_price: '40000' },
    'The order value must be at least 5 USDT',
  ],
  [
    'unaffordable buy',
    { type: 1, amount: '1', target_price: '40000' },
    'This order needs 40000 USDT, but 1000 USDT is available',
  ],
  [
    'unaffordable sell',
    { type: 2, amount: '1', target_price: '40000' },
    'This order needs 1 BTC, but 0.01 BTC is available',
  ],
  [
    'unknown pair',
    { type: 1, amount: '1', target_price: '1', currency_id: 999 },
    'This trading pair does not exist',
  ],
  ['bad side', { type: 3, amount: '1', target_price: '1' }, ''],
  [
    'market with an empty book',
    { type: 1, amount: '0.01' },
    'There are no orders to trade against in BTC/USDT right now',
  ],
  [
    'stock outside its session',
    { type: 1, amount: '1', target_price: '200', currency_id: AAPL },
    'AAPL/USDT trades only in its session, 09:30 to 16:00 New York time, Monday to Friday',
  ],
];

describe('refused orders', () => {
  it.each(cases)('%s', async (_name, fields, message) => {
    const [o] = await s.t.ctx.db.select({ n: count() }).from(spotOrders);
    const journals = await journalCount(s.t.ctx.db);
    const r = await trade(s.ann, fields);
    expect(r.type).toBe('error');
    expect(r.message).toContain(message);
    await nothingChanged({ orders: o!.n, journals });
  });

  it('answers in the caller language', async () => {
    const r = await trade(s.ann, { type: 1, amount: '0.0001', target_price: '40000', lang: 'zh' });
    expect(r).toMatchObject({ type: 'error', message: '订单金额不能低于 5 USDT' });
  });

  it('a signed-out caller gets 999 before any field check', async () => {
    const r = await s.call('POST', '/coin/trade', { amount: 'x' });
    expect(r.type).toBe('999');
  });
});
