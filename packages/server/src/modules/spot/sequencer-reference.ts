/**
 * A deliberately naive model of the spot markets for the sequencer simulation
 * (sequencer-simulation.test.ts): one command at a time, plain arrays re-sorted after every
 * insert, decimals everywhere, no batches, no database. It shares no code with batch.ts or
 * the engine; where the two disagree, one of them is wrong.
 *
 * The rules it follows (batch.ts, rules.ts, the engine's CONTEXT.md): a repeated client
 * order id answers with the first order; an order off the pair's steps, below the minimum
 * value, a crossing post-only or one its owner cannot pay is refused and changes nothing;
 * a limit buy holds price x quantity, a sell its quantity, a market buy what the book
 * (without the owner's own orders) costs, capped by the balance. Fills happen at the
 * maker's price, best price then oldest first; a resting order of the taker's owner met
 * while matching is cancelled (self-trade prevention) and matching goes on; IOC and market
 * orders drop what does not fill at once, FOK fills all or nothing, GTC rests the rest.
 * Each side pays its fee in what it receives, rounded half-up to that coin's decimals, at
 * the pair's rate less the owner's VIP discount (rate x (100 - percent) / 100; issue 12).
 */
import {
  Exact,
  Rounding,
  roundAmount,
  type CancelReason,
  type OrderStatus,
  type TimeInForce,
} from '@bourse/shared';

export interface RefCoin {
  id: number;
  name: string;
  decimals: number;
}

export interface RefPair {
  id: number;
  symbol: string;
  base: RefCoin;
  quote: RefCoin;
  priceDecimals: number;
  qtyDecimals: number;
  minAmount: string;
  makerFee: string;
  takerFee: string;
}

export type RefSide = 'buy' | 'sell';

/** Owners are the engine's keys: users positive, system accounts negative. */
export type RefCommand =
  | {
      kind: 'place';
      owner: number;
      side: RefSide;
      amount: string;
      /** Absent: a market order. */
      price?: string;
      timeInForce: TimeInForce;
      clientOrderId?: string;
    }
  | { kind: 'cancel'; owner: number; orderId: number };

export interface RefFill {
  makerId: number;
  price: string;
  quantity: string;
  buyerFee: string;
  sellerFee: string;
}

export type RefOutcome =
  | {
      kind: 'placed';
      orderId: number;
      status: OrderStatus;
      cancelReason: CancelReason | null;
      filledQuantity: string;
      filledQuote: string;
      fills: RefFill[];
    }
  | { kind: 'repeat'; orderId: number }
  | { kind: 'cancelled'; orderId: number }
  | { kind: 'refused'; key: string };

/** A resting order: price in ticks, what is left in lots. */
export interface RefResting {
  id: number;
  owner: number;
  side: RefSide;
  priceTicks: number;
  lots: number;
}

/** Every order's row as the database should hold it. */
export interface RefOrderRow {
  id: number;
  pair: number;
  owner: number;
  side: RefSide;
  orderType: 'limit' | 'market';
  /** A market order is stored as IOC whatever it asked for. */
  timeInForce: TimeInForce;
  price: string | null;
  quantity: string;
  clientOrderId: string | null;
  status: OrderStatus;
  cancelReason: CancelReason | null;
  filledQuantity: Exact;
  filledQuote: Exact;
  fee: Exact;
  /** What the order still holds. */
  frozen: Exact;
}

/** One trade, in the order trades happened. */
export interface RefTrade {
  makerId: number;
  takerId: number;
  takerSide: RefSide;
  price: string;
  quantity: string;
  makerFee: string;
  takerFee: string;
}

export interface RefBalance {
  available: Exact;
  frozen: Exact;
}

interface Entry extends RefResting {
  seq: number;
}

const zero = () => new Exact(0);

