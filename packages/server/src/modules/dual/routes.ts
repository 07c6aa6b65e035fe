/**
 * Dual investment (client contract 7.13, `dual/*`) and the operator's dual desk under
 * `/api/admin/dual/`. Thin: schema -> service -> ok().
 */
import {
  OperatorRole,
  dualBuyBody,
  dualDetailQuery,
  dualIndexQuery,
  dualListBody,
  dualProductActionBody,
  dualProductCreateBody,
  dualProductParams,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { userOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { operatorOf } from '../admin/index.ts';
import { changeDualProduct, createDualProduct, type DualProductAction } from './admin.ts';
import { buyDual } from './buy.ts';
import { listProducts, productDetail } from './products.ts';
import { listDualOrders } from './views.ts';

export async function dualRoutes(app: App, ctx: AppContext): Promise<void> {
  // The session is checked before the fields, so a signed-out form gets 999 first.
  const signedIn = { preValidation: app.requireUser };
  const finance = { preValidation: app.requireOperator(OperatorRole.finance) };

  app.get('/dual/index', { schema: { querystring: dualIndexQuery } }, async (req) => {
    const { lang: _lang, ...query } = req.query;
    return ok(await listProducts(ctx, query));
  });
  app.get('/dual/detail', { schema: { querystring: dualDetailQuery } }, async (req) =>
    ok(await productDetail(ctx, req.query.id)),
  );
  app.post('/dual/buyDual', { ...signedIn, schema: { body: dualBuyBody } }, async (req) =>
    ok(await buyDual(ctx, userOf(req).id, { id: req.body.id, num: req.body.num })),
  );
  app.post('/dual/dual_list', { ...signedIn, schema: { body: dualListBody } }, async (req) => {
    const { lang: _lang, status: _status, ...query } = req.body;
    return ok(await listDualOrders(ctx, userOf(req).id, query));
  });

  app.post(
    '/admin/dual/products',
    { ...finance, schema: { body: dualProductCreateBody } },
    async (req) => {
      const { lang: _lang, ...body } = req.body;
      return ok(await createDualProduct(ctx, operatorOf(req).id, body));
    },
  );
  for (const action of ['pause', 'resume', 'close'] as const satisfies DualProductAction[]) {
    app.post(
      `/admin/dual/products/:id/${action}`,
      { ...finance, schema: { params: dualProductParams, body: dualProductActionBody } },
      async (req) =>
        ok(
          await changeDualProduct(ctx, operatorOf(req).id, req.params.id, action, req.body.reason),
        ),
    );
  }
}
