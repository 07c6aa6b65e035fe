/**
 * Locking balance rows ahead of several journals. One journal locks its rows in a fixed
 * order (post.ts), but a transaction that posts several (an order's hold, then its trades)
 * would lock rows journal by journal; two such transactions crossing each other's owners
 * could then wait on each other in a cycle. Taking every row first, in the ledger's one
 * global order (system before user, then owner, account, currency), rules that out.
 */
import { sql } from 'drizzle-orm';
import { AccountType, type AccountTypeName } from '@bourse/shared';
import type { Tx } from '../../db/client.ts';
import { balances } from './tables.ts';
import type { Owner } from './types.ts';

export interface BalanceKey {
  owner: Owner;
  account: AccountTypeName;
  currency: number;
}

/**
 * Locks the rows (creating missing ones at zero, so there is something to lock) until the
 * transaction ends. Call it before the first journal of the transaction.
 */
export async function lockBalances(tx: Tx, keys: BalanceKey[], at: Date): Promise<void> {
  const rows = new Map<string, typeof balances.$inferInsert>();
  for (const k of keys) {
    const row = {
      ownerKind: k.owner.kind,
      ownerId: k.owner.id,
      accountType: AccountType[k.account],
      currencyId: k.currency,
      available: '0',
      frozen: '0',
      version: 0,
      updatedAt: at,
    };
    rows.set(`${row.ownerKind}:${row.ownerId}:${row.accountType}:${row.currencyId}`, row);
  }
  if (rows.size === 0) return;
  const sorted = [...rows.values()].sort(
    (a, b) =>
      a.ownerKind.localeCompare(b.ownerKind) ||
      a.ownerId - b.ownerId ||
      a.accountType - b.accountType ||
      a.currencyId - b.currencyId,
  );
  // One statement: rows are inserted or, when they exist, locked by a no-op update, in
  // the order given, so the locks are taken in the ledger's order.
  await tx
    .insert(balances)
    .values(sorted)
    .onConflictDoUpdate({
      target: [balances.ownerKind, balances.ownerId, balances.accountType, balances.currencyId],
      set: { version: sql`${balances.version}` },
    });
}
