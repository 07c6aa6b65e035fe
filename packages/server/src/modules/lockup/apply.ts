/**
 * Writes accruals (accrue.ts) of rows the caller holds locked, in the caller's transaction:
 * each order row updated only while it is still running, then every journal in ONE
 * LedgerBatch (posted last but one, so the staking pool's row is held only to COMMIT), then
 * the credit rows with the journals that paid them. Credits come out of the pool's reserve
 * (its frozen balance) and an early redemption's release returns the rest to its available,
 * both in this batch, so the reserve always equals what the running orders still owe.
 */
import { and, eq } from 'drizzle-orm';
import { LockupOrderStatus } from '@bourse/shared';
import type { Tx } from '../../db/client.ts';
import { LedgerBatch } from '../ledger/index.ts';
import type { Accrual, OrderRow } from './accrue.ts';
import { lockupCredits, lockupOrders } from './tables.ts';

export async function applyAccruals(
  tx: Tx,
  items: { row: OrderRow; acc: Accrual }[],
  now: Date,
): Promise<void> {
  const batch = new LedgerBatch();
  // Where each credit's journal sits in the batch (a redemption's journal sits between).
  const slots = new Map<string, number>();
  for (const [i, { row, acc }] of items.entries()) {
    const changed = await tx
      .update(lockupOrders)
      .set(acc.update)
      .where(and(eq(lockupOrders.id, row.id), eq(lockupOrders.status, LockupOrderStatus.running)))
      .returning({ id: lockupOrders.id });
    // Claimed locked and running: anything else is a bug, and the transaction rolls back.
    if (changed.length !== 1) throw new Error(`lockup order ${row.id} was not running`);
    for (const [c, credit] of acc.credits.entries()) {
      if (!credit.journal) continue;
      slots.set(`${i}:${c}`, batch.size);
      batch.post(credit.journal);
    }
    if (acc.redeem) batch.post(acc.redeem);
    if (acc.release) batch.post(acc.release);
  }
  const { posted } = await batch.commit(tx, now);
  const journalOf = (key: string) => {
    const at = slots.get(key);
    return at === undefined ? null : posted[at]!.journalId;
  };
  const rows = items.flatMap(({ acc }, i) =>
    acc.credits.map((c, k) => ({ ...c.row, journalId: journalOf(`${i}:${k}`) })),
  );
  if (rows.length > 0) await tx.insert(lockupCredits).values(rows);
}
