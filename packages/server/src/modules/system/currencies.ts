import { performance } from 'node:perf_hooks';
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

/**
 * The catalogue as this process last read it, per database handle. Every transfer,
 * conversion and withdrawal looked its coin up with a query of its own; the catalogue
 * changes only through SQL (the seed, an operator's statement), so a copy is trusted for
 * FRESH_MS of real (monotonic) time, and an id it does not hold is read again at once. A
 * coin an operator deactivates is refused within that second.
 */
const FRESH_MS = 1_000;
const catalogues = new WeakMap<object, { readAt: number; rows: Promise<Map<number, Currency>> }>();

function catalogue(db: DbOrTx, reload = false): Promise<Map<number, Currency>> {
  const cached = catalogues.get(db);
  const now = performance.now();
  if (cached && !reload && now - cached.readAt < FRESH_MS) return cached.rows;
  const rows = db
    .select()
    .from(currencies)
    .then((all) => new Map(all.map((c) => [c.id, c])));
  catalogues.set(db, { readAt: now, rows });
  rows.catch(() => catalogues.delete(db));
  return rows;
}

/** One currency by id, active or not (other modules check `isActive` themselves). */
export async function findCurrency(db: DbOrTx, id: number): Promise<Currency | undefined> {
  return (await catalogue(db)).get(id) ?? (await catalogue(db, true)).get(id);
}

/** Drops this process's copy of the catalogue (a test or a script that just edited it). */
export function forgetCurrencies(db: DbOrTx): void {
  catalogues.delete(db);
}
