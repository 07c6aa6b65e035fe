/**
 * The user's orders in the original client's shape (`GET /lh/deposit/order`: `order_list`
 * and `total_interest`; client contract 7.12) and each order's daily credits.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  LockupOrderStatus,
  lockupTotalInterest,
  toPlain,
  type LockupCreditItem,
  type LockupOrderItem,
  type LockupOrderList,
  type LockupOrderQuery,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { findCurrency, toDateTime, type Currency } from '../system/index.ts';
import { accrue, type OrderRow } from './accrue.ts';
import { lockupCredits, lockupOrders } from './tables.ts';

export function orderItem(row: OrderRow, coin: Currency | undefined, now: Date): LockupOrderItem {
  const decimals = coin?.decimals ?? 8;
  const running = row.status === LockupOrderStatus.running;
  // A running order's fee is what redeeming now would cost; a redeemed one's what it cost.
  const fee = running
    ? accrue(row, now, decimals, true).quote.penalty.toFixed()
    : (row.penalty ?? '0');
  return {
    id: row.id,
    status: row.status,
    config_id: row.planId,
    currency_id: row.currencyId,
    currency_name: coin?.name ?? '',
    amount: toPlain(row.amount),
    day_rate: toPlain(row.dailyRate),
    daily_interest: toPlain(row.dailyInterest),
    total_interest: toPlain(row.interestPaid),
    expected_interest: toPlain(
      lockupTotalInterest(row.amount, row.dailyRate, row.lockDays, decimals).toFixed(),
    ),
    day: row.lockDays,
    days_paid: row.daysPaid,
    start_at: toDateTime(row.createdAt),
    value_at: toDateTime(row.valueAt),
    end_at: toDateTime(row.endAt),
    // The one JSON number of the contract: the client calls .toFixed on it (a display only).
    cancel_fee: Number(fee),
    cancel_fee_exact: toPlain(fee),
    penalty_percent: toPlain(row.penaltyPercent),
    redeem_kind: row.redeemKind ?? null,
    penalty: row.penalty === null ? null : toPlain(row.penalty),
    returned: row.returned === null ? null : toPlain(row.returned),
    redeemed_at: row.redeemedAt ? toDateTime(row.redeemedAt) : null,
  };
}

export async function listOrders(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  query: Omit<LockupOrderQuery, 'lang'>,
): Promise<LockupOrderList> {
  const mine = eq(lockupOrders.userId, userId);
  const rows = await ctx.db
    .select()
    .from(lockupOrders)
    .where(mine)
    .orderBy(desc(lockupOrders.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [totals] = await ctx.db
    .select({
      n: count(),
      interest: sql<string>`coalesce(sum(${lockupOrders.interestPaid}), 0)::text`,
    })
    .from(lockupOrders)
    .where(mine);
  const now = ctx.clock.now();
  const items: LockupOrderItem[] = [];
  for (const row of rows)
    items.push(orderItem(row, await findCurrency(ctx.db, row.currencyId), now));
  return {
    order_list: items,
    total_interest: toPlain(totals?.interest ?? '0'),
    total: totals?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** `GET /lh/deposit/order/credits {id}`: each day's credit of the user's own order. */
export async function orderCredits(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
  id: number,
): Promise<LockupCreditItem[]> {
  const [order] = await ctx.db
    .select({ id: lockupOrders.id })
    .from(lockupOrders)
    .where(and(eq(lockupOrders.id, id), eq(lockupOrders.userId, userId)));
  if (!order) return fail('errors.lockupOrderUnknown');
  const rows = await ctx.db
    .select()
    .from(lockupCredits)
    .where(eq(lockupCredits.orderId, id))
    .orderBy(asc(lockupCredits.day));
  return rows.map((r) => ({
    day: r.day,
    amount: toPlain(r.amount),
    due_at: toDateTime(r.dueAt),
    paid_at: toDateTime(r.paidAt),
    journal_id: r.journalId,
  }));
}
