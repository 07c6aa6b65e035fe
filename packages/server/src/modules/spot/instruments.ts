/**
 * The pairs as the spot module reads them: by ids (as `POST /coin/trade` names them) or by
 * symbol. One indexed read per call: cheap next to the order's transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { instruments } from '../market/tables.ts';
import type { InstrumentRow } from './units.ts';

export async function pairInstrument(
  db: DbOrTx,
  currencyId: number,
  legalId: number,
): Promise<InstrumentRow> {
  const [row] = await db
    .select()
    .from(instruments)
    .where(
      and(eq(instruments.baseCurrencyId, currencyId), eq(instruments.quoteCurrencyId, legalId)),
    );
  return row ?? fail('errors.pairUnknown');
}

export async function symbolInstrument(db: DbOrTx, symbol: string): Promise<InstrumentRow> {
  const [row] = await db.select().from(instruments).where(eq(instruments.symbol, symbol));
  return row ?? fail('errors.pairUnknown');
}

export async function instrumentById(db: DbOrTx, id: number): Promise<InstrumentRow> {
  const [row] = await db.select().from(instruments).where(eq(instruments.id, id));
  return row ?? fail('errors.pairUnknown');
}
