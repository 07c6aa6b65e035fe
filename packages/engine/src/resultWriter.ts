/**
 * The one PlaceResult a book hands out, rewritten by every `place`: its `fills` and
 * `removed` arrays and their elements come from pools that only grow, so a place that
 * needs no more events than an earlier one allocates nothing (orderBook.ts header: the
 * caller copies what it keeps before the next `place`).
 */
import { CancelCause, type Fill, type PlaceResult, type Removed } from './types.ts';

export class ResultWriter {
  readonly result: PlaceResult = {
    fills: [],
    filled: 0,
    remaining: 0,
    filledQuote: 0,
    resting: false,
    cancelled: undefined,
    removed: [],
  };
  private readonly fillPool: Fill[] = [];
  private readonly removedPool: Removed[] = [];
  private fillCount = 0;
  private removedCount = 0;

  /** Starts the result of an order of `qty` lots: nothing filled, nothing decided. */
  begin(qty: number): PlaceResult {
    const r = this.result;
    this.fillCount = 0;
    this.removedCount = 0;
    r.filled = 0;
    r.filledQuote = 0;
    r.remaining = qty;
    r.resting = false;
    r.cancelled = undefined;
    return r;
  }

  fill(makerId: number, makerOwner: number, price: number, qty: number, makerRemaining: number) {
    const k = this.fillCount++;
    let f = this.fillPool[k];
    if (f === undefined) {
      f = { makerId, makerOwner, price, qty, makerRemaining };
      this.fillPool.push(f);
    } else {
      f.makerId = makerId;
      f.makerOwner = makerOwner;
      f.price = price;
      f.qty = qty;
      f.makerRemaining = makerRemaining;
    }
    this.result.fills[k] = f;
  }

  /** A resting order of the taker's owner cancelled by self-trade prevention. */
  selfTrade(id: number, owner: number, qty: number) {
    const k = this.removedCount++;
    let r = this.removedPool[k];
    if (r === undefined) {
      r = { id, owner, qty, cause: CancelCause.selfTrade };
      this.removedPool.push(r);
    } else {
      r.id = id;
      r.owner = owner;
      r.qty = qty;
      r.cause = CancelCause.selfTrade;
    }
    this.result.removed[k] = r;
  }

  /** Trims the arrays to this order's events. */
  finish(): PlaceResult {
    const r = this.result;
    if (r.fills.length !== this.fillCount) r.fills.length = this.fillCount;
    if (r.removed.length !== this.removedCount) r.removed.length = this.removedCount;
    return r;
  }
}
