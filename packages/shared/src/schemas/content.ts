/**
 * Payloads and replies of the site, catalogue and content endpoints (spec sections 2, 3, 7):
 * regions, the coin catalogue, news/banners/announcements/help, the home menu, the rich-text
 * pages and mail messages. Every text in a reply is already in the caller's language.
 */
import { z } from 'zod';
import { CURRENCY_KINDS, NewsCategory, type CurrencyKind } from '../enums.ts';
import { idField, langField, pageFields } from './common.ts';

export const NEWS_CATEGORIES = Object.values(NewsCategory) as [NewsCategory, ...NewsCategory[]];

/** Only `lang`: the GET endpoints that take nothing else. */
export const langQuery = z.object({ lang: langField });

/** `GET /currency/list {kind?}`. */
export const currencyListQuery = z.object({
  kind: z.enum(CURRENCY_KINDS).optional(),
  lang: langField,
});

/**
 * A number that must be present: a missing or empty field reads "is required", a word
 * reads "must be a number" (z.coerce alone turns both into NaN and cannot tell them apart).
 */
const requiredNumber = () =>
  z
    .union([z.string().trim().min(1), z.number()], { error: 'validation.required' })
    .pipe(z.coerce.number({ error: 'validation.number' }));

/** `POST /news/list {c_id, page, limit}`: c_id 4 news, 5 banner, 6 announcement, 7 help. */
export const newsListBody = z.object({
  c_id: requiredNumber().pipe(z.literal(NEWS_CATEGORIES)),
  ...pageFields,
  lang: langField,
});
export type NewsListBody = z.infer<typeof newsListBody>;

/** `POST /news/detail {id}` and `POST /mailMessage/detail {id}`. */
export const idBody = z.object({ id: idField, lang: langField });

/** `GET /mailMessage/getList {page, limit}`. */
export const mailListQuery = z.object({ ...pageFields, lang: langField });

/** A row of `GET /area/list`: the area chooser (register, bind mobile, buy crypto). */
export interface RegionItem {
  /** Sent back as `area_code_id`. */
  id: number;
  /** ISO 3166-1 alpha-2, e.g. "SG". */
  iso: string;
  /** Dial code digits without "+", sent back as `area_code`. */
  area_code: string;
  name: string;
  /** False: "your region is not supported for now" (spec 5). */
  supported: boolean;
}

/** A row of `GET /currency/list` (spec 3: names carry option_name, en_name, tw_name). */
export interface CurrencyItem {
  id: number;
  /** The ticker: BTC, USDT, AAPL. */
  name: string;
  /** Networks a coin moves on (spec 3 "subName"): ["ERC20", "TRC20"] for USDT. */
  networks: string[];
  en_name: string;
  /** Traditional Chinese name. */
  tw_name: string;
  /** Simplified Chinese name (the original client's default-language name). */
  option_name: string;
  /** The name in the caller's language. */
  display_name: string;
  kind: CurrencyKind;
  /** Amount precision used for this currency. */
  decimals: number;
  /** Brand colour, #rrggbb (spec 9). */
  color: string;
  /** Badge image under /h5/coins/. */
  logo: string;
}

/**
 * A list reply of the content endpoints (client contract 3: `/news/list` and
 * `/mailMessage/getList` answer `message.list`), with the paging Bourse's app reads.
 */
export interface ListPage<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

/** A row of `POST /news/list` (client contract 7.3: id, title, abstract, create_time, cover). */
export interface ArticleItem {
  id: number;
  c_id: NewsCategory;
  title: string;
  /** Plain-text summary. */
  abstract: string;
  /** Cover image path starting with '/' ('' when none); banners always have one. */
  cover: string;
  /** Where a tap goes ('' opens the article): an in-app route `#/pages/...` or https URL. */
  link: string;
  is_popup: boolean;
  /** Seconds. */
  published_at: number;
  /** `YYYY-MM-DD HH:mm:ss` (UTC), shown raw by the original client. */
  create_time: string;
}

/** `POST /news/detail` and `GET /news/index_pop`: the item plus its HTML body. */
export interface ArticleDetail extends ArticleItem {
  /** Sanitized HTML: p, h3, ul, li, strong, a only. */
  content: string;
}

/** A question of the FAQ. */
export interface FaqItem {
  id: number;
  question: string;
  /** HTML, same tags as an article. */
  answer: string;
}

/**
 * `GET /faq`: one article (client contract 7.3) whose content is every question and
 * answer, plus the questions one by one for Bourse's collapse list.
 */
export interface FaqPage {
  title: string;
  content: string;
  items: FaqItem[];
}

/** `GET /aboutus`, `GET /contactus`, `GET /operational_compliance`: one article object. */
export interface PageContent {
  slug: string;
  title: string;
  content: string;
  /** Seconds. */
  updated_at: number;
}

/** How the original client opens a menu `url` (client contract 7.3). */
export const MENU_OPEN_TYPES = ['navigateTo', 'redirectTo', 'reLaunch', 'switchTab'] as const;
export type MenuOpenType = (typeof MENU_OPEN_TYPES)[number];

/**
 * A shortcut of `GET /menu` (a bare array). The original client reads `title` (a key of
 * its own `home` catalogue), `icon` (a bundled PNG's base name), `url`, `open_type` and
 * `is_financial`; Bourse's app reads `name`, `web_icon`, `route` and `auth`.
 */
export interface MenuItem {
  key: string;
  /** The original client's label key, e.g. `recharge`, `quicklyBuyCoins`. */
  title: string;
  /** `home-nav-N` or `home-icon-N`. */
  icon: string;
  /** The original client's route, `/pages/<group>/<name>[?query]`. */
  url: string;
  open_type: MenuOpenType;
  is_financial: boolean;
  /** Label in the caller's language. */
  name: string;
  /** Icon name of Bourse's icon set. */
  web_icon: string;
  /** Bourse's in-app hash route, `#/pages/<group>/<name>[?query]`. */
  route: string;
  /** Needs a signed-in user (the web applies the login gate). */
  auth: boolean;
}

/** A row of `GET /mailMessage/getList` (client contract 7.3: id, title, abstract, create_time). */
export interface MailItem {
  id: number;
  title: string;
  /** Plain-text opening of the body. */
  abstract: string;
  /** True for a message sent to every user. */
  is_broadcast: boolean;
  is_read: boolean;
  /** Seconds. */
  created_at: number;
  /** `YYYY-MM-DD HH:mm:ss` (UTC), shown raw by the original client. */
  create_time: string;
}

/** `GET /mailMessage/getList`: the page plus the unread count for the badge. */
export interface MailPage extends ListPage<MailItem> {
  unread: number;
}

export interface MailDetail extends MailItem {
  content: string;
}

/**
 * `GET /getSiteConfig` (client contract 7.3, 9): logos are paths starting with '/', the
 * contact rows absolute http(s) URLs (the client assigns them to window.location).
 */
export interface SiteConfig {
  site_name: string;
  site_logo: string;
  down_logo: string;
  /** Online chat. */
  zxkf_url: string;
  telegram_url: string;
  whatsApp_url: string;
  /** Loan. */
  jie_url: string;
  /** Repayment. */
  hk_url: string;
}

/** `GET /getSetting {keyword}` of a text setting (client contract 9: `message.value`). */
export interface TextSetting {
  keyword: string;
  value: string;
}

/** `GET /getSetting {keyword}`. */
export const settingQuery = z.object({
  keyword: z.string().trim().min(1).max(64),
  lang: langField,
});
