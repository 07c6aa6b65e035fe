/** OrderBook upkeep: cancel, restore, queries, refused input, reused results, growth. */
import { describe, expect, it } from 'vitest';
import { OrderBook } from './orderBook.ts';
import type { Side } from './types.ts';
import { Tif, type OrderInput } from './types.ts';
import { buy, fill, order, place, sample, sell } from './test/bookFixture.ts';

describe('cancel', () => {
  it('returns what was resting, then forgets the order', () => {
    const book = sample();
    place(book, order(10, buy, 101, 2));
    expect(book.cancel(1)).toEqual({ id: 1, owner: 1, side: sell, price: 101, qty: 3 });
    expect(book.cancel(1)).toBeUndefined();
    expect(book.cancel(999)).toBeUndefined();
    expect(book.get(1)).toBeUndefined();
    expect(book.size).toBe(4);
  });

  it('from the middle of a level keeps the others in time order', () => {
    const book = new OrderBook();
    for (let id = 1; id <= 5; id++) book.place(order(id, buy, 50, id));
    book.cancel(3);
    book.cancel(1);
    book.cancel(5);
    expect(book.orders(buy).map((o) => o.id)).toEqual([2, 4]);
    book.place(order(6, buy, 50, 1));
    expect(book.orders(buy).map((o) => o.id)).toEqual([2, 4, 6]);
    expect(book.depth(1).bids).toEqual([[50, 2 + 4 + 1]]);
  });

  it('of the last order of the best level moves the best price', () => {
    const book = sample();
    book.cancel(4);
    expect(book.bestBid()).toBe(98);
    book.cancel(5);
    expect(book.bestBid()).toBeUndefined();
    expect(book.depth(5).bids).toEqual([]);
  });

  it('frees the id for a new order', () => {
    const book = sample();
    book.cancel(3);
    book.place(order(3, buy, 90, 1));
    expect(book.get(3)).toEqual({ id: 3, owner: 3, side: buy, price: 90, qty: 1 });
  });
});

describe('restore', () => {
  it('adds resting orders without matching, in the order given', () => {
    const book = new OrderBook();
    book.restore({ id: 9, owner: 1, side: buy, price: 99, qty: 1 });
    book.restore({ id: 3, owner: 2, side: buy, price: 99, qty: 2 });
    book.restore({ id: 5, owner: 1, side: sell, price: 100, qty: 4 });
    expect(book.orders(buy).map((o) => o.id)).toEqual([9, 3]);
    expect(book.orders(sell)).toEqual([{ id: 5, owner: 1, side: sell, price: 100, qty: 4 }]);
  });

  it('refuses a known id and an order that would cross', () => {
    const book = sample();
    expect(() => book.restore({ id: 1, owner: 1, side: buy, price: 50, qty: 1 })).toThrow(
      'already on the book',
    );
    expect(() => book.restore({ id: 20, owner: 1, side: buy, price: 101, qty: 1 })).toThrow(
      'would cross',
    );
    expect(() => book.restore({ id: 21, owner: 1, side: sell, price: 99, qty: 1 })).toThrow(
      'would cross',
    );
    expect(book.size).toBe(5);
  });
});

describe('queries', () => {
  it('depth aggregates per price, best first, up to the number of levels', () => {
    const book = sample();
    book.place(order(6, buy, 99, 3));
    expect(book.depth(1)).toEqual({ bids: [[99, 5]], asks: [[101, 8]] });
    expect(book.depth(10)).toEqual({
      bids: [
        [99, 5],
        [98, 6],
      ],
      asks: [
        [101, 8],
        [103, 4],
      ],
    });
    expect(book.depth(0)).toEqual({ bids: [], asks: [] });
  });

  it('costToBuy and proceedsToSell walk the book without changing it', () => {
    const book = sample();
    expect(book.costToBuy(10)).toEqual({ qty: 10, quote: 8 * 101 + 2 * 103 });
    expect(book.costToBuy(100)).toEqual({ qty: 12, quote: 8 * 101 + 4 * 103 });
    expect(book.costToBuy(6, 1)).toEqual({ qty: 6, quote: 3 * 101 + 3 * 103 });
    expect(book.proceedsToSell(3)).toEqual({ qty: 3, quote: 2 * 99 + 98 });
    expect(book.proceedsToSell(3, 4)).toEqual({ qty: 3, quote: 3 * 98 });
    expect(book.costToBuy(0)).toEqual({ qty: 0, quote: 0 });
    expect(new OrderBook().proceedsToSell(5)).toEqual({ qty: 0, quote: 0 });
    expect(book.size).toBe(5);
    expect(book.get(1)?.qty).toBe(5);
  });

  it('orders lists a side in priority order', () => {
    const book = sample();
    expect(book.orders(buy).map((o) => o.id)).toEqual([4, 5]);
    expect(book.orders(sell).map((o) => o.id)).toEqual([1, 2, 3]);
  });
});

