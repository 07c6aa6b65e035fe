/** Reference data every install needs: the area chooser's regions and the coin catalogue. */
import type { Db } from '../db/client.ts';
import { currencies, regions } from '../modules/system/index.ts';
import { CURRENCIES } from './data/currencies.ts';
import { REGIONS } from './data/regions.ts';

/** Inserts missing regions (by ISO code); an operator's edits to existing rows are kept. */
export async function seedRegions(db: Db): Promise<void> {
  await db
    .insert(regions)
    .values(REGIONS.map((r) => ({ ...r, sort: 0 })))
    .onConflictDoNothing({ target: regions.iso });
}

/** Inserts missing currencies (by id: spec 3 fixes BTC 1, ETH 2, USDT 3). */
export async function seedCurrencies(db: Db): Promise<void> {
  await db.insert(currencies).values(CURRENCIES).onConflictDoNothing({ target: currencies.id });
}
