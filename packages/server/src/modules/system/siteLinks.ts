/**
 * The site config and the text settings the original H5 client asks for (client contract
 * 7.3 and 9): logos, contact links, the download, support and game URLs and the app
 * version, all operator-editable (`npm run admin -- set-setting`). The client assigns a
 * contact URL to window.location and renders logos under its own origin, so every value
 * is checked on the way in and again on the way out (contract 12): URLs are http(s) only,
 * and a path starting with '/' is answered as an absolute URL under PUBLIC_URL.
 */
import { eq } from 'drizzle-orm';
import { CHAT_SUPPORT_HOURS_RE, type SiteConfig, type TextSetting } from '@bourse/shared';
import type { Clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { settings } from './tables.ts';

/** Bourse's own contact page: the honest answer for every contact row until an operator sets one. */
export const CONTACT_PATH = '/h5/#/pages/common/contactus';
/** The contact page's loan and repayment rows (issue 14): the enquiry form, the user's loans. */
export const BORROWING_PATH = '/h5/#/pages/common/borrowing';
export const LOANS_PATH = '/h5/#/pages/loan/loans';
/** The original client's game page is a web-view of `game_url`: Bourse's quiz (issue 14). */
export const GAME_PATH = '/h5/#/pages/game/game';
const LOGO_PATH = '/h5/logo.svg';

/** Fields of the `site` setting, with the value used when the stored one is missing or unsafe. */
export const SITE_DEFAULTS: SiteConfig = {
  site_name: 'Bourse',
  site_logo: LOGO_PATH,
  down_logo: LOGO_PATH,
  zxkf_url: CONTACT_PATH,
  telegram_url: CONTACT_PATH,
  whatsApp_url: CONTACT_PATH,
  jie_url: BORROWING_PATH,
  hk_url: LOANS_PATH,
};
export type SiteField = keyof SiteConfig;
const SITE_FIELDS = Object.keys(SITE_DEFAULTS) as SiteField[];
const LOGO_FIELDS: readonly SiteField[] = ['site_logo', 'down_logo'];

/**
 * Settings whose value is one text, answered as `{ keyword, value }`. `game_url` may be
 * empty: an operator who turns the game off empties it (and hides its menu entry).
 */
export const TEXT_SETTINGS = {
  apk_download_url: 'url',
  support_url: 'url',
  game_url: 'urlOrEmpty',
  version: 'version',
} as const;
export type TextSettingKeyword = keyof typeof TEXT_SETTINGS;
type TextKind = (typeof TEXT_SETTINGS)[TextSettingKeyword];

const isPath = (v: string) => /^\/(?!\/)[^\s\\]*$/.test(v);
const isHttpUrl = (v: string) => {
  if (!/^https?:\/\//i.test(v) || /\s/.test(v)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

function acceptable(kind: TextKind | 'logo' | 'name', value: string): boolean {
  switch (kind) {
    case 'url':
      return isPath(value) || isHttpUrl(value);
    case 'urlOrEmpty':
      return value === '' || isPath(value) || isHttpUrl(value);
    case 'version':
      return /^(wgt|apk),\d{1,9}$/.test(value);
    case 'logo':
      return isPath(value);
    case 'name':
      return value.trim().length > 0 && value.length <= 64;
  }
}

const kindOfSite = (field: SiteField): TextKind | 'logo' | 'name' =>
  field === 'site_name' ? 'name' : LOGO_FIELDS.includes(field) ? 'logo' : 'url';

/** A path answered under the public origin; absolute URLs as they are. */
const absolute = (value: string, publicUrl: string) =>
  isPath(value) ? `${publicUrl}${value}` : value;

async function stored(db: DbOrTx, keyword: string) {
  const [row] = await db.select().from(settings).where(eq(settings.keyword, keyword));
  return row;
}

export async function getSiteConfig(db: DbOrTx, publicUrl: string): Promise<SiteConfig> {
  const value = ((await stored(db, 'site'))?.value ?? {}) as Partial<Record<SiteField, unknown>>;
  const out = {} as SiteConfig;
  for (const field of SITE_FIELDS) {
    const kind = kindOfSite(field);
    const v = value[field];
    const safe = typeof v === 'string' && acceptable(kind, v) ? v : SITE_DEFAULTS[field];
    out[field] = kind === 'url' ? absolute(safe, publicUrl) : safe;
  }
  return out;
}

export const isTextSetting = (keyword: string): keyword is TextSettingKeyword =>
  Object.hasOwn(TEXT_SETTINGS, keyword);

/** A text setting's answer; a stored value that is no longer acceptable reads as refused. */
export function textSettingReply(
  keyword: TextSettingKeyword,
  value: unknown,
  publicUrl: string,
): TextSetting {
  const kind = TEXT_SETTINGS[keyword];
  if (typeof value !== 'string' || !acceptable(kind, value)) {
    return fail('errors.settingNotFound', { keyword });
  }
  return { keyword, value: kind === 'version' ? value : absolute(value, publicUrl) };
}

/** What `set-setting` may change: a text setting, or a field of the site config. */
/**
 * Product configuration an operator sets with the same command (issue 10): the contracts'
 * maintenance level (a percent above 0 and below 100) and daily overnight charge time
 * (HH:MM UTC), and the regions refused seconds options (ISO country codes, comma
 * separated). None of them can touch a price or a decided outcome.
 */
export const PRODUCT_SETTINGS = {
  lever_maintenance_percent: 'percent',
  lever_overnight_utc: 'utcTime',
  options_blocked_regions: 'regions',
  /** Issue 12: the share of invitees' trading fees paid to their inviter (modules/invite). */
  invite_rebate_percent: 'percent',
  /** Issue 13: the platform fee on every NFT sale, and a resale auction's margin (modules/nft). */
  nft_fee_percent: 'percent',
  nft_resale_margin_percent: 'percent',
  /** Issue 14: when support answers the chat, `HH:MM-HH:MM` UTC (modules/chat). */
  chat_support_hours: 'utcRange',
} as const;
type ProductSettingKeyword = keyof typeof PRODUCT_SETTINGS;

function productValueOk(kind: (typeof PRODUCT_SETTINGS)[ProductSettingKeyword], value: string) {
  switch (kind) {
    case 'percent':
      return /^\d{1,2}(\.\d{1,4})?$/.test(value) && Number(value) > 0;
    case 'utcTime':
      return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
    case 'regions':
      return /^([A-Z]{2}(,[A-Z]{2})*)?$/.test(value);
    case 'utcRange':
      return CHAT_SUPPORT_HOURS_RE.test(value) && value.slice(0, 5) !== value.slice(6);
  }
}

export const EDITABLE_SETTINGS: readonly string[] = [
  ...Object.keys(TEXT_SETTINGS),
  ...SITE_FIELDS,
  ...Object.keys(PRODUCT_SETTINGS),
];

/**
 * Sets a text setting or a site-config field (the admin command line). Refuses a value
 * the client could not use safely (a `javascript:` URL, a logo that is not a path).
 * Answers the previous value, for the audit log.
 */
export async function setSiteSetting(
  db: DbOrTx,
  clock: Clock,
  keyword: string,
  value: string,
): Promise<{ previous: unknown }> {
  if (isTextSetting(keyword)) {
    if (!acceptable(TEXT_SETTINGS[keyword], value)) fail('errors.settingValueInvalid', { keyword });
    const previous = (await stored(db, keyword))?.value ?? null;
    await db
      .insert(settings)
      .values({ keyword, value, updatedAt: clock.now() })
      .onConflictDoUpdate({ target: settings.keyword, set: { value, updatedAt: clock.now() } });
    return { previous };
  }
  if ((SITE_FIELDS as string[]).includes(keyword)) {
    const field = keyword as SiteField;
    if (!acceptable(kindOfSite(field), value)) fail('errors.settingValueInvalid', { keyword });
    const site = ((await stored(db, 'site'))?.value ?? {}) as Record<string, unknown>;
    const next = { ...site, [field]: value };
    await db
      .insert(settings)
      .values({ keyword: 'site', value: next, updatedAt: clock.now() })
      .onConflictDoUpdate({
        target: settings.keyword,
        set: { value: next, updatedAt: clock.now() },
      });
    return { previous: site[field] ?? null };
  }
  if (Object.hasOwn(PRODUCT_SETTINGS, keyword)) {
    const kind = PRODUCT_SETTINGS[keyword as ProductSettingKeyword];
    if (!productValueOk(kind, value)) fail('errors.settingValueInvalid', { keyword });
    const previous = (await stored(db, keyword))?.value ?? null;
    await db
      .insert(settings)
      .values({ keyword, value, updatedAt: clock.now() })
      .onConflictDoUpdate({ target: settings.keyword, set: { value, updatedAt: clock.now() } });
    return { previous };
  }
  return fail('errors.settingNotFound', { keyword });
}
