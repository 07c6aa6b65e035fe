/**
 * Two server processes share one database: each keeps its own copy of the books. Orders
 * placed alternately through both match as one book would, because each copy notices the
 * other's changes (book_seq) and rebuilds before matching. A transaction that fails after
 * changing the copy leaves it stale, and the next order rebuilds it.
 */
import { describe, expect, it } from 'vitest';
import { BookManager } from './books.ts';
import { placeOrder } from './place.ts';
import { BTC, USDT, spotScenario } from './testing.ts';

const { s, limit } = spotScenario({
  people: ['ann', 'ben'],
  grants: [
    ['ann', 'change', BTC, '1'],
    ['ben', 'change', USDT, '100000'],
  ],
});

describe('a second process with its own books', () => {
  const other = { books: new BookManager() };
  const place = (who: { id: number }, side: 1 | 2, amount: string, price: string) =>
    placeOrder(s.t.ctx, other, {
      owner: { ownerKind: 'user', ownerId: who.id },
      currencyId: BTC,
      legalId: USDT,
      side,
      amount,
      price,
      timeInForce: 'GTC',
    });

  it('matches an order resting in the other process', async () => {
    await limit(s.ann, 'sell', '0.2', '30000'); // process 1
    const placed = await place(s.ben, 1, '0.1', '30000'); // process 2
    expect(placed.trades).toHaveLength(1);
    const again = await limit(s.ben, 'buy', '0.1', '30000'); // process 1 again
    expect(again).toMatchObject({ status: 'filled', filled_amount: '0.1' });
    expect(await s.balance(s.ann, 'change', BTC)).toEqual({ available: '0.8', frozen: '0' });
  });

  it('a failed order leaves no trace in either copy', async () => {
    await limit(s.ann, 'sell', '0.5', '31000');
    // Ben cannot pay 3 x 40000: the hold fails inside the transaction.
    await expect(place(s.ben, 1, '3', '40000')).rejects.toThrow('errors.insufficientBalance');
    const depth = await s.call<{ asks: [string, string][] }>('GET', '/market/depth', {
      symbol: 'BTC/USDT',
    });
    expect(depth.message.asks).toEqual([['31000', '0.5']]);
    const fine = await place(s.ben, 1, '0.5', '31000');
    expect(fine.trades).toHaveLength(1);
  });
});