describe('invalid input throws and leaves the book unchanged', () => {
  const cases: [string, Partial<OrderInput>, string][] = [
    ['zero qty', { qty: 0 }, 'qty'],
    ['fractional qty', { qty: 1.5 }, 'qty'],
    ['unsafe qty', { qty: 2 ** 53 }, 'qty'],
    ['zero price', { price: 0 }, 'price'],
    ['negative price', { price: -5 }, 'price'],
    ['fractional price', { price: 100.5 }, 'price'],
    ['zero id', { id: 0 }, 'id'],
    ['bad side', { side: 2 as Side }, 'side'],
    ['bad tif', { tif: 4 as Tif }, 'tif'],
    ['market post-only', { market: true, tif: Tif.POST_ONLY }, 'post-only'],
    ['budget on a limit order', { budget: 10 }, 'budget'],
    ['budget on a market sell', { market: true, side: sell, budget: 10 }, 'budget'],
    ['negative budget', { market: true, budget: -1 }, 'budget'],
    ['duplicate id', { id: 1 }, 'already on the book'],
  ];
  it.each(cases)('%s', (_name, patch, message) => {
    const book = sample();
    const before = [book.orders(buy), book.orders(sell)];
    expect(() => book.place(order(50, buy, 100, 1, patch))).toThrow(message);
    expect([book.orders(buy), book.orders(sell)]).toEqual(before);
  });

  it('queries refuse negative counts', () => {
    expect(() => sample().depth(-1)).toThrow('levels');
    expect(() => sample().costToBuy(-1)).toThrow('qty');
    expect(() => sample().proceedsToSell(1, 0.5)).toThrow('owner');
  });
});

describe('results are reused (see the header of orderBook.ts)', () => {
  it('place returns the same object each time, overwritten by the next call', () => {
    const book = sample();
    const first = book.place(order(10, buy, 101, 1));
    const firstFill = first.fills[0];
    expect(firstFill).toEqual(fill(1, 101, 1, 4));
    const second = book.place(order(11, sell, 99, 1));
    expect(second).toBe(first);
    expect(second.fills[0]).toBe(firstFill);
    expect(firstFill).toEqual(fill(4, 99, 1, 1));
    expect(book.place(order(12, buy, 90, 1)).fills).toEqual([]);
  });
});

describe('growth', () => {
  it('stays consistent past every initial capacity (orders, levels, ids)', () => {
    const book = new OrderBook();
    // 3,000 bid levels and 6,000 orders, far beyond the initial 1,024 orders, 256 levels,
    // 64 ladder entries and 4,096 id cells; ids above 2^32 exercise both halves of the hash.
    const big = 2 ** 40;
    for (let i = 0; i < 6000; i++) book.place(order(big + i, buy, 1 + (i % 3000), 1 + (i % 7)));
    for (let i = 0; i < 6000; i += 3) book.cancel(big + i);
    expect(book.size).toBe(4000);
    const bids = book.orders(buy);
    expect(bids).toHaveLength(4000);
    for (let k = 1; k < bids.length; k++) {
      const [a, b] = [bids[k - 1]!, bids[k]!];
      expect(a.price > b.price || (a.price === b.price && a.id < b.id)).toBe(true);
    }
    const r = place(book, order(1, sell, 1, 1_000_000, { tif: Tif.IOC }));
    expect(r.filled).toBe(bids.reduce((s, o) => s + o.qty, 0));
    expect(r.fills.map((f) => f.makerId)).toEqual(bids.map((o) => o.id));
    expect(book.size).toBe(0);
  });
});
