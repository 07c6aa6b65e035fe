/** News, banners, announcements and help articles, and the site's rich-text pages. */
import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import {
  NewsCategory,
  type ArticleDetail,
  type ArticleItem,
  type FaqPage,
  type Lang,
  type ListPage,
  type PageContent,
  translate,
} from '@bourse/shared';
import type { Clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { localized, toDateTime, toSeconds } from '../system/index.ts';
import { sanitizeHtml } from './html.ts';
import { articles, sitePages } from './tables.ts';

type ArticleRow = typeof articles.$inferSelect;

/** The pages served by `GET /aboutus`, `/contactus` and `/operational_compliance`. */
export const SitePage = {
  aboutUs: 'aboutus',
  contactUs: 'contactus',
  compliance: 'operational_compliance',
} as const;
export type SitePage = (typeof SitePage)[keyof typeof SitePage];

/** What a reader may see now: published, and not scheduled for later. */
const visible = (clock: Clock) =>
  and(eq(articles.isPublished, true), lte(articles.publishedAt, clock.now()));
const newestFirst = [desc(articles.sort), desc(articles.publishedAt), desc(articles.id)];

function item(row: ArticleRow, lang: Lang): ArticleItem {
  return {
    id: row.id,
    c_id: row.categoryId as NewsCategory,
    title: localized(row.title, lang),
    abstract: localized(row.summary, lang),
    cover: row.cover,
    link: row.link,
    is_popup: row.isPopup,
    published_at: toSeconds(row.publishedAt),
    create_time: toDateTime(row.publishedAt),
  };
}

const detail = (row: ArticleRow, lang: Lang): ArticleDetail => ({
  ...item(row, lang),
  content: sanitizeHtml(localized(row.body, lang)),
});

export async function listArticles(
  db: DbOrTx,
  clock: Clock,
  lang: Lang,
  q: { c_id: NewsCategory; page: number; limit: number },
): Promise<ListPage<ArticleItem>> {
  const where = and(visible(clock), eq(articles.categoryId, q.c_id));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(...newestFirst)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return {
    list: rows.map((r) => item(r, lang)),
    total: total?.n ?? 0,
    page: q.page,
    limit: q.limit,
  };
}

export async function articleDetail(
  db: DbOrTx,
  clock: Clock,
  lang: Lang,
  id: number,
): Promise<ArticleDetail> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(visible(clock), eq(articles.id, id)));
  return row ? detail(row, lang) : fail('errors.articleNotFound');
}

/** The announcement to show as a popup on launch: the newest one marked so, or null. */
export async function popupArticle(
  db: DbOrTx,
  clock: Clock,
  lang: Lang,
): Promise<ArticleDetail | null> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(visible(clock), eq(articles.isPopup, true)))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(1);
  return row ? detail(row, lang) : null;
}

/**
 * The FAQ is the help category (c_id 7): title is the question, body the answer. One
 * article (client contract 7.3) whose content holds every question as a heading, and the
 * questions one by one for Bourse's collapse list.
 */
export async function faqPage(db: DbOrTx, clock: Clock, lang: Lang): Promise<FaqPage> {
  const rows = await db
    .select()
    .from(articles)
    .where(and(visible(clock), eq(articles.categoryId, NewsCategory.help)))
    .orderBy(desc(articles.sort), asc(articles.id));
  const items = rows.map((r) => ({
    id: r.id,
    question: localized(r.title, lang),
    answer: sanitizeHtml(localized(r.body, lang)),
  }));
  return {
    title: translate(lang, 'content.faqTitle'),
    content: items.map((i) => `<h3>${escapeHtml(i.question)}</h3>${i.answer}`).join(''),
    items,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function sitePage(db: DbOrTx, lang: Lang, slug: SitePage): Promise<PageContent> {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug));
  if (!row) return fail('errors.articleNotFound');
  return {
    slug: row.slug,
    title: localized(row.title, lang),
    content: sanitizeHtml(localized(row.body, lang)),
    updated_at: toSeconds(row.updatedAt),
  };
}
