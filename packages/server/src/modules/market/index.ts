/**
 * The market module's door (DESIGN.md section 6; issue 4).
 *
 * Index prices from a feed, through `ctx.prices`:
 *
 *   const { price, source, at } = await ctx.prices.indexPrice(currencyId);
 *   const { amount, rate, quotes } = await ctx.prices.convert('0.5', 'BTC', 'USDT');
 *   const inBtc = await ctx.prices.valueIn(amount, currencyId); // withdrawal limits
 *
 * Record `price` and `source` of the quotes on whatever you settle. A price that decides
 * money (a fill, a trigger, an option's open and close) comes from the recorded index:
 * `ctx.prices.record(symbol, tx?)` (now, written once per second, kept),
 * `ctx.prices.firstRecordedFrom(symbol, at)`, `ctx.prices.recordedAt(symbol, at)` (tape.ts).
 *
 * Pairs (cached in process): `instrumentBySymbol(db, 'BTC/USDT')`,
 * `instrumentByPair(db, currencyId, legalId)`, `listInstruments(db)`, `activePair(db, ref)`
 * (errors.pairUnknown), `sessionRefusal(instrument, at)` for stock orders outside the
 * session. K-lines from trades, inside the order's transaction, announced after commit:
 *
 *   const candles = await recordTrades(tx, instrument.id, [{ price, quantity, at }]);
 *   // ...after commit:
 *   await publishCandles(ctx, candles);
 */
export { PriceService, QUOTE_SYMBOL, type Conversion, type CurrencyRef } from './service.ts';
export { FixedFeed, indexPriceItem, toSecond, type Feed, type IndexQuote } from './feed.ts';
export { SimulatorFeed, simulatedPrice } from './simulator.ts';
export { SIM_INSTRUMENTS, type SimInstrument } from './instruments.ts';
export { US_EQUITY_SESSION, isInSession, sessionWindows, type Session } from './sessions.ts';
export { feedFromConfig } from './feedFromConfig.ts';
export {
  BinanceFeed,
  RoutedFeed,
  binanceStreamUrl,
  webSocketSource,
  type FrameSource,
} from './binanceFeed.ts';
export {
  SESSIONS,
  activePair,
  forgetInstruments,
  editInstrument,
  followInstrumentEdits,
  checkInstrumentVersions,
  INSTRUMENTS_CHANGED,
  type InstrumentEdit,
  type InstrumentRow,
  instrumentById,
  instrumentByPair,
  instrumentBySymbol,
  listInstruments,
  sessionOf,
  sessionRefusal,
  toInstrumentItem,
  type Instrument,
} from './pairs.ts';
export { periodStart, nextPeriodStart } from './periods.ts';
export {
  recordTrades,
  candleFold,
  publishCandles,
  listKlines,
  type CandleUpdate,
  type TradeForCandle,
} from './klines.ts';
export { closeIndexMinutes } from './indexMinutes.ts';
export { backfillKlines } from './backfill.ts';
export { forgetTickers, publishTickers, quotationGroups, tickerOf, tickers } from './tickers.ts';
export { instruments, klines, marketFavorites, marketViews, indexTicks } from './tables.ts';
// The recorded index (issue 10): `ctx.prices.record(symbol)` etc. use the tape; the jobs.
export { compactTape, recordTape, recordedQuote, tapeSymbols, ticksAt } from './tape.ts';
