import { describe, expect, it } from 'vitest';
import { OrderBook } from './orderBook.ts';
import { CancelCause, Side, Tif, type OrderInput, type PlaceResult } from './types.ts';

const { buy, sell } = Side;

function order(
  id: number,
  side: Side,
  price: number,
  qty: number,
  more: Partial<OrderInput> = {},
): OrderInput {
  return { id, owner: id, side, price, qty, tif: Tif.GTC, ...more };
}

/** A detached copy (the book reuses its result object). */
function place(book: OrderBook, o: OrderInput): PlaceResult {
  const r = book.place(o);
  return { ...r, fills: r.fills.map((f) => ({ ...f })), removed: r.removed.map((x) => ({ ...x })) };
}

function fill(makerId: number, price: number, qty: number, makerRemaining: number) {
  return { makerId, makerOwner: makerId, price, qty, makerRemaining };
}

/** A book with asks 101 x5 (id 1), 101 x3 (id 2), 103 x4 (id 3) and bids 99 x2 (id 4), 98 x6 (id 5). */
function sample(): OrderBook {
  const book = new OrderBook();
  book.place(order(1, sell, 101, 5));
  book.place(order(2, sell, 101, 3));
  book.place(order(3, sell, 103, 4));
  book.place(order(4, buy, 99, 2));
  book.place(order(5, buy, 98, 6));
  return book;
}

describe('limit orders', () => {
  it('rest when they do not cross', () => {
    const book = sample();
    expect(book.size).toBe(5);
    expect(book.bestBid()).toBe(99);
    expect(book.bestAsk()).toBe(101);
    expect(book.get(3)).toEqual({ id: 3, owner: 3, side: sell, price: 103, qty: 4 });
  });

  it('take the best price first, then the oldest order, at the maker price', () => {
    const book = sample();
    const r = place(book, order(10, buy, 105, 10));
    expect(r).toEqual({
      fills: [fill(1, 101, 5, 0), fill(2, 101, 3, 0), fill(3, 103, 2, 2)],
      filled: 10,
      remaining: 0,
      filledQuote: 5 * 101 + 3 * 101 + 2 * 103,
      resting: false,
      cancelled: undefined,
      removed: [],
    });
    expect(book.orders(sell)).toEqual([{ id: 3, owner: 3, side: sell, price: 103, qty: 2 }]);
  });

  it('sell takers walk bids from the highest price', () => {
    const book = sample();
    const r = place(book, order(10, sell, 97, 5));
    expect(r.fills).toEqual([fill(4, 99, 2, 0), fill(5, 98, 3, 3)]);
    expect(r.filledQuote).toBe(2 * 99 + 3 * 98);
    expect(book.bestBid()).toBe(98);
  });

  it('stop at their limit price and rest the remainder (GTC)', () => {
    const book = sample();
    const r = place(book, order(10, buy, 101, 12));
    expect(r.fills).toEqual([fill(1, 101, 5, 0), fill(2, 101, 3, 0)]);
    expect(r).toMatchObject({ filled: 8, remaining: 4, resting: true, cancelled: undefined });
    expect(book.bestBid()).toBe(101);
    expect(book.bestAsk()).toBe(103);
    expect(book.get(10)).toEqual({ id: 10, owner: 10, side: buy, price: 101, qty: 4 });
  });

  it('a partly filled maker keeps its place in time priority', () => {
    const book = sample();
    place(book, order(10, buy, 101, 2));
    book.place(order(11, sell, 101, 1));
    expect(book.orders(sell).map((o) => [o.id, o.qty])).toEqual([
      [1, 3],
      [2, 3],
      [11, 1],
      [3, 4],
    ]);
    expect(place(book, order(12, buy, 101, 4)).fills).toEqual([
      fill(1, 101, 3, 0),
      fill(2, 101, 1, 2),
    ]);
  });
});

describe('time in force', () => {
  it('IOC cancels what does not fill at once and never rests', () => {
    const book = sample();
    const r = place(book, order(10, buy, 101, 10, { tif: Tif.IOC }));
    expect(r).toMatchObject({ filled: 8, remaining: 2, resting: false });
    expect(r.cancelled).toBe(CancelCause.ioc);
    expect(book.get(10)).toBeUndefined();
    const none = place(book, order(11, sell, 100, 1, { tif: Tif.IOC }));
    expect(none).toMatchObject({ filled: 0, remaining: 1, cancelled: CancelCause.ioc });
  });

  it('FOK fills completely when the book holds enough within its price', () => {
    const book = sample();
    const r = place(book, order(10, buy, 103, 12, { tif: Tif.FOK }));
    expect(r).toMatchObject({ filled: 12, remaining: 0, resting: false, cancelled: undefined });
    expect(book.bestAsk()).toBeUndefined();
  });

  it('FOK trades nothing when the whole quantity is not there', () => {
    const book = sample();
    const before = book.orders(sell);
    const r = place(book, order(10, buy, 101, 9, { tif: Tif.FOK }));
    expect(r).toEqual({
      fills: [],
      filled: 0,
      remaining: 9,
      filledQuote: 0,
      resting: false,
      cancelled: CancelCause.fok,
      removed: [],
    });
    expect(book.orders(sell)).toEqual(before);
  });

  it("FOK does not count the owner's own resting orders, and then leaves them alone", () => {
    const book = sample();
    // Owner 1 holds 5 of the 8 lots at 101: only 3 are liquidity for it.
    const r = place(book, order(10, buy, 101, 4, { owner: 1, tif: Tif.FOK }));
    expect(r.cancelled).toBe(CancelCause.fok);
    expect(r.removed).toEqual([]);
    expect(book.get(1)?.qty).toBe(5);
    const ok = place(book, order(11, buy, 101, 3, { owner: 1, tif: Tif.FOK }));
    expect(ok.fills).toEqual([fill(2, 101, 3, 0)]);
    expect(ok.removed).toEqual([{ id: 1, owner: 1, qty: 5, cause: CancelCause.selfTrade }]);
  });

  it('post-only rests when it does not cross, and is refused whole when it would', () => {
    const book = sample();
    expect(place(book, order(10, buy, 100, 1, { tif: Tif.POST_ONLY }))).toMatchObject({
      resting: true,
      filled: 0,
      remaining: 1,
      cancelled: undefined,
    });
    const refused = place(book, order(11, buy, 101, 1, { tif: Tif.POST_ONLY }));
    expect(refused).toEqual({
      fills: [],
      filled: 0,
      remaining: 1,
      filledQuote: 0,
      resting: false,
      cancelled: CancelCause.postOnly,
      removed: [],
    });
    expect(place(book, order(12, sell, 100, 1, { tif: Tif.POST_ONLY })).cancelled).toBe(
      CancelCause.postOnly,
    );
    expect(book.size).toBe(6);
    // Even when the best opposite order is its own owner's: post-only never takes.
    const own = sample();
    expect(place(own, order(13, sell, 99, 1, { owner: 4, tif: Tif.POST_ONLY })).cancelled).toBe(
      CancelCause.postOnly,
    );
    expect(own.get(4)?.qty).toBe(2);
  });
});

