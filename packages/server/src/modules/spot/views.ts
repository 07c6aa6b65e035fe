/** Orders and fills as the API shows them (SpotOrderItem in @bourse/shared). */
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  toPlain,
  type CoinListQuery,
  type SpotFillItem,
  type SpotOrderItem,
  OrderSide,
  type OrderSideCode,
} from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { Exact } from '../ledger/index.ts';
import { instruments } from '../market/index.ts';
import { spotOrders, spotTrades } from './tables.ts';
import type { OrderOwner } from './plan.ts';
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

/** `GET /coin/list`: the owner's orders, newest first. */
export async function listOrders(db: DbOrTx, owner: OrderOwner, q: CoinListQuery) {
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
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(spotOrders)
    .where(and(...where));
  const rows = await db
    .select()
    .from(spotOrders)
    .where(and(...where))
    .orderBy(desc(spotOrders.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return { data: await orderItems(db, rows), total: count!.n, page: q.page, limit: q.limit };
}
