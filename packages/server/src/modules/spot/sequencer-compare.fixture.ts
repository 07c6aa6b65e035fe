/**
 * Comparing the sequencer simulation's app with its model (sequencer-reference.ts): the
 * sequencer's answers in the model's terms, the published depth, and
 * `expectMatchesReference`, which reads the database (the run's order rows and trades, the
 * open orders in priority, every balance of the spot account, the fees collected) and the
 * published depth, and compares them with the model.
 */
import { expect } from 'vitest';
import { asc, gt } from 'drizzle-orm';
import {
  Exact,
  OrderSide,
  SystemAccount,
  type CancelReason,
  type OrderStatus,
} from '@bourse/shared';
import { everyBalance } from '../ledger/testing.ts';
import { ownerKey, type Command, type OrderOwner } from './plan.ts';
import type { RefCommand, RefOutcome } from './sequencer-reference.ts';
import type { SimPair, SimWorld } from './sequencer-sim.fixture.ts';
import { SNAPSHOT_LEVELS, loadOpenOrders, remainingOf } from './book.ts';
import type { SequencedResult } from './sequencer.ts';
import { spotOrders, spotTrades } from './tables.ts';

export const COINS = {
  BTC: { id: 1, name: 'BTC', decimals: 8 },
  ETH: { id: 2, name: 'ETH', decimals: 8 },
  USDT: { id: 3, name: 'USDT', decimals: 6 },
};
export const FEES_OWNER: OrderOwner = { ownerKind: 'system', ownerId: SystemAccount.fees };

export type CoinName = keyof typeof COINS;
export const coinId = (name: CoinName) => COINS[name].id;

export const sideName = (side: number) => (side === OrderSide.buy ? 'buy' : 'sell');

export function toRefCommand(c: Command): RefCommand {
  if (c.kind === 'cancel') return { kind: 'cancel', owner: ownerKey(c.owner), orderId: c.orderId };
  return {
    kind: 'place',
    owner: ownerKey(c.owner),
    side: sideName(c.side),
    amount: c.amount,
    ...(c.price !== undefined ? { price: c.price } : {}),
    timeInForce: c.timeInForce,
    ...(c.clientOrderId !== undefined ? { clientOrderId: c.clientOrderId } : {}),
  };
}

const plain = (v: string | Exact) => new Exact(v).toFixed();

/** The sequencer's answer in the model's terms (fills with their prices and fees). */
export function observed(r: SequencedResult): RefOutcome {
  const o = r.outcome;
  if (o.kind === 'refused') return { kind: 'refused', key: o.error.key };
  if (o.kind !== 'placed') return o;
  return {
    kind: 'placed',
    orderId: o.orderId,
    status: o.view.status,
    cancelReason: o.view.cancelReason,
    filledQuantity: plain(o.view.filledQuantity),
    filledQuote: plain(o.view.filledQuote),
    fills: o.view.fills.map((i) => {
      const f = r.batch.plan.fills[i]!;
      return {
        makerId: f.makerId,
        price: plain(f.price),
        quantity: plain(f.quantity),
        buyerFee: plain(f.buyerFee),
        sellerFee: plain(f.sellerFee),
      };
    }),
  };
}

/** The model's outcome with its decimals written as the sequencer's are compared. */
export function normalised(o: RefOutcome): RefOutcome {
  if (o.kind !== 'placed') return o;
  return {
    ...o,
    filledQuantity: plain(o.filledQuantity),
    filledQuote: plain(o.filledQuote),
    fills: o.fills.map((f) => ({
      ...f,
      price: plain(f.price),
      quantity: plain(f.quantity),
      buyerFee: plain(f.buyerFee),
      sellerFee: plain(f.sellerFee),
    })),
  };
}

/** Depth as published: each pair's snapshot of the current markets, top levels. */
export async function publishedDepth(world: SimWorld, pair: SimPair) {
  const d = await world.markets.depth(pair.instrument, SNAPSHOT_LEVELS);
  return { seq: d.seq, book: depthKey(d) };
}

export const depthKey = (d: { bids: [string, string][]; asks: [string, string][] }) =>
  JSON.stringify({
    bids: d.bids.map(([p, q]) => [plain(p), plain(q)]),
    asks: d.asks.map(([p, q]) => [plain(p), plain(q)]),
  });

/**
 * The database and the published books equal the model: every order row (status, fills,
 * fee, what it still holds), the open orders of each pair in priority, every balance of
 * the participants and of the fees account, and each pair's depth.
 */
