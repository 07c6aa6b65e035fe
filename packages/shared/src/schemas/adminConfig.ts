/**
 * The operator console's desk claims and configuration (issue 15): who holds an item of a
 * queue, and what an admin operator may change: pairs' fees, minimum and trading switch,
 * the articles and site pages, the editable settings. Nothing here can name a balance, a
 * price or a decided outcome.
 */
import { z } from 'zod';
import { DECIMAL_RE, dec, isDecimalString, scaleOf } from '../money.ts';
import { LANGS, type Lang } from '../i18n/languages.ts';
import { NewsCategory } from '../enums.ts';
import { langField, pageFields, text } from './common.ts';

// --- desk claims ---

/** The queues an operator claims an item of before deciding it (loans and chat have their own). */
export const DeskQueue = {
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  purchases: 'purchases',
  verifications: 'verifications',
  traders: 'traders',
} as const;
export type DeskQueue = (typeof DeskQueue)[keyof typeof DeskQueue];
export const DESK_QUEUES = Object.values(DeskQueue) as [DeskQueue, ...DeskQueue[]];

/** Who holds an item: shown on every item of a desk list (null when nobody does). */
export interface DeskClaim {
  operator_id: number;
  operator_name: string;
  /** 10-digit seconds. */
  claimed_at: number;
}

/** `POST /api/admin/claims/:queue/:id` and `.../release`: the item and its claim after. */
export interface DeskClaimView {
  queue: DeskQueue;
  item_id: number;
  claim: DeskClaim | null;
}

export const deskClaimBody = z.object({ lang: langField });

// --- shared field rules ---

/**
 * A plain decimal within [min, max], kept as its string: no exponent, no sign but what the
 * range allows, at most 18 decimals (the numeric(36,18) columns).
 */
export const decimalInRange = (min: string, max?: string) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .regex(DECIMAL_RE, { error: 'validation.decimal' })
    .refine((v) => !isDecimalString(v) || scaleOf(v) <= 18, { error: 'validation.decimals?max=18' })
    .refine((v) => !isDecimalString(v) || dec(v).gte(min), {
      error: `validation.atLeast?min=${min}`,
    })
    .refine((v) => max === undefined || !isDecimalString(v) || dec(v).lte(max), {
      error: `validation.atMost?max=${max}`,
    });

/** `true`/`false` as JSON, or `1`/`0`/`true`/`false` as form text. */
export const flagField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'validation.invalid' })
  .transform((v) => v === true || v === 'true' || v === '1');

// --- instruments ---

/** The largest fee rate an operator may set (10%): a slip of a decimal point is refused. */
export const MAX_FEE_RATE = '0.1';

/** One pair of `GET /api/admin/instruments`, active or not. */
export interface AdminInstrument {
  id: number;
  symbol: string;
  kind: 'crypto' | 'stock';
  tick_size: string;
  lot_size: string;
  min_amount: string;
  maker_fee: string;
  taker_fee: string;
  session: string | null;
  is_active: boolean;
  sort: number;
  version: number;
}

/**
 * `POST /api/admin/instruments/:id`: what an operator may change of a pair. The tick and lot
 * sizes are not among them: open orders sit on the pair's grid.
 */
export const adminInstrumentEditBody = z.object({
  maker_fee: decimalInRange('0', MAX_FEE_RATE).optional(),
  taker_fee: decimalInRange('0', MAX_FEE_RATE).optional(),
  min_amount: decimalInRange('0').optional(),
  is_active: flagField.optional(),
  sort: z.coerce
    .number({ error: 'validation.number' })
    .int({ error: 'validation.integer' })
    .min(-1_000_000, { error: 'validation.invalid' })
    .max(1_000_000, { error: 'validation.invalid' })
    .optional(),
  lang: langField,
});
export type AdminInstrumentEdit = z.infer<typeof adminInstrumentEditBody>;

// --- content ---

/** A text in each of the eight languages; a language left out reads as empty. */
export type LocalizedContent = Record<Lang, string>;

/** The eight languages' texts; a language left out is empty, another key is refused. */
const localizedTexts = (max: number) =>
  z
    .object(
      Object.fromEntries(LANGS.map((lang) => [lang, z.string().max(max).default('')])) as Record<
        Lang,
        z.ZodDefault<z.ZodString>
      >,
      { error: 'validation.invalid' },
    )
    .strict();
/** As above, with at least one language written (a title, a page's body). */
const localizedField = (max: number) =>
  localizedTexts(max).refine((v) => Object.values(v).some((s) => s.trim() !== ''), {
    error: 'validation.required',
  });
const NO_TEXT = Object.fromEntries(LANGS.map((lang) => [lang, ''])) as LocalizedContent;

const isPath = (v: string) => /^\/(?!\/)[^\s\\]*$/.test(v);
const isHttpUrl = (v: string) => {
  if (!/^https?:\/\//i.test(v) || /\s/.test(v)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};
/** An in-app route of the H5 client (`#/pages/...`), as the seeded banners link. */
const isAppRoute = (v: string) => /^#\/(?!\/)[^\s\\]*$/.test(v);

/**
 * A cover picture: empty, a path under the site (`/h5/banners/x.svg`, an upload's
 * `/uploads/<name>`) or an http(s) URL, the rule of the site's logos and links
 * (server system/siteLinks.ts); never `javascript:` or `data:`.
 */
export const coverField = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || isPath(v) || isHttpUrl(v), { error: 'validation.invalid' });

/** Where a tap on an article leads: empty, an in-app route, a path or an http(s) URL. */
export const linkField = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || isAppRoute(v) || isPath(v) || isHttpUrl(v), {
    error: 'validation.invalid',
  });