/** The model of every market and every participant's balances in the spot account. */
export class ReferenceExchange {
  readonly orders = new Map<number, RefOrderRow>();
  readonly trades: RefTrade[] = [];
  /** The `fees` system account, per currency. */
  readonly fees = new Map<number, Exact>();
  private readonly wallets = new Map<string, RefBalance>();
  private readonly books = new Map<number, { bids: Entry[]; asks: Entry[] }>();
  private readonly clientIds = new Map<string, number>();
  private seq = 0;

  constructor(
    readonly pairs: RefPair[],
    /** VIP fee discounts in percent by owner key (users only); absent: none. */
    private readonly discounts: ReadonlyMap<number, string> = new Map(),
  ) {
    for (const p of pairs) this.books.set(p.id, { bids: [], asks: [] });
  }

  /** A fee rate less the owner's discount. */
  private rate(rate: string, owner: number): Exact {
    const off = new Exact(this.discounts.get(owner) ?? '0');
    return new Exact(rate).times(new Exact(100).minus(off)).div(100);
  }

  balance(owner: number, currency: number): RefBalance {
    const key = `${owner}:${currency}`;
    let b = this.wallets.get(key);
    if (!b) {
      b = { available: zero(), frozen: zero() };
      this.wallets.set(key, b);
    }
    return b;
  }

  /** A deposit outside the markets (a grant, a top-up). */
  credit(owner: number, currency: number, amount: string): void {
    const b = this.balance(owner, currency);
    b.available = b.available.plus(amount);
  }

  /** Resting orders in priority: bids best first, then asks best first, oldest first. */
  resting(pairId: number): RefResting[] {
    const book = this.bookOf(pairId);
    return [...book.bids, ...book.asks].map(({ seq: _seq, ...o }) => o);
  }

  /** Depth as the snapshots show it: [price, quantity] strings, best first. */
  depth(pairId: number, levels: number): { bids: [string, string][]; asks: [string, string][] } {
    const pair = this.pairOf(pairId);
    const aggregate = (list: Entry[]) => {
      const out: [number, number][] = [];
      for (const o of list) {
        const last = out.at(-1);
        if (last && last[0] === o.priceTicks) last[1] += o.lots;
        else out.push([o.priceTicks, o.lots]);
      }
      return out
        .slice(0, levels)
        .map(([p, q]): [string, string] => [
          fromUnits(p, pair.priceDecimals).toFixed(),
          fromUnits(q, pair.qtyDecimals).toFixed(),
        ]);
    };
    const book = this.bookOf(pairId);
    return { bids: aggregate(book.bids), asks: aggregate(book.asks) };
  }

  /**
   * Applies one command as the sequencer should have. `newId` gives the id the sequencer
   * chose for an accepted order (ids are not the model's business; priority is).
   */
  apply(pairId: number, c: RefCommand, newId: () => number): RefOutcome {
    const pair = this.pairOf(pairId);
    if (c.kind === 'cancel') return this.cancel(pair, c.owner, c.orderId);
    if (c.clientOrderId !== undefined) {
      const first = this.clientIds.get(`${c.owner}:${c.clientOrderId}`);
      if (first !== undefined) return { kind: 'repeat', orderId: first };
    }
    const checked = this.check(pair, c);
    if (typeof checked === 'string') return { kind: 'refused', key: checked };
    const id = newId();
    if (c.clientOrderId !== undefined) this.clientIds.set(`${c.owner}:${c.clientOrderId}`, id);
    return this.match(pair, c, id, checked);
  }

