/**
 * One instrument's limit order book: price-time priority matching at the maker's price,
 * time-in-force (GTC, IOC, FOK, post-only), market orders (optionally with a quote budget)
 * and self-trade prevention. Pure and deterministic: no I/O, no clock, no randomness.
 *
 * Storage (orderStore.ts, priceLadder.ts, idIndex.ts): orders and levels are slots in typed
 * arrays; each level's orders form an intrusive doubly-linked list in time order; a hash
 * table finds an order's slot by id, so a cancel never scans a level; each side's levels
 * sit in a sorted array with the best price at the end, searched from the best.
 *
 * LIFETIME OF RESULTS: `place` returns the same PlaceResult object on every call, and its
 * `fills` and `removed` arrays and the objects in them are reused as well. They are valid
 * until the next `place` on this book; copy what you need before placing again. Every
 * other method returns fresh objects. The book keeps no reference to the objects passed in.
 *
 * Quote values (price x lots, and their sums) are exact while they stay below 2^53: the
 * caller picks tick and lot sizes that keep them there.
 */
import { IdIndex } from './idIndex.ts';
import { NONE, OrderStore } from './orderStore.ts';
import { PriceLadder } from './priceLadder.ts';
import { ResultWriter } from './resultWriter.ts';
import {
  CancelCause,
  Side,
  Tif,
  type Level,
  type OrderInput,
  type PlaceResult,
  type RestingOrder,
} from './types.ts';
import {
  checkCount,
  checkOrderInput,
  checkOwner,
  checkRestingOrder,
  crossingRestore,
  duplicateId,
} from './validate.ts';

export class OrderBook {
  private readonly store = new OrderStore();
  /** Bids keyed by price, asks by minus price: on both, a larger key is a better price. */
  private readonly bids = new PriceLadder();
  private readonly asks = new PriceLadder();
  /** Order id -> slot in the store. */
  private readonly slots = new IdIndex();

  private readonly out = new ResultWriter();
  /** Set by `match`: a market buy stopped because its budget could not pay the next lot. */
  private budgetHit = false;
  /** Set by `walk`. */
  private walkQty = 0;
  private walkQuote = 0;

  /** Matches an incoming order and rests what its time-in-force allows (see the header). */
  place(order: OrderInput): PlaceResult {
    checkOrderInput(order);
    const { id, owner, side, qty, tif } = order;
    if (this.slots.get(id) !== NONE) duplicateId(id);
    const market = order.market === true;
    const r = this.out.begin(qty);
    const opposite = side === Side.buy ? this.asks : this.bids;
    // The worst key of the opposite side this order may trade with.
    const limitKey = market ? -Infinity : side === Side.buy ? -order.price : order.price;
    if (tif === Tif.POST_ONLY) {
      if (opposite.n > 0 && opposite.keys[opposite.n - 1]! >= limitKey) {
        r.cancelled = CancelCause.postOnly;
      } else {
        this.rest(id, owner, side, order.price, qty);
        r.resting = true;
      }
      return this.out.finish();
    }
    const budget = order.budget ?? Infinity;
    if (tif === Tif.FOK) {
      // Only orders it could actually trade with count: not its owner's (self-trade prevention).
      this.walk(opposite, limitKey, qty, owner);
      if (this.walkQty < qty || this.walkQuote > budget) {
        r.cancelled = CancelCause.fok;
        return this.out.finish();
      }
    }
    const remaining = this.match(opposite, limitKey, qty, owner, budget);
    r.remaining = remaining;
    if (remaining > 0) {
      if (market) r.cancelled = this.budgetHit ? CancelCause.budget : CancelCause.ioc;
      else if (tif === Tif.GTC) {
        this.rest(id, owner, side, order.price, remaining);
        r.resting = true;
      } else if (tif === Tif.IOC) r.cancelled = CancelCause.ioc;
      else throw new Error('OrderBook: internal error, a fill-or-kill order filled in part');
    }
    return this.out.finish();
  }

