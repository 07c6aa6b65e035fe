/**
 * Content endpoints (spec section 7), every text in the caller's `lang` (fallback en).
 *
 * Public:
 * Shapes follow the original client's contract (client contract 7.3): lists in
 * `message.list`, display times `create_time` as `YYYY-MM-DD HH:mm:ss`, HTML sanitised.
 *
 * Public (guests too; a token, if sent, is not needed):
 * - GET  /news/index_pop            -> ArticleDetail | null (the newest popup announcement)
 * - POST /news/list {c_id, page, limit} -> ListPage<ArticleItem> { list, total, page, limit };
 *                                      c_id 4 news, 5 banner, 6 announcement, 7 help
 * - POST /news/detail {id}           -> ArticleDetail, or errors.articleNotFound
 * - GET  /menu                       -> MenuItem[] (bare array) of the products built today
 * - GET  /faq                        -> FaqPage { title, content, items: FaqItem[] }
 * - GET  /aboutus, /contactus, /operational_compliance -> PageContent { slug, title, content, updated_at }
 * Signed in:
 * - GET  /mailMessage/getList {page, limit} -> MailPage (ListPage<MailItem> + unread)
 * - POST /mailMessage/detail {id}    -> MailDetail (marks it read), or errors.messageNotFound
 * - POST /mailMessage/read_all       -> { count } newly marked read
 */
import { idBody, langQuery, mailListQuery, newsListBody } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { userOf } from '../../http/auth.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import {
  articleDetail,
  listArticles,
  faqPage,
  popupArticle,
  SitePage,
  sitePage,
} from './articles.ts';
import { listMail, mailDetail, readAllMail } from './mail.ts';
import { homeMenu } from './menu.ts';

export async function contentRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db, clock } = ctx;
  const langOnly = { schema: { querystring: langQuery } };

  app.get('/news/index_pop', langOnly, async (req) =>
    ok(await popupArticle(db, clock, requestLang(req))),
  );
  app.post('/news/list', { schema: { body: newsListBody } }, async (req) =>
    ok(await listArticles(db, clock, requestLang(req), req.body)),
  );
  app.post('/news/detail', { schema: { body: idBody } }, async (req) =>
    ok(await articleDetail(db, clock, requestLang(req), req.body.id)),
  );

  app.get('/menu', langOnly, async (req) => ok(await homeMenu(db, requestLang(req))));
  app.get('/faq', langOnly, async (req) => ok(await faqPage(db, clock, requestLang(req))));
  for (const slug of Object.values(SitePage)) {
    app.get(`/${slug}`, langOnly, async (req) => ok(await sitePage(db, requestLang(req), slug)));
  }

  const signedIn = { preValidation: app.requireUser };
  app.get(
    '/mailMessage/getList',
    { ...signedIn, schema: { querystring: mailListQuery } },
    async (req) => ok(await listMail(db, clock, requestLang(req), userOf(req).id, req.query)),
  );
  app.post('/mailMessage/detail', { ...signedIn, schema: { body: idBody } }, async (req) =>
    ok(await mailDetail(db, clock, requestLang(req), userOf(req).id, req.body.id)),
  );
  app.post('/mailMessage/read_all', signedIn, async (req) =>
    ok(await readAllMail(db, clock, userOf(req).id)),
  );
}
