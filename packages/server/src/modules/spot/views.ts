/** Orders and fills as the API shows them (SpotOrderItem in @bourse/shared). */
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import {
  toPlain,
  type CoinListQuery,
  type LegacyOrderStatus,
  type SpotOrderListItem,
  type SpotFillItem,
  type SpotOrderItem,
  OrderSide,
  type OrderSideCode,
} from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { Exact } from '../ledger/index.ts';
import { instruments } from '../market/index.ts';
import { spotOrders, spotTrades } from './tables.ts';
import type { PlaceRequest } from './markets.ts';
import type { OrderOwner, Outcome } from './plan.ts';
import type { CommittedView } from './sequencer.ts';
import type { InstrumentRow } from './units.ts';

type OrderRow = typeof spotOrders.$inferSelect;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function toItem(o: OrderRow, i: InstrumentRow, fills: SpotFillItem[]): SpotOrderItem {
  const [base, quote] = i.symbol.split('/') as [string, string];
  const filled = new Exact(o.filledQuantity);
  return {
    id: o.id,
    symbol: i.symbol,
    currency_id: i.baseCurrencyId,
    legal_id: i.quoteCurrencyId,
    type: o.side as OrderSideCode,
    side: o.side === OrderSide.buy ? 'buy' : 'sell',
    order_type: o.orderType,
    time_in_force: o.timeInForce,
    price: o.price === null ? null : toPlain(o.price),
    amount: toPlain(o.quantity),
    filled_amount: toPlain(o.filledQuantity),
    filled_quote: toPlain(o.filledQuote),
    avg_price: filled.isZero()
      ? null
      : toPlain(new Exact(o.filledQuote).div(filled).toDecimalPlaces(18).toFixed()),
    fee: toPlain(o.fee),
    fee_currency: o.side === OrderSide.buy ? base : quote,
    status: o.status,
    cancel_reason: o.cancelReason,
    created_at: seconds(o.createdAt),
    updated_at: seconds(o.updatedAt),
    fills,
  };
}

/** The orders with their instruments and fills, in the order of `rows`. */
export async function orderItems(db: DbOrTx, rows: OrderRow[]): Promise<SpotOrderItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const pairs = await db
    .select()
    .from(instruments)
    .where(inArray(instruments.id, [...new Set(rows.map((r) => r.instrumentId))]));
  const trades = await db
    .select()
    .from(spotTrades)
    .where(or(inArray(spotTrades.makerOrderId, ids), inArray(spotTrades.takerOrderId, ids)))
    .orderBy(spotTrades.id);
  const fills = new Map<number, SpotFillItem[]>();
  const bySide = new Map(rows.map((r) => [r.id, r]));
  for (const t of trades) {
    for (const role of ['maker', 'taker'] as const) {
      const orderId = role === 'maker' ? t.makerOrderId : t.takerOrderId;
      const order = bySide.get(orderId);
      if (!order) continue;
      const symbol = pairs.find((p) => p.id === order.instrumentId)!.symbol;
      const [base, quote] = symbol.split('/') as [string, string];
      const list = fills.get(orderId) ?? [];
      list.push({
        id: t.id,
        price: toPlain(t.price),
        amount: toPlain(t.quantity),
        quote_amount: toPlain(t.quoteAmount),
        fee: toPlain(role === 'maker' ? t.makerFee : t.takerFee),
        fee_currency: order.side === OrderSide.buy ? base : quote,
        role,
        time: seconds(t.createdAt),
      });
      fills.set(orderId, list);
    }
  }
  return rows.map((r) =>
    toItem(
      r,
      pairs.find((p) => p.id === r.instrumentId)!,
      fills.get(r.id) ?? [],
    ),
  );
}

export async function orderItemsById(db: DbOrTx, ids: number[]): Promise<SpotOrderItem[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(spotOrders).where(inArray(spotOrders.id, ids));
  return orderItems(db, rows);
}

/** `YYYY-MM-DD HH:mm:ss` in UTC: the original client slices it (client contract 3). */
const dateTimeText = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

