/**
 * Gathering a spread system balance into its row 0 (policy.ts): a guarded spread account
 * (`fees`) takes a debit on row 0 only, under that row's guard, so a payout from it (the
 * invitation rebates, issue 12) first moves what the other rows hold into row 0. The
 * balance, the sum of its rows, does not change, and neither does any entry: no journal is
 * posted, and `verifyLedger` (which sums the rows) sees the same balance.
 *
 * It runs as a transaction of its own and takes nothing else: it locks every row of the one
 * balance in slot order, and a unit of work locks users before system rows, so holding these
 * while waiting for a user's row could close a cycle with a fill in flight.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  AccountType,
  Exact,
  SystemAccount,
  type AccountTypeName,
  type SystemAccountName,
} from '@bourse/shared';
import type { Db } from '../../db/client.ts';
import { SPREAD_ACCOUNTS } from './policy.ts';
import { balances } from './tables.ts';

/**
 * Moves the rows 1.. of a spread system balance into row 0, in one short transaction.
 * Answers the balance (the sum, now all in row 0); a balance that is not spread is left as
 * it is.
 */
export async function gatherSpread(
  db: Db,
  side: { system: SystemAccountName; account: AccountTypeName; currency: number },
  at: Date,
): Promise<{ available: string; frozen: string }> {
  const ownerId = SystemAccount[side.system];
  const accountType = AccountType[side.account];
  const balance = and(
    eq(balances.ownerKind, 'system'),
    eq(balances.ownerId, ownerId),
    eq(balances.accountType, accountType),
    eq(balances.currencyId, side.currency),
  );
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ slot: balances.slot, available: balances.available, frozen: balances.frozen })
      .from(balances)
      .where(balance)
      .orderBy(asc(balances.slot))
      .for('update');
    const sum = (pick: (r: (typeof rows)[number]) => string) =>
      rows.reduce((s, r) => s.plus(pick(r)), new Exact(0));
    const total = { available: sum((r) => r.available), frozen: sum((r) => r.frozen) };
    const spread = rows.filter(
      (r) => r.slot !== 0 && !(new Exact(r.available).isZero() && new Exact(r.frozen).isZero()),
    );
    if (!SPREAD_ACCOUNTS.includes(ownerId) || spread.length === 0) {
      return { available: total.available.toFixed(), frozen: total.frozen.toFixed() };
    }
    const moved = {
      available: spread.reduce((s, r) => s.plus(r.available), new Exact(0)).toFixed(),
      frozen: spread.reduce((s, r) => s.plus(r.frozen), new Exact(0)).toFixed(),
    };
    await tx
      .update(balances)
      .set({ available: '0', frozen: '0', version: sql`${balances.version} + 1`, updatedAt: at })
      .where(and(balance, ne(balances.slot, 0)));
    await tx
      .insert(balances)
      .values({
        ownerKind: 'system',
        ownerId,
        accountType,
        currencyId: side.currency,
        slot: 0,
        ...moved,
        version: 1,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: [
          balances.ownerKind,
          balances.ownerId,
          balances.accountType,
          balances.currencyId,
          balances.slot,
        ],
        set: {
          available: sql`${balances.available} + excluded.available`,
          frozen: sql`${balances.frozen} + excluded.frozen`,
          version: sql`${balances.version} + 1`,
          updatedAt: at,
        },
      });
    return { available: total.available.toFixed(), frozen: total.frozen.toFixed() };
  });
}
