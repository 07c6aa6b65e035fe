/**
 * The daily job (issue 11): pays every credit due and releases every principal whose term
 * is over. Orders are claimed FOR UPDATE SKIP LOCKED in batches (two runners never wait on
 * or pay the same order), in order of what is due first; a run after an outage pays every
 * missed day of an order at once (accrue.ts), and a second run finds nothing due. Each
 * batch is one transaction with one LedgerBatch.
 *
 * Every credit is paid out of the reserve its deposit took in the staking pool's frozen
 * balance (orders.ts, accrue.ts), so a credit never waits for the pool: the pool's available
 * is not read here, and two runners never count on the same balance.
 */
import { and, asc, eq, gt, lte, or, sql } from 'drizzle-orm';
import { LockupOrderStatus } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { findCurrency } from '../system/index.ts';
import { accrue, type Accrual, type OrderRow } from './accrue.ts';
import { applyAccruals } from './apply.ts';
import { lockupOrders } from './tables.ts';

/** Orders claimed per transaction. */
export const LOCKUP_BATCH = 200;

export interface LockupRun {
  /** Daily credits paid. */
  credits: number;
  /** Orders whose term ended (principal released). */
  matured: number;
}

export async function runLockupJobs(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  { limit = LOCKUP_BATCH }: { limit?: number } = {},
): Promise<LockupRun> {
  const now = ctx.clock.now();
  const run: LockupRun = { credits: 0, matured: 0 };
  // Keyset over (next_at, id): each batch starts after the last order of the one before.
  let after: { at: Date; id: number } | null = null;
  for (;;) {
    const cursor: { at: Date; id: number } | null = after;
    const claimed: OrderRow[] = await ctx.db.transaction(async (tx): Promise<OrderRow[]> => {
      const rows = await tx
        .select()
        .from(lockupOrders)
        .where(
          and(
            eq(lockupOrders.status, LockupOrderStatus.running),
            lte(lockupOrders.nextAt, now),
            cursor
              ? or(
                  gt(lockupOrders.nextAt, cursor.at),
                  and(eq(lockupOrders.nextAt, cursor.at), gt(lockupOrders.id, cursor.id)),
                )
              : sql`true`,
          ),
        )
        .orderBy(asc(lockupOrders.nextAt), asc(lockupOrders.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return rows;
      const items: { row: OrderRow; acc: Accrual }[] = [];
      for (const row of rows) {
        const decimals = (await findCurrency(tx, row.currencyId))?.decimals ?? 8;
        items.push({ row, acc: accrue(row, now, decimals, false) });
      }
      await applyAccruals(tx, items, now);
      for (const { acc } of items) {
        run.credits += acc.credits.length;
        if (acc.redeem) run.matured++;
      }
      return rows;
    });
    if (claimed.length < limit) return run;
    const last = claimed[claimed.length - 1]!;
    after = { at: last.nextAt!, id: last.id };
  }
}
