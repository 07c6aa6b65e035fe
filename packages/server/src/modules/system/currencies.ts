import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { CurrencyItem, CurrencyKind, Lang } from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { localized } from './localize.ts';
import { currencies } from './tables.ts';

export type Currency = typeof currencies.$inferSelect;

/**
 * The active coin catalogue (spec 3). `tw_name` is the traditional Chinese name and
 * `option_name` the simplified Chinese one, as in the original client.
 */
export async function listCurrencies(
  db: DbOrTx,
  lang: Lang,
  kind?: CurrencyKind,
): Promise<CurrencyItem[]> {
  const where: SQL[] = [eq(currencies.isActive, true)];
  if (kind) where.push(eq(currencies.kind, kind));
  const rows = await db
    .select()
    .from(currencies)
    .where(and(...where))
    .orderBy(asc(currencies.sort), asc(currencies.id));
  return rows.map((c) => currencyItem(c, lang));
}

export function currencyItem(c: Currency, lang: Lang): CurrencyItem {
  return {
    id: c.id,
    name: c.name,
    networks: c.networks,
    en_name: localized(c.names, 'en'),
    tw_name: localized(c.names, 'hk'),
    option_name: localized(c.names, 'zh'),
    display_name: localized(c.names, lang),
    kind: c.kind,
    decimals: c.decimals,
    color: c.color,
    logo: c.logo,
  };
}

/** One currency by id, active or not (other modules check `isActive` themselves). */
export async function findCurrency(db: DbOrTx, id: number): Promise<Currency | undefined> {
  const [row] = await db.select().from(currencies).where(eq(currencies.id, id));
  return row;
}
