import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { isTextSetting, textSettingReply } from './siteLinks.ts';
import { settings } from './tables.ts';

/**
 * A public setting: a text setting of the original client (client contract 9) as
 * `{ keyword, value }`, any other as its JSON value. A refusal names the keyword; private
 * settings never leave.
 */
export async function getPublicSetting(
  db: DbOrTx,
  keyword: string,
  publicUrl: string,
): Promise<unknown> {
  const [row] = await db.select().from(settings).where(eq(settings.keyword, keyword));
  if (!row || !row.isPublic) return fail('errors.settingNotFound', { keyword });
  return isTextSetting(keyword) ? textSettingReply(keyword, row.value, publicUrl) : row.value;
}

/**
 * A setting's value as this process last read it, per database handle: what money paths
 * read on every request (the conversion fee, withdrawal rules, deposit addresses). Settings
 * change only through SQL (the seed, an operator's statement), so a value is trusted for
 * FRESH_MS of real (monotonic) time, as the coin catalogue is (currencies.ts): an edit
 * reaches every process within that second. Undefined when the setting does not exist.
 */
const FRESH_MS = 1_000;
const cached = new WeakMap<object, Map<string, { readAt: number; value: Promise<unknown> }>>();

export function settingOf(db: DbOrTx, keyword: string): Promise<unknown> {
  let values = cached.get(db);
  if (!values) cached.set(db, (values = new Map()));
  const hit = values.get(keyword);
  const now = performance.now();
  if (hit && now - hit.readAt < FRESH_MS) return hit.value;
  const value = db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.keyword, keyword))
    .then(([row]) => row?.value);
  values.set(keyword, { readAt: now, value });
  value.catch(() => values.delete(keyword));
  return value;
}

/** Drops this process's copies of the settings (a test or a script that just edited one). */
export function forgetSettings(db: DbOrTx): void {
  cached.delete(db);
}
