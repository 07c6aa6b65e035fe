/** OrderBook matching: limit and market orders, time in force, self-trade prevention. */
import { describe, expect, it } from 'vitest';
import { OrderBook } from './orderBook.ts';
import { CancelCause, Tif } from './types.ts';
import { buy, fill, order, place, sample, sell } from './test/bookFixture.ts';

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