export async function expectMatchesReference(world: SimWorld, where: string): Promise<void> {
  const { t, ref } = world;
  const db = t.ctx.db;
  const rows = await db.select().from(spotOrders).where(gt(spotOrders.id, world.since.order));
  const dbOrders = rows
    .map((o) => ({
      id: o.id,
      pair: o.instrumentId,
      owner: ownerKey(o),
      side: sideName(o.side),
      orderType: o.orderType,
      timeInForce: o.timeInForce,
      price: o.price === null ? null : plain(o.price),
      quantity: plain(o.quantity),
      clientOrderId: o.clientOrderId,
      status: o.status as OrderStatus,
      cancelReason: (o.cancelReason ?? null) as CancelReason | null,
      filled: plain(o.filledQuantity),
      filledQuote: plain(o.filledQuote),
      fee: plain(o.fee),
      frozen: plain(o.frozen),
    }))
    .sort((a, b) => a.id - b.id);
  const refOrders = [...ref.orders.values()]
    .map((o) => ({
      id: o.id,
      pair: o.pair,
      owner: o.owner,
      side: o.side,
      orderType: o.orderType,
      timeInForce: o.timeInForce,
      price: o.price,
      quantity: o.quantity,
      clientOrderId: o.clientOrderId,
      status: o.status,
      cancelReason: o.cancelReason,
      filled: plain(o.filledQuantity),
      filledQuote: plain(o.filledQuote),
      fee: plain(o.fee),
      frozen: plain(o.frozen),
    }))
    .sort((a, b) => a.id - b.id);
  expect(dbOrders, `${where}: order rows`).toEqual(refOrders);
  const tradeRows = await db
    .select()
    .from(spotTrades)
    .where(gt(spotTrades.id, world.since.trade))
    .orderBy(asc(spotTrades.id));
  const trades = tradeRows.map((x) => ({
    makerId: x.makerOrderId,
    takerId: x.takerOrderId,
    takerSide: sideName(x.takerSide),
    price: plain(x.price),
    quantity: plain(x.quantity),
    makerFee: plain(x.makerFee),
    takerFee: plain(x.takerFee),
  }));
  expect(trades, `${where}: trades in the order they happened`).toEqual(ref.trades);

  for (const pair of world.pairs) {
    const open = (await loadOpenOrders(db, pair.instrument.id)).map((o) => ({
      id: o.id,
      owner: ownerKey(o),
      side: sideName(o.side),
      priceTicks: new Exact(o.price!).times(10 ** pair.ref.priceDecimals).toNumber(),
      lots: new Exact(remainingOf(o)).times(10 ** pair.ref.qtyDecimals).toNumber(),
    }));
    const byPriority = open.sort(
      (a, b) =>
        (a.side === 'buy' ? 0 : 1) - (b.side === 'buy' ? 0 : 1) ||
        (a.side === 'buy' ? b.priceTicks - a.priceTicks : a.priceTicks - b.priceTicks) ||
        a.id - b.id,
    );
    expect(byPriority, `${where}: open orders of ${pair.ref.symbol}`).toEqual(
      ref.resting(pair.instrument.id),
    );
    const published = await publishedDepth(world, pair);
    expect(published.book, `${where}: depth of ${pair.ref.symbol}`).toBe(
      depthKey(ref.depth(pair.instrument.id, SNAPSHOT_LEVELS)),
    );
  }

  const held = await everyBalance(db, { account: 'change' });
  const coins = Object.values(COINS).map((c) => c.id);
  const actual: Record<string, string> = {};
  const expected: Record<string, string> = {};
  for (const owner of world.owners) {
    for (const currency of coins) {
      const key = `${owner.ownerKind}:${owner.ownerId}:${currency}`;
      const row = held.find(
        (b) =>
          b.owner.kind === owner.ownerKind &&
          b.owner.id === owner.ownerId &&
          b.currency === currency,
      );
      actual[key] = `${plain(row?.available ?? '0')} / ${plain(row?.frozen ?? '0')}`;
      const model = ref.balance(ownerKey(owner), currency);
      expected[key] = `${plain(model.available)} / ${plain(model.frozen)}`;
    }
  }
  for (const currency of coins) {
    const row = held.find(
      (b) =>
        b.owner.kind === FEES_OWNER.ownerKind &&
        b.owner.id === FEES_OWNER.ownerId &&
        b.currency === currency,
    );
    const before = world.since.fees.get(currency) ?? new Exact(0);
    actual[`fees:${currency}`] = plain(new Exact(row?.available ?? '0').minus(before));
    expected[`fees:${currency}`] = plain(ref.fees.get(currency) ?? '0');
  }
  expect(actual, `${where}: balances (available / frozen)`).toEqual(expected);
}
