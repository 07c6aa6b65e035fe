/**
 * The hub's view of dual investment: what is invested, the yield each running order earns
 * at maturity in the invested coin (its hold: amount x (1 + days x APR/365), less the
 * amount), the payouts settled orders made (principal and yield, in the coin they were
 * paid in), and the next maturity.
 */
import { asc, eq } from 'drizzle-orm';
import {
  DualOrderStatus,
  Exact,
  toPlain,
  type EarnEvent,
  type EarnProductSummary,
} from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { dualOrders } from '../dual/index.ts';
import { findCurrency } from '../system/index.ts';
import { Amounts, seconds, soonest, type Titles } from './amounts.ts';

export async function dualSummary(
  db: DbOrTx,
  userId: number,
  titles: Titles,
): Promise<{ summary: EarnProductSummary; events: EarnEvent[] }> {
  const rows = await db
    .select()
    .from(dualOrders)
    .where(eq(dualOrders.userId, userId))
    .orderBy(asc(dualOrders.id));
  const holding = new Amounts();
  const pending = new Amounts();
  const paid = new Amounts();
  const events: EarnEvent[] = [];
  let open = 0;
  const coin = async (id: number) => (await findCurrency(db, id))?.name ?? '';
  for (const row of rows) {
    if (row.status === DualOrderStatus.settled) {
      if (row.paidCurrencyId !== null && row.paidAmount !== null) {
        paid.add(await coin(row.paidCurrencyId), row.paidAmount);
      }
      continue;
    }
    if (row.status !== DualOrderStatus.bought && row.status !== DualOrderStatus.settling) continue;
    open++;
    const invest = await coin(row.investCurrencyId);
    holding.add(invest, row.amount);
    pending.add(invest, new Exact(row.holdInvest).minus(row.amount));
    events.push({
      product: 'dual',
      kind: 'dualSettle',
      at: seconds(row.endAt),
      id: row.id,
      title: titles.dual(await coin(row.currencyId), row.type, toPlain(row.linkedPrice)),
      amount: null,
    });
  }
  return {
    summary: {
      product: 'dual',
      open,
      holding: holding.list(),
      pending: pending.list(),
      paid: paid.list(),
      next: soonest(events),
    },
    events,
  };
}