  /** Adds a resting order without matching (rebuilding a book in priority order). */
  restore(order: RestingOrder): void {
    checkRestingOrder(order);
    const { id, side, price } = order;
    if (this.slots.get(id) !== NONE) duplicateId(id);
    const best = side === Side.buy ? this.bestAsk() : this.bestBid();
    if (best !== undefined && (side === Side.buy ? price >= best : price <= best)) {
      crossingRestore(id);
    }
    this.rest(id, order.owner, side, price, order.qty);
  }

  /** Removes a resting order in O(1); returns what was resting, or undefined if unknown. */
  cancel(id: number): RestingOrder | undefined {
    const o = this.slots.get(id);
    if (o === NONE) return undefined;
    const s = this.store;
    const level = s.orderLevel[o]!;
    const side = s.levelSide[level] as Side;
    const out: RestingOrder = {
      id,
      owner: s.orderOwner[o]!,
      side,
      price: s.levelPrice[level]!,
      qty: s.orderQty[o]!,
    };
    this.slots.delete(id);
    s.removeOrder(o);
    if (s.levelHead[level] === NONE) {
      const ladder = side === Side.buy ? this.bids : this.asks;
      ladder.removeAt(ladder.locate(side === Side.buy ? out.price : -out.price));
      s.removeLevel(level);
    }
    return out;
  }

  get(id: number): RestingOrder | undefined {
    const o = this.slots.get(id);
    return o === NONE ? undefined : this.restingAt(o);
  }

  bestBid(): number | undefined {
    const b = this.bids;
    return b.n > 0 ? b.keys[b.n - 1] : undefined;
  }

  bestAsk(): number | undefined {
    const a = this.asks;
    return a.n > 0 ? -a.keys[a.n - 1]! : undefined;
  }

  /** Number of resting orders. */
  get size(): number {
    return this.slots.size;
  }

  /** Lots per price, best first, at most `levels` prices per side. */
  depth(levels: number): { bids: Level[]; asks: Level[] } {
    checkCount('levels', levels);
    const side = (ladder: PriceLadder): Level[] => {
      const out: Level[] = [];
      for (let pos = ladder.n - 1; pos >= 0 && out.length < levels; pos--) {
        const level = ladder.levels[pos]!;
        out.push([this.store.levelPrice[level]!, this.store.levelQty[level]!]);
      }
      return out;
    };
    return { bids: side(this.bids), asks: side(this.asks) };
  }

  /** Every resting order of a side in priority order (best price, then time). */
  orders(side: Side): RestingOrder[] {
    const s = this.store;
    const ladder = side === Side.buy ? this.bids : this.asks;
    const out: RestingOrder[] = [];
    for (let pos = ladder.n - 1; pos >= 0; pos--) {
      for (let o = s.levelHead[ladder.levels[pos]!]!; o !== NONE; o = s.orderNext[o]!) {
        out.push(this.restingAt(o));
      }
    }
    return out;
  }

  /** Lots a buyer could take now, up to `qty`, and what they cost; orders of `owner` skipped. */
  costToBuy(qty: number, owner?: number): { qty: number; quote: number } {
    return this.quoteOf(this.asks, qty, owner);
  }

  /** Lots a seller could sell now, up to `qty`, and what they bring; orders of `owner` skipped. */
  proceedsToSell(qty: number, owner?: number): { qty: number; quote: number } {
    return this.quoteOf(this.bids, qty, owner);
  }

  private quoteOf(ladder: PriceLadder, qty: number, owner: number | undefined) {
    checkCount('qty', qty);
    checkOwner(owner);
    this.walk(ladder, -Infinity, qty, owner ?? NaN);
    return { qty: this.walkQty, quote: this.walkQuote };
  }