  private check(
    pair: RefPair,
    c: Extract<RefCommand, { kind: 'place' }>,
  ): string | { lots: number; ticks: number; hold: Exact; budget: number } {
    const lots = unitsIn(c.amount, pair.qtyDecimals);
    if (lots === undefined) return 'errors.orderAmountStep';
    const isBuy = c.side === 'buy';
    const holdCoin = isBuy ? pair.quote : pair.base;
    const available = this.balance(c.owner, holdCoin.id).available;
    if (c.price === undefined) {
      const reach = this.walk(pair, c.side, c.owner, lots);
      if (reach.lots === 0) return 'errors.noLiquidity';
      const value = fromUnits(reach.quoteUnits, pair.priceDecimals + pair.qtyDecimals);
      let hold: Exact;
      let budget = Infinity;
      if (isBuy) {
        const capped = Exact.min(value, available);
        if (capped.lte(0)) return 'errors.insufficientBalance';
        budget = capped
          .times(new Exact(10).pow(pair.priceDecimals + pair.qtyDecimals))
          .floor()
          .toNumber();
        hold = fromUnits(budget, pair.priceDecimals + pair.qtyDecimals);
      } else {
        hold = fromUnits(lots, pair.qtyDecimals);
      }
      if ((isBuy ? hold : value).lt(pair.minAmount)) return 'errors.orderBelowMinimum';
      if (available.lt(hold)) return 'errors.orderUnaffordable';
      return { lots, ticks: 0, hold, budget };
    }
    const ticks = unitsIn(c.price, pair.priceDecimals);
    if (ticks === undefined) return 'errors.orderPriceStep';
    if (new Exact(c.price).times(c.amount).lt(pair.minAmount)) return 'errors.orderBelowMinimum';
    if (c.timeInForce === 'POST_ONLY') {
      const best = this.opposite(pair.id, c.side)[0];
      if (best && (isBuy ? ticks >= best.priceTicks : ticks <= best.priceTicks)) {
        return 'errors.postOnlyWouldTake';
      }
    }
    const hold = isBuy ? new Exact(c.price).times(c.amount) : new Exact(c.amount);
    if (available.lt(hold)) return 'errors.orderUnaffordable';
    return { lots, ticks, hold, budget: Infinity };
  }

  private match(
    pair: RefPair,
    c: Extract<RefCommand, { kind: 'place' }>,
    id: number,
    { lots, ticks, hold, budget }: { lots: number; ticks: number; hold: Exact; budget: number },
  ): RefOutcome {
    const isBuy = c.side === 'buy';
    const isMarket = c.price === undefined;
    const holdCoin = isBuy ? pair.quote : pair.base;
    const wallet = this.balance(c.owner, holdCoin.id);
    wallet.available = wallet.available.minus(hold);
    wallet.frozen = wallet.frozen.plus(hold);
    const row: RefOrderRow = {
      id,
      pair: pair.id,
      owner: c.owner,
      side: c.side,
      orderType: isMarket ? 'market' : 'limit',
      timeInForce: isMarket ? 'IOC' : c.timeInForce,
      price: isMarket ? null : new Exact(c.price!).toFixed(),
      quantity: fromUnits(lots, pair.qtyDecimals).toFixed(),
      clientOrderId: c.clientOrderId ?? null,
      status: 'open',
      cancelReason: null,
      filledQuantity: zero(),
      filledQuote: zero(),
      fee: zero(),
      frozen: hold,
    };
    this.orders.set(id, row);

    const opposite = this.opposite(pair.id, c.side);
    const crosses = (o: Entry) =>
      isMarket || (isBuy ? o.priceTicks <= ticks : o.priceTicks >= ticks);
    const fills: RefFill[] = [];
    let remaining = lots;
    let left = budget;
    let outOfBudget = false;
    let fokFailed = false;
    if (c.timeInForce === 'FOK' && !isMarket) {
      const offered = opposite
        .filter((o) => crosses(o) && o.owner !== c.owner)
        .reduce((sum, o) => sum + o.lots, 0);
      fokFailed = offered < lots;
    }
    while (!fokFailed && remaining > 0 && opposite.length > 0 && crosses(opposite[0]!)) {
      const maker = opposite[0]!;
      if (maker.owner === c.owner) {
        opposite.shift();
        this.close(pair, maker, 'self_trade');
        continue;
      }
      let take = Math.min(remaining, maker.lots);
      if (take * maker.priceTicks > left) {
        take = Math.floor(left / maker.priceTicks);
        outOfBudget = true;
      }
      if (take === 0) break;
      fills.push(this.fill(pair, row, maker, take));
      remaining -= take;
      left -= take * maker.priceTicks;
      maker.lots -= take;
      const makerRow = this.orders.get(maker.id)!;
      if (maker.lots === 0) {
        opposite.shift();
        makerRow.status = 'filled';
      } else makerRow.status = 'partial';
      if (outOfBudget) break;
    }

    const rests = !isMarket && c.timeInForce !== 'IOC' && !fokFailed && remaining > 0;
    const keep = !rests
      ? zero()
      : isBuy
        ? fromUnits(remaining, pair.qtyDecimals).times(c.price!)
        : fromUnits(remaining, pair.qtyDecimals);
    this.release(row, holdCoin.id, row.frozen.minus(keep));
    if (rests) {
      this.add(pair.id, { id, owner: c.owner, side: c.side, priceTicks: ticks, lots: remaining });
      row.status = remaining < lots ? 'partial' : 'open';
    } else if (remaining === 0) {
      row.status = 'filled';
    } else {
      row.status = 'cancelled';
      row.cancelReason = fokFailed
        ? 'fok'
        : isMarket
          ? outOfBudget
            ? 'balance'
            : 'no_liquidity'
          : 'ioc';
    }
    return {
      kind: 'placed',
      orderId: id,
      status: row.status,
      cancelReason: row.cancelReason,
      filledQuantity: row.filledQuantity.toFixed(),
      filledQuote: row.filledQuote.toFixed(),
      fills,
    };
  }

