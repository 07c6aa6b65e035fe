/**
 * A deliberately naive order book for the simulation test: plain arrays kept sorted by a
 * comparator after every insert, matching by repeatedly looking at element 0, a fresh
 * object for every answer. It shares no code with the engine; where the two disagree, one
 * of them is wrong.
 */
import {
  CancelCause,
  Side,
  Tif,
  type Fill,
  type Level,
  type OrderInput,
  type PlaceResult,
  type Removed,
  type RestingOrder,
} from '../types.ts';

interface RefOrder extends RestingOrder {
  seq: number;
}

export class ReferenceBook {
  private bids: RefOrder[] = [];
  private asks: RefOrder[] = [];
  private seq = 0;

  place(o: OrderInput): PlaceResult {
    const market = o.market === true;
    const opposite = o.side === Side.buy ? this.asks : this.bids;
    const crosses = (price: number) =>
      market || (o.side === Side.buy ? price <= o.price : price >= o.price);
    const result: PlaceResult = {
      fills: [],
      filled: 0,
      remaining: o.qty,
      filledQuote: 0,
      resting: false,
      cancelled: undefined,
      removed: [],
    };
    if (o.tif === Tif.POST_ONLY) {
      if (opposite.length > 0 && crosses(opposite[0]!.price)) {
        result.cancelled = CancelCause.postOnly;
      } else {
        this.add(o, o.qty);
        result.resting = true;
      }
      return result;
    }
    const budget = o.budget ?? Infinity;
    if (o.tif === Tif.FOK) {
      let need = o.qty;
      let quote = 0;
      for (const m of opposite.filter((m) => crosses(m.price) && m.owner !== o.owner)) {
        const take = Math.min(need, m.qty);
        need -= take;
        quote += take * m.price;
      }
      if (need > 0 || quote > budget) {
        result.cancelled = CancelCause.fok;
        return result;
      }
    }
    const fills: Fill[] = [];
    const removed: Removed[] = [];
    let remaining = o.qty;
    let left = budget;
    let outOfBudget = false;
    while (remaining > 0 && opposite.length > 0 && crosses(opposite[0]!.price)) {
      const m = opposite[0]!;
      if (m.owner === o.owner) {
        removed.push({ id: m.id, owner: m.owner, qty: m.qty, cause: CancelCause.selfTrade });
        opposite.shift();
        continue;
      }
      let take = Math.min(remaining, m.qty);
      if (take * m.price > left) {
        take = Math.floor(left / m.price);
        outOfBudget = true;
      }
      if (take === 0) break;
      m.qty -= take;
      remaining -= take;
      left -= take * m.price;
      fills.push({
        makerId: m.id,
        makerOwner: m.owner,
        price: m.price,
        qty: take,
        makerRemaining: m.qty,
      });
      if (m.qty === 0) opposite.shift();
      if (outOfBudget) break;
    }
    result.fills = fills;
    result.removed = removed;
    result.filled = o.qty - remaining;
    result.remaining = remaining;
    result.filledQuote = fills.reduce((sum, f) => sum + f.price * f.qty, 0);
    if (remaining > 0) {
      if (market) result.cancelled = outOfBudget ? CancelCause.budget : CancelCause.ioc;
      else if (o.tif === Tif.GTC) {
        this.add(o, remaining);
        result.resting = true;
      } else result.cancelled = CancelCause.ioc;
    }
    return result;
  }

  restore(o: RestingOrder): void {
    this.add(o, o.qty);
  }

  cancel(id: number): RestingOrder | undefined {
    for (const list of [this.bids, this.asks]) {
      const i = list.findIndex((o) => o.id === id);
      if (i >= 0) return plain(list.splice(i, 1)[0]!);
    }
    return undefined;
  }

  get(id: number): RestingOrder | undefined {
    const o = [...this.bids, ...this.asks].find((o) => o.id === id);
    return o && plain(o);
  }

  bestBid(): number | undefined {
    return this.bids[0]?.price;
  }

  bestAsk(): number | undefined {
    return this.asks[0]?.price;
  }

  get size(): number {
    return this.bids.length + this.asks.length;
  }

  orders(side: Side): RestingOrder[] {
    return (side === Side.buy ? this.bids : this.asks).map(plain);
  }

  depth(levels: number): { bids: Level[]; asks: Level[] } {
    const aggregate = (list: RefOrder[]) => {
      const out: Level[] = [];
      for (const o of list) {
        const last = out[out.length - 1];
        if (last && last[0] === o.price) last[1] += o.qty;
        else out.push([o.price, o.qty]);
      }
      return out.slice(0, levels);
    };
    return { bids: aggregate(this.bids), asks: aggregate(this.asks) };
  }

  costToBuy(qty: number, owner?: number) {
    return walk(this.asks, qty, owner);
  }

  proceedsToSell(qty: number, owner?: number) {
    return walk(this.bids, qty, owner);
  }

  private add(o: { id: number; owner: number; side: Side; price: number }, qty: number): void {
    const entry = { id: o.id, owner: o.owner, side: o.side, price: o.price, qty, seq: this.seq++ };
    if (o.side === Side.buy) {
      this.bids.push(entry);
      this.bids.sort((a, b) => b.price - a.price || a.seq - b.seq);
    } else {
      this.asks.push(entry);
      this.asks.sort((a, b) => a.price - b.price || a.seq - b.seq);
    }
  }
}

function plain(o: RefOrder): RestingOrder {
  return { id: o.id, owner: o.owner, side: o.side, price: o.price, qty: o.qty };
}

function walk(list: RefOrder[], qty: number, owner: number | undefined) {
  let need = qty;
  let quote = 0;
  for (const o of list) {
    if (o.owner === owner) continue;
    const take = Math.min(need, o.qty);
    need -= take;
    quote += take * o.price;
  }
  return { qty: qty - need, quote };
}