  /**
   * Trades the taker against the opposite side, best price first, while the price allows
   * and it has lots left; returns the lots left. Resting orders of the taker's owner met on
   * the way are cancelled (self-trade prevention). A budget stops it before the first lot it
   * cannot pay; it then takes the lots it can still pay from that maker.
   */
  private match(
    opposite: PriceLadder,
    limitKey: number,
    qty: number,
    owner: number,
    budget: number,
  ): number {
    const s = this.store;
    const { orderId, orderOwner, orderQty, orderNext, levelHead, levelPrice } = s;
    let remaining = qty;
    let budgetLeft = budget;
    let quote = 0;
    let stop = false;
    while (remaining > 0 && opposite.n > 0) {
      const pos = opposite.n - 1;
      if (opposite.keys[pos]! < limitKey) break;
      const level = opposite.levels[pos]!;
      const price = levelPrice[level]!;
      let o = levelHead[level]!;
      while (o !== NONE && remaining > 0) {
        const next = orderNext[o]!;
        if (orderOwner[o] === owner) {
          this.out.selfTrade(orderId[o]!, owner, orderQty[o]!);
          this.slots.delete(orderId[o]!);
          s.removeOrder(o);
          o = next;
          continue;
        }
        const open = orderQty[o]!;
        let take = remaining < open ? remaining : open;
        if (take * price > budgetLeft) {
          take = affordable(budgetLeft, price);
          stop = true;
          if (take === 0) break;
        }
        remaining -= take;
        quote += take * price;
        budgetLeft -= take * price;
        this.out.fill(orderId[o]!, orderOwner[o]!, price, take, open - take);
        if (take === open) {
          this.slots.delete(orderId[o]!);
          s.removeOrder(o);
        } else s.reduce(o, take);
        if (stop) break;
        o = next;
      }
      if (levelHead[level] === NONE) {
        opposite.removeAt(pos);
        s.removeLevel(level);
      }
      if (stop) break;
    }
    this.budgetHit = stop;
    this.out.result.filled = qty - remaining;
    this.out.result.filledQuote = quote;
    return remaining;
  }

  /**
   * What `match` would trade without changing anything, into walkQty / walkQuote. An owner
   * of NaN skips nobody (NaN equals nothing), which lets whole levels be counted at once.
   */
  private walk(ladder: PriceLadder, limitKey: number, qty: number, owner: number): void {
    const { orderOwner, orderQty, orderNext, levelHead, levelPrice, levelQty } = this.store;
    const anyOwner = Number.isNaN(owner);
    let need = qty;
    let quote = 0;
    for (let pos = ladder.n - 1; pos >= 0 && need > 0 && ladder.keys[pos]! >= limitKey; pos--) {
      const level = ladder.levels[pos]!;
      const price = levelPrice[level]!;
      if (anyOwner) {
        const take = Math.min(need, levelQty[level]!);
        need -= take;
        quote += take * price;
        continue;
      }
      for (let o = levelHead[level]!; o !== NONE && need > 0; o = orderNext[o]!) {
        if (orderOwner[o] === owner) continue;
        const take = Math.min(need, orderQty[o]!);
        need -= take;
        quote += take * price;
      }
    }
    this.walkQty = qty - need;
    this.walkQuote = quote;
  }

  private rest(id: number, owner: number, side: Side, price: number, qty: number): void {
    const ladder = side === Side.buy ? this.bids : this.asks;
    const key = side === Side.buy ? price : -price;
    const top = ladder.n - 1;
    let level: number;
    if (top >= 0 && ladder.keys[top] === key) level = ladder.levels[top]!;
    else {
      const pos = ladder.locate(key);
      if (pos < ladder.n && ladder.keys[pos] === key) level = ladder.levels[pos]!;
      else {
        level = this.store.addLevel(price, side);
        ladder.insertAt(pos, key, level);
      }
    }
    this.slots.add(id, this.store.addOrder(level, id, owner, qty));
  }

  private restingAt(o: number): RestingOrder {
    const s = this.store;
    const level = s.orderLevel[o]!;
    return {
      id: s.orderId[o]!,
      owner: s.orderOwner[o]!,
      side: s.levelSide[level] as Side,
      price: s.levelPrice[level]!,
      qty: s.orderQty[o]!,
    };
  }
}

/** Whole lots of `price` that `budget` pays for (exact: floor division checked back). */
function affordable(budget: number, price: number): number {
  const lots = Math.floor(budget / price);
  return lots * price > budget ? lots - 1 : lots;
}
