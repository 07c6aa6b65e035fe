/** Reading balances: decimal strings in the wire's canonical form, never numbers. */
import { and, asc, eq } from 'drizzle-orm';
import { AccountType, toPlain, type AccountTypeName } from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { balances } from './tables.ts';
import { Exact, accountName, type Owner } from './types.ts';

export interface BalanceView {
  account: AccountTypeName;
  /** The spec's account id (legal 1, change 2, lever 3, micro 4, stock 5). */
  account_type: number;
  currency: number;
  available: string;
  frozen: string;
}

/** Every balance row of a user, by account then currency. */
export async function getBalances(db: DbOrTx, userId: number): Promise<BalanceView[]> {
  const rows = await db
    .select()
    .from(balances)
    .where(and(eq(balances.ownerKind, 'user'), eq(balances.ownerId, userId)))
    .orderBy(asc(balances.accountType), asc(balances.currencyId));
  return rows.map((r) => ({
    account: accountName(r.accountType),
    account_type: r.accountType,
    currency: r.currencyId,
    available: toPlain(r.available),
    frozen: toPlain(r.frozen),
  }));
}

/** One balance of a user; zero when the user never held the currency there. */
export async function getBalance(
  db: DbOrTx,
  userId: number,
  account: AccountTypeName,
  currency: number,
): Promise<BalanceView> {
  const [row] = await db
    .select({ available: balances.available, frozen: balances.frozen })
    .from(balances)
    .where(
      and(
        eq(balances.ownerKind, 'user'),
        eq(balances.ownerId, userId),
        eq(balances.accountType, AccountType[account]),
        eq(balances.currencyId, currency),
      ),
    );
  return {
    account,
    account_type: AccountType[account],
    currency,
    available: toPlain(row?.available ?? '0'),
    frozen: toPlain(row?.frozen ?? '0'),
  };
}

/** What any owner (a user or a system account) can spend of one balance; 0 when none. */
export async function availableOf(
  db: DbOrTx,
  owner: Owner,
  account: AccountTypeName,
  currency: number,
): Promise<Exact> {
  const [row] = await db
    .select({ available: balances.available })
    .from(balances)
    .where(
      and(
        eq(balances.ownerKind, owner.kind),
        eq(balances.ownerId, owner.id),
        eq(balances.accountType, AccountType[account]),
        eq(balances.currencyId, currency),
      ),
    );
  return new Exact(row?.available ?? '0');
}
