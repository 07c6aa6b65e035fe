/**
 * A market's book as the database holds it and as readers see it: `loadMarket` rebuilds
 * the sequencer's state from the open orders (at start, after a failed commit, at a
 * take-over), and `snapshotOf` freezes what readers get after each commit.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Exact, OrderSide, type DepthItem, type OrderSideCode, toPlain } from '@bourse/shared';
import { OrderBook, Side } from '@bourse/engine';
import type { DbOrTx } from '../../db/client.ts';
import {
  ownerKey,
  type MarketState,
  type OrderOwner,
  type PairCoins,
  type RestingMeta,
} from './plan.ts';
import { spotOrders } from './tables.ts';
import { priceOf, qtyOf, scaleOfInstrument, unitsOf, type InstrumentRow } from './units.ts';

/** Depth levels kept in each published snapshot. */
export const SNAPSHOT_LEVELS = 50;

/** What a reader sees of a book: immutable, replaced after each commit. */
export interface BookSnapshot {
  symbol: string;
  /** Counts committed batches of this sequencer (depth `seq`). */
  seq: number;
  bids: [string, string][];
  asks: [string, string][];
}

/** A reader's copy of the book: the top SNAPSHOT_LEVELS levels a side, frozen. */
export function snapshotOf(market: MarketState, seq: number): BookSnapshot {
  const { bids, asks } = market.book.depth(SNAPSHOT_LEVELS);
  const show = (l: [number, number]): [string, string] => [
    toPlain(priceOf(l[0], market.scale)),
    toPlain(qtyOf(l[1], market.scale)),
  ];
  return Object.freeze({
    symbol: market.instrument.symbol,
    seq,
    bids: bids.map(show),
    asks: asks.map(show),
  });
}

/** The depth a reader asked for, from a snapshot. */
export function depthFrom(s: BookSnapshot, levels: number): DepthItem {
  return {
    symbol: s.symbol,
    bids: s.bids.slice(0, levels),
    asks: s.asks.slice(0, levels),
    seq: s.seq,
  };
}

/** A market's state rebuilt from its open orders, in priority (id) order. */
export async function loadMarket(
  db: DbOrTx,
  instrument: InstrumentRow,
  coins: PairCoins,
): Promise<MarketState> {
  const scale = scaleOfInstrument(instrument);
  const book = new OrderBook();
  const resting = new Map<number, RestingMeta>();
  for (const o of await loadOpenOrders(db, instrument.id)) {
    const price = unitsOf(o.price!, scale.priceDecimals);
    const open = unitsOf(remainingOf(o), scale.qtyDecimals);
    if (!price.ok || !open.ok) throw new Error(`spot order ${o.id} does not fit its pair's steps`);
    const owner: OrderOwner = { ownerKind: o.ownerKind, ownerId: o.ownerId };
    book.restore({
      id: o.id,
      owner: ownerKey(owner),
      side: o.side === OrderSide.buy ? Side.buy : Side.sell,
      price: price.units,
      qty: open.units,
    });
    resting.set(o.id, { owner, side: o.side as OrderSideCode, priceTicks: price.units });
  }
  return { instrument, coins, scale, book, resting };
}

/** What is still open of an order, exact. */
export function remainingOf(o: { quantity: string; filledQuantity: string }): string {
  return new Exact(o.quantity).minus(o.filledQuantity).toFixed();
}

/** Open limit orders of a pair in time priority. */
export function loadOpenOrders(db: DbOrTx, instrumentId: number) {
  return db
    .select()
    .from(spotOrders)
    .where(
      and(
        eq(spotOrders.instrumentId, instrumentId),
        inArray(spotOrders.status, ['open', 'partial']),
      ),
    )
    .orderBy(asc(spotOrders.id));
}
