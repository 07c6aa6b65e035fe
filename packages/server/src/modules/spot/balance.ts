/** The spendable balance of an order's owner (a user or the market maker) in the pair's account. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { Exact, balances } from '../ledger/index.ts';
import type { OrderOwner } from './settle.ts';
import type { InstrumentRow } from './units.ts';

export async function availableOf(
  db: DbOrTx,
  owner: OrderOwner,
  instrument: InstrumentRow,
  currencyId: number,
): Promise<Exact> {
  const [row] = await db
    .select({ available: balances.available })
    .from(balances)
    .where(
      and(
        eq(balances.ownerKind, owner.ownerKind),
        eq(balances.ownerId, owner.ownerId),
        eq(balances.accountType, instrument.accountType),
        eq(balances.currencyId, currencyId),
      ),
    );
  return new Exact(row?.available ?? '0');
}
