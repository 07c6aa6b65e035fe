/**
 * The console's settings (issue 15, role admin): the settings `npm run admin -- set-setting`
 * may change (system's EDITABLE_SETTINGS: the client's links and version, the site config's
 * fields, the product settings), each checked by system's `setSiteSetting`. That function
 * writes no audit row (the command line writes its own), so the one row here is the only
 * one: `setting.edit` with `{ before, after }`, in the edit's transaction.
 */
import { inArray, sql } from 'drizzle-orm';
import type { AdminSetting } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  EDITABLE_SETTINGS,
  SITE_DEFAULTS,
  forgetSettings,
  setSiteSetting,
  settings,
} from '../system/index.ts';
import { recordAudit } from './audit.ts';

/** The `site` setting holds these fields in one JSON object; the others are rows of their own. */
const SITE_FIELDS = new Set(Object.keys(SITE_DEFAULTS));

/** Serializes setting edits, so each audit row's `before` is what the previous edit left. */
const SETTINGS_LOCK = sql`select pg_advisory_xact_lock(hashtext('bourse:settings:edit'))`;

/** `GET /api/admin/settings`: each editable setting with its stored value (null: never set). */
export async function listAdminSettings(db: DbOrTx): Promise<AdminSetting[]> {
  const rows = await db
    .select({ keyword: settings.keyword, value: settings.value })
    .from(settings)
    .where(inArray(settings.keyword, [...EDITABLE_SETTINGS, 'site']));
  const byKeyword = new Map(rows.map((r) => [r.keyword, r.value]));
  const site = (byKeyword.get('site') ?? {}) as Record<string, unknown>;
  return EDITABLE_SETTINGS.map((keyword) => ({
    keyword,
    value: (SITE_FIELDS.has(keyword) ? site[keyword] : byKeyword.get(keyword)) ?? null,
  }));
}

/**
 * `POST /api/admin/settings/:keyword {value}`: through `setSiteSetting` (which refuses an
 * unknown keyword or an unsafe value), audited when the value changed.
 */
export async function editSetting(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  operatorId: number,
  keyword: string,
  value: string,
): Promise<AdminSetting> {
  const at = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.execute(SETTINGS_LOCK);
    const { previous } = await setSiteSetting(tx, ctx.clock, keyword, value);
    if (previous === value) return;
    await recordAudit(tx, {
      operatorId,
      action: 'setting.edit',
      targetTable: 'settings',
      targetId: keyword,
      reason: null,
      detail: { before: previous, after: value },
      at,
    });
  });
  // This process reads the new value at once; the others within settingOf's second.
  forgetSettings(ctx.db);
  return { keyword, value };
}
