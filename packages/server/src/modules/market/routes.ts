/**
 * Index prices, public (DESIGN.md section 6): so a user can audit the price any
 * settlement used, the index is answered now or at a past instant.
 *
 * - GET /market/index {symbol, at?} -> { symbol, price, source, at } in USDT; `at` in
 *   10-digit seconds, the second the price is for. Unknown symbol: errors.noIndexPrice;
 *   a time in the future: errors.priceTimeInFuture.
 *
 * Pairs, tickers, K-lines, favorites and search: quoteRoutes.ts.
 */
import { indexPriceQuery } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { indexPriceItem } from './feed.ts';
import { followInstrumentEdits } from './pairs.ts';
import { quoteRoutes } from './quoteRoutes.ts';

export async function marketRoutes(app: App, ctx: AppContext): Promise<void> {
  // Pair edits made by another process reach this one's copy.
  const unfollow = followInstrumentEdits(ctx);
  app.addHook('onClose', async () => unfollow());
  app.get('/market/index', { schema: { querystring: indexPriceQuery } }, async (request) => {
    const { symbol, at } = request.query;
    const when = at ? new Date(Number(at) * 1000) : undefined;
    return ok(indexPriceItem(await ctx.prices.indexPrice(symbol, when)));
  });
  await quoteRoutes(app, ctx);
}
