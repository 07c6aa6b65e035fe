/**
 * Settling fills through the ledger: one journal per trade moves both legs and both fees
 * (JournalReason.trade), in the transaction that writes the trade row. Fees are taken from
 * what each side receives (the buyer pays in the base, the seller in the quote), so an
 * order's hold is exactly its price x quantity, or its quantity, and nothing is estimated.
 * Amounts are exact: price x quantity x fee rate fits 18 decimals for every instrument.
 * A user's unused fee-discount coupon is spent on the first fee it can lower (a fill), and
 * names that fill; the waived part is simply not charged.
 */
import { JournalReason, OrderSide, type OrderSideCode } from '@bourse/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { spendFeeDiscount } from '../purchase/index.ts';
import {
  Exact,
  accountName,
  postJournal,
  systemOwner,
  unfreeze,
  userOwner,
  type Entry,
  type Owner,
  type Side as LedgerSide,
} from '../ledger/index.ts';
import { spotOrders, spotTrades } from './tables.ts';
import type { InstrumentRow } from './units.ts';

export interface OrderOwner {
  ownerKind: 'user' | 'system';
  ownerId: number;
}

export const ownerOf = (o: OrderOwner): Owner =>
  o.ownerKind === 'user' ? userOwner(o.ownerId) : { kind: 'system', id: o.ownerId };

export const sideOf = (o: OrderOwner, instrument: InstrumentRow): LedgerSide => ({
  owner: ownerOf(o),
  account: accountName(instrument.accountType),
});

/** What one fill changes on one order row; summed per order and written once. */
export interface OrderDelta {
  filledQuantity: Exact;
  filledQuote: Exact;
  fee: Exact;
  /** Taken out of the order's hold. */
  frozen: Exact;
}

export const emptyDelta = (): OrderDelta => ({
  filledQuantity: new Exact(0),
  filledQuote: new Exact(0),
  fee: new Exact(0),
  frozen: new Exact(0),
});

export interface TradeInput {
  instrument: InstrumentRow;
  maker: OrderOwner & { id: number; side: OrderSideCode };
  taker: OrderOwner & { id: number; side: OrderSideCode };
  price: string;
  quantity: string;
  at: Date;
}

export interface SettledTrade {
  id: number;
  /** The taker's side: 1 buy, 2 sell. */
  takerSide: OrderSideCode;
  price: string;
  quantity: string;
  quote: Exact;
  makerFee: Exact;
  takerFee: Exact;
}

/** Writes the trade row and posts its journal; returns what each order row must add. */
export async function settleTrade(tx: Tx, t: TradeInput): Promise<SettledTrade> {
  const { instrument } = t;
  const base = new Exact(t.quantity);
  const quote = base.times(t.price);
  const buyerIsTaker = t.taker.side === OrderSide.buy;
  const buyer = buyerIsTaker ? t.taker : t.maker;
  const seller = buyerIsTaker ? t.maker : t.taker;
  const buyerRate = buyerIsTaker ? instrument.takerFee : instrument.makerFee;
  const sellerRate = buyerIsTaker ? instrument.makerFee : instrument.takerFee;

  // A coupon names the order whose fee it lowered.
  const feeAfterCoupon = async (o: OrderOwner & { id: number }, fee: Exact) => {
    if (o.ownerKind !== 'user' || fee.isZero()) return fee;
    const waived = await spendFeeDiscount(tx, o.ownerId, `spot_orders:${o.id}`, t.at);
    return waived ? fee.minus(fee.times(waived)) : fee;
  };
  const buyerFee = await feeAfterCoupon(buyer, base.times(buyerRate));
  const sellerFee = await feeAfterCoupon(seller, quote.times(sellerRate));

  const [row] = await tx
    .insert(spotTrades)
    .values({
      instrumentId: instrument.id,
      makerOrderId: t.maker.id,
      takerOrderId: t.taker.id,
      takerSide: t.taker.side,
      price: t.price,
      quantity: t.quantity,
      quoteAmount: quote.toFixed(),
      makerFee: (buyerIsTaker ? sellerFee : buyerFee).toFixed(),
      takerFee: (buyerIsTaker ? buyerFee : sellerFee).toFixed(),
      createdAt: t.at,
    })
    .returning({ id: spotTrades.id });

  const fees: LedgerSide = {
    owner: systemOwner('fees'),
    account: accountName(instrument.accountType),
  };
  const b = sideOf(buyer, instrument);
  const s = sideOf(seller, instrument);
  const baseId = instrument.baseCurrencyId;
  const quoteId = instrument.quoteCurrencyId;
  const entries: Entry[] = [
    { ...b, currency: quoteId, bucket: 'frozen', amount: quote.negated() },
    { ...s, currency: quoteId, bucket: 'available', amount: quote.minus(sellerFee) },
    { ...s, currency: baseId, bucket: 'frozen', amount: base.negated() },
    { ...b, currency: baseId, bucket: 'available', amount: base.minus(buyerFee) },
  ];
  if (!sellerFee.isZero())
    entries.push({ ...fees, currency: quoteId, bucket: 'available', amount: sellerFee });
  if (!buyerFee.isZero())
    entries.push({ ...fees, currency: baseId, bucket: 'available', amount: buyerFee });
  await postJournal(tx, {
    idempotencyKey: `spot-trade:${row!.id}`,
    reason: JournalReason.trade,
    ref: { table: 'spot_trades', id: row!.id },
    at: t.at,
    entries,
  });
  return {
    id: row!.id,
    takerSide: t.taker.side,
    price: t.price,
    quantity: t.quantity,
    quote,
    makerFee: buyerIsTaker ? sellerFee : buyerFee,
    takerFee: buyerIsTaker ? buyerFee : sellerFee,
  };
}

