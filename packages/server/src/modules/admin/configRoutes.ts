/**
 * The console's configuration routes (issue 15), role admin only; every change audited with
 * the changed values before and after. None of them can touch a balance, a price or a result.
 * - GET  /api/admin/instruments              -> AdminInstrument[] (inactive pairs too)
 * - POST /api/admin/instruments/:id          {maker_fee?, taker_fee?, min_amount?, is_active?, sort?}
 *                                            -> AdminInstrument
 * - GET  /api/admin/articles {category_id?, page, limit} -> Page<AdminArticle>
 * - POST /api/admin/articles                 AdminArticleBody -> AdminArticle (created)
 * - POST /api/admin/articles/:id             AdminArticleBody -> AdminArticle (replaced)
 * - GET  /api/admin/pages                    -> AdminPage[]
 * - POST /api/admin/pages/:slug {title, body} -> AdminPage
 * - GET  /api/admin/settings                 -> AdminSetting[]
 * - POST /api/admin/settings/:keyword {value} -> AdminSetting
 */
import { z } from 'zod';
import {
  OperatorRole,
  adminArticleBody,
  adminArticleListQuery,
  adminIdParams,
  adminInstrumentEditBody,
  adminPageBody,
  adminPageParams,
  adminSettingBody,
  adminSettingParams,
  langField,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import {
  createArticle,
  editArticle,
  editSitePage,
  listAdminArticles,
  listAdminPages,
} from './configContent.ts';
import { editAdminInstrument, listAdminInstruments } from './configInstruments.ts';
import { editSetting, listAdminSettings } from './configSettings.ts';
import { operatorOf } from './guard.ts';

const langOnly = z.object({ lang: langField });

export async function configRoutes(app: App, ctx: AppContext): Promise<void> {
  const adminOnly = { preValidation: app.requireOperator(OperatorRole.admin) };

  app.get('/admin/instruments', { ...adminOnly, schema: { querystring: langOnly } }, async () =>
    ok(await listAdminInstruments(ctx.db)),
  );
  app.post(
    '/admin/instruments/:id',
    { ...adminOnly, schema: { params: adminIdParams, body: adminInstrumentEditBody } },
    async (request) =>
      ok(await editAdminInstrument(ctx, operatorOf(request).id, request.params.id, request.body)),
  );

  app.get(
    '/admin/articles',
    { ...adminOnly, schema: { querystring: adminArticleListQuery } },
    async (request) => ok(await listAdminArticles(ctx.db, request.query)),
  );
  app.post(
    '/admin/articles',
    { ...adminOnly, schema: { body: adminArticleBody } },
    async (request) => ok(await createArticle(ctx, operatorOf(request).id, request.body)),
  );
  app.post(
    '/admin/articles/:id',
    { ...adminOnly, schema: { params: adminIdParams, body: adminArticleBody } },
    async (request) =>
      ok(await editArticle(ctx, operatorOf(request).id, request.params.id, request.body)),
  );

  app.get('/admin/pages', { ...adminOnly, schema: { querystring: langOnly } }, async () =>
    ok(await listAdminPages(ctx.db)),
  );
  app.post(
    '/admin/pages/:slug',
    { ...adminOnly, schema: { params: adminPageParams, body: adminPageBody } },
    async (request) =>
      ok(await editSitePage(ctx, operatorOf(request).id, request.params.slug, request.body)),
  );

  app.get('/admin/settings', { ...adminOnly, schema: { querystring: langOnly } }, async () =>
    ok(await listAdminSettings(ctx.db)),
  );
  app.post(
    '/admin/settings/:keyword',
    { ...adminOnly, schema: { params: adminSettingParams, body: adminSettingBody } },
    async (request) =>
      ok(
        await editSetting(ctx, operatorOf(request).id, request.params.keyword, request.body.value),
      ),
  );
}
