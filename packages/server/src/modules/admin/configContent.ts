/**
 * The console's content (issue 15, role admin): articles of every kind (news 4, banners 5,
 * announcements and notices 6, help/FAQ 7; the popup flag) and the site pages (about us,
 * contact us, compliance), in the eight languages. Bodies are stored through content's
 * `sanitizeHtml` (and sanitized again on the way out); a cover naming an upload is stored as
 * its path, never the expiring URL. Each change is audited with the changed fields before
 * and after, written in its transaction under the row's lock, so concurrent edits of one
 * article each record what the previous one left. The public endpoints read the table on
 * every request: an edit shows at once.
 */
import { asc, count, desc, eq } from 'drizzle-orm';
import {
  LANGS,
  type AdminArticle,
  type AdminArticleBody,
  type AdminPage,
  type AdminPageBody,
  type LocalizedContent,
  type NewsCategory,
  type Page,
  type SitePageSlug,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { articles, sanitizeHtml, sitePages } from '../content/index.ts';
import { toSeconds, type LocalizedText } from '../system/index.ts';
import { uploadPathOf } from '../uploads/index.ts';
import { recordAudit } from './audit.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type ArticleRow = typeof articles.$inferSelect;
type PageRow = typeof sitePages.$inferSelect;

/** All eight languages, '' where none is stored. */
const allLanguages = (text: LocalizedText): LocalizedContent =>
  Object.fromEntries(LANGS.map((lang) => [lang, text[lang] ?? ''])) as LocalizedContent;

/** Only the languages written, each as `clean` leaves it. */
function stored(text: LocalizedContent, clean: (s: string) => string = (s) => s.trim()) {
  const out: LocalizedText = {};
  for (const lang of LANGS) {
    const value = clean(text[lang] ?? '');
    if (value.trim() !== '') out[lang] = value;
  }
  return out;
}

const articleView = (row: ArticleRow): AdminArticle => ({
  id: row.id,
  slug: row.slug,
  category_id: row.categoryId as NewsCategory,
  title: allLanguages(row.title),
  summary: allLanguages(row.summary),
  body: allLanguages(row.body),
  cover: row.cover,
  link: row.link,
  is_popup: row.isPopup,
  is_published: row.isPublished,
  sort: row.sort,
  published_at: toSeconds(row.publishedAt),
});

const pageView = (row: PageRow): AdminPage => ({
  slug: row.slug as SitePageSlug,
  title: allLanguages(row.title),
  body: allLanguages(row.body),
  updated_at: toSeconds(row.updatedAt),
});

/** The fields of `after` that differ from `before`, as `{ before, after }` of those fields. */
function changed<T extends object>(before: T | null, after: T, skip: readonly (keyof T)[] = []) {
  const fields = (Object.keys(after) as (keyof T)[]).filter(
    (f) => !skip.includes(f) && JSON.stringify(before?.[f]) !== JSON.stringify(after[f]),
  );
  const part = (view: T) => Object.fromEntries(fields.map((f) => [f, view[f]]));
  return { fields, detail: { before: before ? part(before) : null, after: part(after) } };
}

/** `GET /api/admin/articles`: every article (unpublished and scheduled too), newest first. */
export async function listAdminArticles(
  db: DbOrTx,
  query: { category_id?: NewsCategory | undefined; page: number; limit: number },
): Promise<Page<AdminArticle>> {
  const where = query.category_id ? eq(articles.categoryId, query.category_id) : undefined;
  const rows = await db
    .select()
    .from(articles)
    .where(where)
    .orderBy(
      asc(articles.categoryId),
      desc(articles.sort),
      desc(articles.publishedAt),
      desc(articles.id),
    )
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(articles).where(where);
  return {
    data: rows.map(articleView),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** The columns an article body sets (sanitized, the cover as an upload's path if it is one). */
function articleValues(body: AdminArticleBody) {
  return {
    categoryId: body.category_id,
    title: stored(body.title),
    summary: stored(body.summary),
    body: stored(body.body, (html) => sanitizeHtml(html).trim()),
    cover: uploadPathOf(body.cover) ?? body.cover,
    link: body.link,
    isPopup: body.is_popup,
    isPublished: body.is_published,
    sort: body.sort,
  };
}

/** `POST /api/admin/articles`: a new article, published now (if marked so), audited. */
export async function createArticle(
  ctx: Ctx,
  operatorId: number,
  body: AdminArticleBody,
): Promise<AdminArticle> {
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(articles)
      .values({ ...articleValues(body), publishedAt: at })
      .returning();
    const view = articleView(row!);
    await recordAudit(tx, {
      operatorId,
      action: 'article.create',
      targetTable: 'articles',
      targetId: view.id,
      reason: null,
      detail: changed(null, view, ['id', 'slug', 'published_at']).detail,
      at,
    });
    return view;
  });
}

/**
 * `POST /api/admin/articles/:id`: the whole article replaced by what the console sends,
 * under the row's lock; audited `article.edit` with the changed fields (no row when nothing
 * changed).
 */
export async function editArticle(
  ctx: Ctx,
  operatorId: number,
  id: number,
  body: AdminArticleBody,
): Promise<AdminArticle> {
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
    if (!current) return fail('errors.articleNotFound');
    const [row] = await tx
      .update(articles)
      .set(articleValues(body))
      .where(eq(articles.id, id))
      .returning();
    const before = articleView(current);
    const after = articleView(row!);
    const { fields, detail } = changed(before, after);
    if (fields.length > 0) {
      await recordAudit(tx, {
        operatorId,
        action: 'article.edit',
        targetTable: 'articles',
        targetId: id,
        reason: null,
        detail,
        at,
      });
    }
    return after;
  });
}

/** `GET /api/admin/pages`: the site pages, every language. */
export async function listAdminPages(db: DbOrTx): Promise<AdminPage[]> {
  const rows = await db.select().from(sitePages).orderBy(asc(sitePages.slug));
  return rows.map(pageView);
}

/**
 * `POST /api/admin/pages/:slug`: the page's title and body (sanitized) in every language,
 * under its row's lock (a page missing from this install is created); audited `page.edit`.
 */
export async function editSitePage(
  ctx: Ctx,
  operatorId: number,
  slug: SitePageSlug,
  body: AdminPageBody,
): Promise<AdminPage> {
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const created = await tx
      .insert(sitePages)
      .values({ slug, title: {}, body: {}, updatedAt: at })
      .onConflictDoNothing()
      .returning({ slug: sitePages.slug });
    const [current] = await tx
      .select()
      .from(sitePages)
      .where(eq(sitePages.slug, slug))
      .for('update');
    const [row] = await tx
      .update(sitePages)
      .set({
        title: stored(body.title),
        body: stored(body.body, (html) => sanitizeHtml(html).trim()),
        updatedAt: at,
      })
      .where(eq(sitePages.slug, slug))
      .returning();
    const before = created.length > 0 ? null : pageView(current!);
    const after = pageView(row!);
    const { fields, detail } = changed(before, after, ['slug', 'updated_at']);
    if (fields.length > 0) {
      await recordAudit(tx, {
        operatorId,
        action: 'page.edit',
        targetTable: 'site_pages',
        targetId: slug,
        reason: null,
        detail,
        at,
      });
    }
    return after;
  });
}
