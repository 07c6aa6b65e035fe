/**
 * IEO subscriptions (client contract 7.11, `project*`) and the operator's IEO desk under
 * `/api/admin/ieo/`. Thin: schema -> service -> ok().
 */
import {
  OperatorRole,
  ieoDetailQuery,
  ieoListQuery,
  ieoMyOrdersQuery,
  ieoOrderBody,
  ieoProjectCreateBody,
  ieoProjectDecisionBody,
  ieoProjectParams,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { optionalUserId, userOf } from '../../http/auth.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { operatorOf } from '../admin/index.ts';
import { createProject, decideProject, type ProjectDecision } from './admin.ts';
import { myOrders } from './orders.ts';
import { listProjects, projectDetail } from './projects.ts';
import { subscribe } from './subscribe.ts';

export async function ieoRoutes(app: App, ctx: AppContext): Promise<void> {
  // The session is checked before the fields, so a signed-out form gets 999 first.
  const signedIn = { preValidation: app.requireUser };
  const adminOnly = { preValidation: app.requireOperator(OperatorRole.admin) };

  app.get('/project', { schema: { querystring: ieoListQuery } }, async (req) =>
    ok(await listProjects(ctx, req.query, requestLang(req))),
  );
  app.get('/project/detail', { schema: { querystring: ieoDetailQuery } }, async (req) =>
    ok(
      await projectDetail(
        ctx,
        req.query.project_id,
        requestLang(req),
        await optionalUserId(ctx, req),
      ),
    ),
  );
  app.post('/project/order', { ...signedIn, schema: { body: ieoOrderBody } }, async (req) => {
    const { lang: _lang, ...body } = req.body;
    return ok(await subscribe(ctx, userOf(req).id, body, requestLang(req)));
  });
  app.get(
    '/user/project/order',
    { ...signedIn, schema: { querystring: ieoMyOrdersQuery } },
    async (req) => {
      const { lang: _lang, ...query } = req.query;
      return ok(await myOrders(ctx, userOf(req).id, query, requestLang(req)));
    },
  );

  app.post(
    '/admin/ieo/projects',
    { ...adminOnly, schema: { body: ieoProjectCreateBody } },
    async (req) => {
      const { lang: _lang, ...body } = req.body;
      return ok(await createProject(ctx, operatorOf(req).id, body));
    },
  );
  for (const decision of ['pause', 'resume', 'close'] as const satisfies ProjectDecision[]) {
    app.post(
      `/admin/ieo/projects/:id/${decision}`,
      { ...adminOnly, schema: { params: ieoProjectParams, body: ieoProjectDecisionBody } },
      async (req) =>
        ok(await decideProject(ctx, operatorOf(req).id, req.params.id, decision, req.body.reason)),
    );
  }
}