describe('market orders', () => {
  it('take liquidity at any price and cancel what the book cannot fill', () => {
    const book = sample();
    const r = place(book, order(10, buy, 0, 20, { market: true }));
    expect(r.fills).toEqual([fill(1, 101, 5, 0), fill(2, 101, 3, 0), fill(3, 103, 4, 0)]);
    expect(r).toMatchObject({ filled: 12, remaining: 8, resting: false });
    expect(r.cancelled).toBe(CancelCause.ioc);
    expect(book.bestAsk()).toBeUndefined();
  });

  it('on an empty side, cancel everything', () => {
    const r = place(new OrderBook(), order(1, sell, 0, 3, { market: true }));
    expect(r).toMatchObject({ filled: 0, remaining: 3, cancelled: CancelCause.ioc });
  });

  it('a budget stops a buy before the lot it cannot pay, taking part of a maker', () => {
    const book = sample();
    // 8 lots at 101 cost 808; 300 more pay 2 lots at 103 (206) and leave 94.
    const r = place(book, order(10, buy, 0, 20, { market: true, budget: 808 + 300 }));
    expect(r.fills).toEqual([fill(1, 101, 5, 0), fill(2, 101, 3, 0), fill(3, 103, 2, 2)]);
    expect(r).toMatchObject({ filled: 10, remaining: 10, filledQuote: 1014 });
    expect(r.cancelled).toBe(CancelCause.budget);
    expect(book.get(3)?.qty).toBe(2);
  });

  it('a budget that pays the whole quantity changes nothing', () => {
    const book = sample();
    const r = place(book, order(10, buy, 0, 6, { market: true, budget: 5 * 101 + 101 }));
    expect(r).toMatchObject({ filled: 6, remaining: 0, cancelled: undefined });
  });

  it('a budget larger than the book ends like any market order (ioc)', () => {
    const book = sample();
    const r = place(book, order(10, buy, 0, 20, { market: true, budget: 1_000_000 }));
    expect(r).toMatchObject({ filled: 12, remaining: 8, cancelled: CancelCause.ioc });
  });

  it('a budget that cannot pay one lot trades nothing', () => {
    const book = sample();
    const r = place(book, order(10, buy, 0, 5, { market: true, budget: 100 }));
    expect(r).toMatchObject({ filled: 0, remaining: 5, cancelled: CancelCause.budget });
    expect(book.size).toBe(5);
  });

  it('market FOK fills everything within the budget or nothing', () => {
    const book = sample();
    const no = place(book, order(10, buy, 0, 9, { market: true, tif: Tif.FOK, budget: 9 * 101 }));
    expect(no).toMatchObject({ filled: 0, cancelled: CancelCause.fok });
    const yes = place(book, order(11, buy, 0, 9, { market: true, tif: Tif.FOK, budget: 911 }));
    expect(yes).toMatchObject({ filled: 9, remaining: 0, filledQuote: 911 });
  });
});

describe('self-trade prevention', () => {
  it("cancels the taker's own resting orders it meets and keeps matching", () => {
    const book = sample();
    const r = place(book, order(10, buy, 103, 6, { owner: 2 }));
    expect(r.removed).toEqual([{ id: 2, owner: 2, qty: 3, cause: CancelCause.selfTrade }]);
    expect(r.fills).toEqual([fill(1, 101, 5, 0), fill(3, 103, 1, 3)]);
    expect(r).toMatchObject({ filled: 6, remaining: 0 });
    expect(book.get(2)).toBeUndefined();
    expect(book.size).toBe(3);
  });

  it('leaves own orders the taker never reaches', () => {
    const book = sample();
    const r = place(book, order(10, buy, 103, 5, { owner: 2 }));
    expect(r.removed).toEqual([]);
    expect(book.get(2)?.qty).toBe(3);
  });

  it('a taker that only meets its own orders removes them and rests', () => {
    const book = new OrderBook();
    book.place(order(1, sell, 100, 2, { owner: 7 }));
    book.place(order(2, sell, 101, 2, { owner: 7 }));
    const r = place(book, order(3, buy, 101, 1, { owner: 7 }));
    expect(r.removed.map((x) => x.id)).toEqual([1, 2]);
    expect(r).toMatchObject({ filled: 0, resting: true });
    expect(book.bestBid()).toBe(101);
    expect(book.bestAsk()).toBeUndefined();
  });
});

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