/** Adds a fill to an order's running delta. `side` is the order's own side. */
export function addFill(d: OrderDelta, side: OrderSideCode, trade: SettledTrade, fee: Exact): void {
  d.filledQuantity = d.filledQuantity.plus(trade.quantity);
  d.filledQuote = d.filledQuote.plus(trade.quote);
  d.fee = d.fee.plus(fee);
  d.frozen = d.frozen.plus(side === OrderSide.buy ? trade.quote : trade.quantity);
}

/** Writes an order's summed delta and its new status in one statement. */
export async function applyDelta(
  tx: Tx,
  orderId: number,
  d: OrderDelta,
  status: 'open' | 'partial' | 'filled' | 'cancelled',
  at: Date,
  cancelReason: (typeof spotOrders.$inferSelect)['cancelReason'] = null,
): Promise<void> {
  await tx
    .update(spotOrders)
    .set({
      filledQuantity: sql`${spotOrders.filledQuantity} + ${d.filledQuantity.toFixed()}`,
      filledQuote: sql`${spotOrders.filledQuote} + ${d.filledQuote.toFixed()}`,
      fee: sql`${spotOrders.fee} + ${d.fee.toFixed()}`,
      frozen: sql`${spotOrders.frozen} - ${d.frozen.toFixed()}`,
      status,
      cancelReason,
      updatedAt: at,
    })
    .where(sql`${spotOrders.id} = ${orderId}`);
}

/**
 * Gives back what an order holds beyond `keep` (its resting remainder, or nothing): one
 * `spot:<id>:release:<n>` journal, counted on the row so keys never repeat.
 */
export async function release(
  tx: Tx,
  order: OrderOwner & { id: number; side: OrderSideCode },
  instrument: InstrumentRow,
  amount: Exact,
  at: Date,
): Promise<void> {
  if (amount.lte(0)) return;
  const [row] = await tx
    .update(spotOrders)
    .set({
      frozen: sql`${spotOrders.frozen} - ${amount.toFixed()}`,
      releases: sql`${spotOrders.releases} + 1`,
    })
    .where(sql`${spotOrders.id} = ${order.id}`)
    .returning({ releases: spotOrders.releases });
  await unfreeze(tx, {
    side: sideOf(order, instrument),
    currency: order.side === OrderSide.buy ? instrument.quoteCurrencyId : instrument.baseCurrencyId,
    amount,
    idempotencyKey: `spot:${order.id}:release:${row!.releases}`,
    reason: JournalReason.unfreeze,
    ref: { table: 'spot_orders', id: order.id },
    at,
  });
}
