/**
 * Spot and stock trading (spec 7: `POST /coin/trade`, `PUT /coin/trade`, `GET /coin/list`)
 * and the books' public data (`GET /market/depth`, `GET /market/trades`). Thin: schema ->
 * service -> ok(); announcements go out after the transaction committed.
 */
import { coinCancelBody, coinListQuery, coinTradeBody, symbolQuery } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { userOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { announce } from './announce.ts';
import { cancelOrder } from './cancel.ts';
import { activePair, instrumentById } from '../market/index.ts';
import { fail } from '../../http/errors.ts';
import { placeOrder } from './place.ts';
import { depthOf, recentTrades } from './publicData.ts';
import { listOrders, orderItemsById } from './views.ts';

export async function spotRoutes(app: App, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: app.requireUser };
  const deps = ctx.spot;
  const owner = (id: number) => ({ ownerKind: 'user' as const, ownerId: id });
  const announceLater = (change: Parameters<typeof announce>[2]) =>
    announce(ctx, deps, change).catch((error: unknown) =>
      app.log.error({ err: error }, 'spot: announcing a change failed'),
    );

  app.post('/coin/trade', { ...signedIn, schema: { body: coinTradeBody } }, async (req) => {
    const b = req.body;
    const placed = await placeOrder(ctx, deps, {
      owner: owner(userOf(req).id),
      currencyId: b.currency_id,
      legalId: b.legal_id,
      side: b.type,
      amount: b.amount,
      ...(b.target_price !== undefined ? { price: b.target_price } : {}),
      timeInForce: b.time_in_force,
    });
    const [item] = await orderItemsById(ctx.db, [placed.orderId]);
    void announceLater({ ...placed, at: ctx.clock.now() });
    return ok(item!);
  });

  const cancel = async (userId: number, id: number) => {
    const done = await cancelOrder(ctx, deps, owner(userId), id);
    const instrument =
      (await instrumentById(ctx.db, done.instrumentId)) ?? fail('errors.pairUnknown');
    void announceLater({
      instrument,
      trades: [],
      touchedOrders: [id],
      touchedOwners: [owner(userId)],
      at: ctx.clock.now(),
    });
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
    return ok(depthOf(await deps.books.read(ctx.db, instrument), req.query.limit));
  });
  app.get('/market/trades', { schema: { querystring: symbolQuery } }, async (req) => {
    const instrument = await activePair(ctx.db, req.query.symbol);
    return ok(await recentTrades(ctx.db, instrument.id, req.query.limit));
  });
}
