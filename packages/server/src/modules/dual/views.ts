/**
 * `POST /dual/dual_list` (client contract 7.13): the caller's orders, newest first, in the
 * client's shape (its 4-entry status table: 0 failed, 1 bought, 2 settling, 3 settled) plus
 * the recorded price, its second and source, and what was paid, so the page can show the
 * computation and anyone can check it.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  DualPaidIn,
  DualOrderStatus,
  toPlain,
  type DualListBody,
  type DualOrderItem,
  type DualOrderList,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { toDateTime, toSeconds } from '../system/index.ts';
import { dualPair, type DualOrderRow } from './config.ts';
import { isoTime, productName } from './products.ts';
import { dualOrders, dualProducts } from './tables.ts';

export async function listDualOrders(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
  query: Omit<DualListBody, 'lang' | 'status'>,
): Promise<DualOrderList> {
  const filters: SQL[] = [eq(dualOrders.userId, userId)];
  if (query.currency) filters.push(eq(dualOrders.currencyId, query.currency));
  if (query.type) filters.push(eq(dualOrders.type, query.type));
  const where = and(...filters);
  const rows = await ctx.db
    .select({ order: dualOrders, product: dualProducts })
    .from(dualOrders)
    .innerJoin(dualProducts, eq(dualProducts.id, dualOrders.productId))
    .where(where)
    .orderBy(desc(dualOrders.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = await ctx.db.$count(dualOrders, where);
  const list: DualOrderItem[] = [];
  for (const { order, product } of rows) {
    list.push(await orderItem(ctx, order, product.totalShares - product.soldShares));
  }
  return { list, total, page: query.page, limit: query.limit };
}

async function orderItem(
  ctx: Pick<AppContext, 'db'>,
  o: DualOrderRow,
  remaining: number,
): Promise<DualOrderItem> {
  const pair = await dualPair(ctx.db, o.currencyId, o.quoteCurrencyId);
  const name = (id: number) => (id === pair.coin.id ? pair.coin.name : pair.quote.name);
  const settled = o.status === DualOrderStatus.settled;
  const paid = settled && o.paidCurrencyId !== null ? name(o.paidCurrencyId) : null;
  const converted = settled ? o.paidCurrencyId !== o.investCurrencyId : null;
  return {
    id: o.id,
    product_id: o.productId,
    name: productName(o, pair),
    status: o.status,
    success: settled ? `${toPlain(o.paidAmount!)} ${paid}` : '',
    order_rate: toPlain(o.aprPercent),
    exercise_price: toPlain(o.linkedPrice),
    remaining_number: remaining,
    day: o.days,
    end_time: isoTime(o.endAt),
    number: o.shares,
    price: toPlain(o.perShare),
    amount: toPlain(o.amount),
    type: o.type,
    currency_name: pair.coin.name,
    invest_currency: name(o.investCurrencyId),
    alt_currency: name(o.altCurrencyId),
    create: toDateTime(o.createdAt),
    coin_decimals: pair.decimals.coin,
    usdt_decimals: pair.decimals.usdt,
    settle_price: o.settlePrice === null ? null : toPlain(o.settlePrice),
    settle_at: o.settleAt ? toSeconds(o.settleAt) : null,
    settle_source: o.settleSource,
    paid_currency: paid,
    paid_amount: settled ? toPlain(o.paidAmount!) : null,
    paid_in: settled
      ? o.paidCurrencyId === pair.coin.id
        ? DualPaidIn.coin
        : DualPaidIn.usdt
      : null,
    converted,
  };
}
