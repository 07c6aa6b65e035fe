/**
 * Contracts (`/lever/*`, client contract 7.9, plus Bourse's `/lever/cancel` and
 * `/lever/position`). Thin: schema -> service -> ok(); every query is the caller's.
 */
import {
  leverBatchCloseBody,
  leverDealAllBody,
  leverDealBody,
  leverIdBody,
  leverMyTradeBody,
  leverSetStopBody,
  leverSubmitBody,
  LeverStatus,
  translate,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { userOf } from '../../http/auth.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { announceAccount, announceClosedIds } from './announce.ts';
import { submitOrder } from './open.ts';
import { batchClose, cancelOrder, closePosition, rowsByIds, setStops } from './ops.ts';
import { accountState } from './account.ts';
import { leverPairById } from './config.ts';
import { dealAll, dealView, myTrades, positionDetail, positionItem } from './views.ts';

/**
 * The original client toasts `message`, so it is the translated text; the position or
 * order the action made is beside it in `data` (an extra field of the envelope).
 */
const done = (text: string, data: unknown) => ({ ...ok(text), data });

export async function leverRoutes(app: App, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: app.requireUser };

  app.post('/lever/deal', { ...signedIn, schema: { body: leverDealBody } }, async (req) =>
    ok(await dealView(ctx, userOf(req).id, req.body, requestLang(req))),
  );

  app.post('/lever/submit', { ...signedIn, schema: { body: leverSubmitBody } }, async (req) => {
    const userId = userOf(req).id;
    const { row, pair } = await submitOrder(ctx, userId, req.body);
    const state = await accountState(ctx, ctx.db, userId);
    await announceAccount(ctx, userId, state);
    const key = row.status === LeverStatus.pending ? 'lever.orderPlaced' : 'lever.opened';
    return done(translate(requestLang(req), key), positionItem(row, pair, state));
  });

  app.post('/lever/close', { ...signedIn, schema: { body: leverIdBody } }, async (req) => {
    const userId = userOf(req).id;
    const outcome = await closePosition(ctx, userId, req.body.id);
    const lang = requestLang(req);
    if ('cancelled' in outcome) {
      await announceAccount(ctx, userId);
      return done(translate(lang, 'lever.cancelled'), { id: outcome.cancelled });
    }
    announceClosedIds(ctx, userId, outcome.closed);
    await announceAccount(ctx, userId);
    const [row] = await rowsByIds(ctx, userId, outcome.closed);
    return done(
      translate(lang, 'lever.closed'),
      positionItem(row!, await leverPairById(ctx.db, row!.instrumentId)),
    );
  });

  app.post('/lever/cancel', { ...signedIn, schema: { body: leverIdBody } }, async (req) => {
    const userId = userOf(req).id;
    const id = await cancelOrder(ctx, userId, req.body.id);
    await announceAccount(ctx, userId);
    return done(translate(requestLang(req), 'lever.cancelled'), { id });
  });

  app.post('/lever/setstop', { ...signedIn, schema: { body: leverSetStopBody } }, async (req) => {
    const userId = userOf(req).id;
    const row = await setStops(ctx, userId, req.body);
    return done(
      translate(requestLang(req), 'lever.stopsSet'),
      positionItem(row, await leverPairById(ctx.db, row.instrumentId)),
    );
  });

  app.post(
    '/lever/batch_close',
    { ...signedIn, schema: { body: leverBatchCloseBody } },
    async (req) => {
      const userId = userOf(req).id;
      const ids = await batchClose(ctx, userId, req.body);
      announceClosedIds(ctx, userId, ids);
      await announceAccount(ctx, userId);
      return done(translate(requestLang(req), 'lever.batchClosed', { count: ids.length }), {
        id: ids,
      });
    },
  );

  app.post('/lever/my_trade', { ...signedIn, schema: { body: leverMyTradeBody } }, async (req) =>
    ok(await myTrades(ctx, userOf(req).id, req.body)),
  );

  app.post('/lever/dealall', { ...signedIn, schema: { body: leverDealAllBody } }, async (req) =>
    ok(await dealAll(ctx, userOf(req).id, req.body)),
  );

  app.get('/lever/position', { ...signedIn, schema: { querystring: leverIdBody } }, async (req) =>
    ok(await positionDetail(ctx, userOf(req).id, req.query.id)),
  );
}
