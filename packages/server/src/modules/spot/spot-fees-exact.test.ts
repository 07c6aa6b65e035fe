/**
 * Maker and taker fees are exact: a resting sell (maker) and a crossing buy (taker) at
 * 0.1 % each. The buyer pays its fee in BTC, the seller in USDT, the fees account receives
 * both, and a buy limit above the maker's price pays the maker's price and gets the
 * difference back at once.
 */
import { describe, expect, it } from 'vitest';
import type { SpotOrderItem, SpotOrderListItem } from '@bourse/shared';
import { BTC, USDT, spotScenario } from './testing.ts';

const { s, limit } = spotScenario({
  people: ['maker', 'taker'],
  grants: [
    ['maker', 'change', BTC, '2'],
    ['taker', 'change', USDT, '100000'],
  ],
});

describe('a limit buy crossing a resting sell', () => {
  let sell: SpotOrderItem;
  let buy: SpotOrderItem;

  it('the sell rests and holds its quantity', async () => {
    sell = await limit(s.maker, 'sell', '1.5', '50000');
    expect(sell).toMatchObject({ status: 'open', filled_amount: '0', side: 'sell', type: 2 });
    expect(await s.balance(s.maker, 'change', BTC)).toEqual({ available: '0.5', frozen: '1.5' });
  });

  it('the buy takes 1 BTC at the maker price and pays the taker fee in BTC', async () => {
    buy = await limit(s.taker, 'buy', '1', '50100');
    expect(buy).toMatchObject({
      status: 'filled',
      filled_amount: '1',
      filled_quote: '50000',
      avg_price: '50000',
      fee: '0.001',
      fee_currency: 'BTC',
    });
    expect(buy.fills).toEqual([
      expect.objectContaining({
        price: '50000',
        amount: '1',
        quote_amount: '50000',
        fee: '0.001',
        role: 'taker',
      }),
    ]);
    // 100000 - 50000 paid; the 100 of price improvement came back with the fill.
    expect(await s.balance(s.taker, 'change', USDT)).toEqual({ available: '50000', frozen: '0' });
    expect(await s.balance(s.taker, 'change', BTC)).toEqual({ available: '0.999', frozen: '0' });
  });

  it('the maker receives 50000 less its 0.1 % fee in USDT and keeps 0.5 BTC on the book', async () => {
    expect(await s.balance(s.maker, 'change', USDT)).toEqual({ available: '49950', frozen: '0' });
    expect(await s.balance(s.maker, 'change', BTC)).toEqual({ available: '0.5', frozen: '0.5' });
    const list = await s.call<SpotOrderListItem[]>(
      'GET',
      '/coin/list',
      { status: 'open' },
      s.maker,
    );
    expect(list.message).toEqual([
      expect.objectContaining({
        id: sell.id,
        status: 1,
        state: 'partial',
        filled_amount: '1',
        fee: '50',
        fee_currency: 'USDT',
      }),
    ]);
  });

  it('the fees account holds exactly both fees', async () => {
    expect(await s.systemBalance('fees', 'change', USDT)).toBe('50');
    expect(await s.systemBalance('fees', 'change', BTC)).toBe('0.001');
  });

  it('one trade journal moved both legs and both fees', async () => {
    const trades = await s.call<{ id: number; price: string; amount: string; side: string }[]>(
      'GET',
      '/market/trades',
      { symbol: 'BTC/USDT' },
    );
    expect(trades.message).toEqual([
      expect.objectContaining({ price: '50000', amount: '1', side: 'buy' }),
    ]);
  });
});
