/**
 * Spot and stock trading (spec 7: `POST /coin/trade`, `PUT /coin/trade`, `GET /coin/list`)
 * and the books' public data (`GET /market/depth`, `GET /market/trades`). Thin: schema ->
 * the pair's sequencer -> ok(); announcements go out after each batch committed.
 */
import { coinCancelBody, coinListQuery, coinTradeBody, symbolQuery } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { userOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { activePair } from '../market/index.ts';
import { announce } from './announce.ts';
import { registerSpotMarkets } from './markets.ts';
import { recentTrades } from './publicData.ts';
import { listOrders, orderItemsById } from './views.ts';

export async function spotRoutes(app: App, ctx: AppContext): Promise<void> {
  const announceFailed = (error: unknown) =>
    app.log.error({ err: error }, 'spot: announcing a batch failed');
  const markets = registerSpotMarkets(
    ctx,
    (view) => {
      void markets
        .snapshot(view.instrument)
        .then((snapshot) => announce(ctx, view, snapshot))
        .catch(announceFailed);
    },
    announceFailed,
  );
  app.addHook('onClose', () => markets.close());
  const signedIn = { preValidation: app.requireUser };
  const owner = (id: number) => ({ ownerKind: 'user' as const, ownerId: id });

  app.post('/coin/trade', { ...signedIn, schema: { body: coinTradeBody } }, async (req) => {
    const b = req.body;
    const placed = await markets.place({
      owner: owner(userOf(req).id),
      currencyId: b.currency_id,
      legalId: b.legal_id,
      side: b.type,
      amount: b.amount,
      ...(b.target_price !== undefined ? { price: b.target_price } : {}),
      timeInForce: b.time_in_force,
      ...(b.client_order_id !== undefined ? { clientOrderId: b.client_order_id } : {}),
    });
    // A repeated client order id answers with the first order as it stands now.
    return ok(placed.item ?? (await orderItemsById(ctx.db, [placed.orderId]))[0]!);
  });

  const cancel = async (userId: number, id: number) => {
    await markets.cancel(owner(userId), id);
    const [item] = await orderItemsById(ctx.db, [id]);
    return ok(item!);
  };
  app.put('/coin/trade', { ...signedIn, schema: { body: coinCancelBody } }, async (req) =>
    cancel(userOf(req).id, req.body.id),
  );
  app.post('/coin/cancel', { ...signedIn, schema: { body: coinCancelBody } }, async (req) =>
    cancel(userOf(req).id, req.body.id),
  );

  app.get('/coin/list', { ...signedIn, schema: { querystring: coinListQuery } }, async (req) =>
    ok(await listOrders(ctx.db, owner(userOf(req).id), req.query)),
  );

  app.get('/market/depth', { schema: { querystring: symbolQuery } }, async (req) => {
    const instrument = await activePair(ctx.db, req.query.symbol);
    return ok(await markets.depth(instrument, req.query.limit));
  });
  app.get('/market/trades', { schema: { querystring: symbolQuery } }, async (req) => {
    const instrument = await activePair(ctx.db, req.query.symbol);
    return ok(await recentTrades(ctx.db, instrument.id, req.query.limit));
  });
}
