import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { settings } from './tables.ts';

/** A public setting's value, or a refusal naming the keyword. Private settings never leave. */
export async function getPublicSetting(db: DbOrTx, keyword: string): Promise<unknown> {
  const [row] = await db.select().from(settings).where(eq(settings.keyword, keyword));
  if (!row || !row.isPublic) return fail('errors.settingNotFound', { keyword });
  return row.value;
}

export interface SiteConfig {
  site_name: string;
  site_logo: string;
  down_logo: string;
}

export async function getSiteConfig(db: DbOrTx): Promise<SiteConfig> {
  const [row] = await db.select().from(settings).where(eq(settings.keyword, 'site'));
  const value = (row?.value ?? {}) as Partial<SiteConfig>;
  return {
    site_name: value.site_name ?? 'Bourse',
    site_logo: value.site_logo ?? '/h5/logo.svg',
    down_logo: value.down_logo ?? '/h5/logo.svg',
  };
}
