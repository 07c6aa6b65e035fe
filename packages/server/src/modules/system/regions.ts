import { eq } from 'drizzle-orm';
import type { Lang, RegionItem } from '@bourse/shared';
import { LANG_LOCALES } from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { localized } from './localize.ts';
import { regions } from './tables.ts';

export type Region = typeof regions.$inferSelect;

/** Every region for the area chooser, by sort then by name in the caller's language. */
export async function listRegions(db: DbOrTx, lang: Lang): Promise<RegionItem[]> {
  const rows = await db.select().from(regions);
  const collator = new Intl.Collator(LANG_LOCALES[lang]);
  return rows
    .map((r) => ({
      sort: r.sort,
      item: {
        id: r.id,
        iso: r.iso,
        area_code: r.dialCode,
        name: localized(r.names, lang),
        supported: r.supported,
      },
    }))
    .sort((a, b) => a.sort - b.sort || collator.compare(a.item.name, b.item.name))
    .map((r) => r.item);
}

/** One region by id (the users module checks `supported` at registration). Read-only. */
export async function findRegion(db: DbOrTx, id: number): Promise<Region | undefined> {
  const [row] = await db.select().from(regions).where(eq(regions.id, id));
  return row;
}
