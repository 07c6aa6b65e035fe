/**
 * Stocks trade in the stock account, in session only: an AAPL trade at 10:00 New York
 * settles shares and USDT in the stock account with the stock fees (maker 0.05 %, taker
 * 0.1 %); at 16:00 the session has closed and a new order is refused with its hours,
 * while the order resting from the session stays on the book.
 */
import { describe, expect, it } from 'vitest';
import { AAPL, USDT, spotScenario } from './testing.ts';

const { s, limit, trade } = spotScenario({
  people: ['seller', 'buyer'],
  grants: [
    ['seller', 'stock', AAPL, '10'],
    ['buyer', 'stock', USDT, '5000'],
  ],
});

describe('AAPL/USDT', () => {
  it('trades at 10:00 New York and settles in the stock account', async () => {
    s.t.clock.set(new Date('2026-03-02T15:00:00Z')); // a Monday, 10:00 in New York
    await limit(s.seller, 'sell', '3', '230.5', { currency_id: AAPL });
    const buy = await limit(s.buyer, 'buy', '2', '231', { currency_id: AAPL });
    expect(buy).toMatchObject({
      symbol: 'AAPL/USDT',
      status: 'filled',
      filled_quote: '461',
      fee: '0.002',
      fee_currency: 'AAPL',
    });
    expect(await s.balance(s.buyer, 'stock', AAPL)).toEqual({ available: '1.998', frozen: '0' });
    expect(await s.balance(s.buyer, 'stock', USDT)).toEqual({ available: '4539', frozen: '0' });
    // The seller's maker fee: 0.05 % of 461.
    expect(await s.balance(s.seller, 'stock', USDT)).toEqual({
      available: '460.7695',
      frozen: '0',
    });
    expect(await s.balance(s.seller, 'stock', AAPL)).toEqual({ available: '7', frozen: '1' });
    expect(await s.systemBalance('fees', 'stock', USDT)).toBe('0.2305');
    expect(await s.systemBalance('fees', 'stock', AAPL)).toBe('0.002');
  });

  it('refuses orders after the close, naming the session', async () => {
    s.t.clock.set(new Date('2026-03-02T21:00:00Z')); // 16:00 in New York
    const r = await trade(s.buyer, {
      currency_id: AAPL,
      type: 1,
      amount: '1',
      target_price: '231',
    });
    expect(r).toMatchObject({
      type: 'error',
      message:
        'AAPL/USDT trades only in its session, 09:30 to 16:00 New York time, Monday to Friday',
    });
    const depth = await s.call<{ asks: [string, string][] }>('GET', '/market/depth', {
      symbol: 'AAPL/USDT',
    });
    expect(depth.message.asks).toEqual([['230.5', '1']]);
  });
});
