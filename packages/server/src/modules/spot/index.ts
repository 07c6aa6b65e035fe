/**
 * The spot module's door: orders on the spot and stock books (issue 4), one sequencer per
 * market (issue 8, sequencer.ts):
 *
 *   const markets = spotMarkets(ctx);
 *   const placed = await markets.place({ owner, currencyId, legalId, side, amount, price, timeInForce });
 *   await markets.cancel(owner, orderId);
 *
 * Every money movement goes through one ledger unit of work per committed batch.
 */
export { spotMarkets, SpotMarkets, type PlaceRequest, type Placed } from './markets.ts';
export { MarketSequencer, BATCH_MAX, type CommittedView } from './sequencer.ts';
export { loadMarket, loadOpenOrders, remainingOf, type BookSnapshot } from './book.ts';
export { matchBatch } from './batch.ts';
export { ownerKey, type Command, type OrderOwner, type MarketState } from './plan.ts';
export { checkOrder } from './rules.ts';
export { runMarketMaker, targetQuotes, MARKET_MAKER } from './marketMaker.ts';
export { fundMarketMaker, MAKER_ACCOUNTS, type MakerFunding } from './makerFunding.ts';
export { orderItems, orderItemsById, listOrders } from './views.ts';
export { recentTrades } from './publicData.ts';
export { scaleOfInstrument, type InstrumentRow, type PairScale } from './units.ts';
export * from './tables.ts';
