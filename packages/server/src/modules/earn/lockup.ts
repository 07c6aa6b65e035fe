/** The hub's view of lock-up mining: principal locked, interest paid and to come, the next credit. */
import { asc, eq } from 'drizzle-orm';
import {
  Exact,
  LockupOrderStatus,
  toPlain,
  type EarnEvent,
  type EarnProductSummary,
} from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { lockupOrders } from '../lockup/index.ts';
import { findCurrency } from '../system/index.ts';
import { Amounts, seconds, soonest, type Titles } from './amounts.ts';

export async function lockupSummary(
  db: DbOrTx,
  userId: number,
  titles: Titles,
): Promise<{ summary: EarnProductSummary; events: EarnEvent[] }> {
  const rows = await db
    .select()
    .from(lockupOrders)
    .where(eq(lockupOrders.userId, userId))
    .orderBy(asc(lockupOrders.id));
  const holding = new Amounts();
  const pending = new Amounts();
  const paid = new Amounts();
  const events: EarnEvent[] = [];
  let open = 0;
  for (const row of rows) {
    const coin = (await findCurrency(db, row.currencyId))?.name ?? '';
    paid.add(coin, row.interestPaid);
    if (row.status !== LockupOrderStatus.running || !row.nextAt) continue;
    open++;
    holding.add(coin, row.amount);
    pending.add(coin, new Exact(row.dailyInterest).times(row.lockDays - row.daysPaid));
    const last = row.nextAt.getTime() >= row.endAt.getTime();
    events.push({
      product: 'lockup',
      kind: last ? 'lockupEnd' : 'lockupCredit',
      at: seconds(row.nextAt),
      id: row.id,
      title: titles.lockup(coin, row.lockDays),
      amount: {
        currency: coin,
        amount: toPlain(
          (last
            ? new Exact(row.amount).plus(row.dailyInterest)
            : new Exact(row.dailyInterest)
          ).toFixed(),
        ),
      },
    });
  }
  return {
    summary: {
      product: 'lockup',
      open,
      holding: holding.list(),
      pending: pending.list(),
      paid: paid.list(),
      next: soonest(events),
    },
    events,
  };
}