export const ARTICLE_CATEGORIES = Object.values(NewsCategory) as [NewsCategory, ...NewsCategory[]];

/** `GET /api/admin/articles`: every article of a category (or all), unpublished too. */
export const adminArticleListQuery = z.object({
  category_id: z.coerce
    .number({ error: 'validation.number' })
    .pipe(z.literal(ARTICLE_CATEGORIES, { error: 'validation.invalid' }))
    .optional(),
  ...pageFields,
  lang: langField,
});

/** `POST /api/admin/articles` (create) and `/api/admin/articles/:id` (edit): the whole article. */
export const adminArticleBody = z.object({
  category_id: z.coerce
    .number({ error: 'validation.number' })
    .pipe(z.literal(ARTICLE_CATEGORIES, { error: 'validation.invalid' })),
  title: localizedField(200),
  /** A banner has no summary nor body; an article of the other kinds has both. */
  summary: localizedTexts(1000).default(NO_TEXT),
  body: localizedTexts(100_000).default(NO_TEXT),
  cover: coverField.default(''),
  link: linkField.default(''),
  is_popup: flagField.default(false),
  is_published: flagField.default(true),
  sort: z.coerce
    .number({ error: 'validation.number' })
    .int({ error: 'validation.integer' })
    .min(-1_000_000, { error: 'validation.invalid' })
    .max(1_000_000, { error: 'validation.invalid' })
    .default(0),
  lang: langField,
});
export type AdminArticleBody = z.infer<typeof adminArticleBody>;

/** One article of the console: every language, as stored (the body already sanitized). */
export interface AdminArticle {
  id: number;
  slug: string | null;
  category_id: NewsCategory;
  title: LocalizedContent;
  summary: LocalizedContent;
  body: LocalizedContent;
  cover: string;
  link: string;
  is_popup: boolean;
  is_published: boolean;
  sort: number;
  published_at: number;
}

/** The site pages an operator edits (server content's SitePage). */
export const SITE_PAGE_SLUGS = ['aboutus', 'contactus', 'operational_compliance'] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

export const adminPageParams = z.object({
  slug: z.enum(SITE_PAGE_SLUGS, { error: 'validation.invalid' }),
});

/** `POST /api/admin/pages/:slug`. */
export const adminPageBody = z.object({
  title: localizedField(200),
  body: localizedField(100_000),
  lang: langField,
});
export type AdminPageBody = z.infer<typeof adminPageBody>;

/** One page of `GET /api/admin/pages`. */
export interface AdminPage {
  slug: SitePageSlug;
  title: LocalizedContent;
  body: LocalizedContent;
  updated_at: number;
}

// --- settings ---

/** One setting of `GET /api/admin/settings`: the stored value, or null when never set. */
export interface AdminSetting {
  keyword: string;
  value: unknown;
}

export const adminSettingParams = z.object({ keyword: text(1, 64) });

/** `POST /api/admin/settings/:keyword`: the value as text (an empty text is meaningful). */
export const adminSettingBody = z.object({
  value: z.string({ error: 'validation.required' }).trim().max(500),
  lang: langField,
});

// --- seconds options ---

/** One duration of `GET /api/admin/options/durations`, offered or not. */
export interface AdminOptionDuration {
  seconds: number;
  /** Percent of the stake a win pays on top of it (`80`). */
  payout_percent: string;
  min_stake: string;
  max_stake: string;
  is_active: boolean;
  sort: number;
}

/**
 * `POST /api/admin/options/durations`: adds the duration of `seconds`, or edits it. An
 * order keeps the payout it was accepted with: an edit reaches new orders only.
 */
export const adminOptionDurationBody = z
  .object({
    seconds: z.coerce
      .number({ error: 'validation.number' })
      .int({ error: 'validation.integer' })
      .min(1, { error: 'validation.atLeast?min=1' })
      .max(86_400, { error: 'validation.atMost?max=86400' }),
    payout_percent: decimalInRange('0.01', '1000'),
    min_stake: decimalInRange('0.000001'),
    max_stake: decimalInRange('0.000001'),
    is_active: flagField.default(true),
    sort: z.coerce
      .number({ error: 'validation.number' })
      .int({ error: 'validation.integer' })
      .min(-1_000_000, { error: 'validation.invalid' })
      .max(1_000_000, { error: 'validation.invalid' })
      .default(0),
    lang: langField,
  })
  .refine(
    (v) =>
      !isDecimalString(v.max_stake) ||
      !isDecimalString(v.min_stake) ||
      dec(v.max_stake).gte(v.min_stake),
    {
      error: 'validation.invalid',
      path: ['max_stake'],
    },
  );
export type AdminOptionDurationBody = z.infer<typeof adminOptionDurationBody>;
