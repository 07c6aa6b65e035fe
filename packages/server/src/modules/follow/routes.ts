/**
 * Copy trading (`/follow/*`, client contract 7.14, plus Bourse's `/follow/apply`, `/follow/mine`,
 * `/follow/copies`, `/follow/followers` and the operator's `/admin/follow/traders`). Thin:
 * schema -> service -> ok(). The original client toasts `message`, so an action answers the
 * translated text with what it made beside it in `data`.
 */
import {
  OperatorRole,
  followBody,
  followCancelBody,
  followIndexQuery,
  followPageQuery,
  traderApplyBody,
  traderDeskQuery,
  traderIdQuery,
  selfHoldingBody,
  translate,
  adminIdParams,
  approveBody,
  rejectBody,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { optionalUserId, userOf } from '../../http/auth.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { operatorOf } from '../admin/index.ts';
import { announceAccount } from '../lever/index.ts';
import { cancelFollow, followTrader, selfHold } from './follows.ts';
import { refreshTrader } from './stats.ts';
import { applyAsTrader, decideTrader } from './traders.ts';
import {
  copyHistory,
  followersOf,
  listTraders,
  mine,
  traderDesk,
  traderDetail,
  traderTrades,
} from './views.ts';

const done = (text: string, data: unknown) => ({ ...ok(text), data });

export async function followRoutes(app: App, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: app.requireUser };
  const compliance = { preValidation: app.requireOperator(OperatorRole.compliance) };

  // Public lists: a valid token marks the traders the caller follows.
  app.get('/follow/index', { schema: { querystring: followIndexQuery } }, async (req) =>
    ok(await listTraders(ctx, await optionalUserId(ctx, req), req.query)),
  );
  app.get('/follow/traderDetail', { schema: { querystring: traderIdQuery } }, async (req) =>
    ok(await traderDetail(ctx, await optionalUserId(ctx, req), req.query.trader_user_id)),
  );
  app.get('/follow/historyTrade', { schema: { querystring: traderIdQuery } }, async (req) =>
    ok(await traderTrades(ctx, req.query.trader_user_id)),
  );

  app.post('/follow/follow', { ...signedIn, schema: { body: followBody } }, async (req) => {
    const { row, edited } = await followTrader(ctx, userOf(req).id, req.body);
    const key = edited ? 'follow.edited' : 'follow.followed';
    return done(translate(requestLang(req), key), { id: row.id });
  });
  app.post('/follow/cancel', { ...signedIn, schema: { body: followCancelBody } }, async (req) => {
    const row = await cancelFollow(ctx, userOf(req).id, req.body.follow_user_id);
    return done(translate(requestLang(req), 'follow.cancelled'), { id: row.id });
  });
  app.post(
    '/follow/selfHolding',
    { ...signedIn, schema: { body: selfHoldingBody } },
    async (req) => {
      const userId = userOf(req).id;
      const id = await selfHold(ctx, userId, req.body.transaction_id);
      await announceAccount(ctx, userId);
      return done(translate(requestLang(req), 'follow.selfHeld'), { id });
    },
  );

  app.post('/follow/apply', { ...signedIn, schema: { body: traderApplyBody } }, async (req) => {
    await applyAsTrader(ctx, userOf(req).id, req.body);
    return done(translate(requestLang(req), 'follow.applied'), null);
  });
  app.get('/follow/mine', { ...signedIn, schema: { querystring: followPageQuery } }, async (req) =>
    ok(await mine(ctx, userOf(req).id)),
  );
  app.get(
    '/follow/copies',
    { ...signedIn, schema: { querystring: followPageQuery } },
    async (req) => ok(await copyHistory(ctx, userOf(req).id, req.query)),
  );
  app.get(
    '/follow/followers',
    { ...signedIn, schema: { querystring: followPageQuery } },
    async (req) => ok(await followersOf(ctx, userOf(req).id, req.query)),
  );

  app.get(
    '/admin/follow/traders',
    { ...compliance, schema: { querystring: traderDeskQuery } },
    async (req) => ok(await traderDesk(ctx, req.query.status)),
  );
  app.post(
    '/admin/follow/traders/:id/approve',
    { ...compliance, schema: { params: adminIdParams, body: approveBody } },
    async (req) => {
      const row = await decideTrader(
        ctx,
        operatorOf(req).id,
        req.params.id,
        'approve',
        req.body.reason,
      );
      await refreshTrader(ctx, row.userId);
      return ok({ user_id: row.userId, status: row.status });
    },
  );
  app.post(
    '/admin/follow/traders/:id/reject',
    { ...compliance, schema: { params: adminIdParams, body: rejectBody } },
    async (req) => {
      const row = await decideTrader(
        ctx,
        operatorOf(req).id,
        req.params.id,
        'reject',
        req.body.reason,
      );
      return ok({ user_id: row.userId, status: row.status });
    },
  );
}
