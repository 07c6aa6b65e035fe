/**
 * Index prices, public (DESIGN.md section 6): so a user can audit the price any
 * settlement used, the index is answered now or at a past instant.
 *
 * - GET /market/index {symbol, at?} -> { symbol, price, source, at, recorded } in USDT; `at`
 *   in 10-digit seconds, the second the price is for. A past second that was recorded (every
 *   second a settlement or a fill used is) answers from the tape (`recorded: true`), else
 *   the feed answers. Unknown symbol: errors.noIndexPrice; the future:
 *   errors.priceTimeInFuture.
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
import { recordedQuote } from './tape.ts';

export async function marketRoutes(app: App, ctx: AppContext): Promise<void> {
  // Pair edits made by another process reach this one's copy.
  const unfollow = followInstrumentEdits(ctx);
  app.addHook('onClose', async () => unfollow());
  app.get('/market/index', { schema: { querystring: indexPriceQuery } }, async (request) => {
    const { symbol, at } = request.query;
    const when = at ? new Date(Number(at) * 1000) : undefined;
    const quote = await ctx.prices.indexPrice(symbol, when);
    const recorded = when ? await recordedQuote(ctx.db, quote.symbol, when) : undefined;
    return ok({ ...indexPriceItem(recorded ?? quote), recorded: recorded !== undefined });
  });
  await quoteRoutes(app, ctx);
}