  /** One trade at the maker's price; each side pays its fee in what it receives. */
  private fill(pair: RefPair, taker: RefOrderRow, maker: Entry, lots: number): RefFill {
    const makerRow = this.orders.get(maker.id)!;
    const price = fromUnits(maker.priceTicks, pair.priceDecimals);
    const base = fromUnits(lots, pair.qtyDecimals);
    const quote = base.times(price);
    const takerBuys = taker.side === 'buy';
    const buyer = takerBuys ? taker : makerRow;
    const seller = takerBuys ? makerRow : taker;
    const buyerFee = roundAmount(
      base.times(this.rate(takerBuys ? pair.takerFee : pair.makerFee, buyer.owner)),
      pair.base.decimals,
      Rounding.halfUp,
    );
    const sellerFee = roundAmount(
      quote.times(this.rate(takerBuys ? pair.makerFee : pair.takerFee, seller.owner)),
      pair.quote.decimals,
      Rounding.halfUp,
    );
    for (const o of [buyer, seller]) {
      o.filledQuantity = o.filledQuantity.plus(base);
      o.filledQuote = o.filledQuote.plus(quote);
    }
    buyer.fee = buyer.fee.plus(buyerFee);
    seller.fee = seller.fee.plus(sellerFee);
    buyer.frozen = buyer.frozen.minus(quote);
    seller.frozen = seller.frozen.minus(base);
    const bq = this.balance(buyer.owner, pair.quote.id);
    bq.frozen = bq.frozen.minus(quote);
    const bb = this.balance(buyer.owner, pair.base.id);
    bb.available = bb.available.plus(base).minus(buyerFee);
    const sb = this.balance(seller.owner, pair.base.id);
    sb.frozen = sb.frozen.minus(base);
    const sq = this.balance(seller.owner, pair.quote.id);
    sq.available = sq.available.plus(quote).minus(sellerFee);
    this.fees.set(pair.base.id, (this.fees.get(pair.base.id) ?? zero()).plus(buyerFee));
    this.fees.set(pair.quote.id, (this.fees.get(pair.quote.id) ?? zero()).plus(sellerFee));
    this.trades.push({
      makerId: maker.id,
      takerId: taker.id,
      takerSide: taker.side,
      price: price.toFixed(),
      quantity: base.toFixed(),
      makerFee: (takerBuys ? sellerFee : buyerFee).toFixed(),
      takerFee: (takerBuys ? buyerFee : sellerFee).toFixed(),
    });
    return {
      makerId: maker.id,
      price: price.toFixed(),
      quantity: base.toFixed(),
      buyerFee: buyerFee.toFixed(),
      sellerFee: sellerFee.toFixed(),
    };
  }

