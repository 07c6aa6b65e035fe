/** Builders the OrderBook unit tests share. */
import { OrderBook } from '../orderBook.ts';
import { Side, Tif, type OrderInput, type PlaceResult } from '../types.ts';

export const { buy, sell } = Side;

export function order(
  id: number,
  side: Side,
  price: number,
  qty: number,
  more: Partial<OrderInput> = {},
): OrderInput {
  return { id, owner: id, side, price, qty, tif: Tif.GTC, ...more };
}

/** A detached copy (the book reuses its result object). */
export function place(book: OrderBook, o: OrderInput): PlaceResult {
  const r = book.place(o);
  return { ...r, fills: r.fills.map((f) => ({ ...f })), removed: r.removed.map((x) => ({ ...x })) };
}

export function fill(makerId: number, price: number, qty: number, makerRemaining: number) {
  return { makerId, makerOwner: makerId, price, qty, makerRemaining };
}

/** A book with asks 101 x5 (id 1), 101 x3 (id 2), 103 x4 (id 3) and bids 99 x2 (id 4), 98 x6 (id 5). */
export function sample(): OrderBook {
  const book = new OrderBook();
  book.place(order(1, sell, 101, 5));
  book.place(order(2, sell, 101, 3));
  book.place(order(3, sell, 103, 4));
  book.place(order(4, buy, 99, 2));
  book.place(order(5, buy, 98, 6));
  return book;
}
