/**
 * The market module's door. For now: index prices from a feed (DESIGN.md section 6), used
 * through `ctx.prices`:
 *
 *   const { price, source, at } = await ctx.prices.indexPrice(currencyId);
 *   const { amount, rate, quotes } = await ctx.prices.convert('0.5', 'BTC', 'USDT');
 *   const inBtc = await ctx.prices.valueIn(amount, currencyId); // withdrawal limits
 *
 * Record `price` and `source` of the quotes on whatever you settle.
 */
export { marketRoutes, indexPriceItem } from './routes.ts';
export { PriceService, QUOTE_SYMBOL, type Conversion, type CurrencyRef } from './service.ts';
export { FixedFeed, toSecond, type Feed, type IndexQuote } from './feed.ts';
export { SimulatorFeed, simulatedPrice } from './simulator.ts';
export { SIM_INSTRUMENTS, type SimInstrument } from './instruments.ts';
export { US_EQUITY_SESSION, isInSession, type Session } from './sessions.ts';
export { feedFromConfig } from './feedFromConfig.ts';