  private cancel(pair: RefPair, owner: number, orderId: number): RefOutcome {
    const book = this.bookOf(pair.id);
    for (const list of [book.bids, book.asks]) {
      const i = list.findIndex((o) => o.id === orderId);
      if (i < 0) continue;
      if (list[i]!.owner !== owner) return { kind: 'refused', key: 'errors.orderNotFound' };
      const [entry] = list.splice(i, 1);
      this.close(pair, entry!, 'user');
      return { kind: 'cancelled', orderId };
    }
    const row = this.orders.get(orderId);
    if (!row || row.owner !== owner || row.pair !== pair.id) {
      return { kind: 'refused', key: 'errors.orderNotFound' };
    }
    return { kind: 'refused', key: 'errors.orderNotOpen' };
  }

  /** Takes a resting order off the book (already out of its list) and frees its hold. */
  private close(pair: RefPair, entry: Entry, reason: CancelReason): void {
    const row = this.orders.get(entry.id)!;
    row.status = 'cancelled';
    row.cancelReason = reason;
    this.release(row, entry.side === 'buy' ? pair.quote.id : pair.base.id, row.frozen);
  }

  private release(row: RefOrderRow, currency: number, amount: Exact): void {
    if (amount.isZero()) return;
    row.frozen = row.frozen.minus(amount);
    const b = this.balance(row.owner, currency);
    b.frozen = b.frozen.minus(amount);
    b.available = b.available.plus(amount);
  }

  /** What `lots` would meet on the other side, leaving out the owner's own orders. */
  private walk(pair: RefPair, side: RefSide, owner: number, lots: number) {
    let need = lots;
    let quoteUnits = 0;
    for (const o of this.opposite(pair.id, side)) {
      if (o.owner === owner || need === 0) continue;
      const take = Math.min(need, o.lots);
      need -= take;
      quoteUnits += take * o.priceTicks;
    }
    return { lots: lots - need, quoteUnits };
  }

  private add(pairId: number, o: RefResting): void {
    const book = this.bookOf(pairId);
    const entry = { ...o, seq: this.seq++ };
    if (o.side === 'buy') {
      book.bids.push(entry);
      book.bids.sort((a, b) => b.priceTicks - a.priceTicks || a.seq - b.seq);
    } else {
      book.asks.push(entry);
      book.asks.sort((a, b) => a.priceTicks - b.priceTicks || a.seq - b.seq);
    }
  }

  private opposite(pairId: number, side: RefSide): Entry[] {
    const book = this.bookOf(pairId);
    return side === 'buy' ? book.asks : book.bids;
  }

  private bookOf(pairId: number) {
    const book = this.books.get(pairId);
    if (!book) throw new Error(`the reference has no pair ${pairId}`);
    return book;
  }

  private pairOf(pairId: number): RefPair {
    const pair = this.pairs.find((p) => p.id === pairId);
    if (!pair) throw new Error(`the reference has no pair ${pairId}`);
    return pair;
  }
}

/** A positive decimal in whole steps of 10^-decimals, or undefined when it is off-step. */
function unitsIn(value: string, decimals: number): number | undefined {
  const units = new Exact(value).times(new Exact(10).pow(decimals));
  return units.isInteger() && units.gt(0) ? units.toNumber() : undefined;
}

function fromUnits(units: number, decimals: number): Exact {
  return new Exact(units).div(new Exact(10).pow(decimals));
}
