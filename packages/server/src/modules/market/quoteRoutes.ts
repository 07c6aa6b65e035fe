/**
 * Market data (spec 7 "Market and trading"; issue 4). Public unless marked; a public
 * route that is sent a valid token also marks the caller's favorites (`is_favorite`), and
 * an invalid or expired token there is simply ignored.
 *
 * - GET /currency/quotation_new {kind?}  -> QuotationGroup[]: one group per quote currency
 *                                           (coins and stocks together; the original
 *                                           client reads message[0].quotation)
 * - GET /currency/new_timeshar {symbol, period, from?, to?} -> KlineItem[] (time in s),
 *                                           oldest first: the last 300 candles, or those
 *                                           opening in [from, to] (at most the latest
 *                                           1500); the same candles with time in ms in a
 *                                           top-level `data` (the original client's chart).
 *                                           Periods `1m`... or the client's `1min`...`1mon`
 * - GET /market/instruments              -> InstrumentItem[] (every active pair's rules)
 * - GET /market/instrument {symbol}      -> TickerItem (the trade screen header)
 * - GET /market/search {keyword, page, limit} -> TickerItem[] by ticker or name, any language
 * - GET /market/hot                      -> MarketHotItem { hot, recent }
 * - POST /market/viewed {currency_id, legal_id}   signed in: remembers the pair was opened
 * - POST /optional/add {currency_id, legal_id}   signed in; idempotent -> { id, message }:
 *                                           `id` is the favourite's record id
 * - POST /optional/del {id} or {currency_id, legal_id}   signed in; idempotent
 * - GET /optional/list                   -> FavoriteItem[] of the caller's favorites (`id`
 *                                           the record id, `currency_id`); a guest gets []
 *                                           (the original client's market tab awaits it)
 * A favourite's record id is its pair's id: a user has one favourite per pair.
 * An unknown or inactive pair: errors.pairUnknown.
 */
import type { FastifyRequest } from 'fastify';
import {
  favoriteDelBody,
  klineQuery,
  langQuery,
  marketSearchQuery,
  pairBody,
  pairQuery,
  quotationQuery,
  translate,
  type LegacyKlineItem,
  type PairBody,
  type TickerItem,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { optionalUserId, userOf } from '../../http/auth.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { listKlines } from './klines.ts';
import { activePair, listInstruments, toInstrumentItem } from './pairs.ts';
import { quotationGroups, tickerOf, withFavorites } from './tickers.ts';
import {
  addFavorite,
  favoriteIds,
  favoriteTickers,
  hotAndRecent,
  recordView,
  removeFavorite,
  searchPairs,
} from './watchlist.ts';

const pairOf = (b: PairBody) => ({ currencyId: b.currency_id, legalId: b.legal_id });

export async function quoteRoutes(app: App, ctx: AppContext): Promise<void> {
  /** The caller's favorites, when the request came with a valid token. */
  const favoritesOf = async (request: FastifyRequest): Promise<Set<number> | undefined> => {
    const userId = await optionalUserId(ctx, request);
    return userId === undefined ? undefined : favoriteIds(ctx, userId);
  };
  const markFavorites = async (request: FastifyRequest, items: TickerItem[]) => {
    const favorites = await favoritesOf(request);
    return favorites ? withFavorites(items, favorites) : items;
  };

  app.get('/currency/quotation_new', { schema: { querystring: quotationQuery } }, async (req) => {
    const groups = await quotationGroups(ctx, requestLang(req), req.query.kind);
    const favorites = await favoritesOf(req);
    if (!favorites) return ok(groups);
    return ok(groups.map((g) => ({ ...g, quotation: withFavorites(g.quotation, favorites) })));
  });

  app.get('/currency/new_timeshar', { schema: { querystring: klineQuery } }, async (req) => {
    const { symbol, period, from, to } = req.query;
    const candles = await listKlines(ctx.db, await activePair(ctx.db, symbol), {
      period,
      from,
      to,
    });
    const data: LegacyKlineItem[] = candles.map((c) => ({ ...c, time: c.time * 1000 }));
    return { ...ok(candles), data };
  });

  app.get('/market/instruments', { schema: { querystring: langQuery } }, async (req) => {
    const now = ctx.clock.now();
    const lang = requestLang(req);
    return ok((await listInstruments(ctx.db)).map((i) => toInstrumentItem(i, lang, now)));
  });

  app.get('/market/instrument', { schema: { querystring: pairQuery } }, async (req) => {
    const ticker = await tickerOf(
      ctx,
      await activePair(ctx.db, req.query.symbol),
      requestLang(req),
    );
    const [marked] = await markFavorites(req, [ticker]);
    return ok(marked);
  });

  app.get('/market/search', { schema: { querystring: marketSearchQuery } }, async (req) =>
    ok(await markFavorites(req, await searchPairs(ctx, requestLang(req), req.query))),
  );

  app.get('/market/hot', { schema: { querystring: langQuery } }, async (req) =>
    ok(await hotAndRecent(ctx, requestLang(req), await optionalUserId(ctx, req))),
  );

  app.post(
    '/market/viewed',
    { schema: { body: pairBody }, preValidation: app.requireUser },
    async (req) => {
      await recordView(ctx, userOf(req).id, pairOf(req.body));
      return ok(true);
    },
  );

  app.post(
    '/optional/add',
    { schema: { body: pairBody }, preValidation: app.requireUser },
    async (req) => {
      const id = await addFavorite(ctx, userOf(req).id, pairOf(req.body));
      return ok({ id, message: translate(requestLang(req), 'success.favoriteAdded') });
    },
  );

  app.post(
    '/optional/del',
    { schema: { body: favoriteDelBody }, preValidation: app.requireUser },
    async (req) => {
      const { id, currency_id, legal_id } = req.body;
      await removeFavorite(
        ctx,
        userOf(req).id,
        id !== undefined ? id : { currencyId: currency_id!, legalId: legal_id },
      );
      return ok(translate(requestLang(req), 'success.favoriteRemoved'));
    },
  );

  // Public: a guest has no favourites (the original client awaits this before prices).
  app.get('/optional/list', { schema: { querystring: langQuery } }, async (req) => {
    const userId = await optionalUserId(ctx, req);
    return ok(userId === undefined ? [] : await favoriteTickers(ctx, userId, requestLang(req)));
  });
}