const LEGACY_STATUS: Record<SpotOrderItem['status'], LegacyOrderStatus> = {
  open: 1,
  partial: 1,
  filled: 2,
  cancelled: 3,
};

/** An order as a `GET /coin/list` row: the original client's words beside Bourse's. */
export function listItem(o: SpotOrderItem): SpotOrderListItem {
  return {
    ...o,
    status: LEGACY_STATUS[o.status],
    state: o.status,
    target_price: o.price ?? '',
    trade_amount: o.amount,
    created_at: dateTimeText(new Date(o.created_at * 1000)),
    created_time: o.created_at,
  };
}

/**
 * `GET /coin/list`: the owner's orders, newest first, as a bare array (client contract
 * 7.8); a page past the end is empty, which is where the client stops.
 */
export async function listOrders(
  db: DbOrTx,
  owner: OrderOwner,
  q: CoinListQuery,
): Promise<SpotOrderListItem[]> {
  const where: SQL[] = [
    eq(spotOrders.ownerKind, owner.ownerKind),
    eq(spotOrders.ownerId, owner.ownerId),
  ];
  if (q.status === 'open') where.push(inArray(spotOrders.status, ['open', 'partial']));
  if (q.status === 'history') where.push(inArray(spotOrders.status, ['filled', 'cancelled']));
  if (q.currency_id !== undefined || q.legal_id !== undefined) {
    const pairIds = db
      .select({ id: instruments.id })
      .from(instruments)
      .where(
        and(
          q.currency_id !== undefined ? eq(instruments.baseCurrencyId, q.currency_id) : undefined,
          q.legal_id !== undefined ? eq(instruments.quoteCurrencyId, q.legal_id) : undefined,
        ),
      );
    where.push(inArray(spotOrders.instrumentId, pairIds));
  }
  const rows = await db
    .select()
    .from(spotOrders)
    .where(and(...where))
    .orderBy(desc(spotOrders.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return (await orderItems(db, rows)).map(listItem);
}

/** The reply of `POST /coin/trade`, from memory: the order right after its own matching. */
export function placedItem(
  view: CommittedView,
  orderId: number,
  r: PlaceRequest,
  outcome: Extract<Outcome, { kind: 'placed' }>,
): SpotOrderItem {
  const { instrument, plan, committed, at } = view;
  const change = plan.orders.get(orderId)!;
  const [base, quote] = instrument.symbol.split('/') as [string, string];
  const isBuy = r.side === OrderSide.buy;
  const filled = new Exact(outcome.view.filledQuantity);
  const fills = outcome.view.fills.map((i) => {
    const f = committed.fills[i]!;
    return {
      id: f.id,
      price: toPlain(f.price),
      amount: toPlain(f.quantity),
      quote_amount: toPlain(f.quote.toFixed()),
      fee: toPlain((isBuy ? f.buyerFee : f.sellerFee).toFixed()),
      fee_currency: isBuy ? base : quote,
      role: 'taker' as const,
      time: seconds(at),
    };
  });
  const fee = outcome.view.fills.reduce(
    (sum, i) => sum.plus(isBuy ? committed.fills[i]!.buyerFee : committed.fills[i]!.sellerFee),
    new Exact(0),
  );
  return {
    id: orderId,
    symbol: instrument.symbol,
    currency_id: instrument.baseCurrencyId,
    legal_id: instrument.quoteCurrencyId,
    type: r.side,
    side: isBuy ? 'buy' : 'sell',
    order_type: change.created!.orderType,
    time_in_force: change.created!.timeInForce,
    price: change.created!.price === null ? null : toPlain(change.created!.price),
    amount: toPlain(change.created!.quantity),
    filled_amount: toPlain(outcome.view.filledQuantity),
    filled_quote: toPlain(outcome.view.filledQuote),
    avg_price: filled.isZero()
      ? null
      : toPlain(new Exact(outcome.view.filledQuote).div(filled).toDecimalPlaces(18).toFixed()),
    fee: toPlain(fee.toFixed()),
    fee_currency: isBuy ? base : quote,
    status: outcome.view.status,
    cancel_reason: outcome.view.cancelReason,
    created_at: seconds(at),
    updated_at: seconds(at),
    fills,
  };
}
