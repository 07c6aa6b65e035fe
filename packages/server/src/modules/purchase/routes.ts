/**
 * Buying crypto and coupons (signed-in users) and the finance desk's purchase queue
 * (`/api/admin/purchases`, role finance). Thin: schema -> service -> ok().
 */
import { z } from 'zod';
import {
  OperatorRole,
  adminIdParams,
  adminPurchaseListQuery,
  approveBody,
  couponIdBody,
  couponMineQuery,
  langField,
  purchaseCreateBody,
  purchaseDetailQuery,
  purchaseListQuery,
  purchasePaidBody,
  rejectBody,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { userOf } from '../../http/auth.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { signedUploadUrl } from '../uploads/index.ts';
import { operatorOf } from '../admin/index.ts';
import { claimCoupon, couponCenter, myCoupons, redeemCoupon } from './coupons.ts';
import { decidePurchase, listPurchasesForDesk } from './desk.ts';
import {
  createPurchase,
  listPurchases,
  markPaid,
  purchaseDetail,
  purchaseOptions,
} from './purchases.ts';

const langOnly = z.object({ lang: langField });

export async function purchaseRoutes(app: App, ctx: AppContext): Promise<void> {
  // The session is checked before the body, so a signed-out form gets 999, not a field error.
  const signedIn = { preValidation: app.requireUser };
  const finance = { preValidation: app.requireOperator(OperatorRole.finance) };

  app.get('/purchase/options', { ...signedIn, schema: { querystring: langOnly } }, async (req) =>
    ok(await purchaseOptions(ctx, userOf(req).id)),
  );
  app.post(
    '/purchase/create',
    { ...signedIn, schema: { body: purchaseCreateBody } },
    async (req) => {
      const { lang: _lang, ...body } = req.body;
      return ok(await createPurchase(ctx, userOf(req).id, body));
    },
  );
  app.post('/purchase/paid', { ...signedIn, schema: { body: purchasePaidBody } }, async (req) =>
    ok(await markPaid(ctx, userOf(req).id, req.body.id, req.body.screenshot)),
  );
  app.get(
    '/purchase/list',
    { ...signedIn, schema: { querystring: purchaseListQuery } },
    async (req) => ok(await listPurchases(ctx.db, userOf(req).id, req.query)),
  );
  app.get(
    '/purchase/detail',
    { ...signedIn, schema: { querystring: purchaseDetailQuery } },
    async (req) => ok(await purchaseDetail(ctx.db, userOf(req).id, req.query.id)),
  );

  app.get(
    '/admin/purchases',
    { ...finance, schema: { querystring: adminPurchaseListQuery } },
    async (req) => {
      const page = await listPurchasesForDesk(ctx.db, req.query);
      // The screenshot as a signed URL: the desk's <img> sends no operator token.
      const shot = (s: string | null) => (s ? signedUploadUrl(ctx, s) : s);
      return ok({
        ...page,
        data: page.data.map((p) => ({ ...p, screenshot: shot(p.screenshot) })),
      });
    },
  );
  app.post(
    '/admin/purchases/:id/confirm',
    { ...finance, schema: { params: adminIdParams, body: approveBody } },
    async (req) =>
      ok(
        await decidePurchase(ctx, {
          operatorId: operatorOf(req).id,
          purchaseId: req.params.id,
          confirm: true,
          reason: req.body.reason,
        }),
      ),
  );
  app.post(
    '/admin/purchases/:id/reject',
    { ...finance, schema: { params: adminIdParams, body: rejectBody } },
    async (req) =>
      ok(
        await decidePurchase(ctx, {
          operatorId: operatorOf(req).id,
          purchaseId: req.params.id,
          confirm: false,
          reason: req.body.reason,
        }),
      ),
  );

  app.get('/coupon/center', { ...signedIn, schema: { querystring: langOnly } }, async (req) =>
    ok(await couponCenter(ctx, userOf(req).id, requestLang(req))),
  );
  app.post('/coupon/claim', { ...signedIn, schema: { body: couponIdBody } }, async (req) =>
    ok(await claimCoupon(ctx, userOf(req).id, req.body.id, requestLang(req))),
  );
  app.get('/coupon/mine', { ...signedIn, schema: { querystring: couponMineQuery } }, async (req) =>
    ok(await myCoupons(ctx, userOf(req).id, req.query, requestLang(req))),
  );
  app.post('/coupon/redeem', { ...signedIn, schema: { body: couponIdBody } }, async (req) =>
    ok(await redeemCoupon(ctx, userOf(req).id, req.body.id, requestLang(req))),
  );
}
