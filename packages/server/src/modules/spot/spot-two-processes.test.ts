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

  it('a transaction that fails after matching leaves no trace in either copy', async () => {
    await limit(s.ann, 'sell', '0.5', '31000');
    // The match happens in process 2's copy, then its transaction fails before commit.
    const commit = other.books.commit.bind(other.books);
    other.books.commit = async () => {
      throw new Error('the connection dropped');
    };
    await expect(place(s.ben, 1, '0.5', '31000')).rejects.toThrow('the connection dropped');
    other.books.commit = commit;
    const depth = await s.call<{ asks: [string, string][] }>('GET', '/market/depth', {
      symbol: 'BTC/USDT',
    });
    expect(depth.message.asks).toEqual([['31000', '0.5']]);
    // Process 2 rebuilds its copy instead of trusting the match that never committed.
    const fine = await place(s.ben, 1, '0.5', '31000');
    expect(fine.trades).toHaveLength(1);
  });
});
