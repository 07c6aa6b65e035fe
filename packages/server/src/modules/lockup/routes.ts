/**
 * Lock-up mining (client contract 7.12, `lh/*`), Bourse's quote and credits calls, and the
 * operator's plans (`/api/admin/lockup/plans`, role finance). Thin: schema -> service -> ok().
 */
import { z } from 'zod';
import {
  OperatorRole,
  adminIdParams,
  langField,
  lockupCancelBody,
  lockupDepositBody,
  lockupIdQuery,
  lockupOrderQuery,
  lockupPlanCreateBody,
  lockupPlanDecisionBody,
  toPlain,
  translate,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { userOf } from '../../http/auth.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { operatorOf } from '../admin/index.ts';
import { createPlan, listPlansForDesk, movePlan, type PlanMove } from './admin.ts';
import { listPlans } from './config.ts';
import { depositLockup, quoteRedeem, redeemEarly } from './orders.ts';
import { listOrders, orderCredits, orderItem } from './views.ts';
import { findCurrency } from '../system/index.ts';

const langOnly = z.object({ lang: langField });

/**
 * The original client toasts `message`, so it is the translated text; the order the action
 * made or ended is beside it in `data` (an extra field of the envelope).
 */
const done = (text: string, data: unknown) => ({ ...ok(text), data });

export async function lockupRoutes(app: App, ctx: AppContext): Promise<void> {
  // The session is checked before the fields, so a signed-out form gets 999 first.
  const signedIn = { preValidation: app.requireUser };
  const finance = { preValidation: app.requireOperator(OperatorRole.finance) };

  // Public: the home page shows two plans to guests (client contract 5).
  app.get('/lh/deposit/config', { schema: { querystring: langOnly } }, async (req) =>
    ok(await listPlans(ctx.db, requestLang(req))),
  );
  app.post('/lh/deposit', { ...signedIn, schema: { body: lockupDepositBody } }, async (req) => {
    const { order, currency } = await depositLockup(ctx, userOf(req).id, req.body);
    const coin = await findCurrency(ctx.db, order.currencyId);
    return done(
      translate(requestLang(req), 'lockup.deposited', {
        amount: toPlain(order.amount),
        currency,
        days: order.lockDays,
      }),
      orderItem(order, coin, ctx.clock.now()),
    );
  });
  app.get(
    '/lh/deposit/order',
    { ...signedIn, schema: { querystring: lockupOrderQuery } },
    async (req) => {
      const { lang: _lang, ...query } = req.query;
      return ok(await listOrders(ctx, userOf(req).id, query));
    },
  );
  app.get(
    '/lh/deposit/order/quote',
    { ...signedIn, schema: { querystring: lockupIdQuery } },
    async (req) => ok(await quoteRedeem(ctx, userOf(req).id, req.query.id)),
  );
  app.get(
    '/lh/deposit/order/credits',
    { ...signedIn, schema: { querystring: lockupIdQuery } },
    async (req) => ok(await orderCredits(ctx, userOf(req).id, req.query.id)),
  );
  app.post(
    '/lh/deposit/order/cancel',
    { ...signedIn, schema: { body: lockupCancelBody } },
    async (req) => {
      const { quote } = await redeemEarly(ctx, userOf(req).id, req.body.id, req.body.quoted_fee);
      const key = quote.matured ? 'lockup.matured' : 'lockup.redeemed';
      return done(
        translate(requestLang(req), key, {
          returned: quote.returned,
          penalty: quote.penalty,
          currency: quote.currency_name,
        }),
        quote,
      );
    },
  );

  app.get('/admin/lockup/plans', { ...finance, schema: { querystring: langOnly } }, async (req) =>
    ok(await listPlansForDesk(ctx, requestLang(req))),
  );
  app.post(
    '/admin/lockup/plans',
    { ...finance, schema: { body: lockupPlanCreateBody } },
    async (req) => {
      const { lang: _lang, ...body } = req.body;
      const plan = await createPlan(ctx, operatorOf(req).id, body);
      return ok({ id: plan.id, status: plan.status });
    },
  );
  for (const move of ['pause', 'resume', 'close'] as const satisfies readonly PlanMove[]) {
    app.post(
      `/admin/lockup/plans/:id/${move}`,
      { ...finance, schema: { params: adminIdParams, body: lockupPlanDecisionBody } },
      async (req) => {
        const plan = await movePlan(ctx, operatorOf(req).id, req.params.id, move, req.body.reason);
        return ok({ id: plan.id, status: plan.status });
      },
    );
  }
}
