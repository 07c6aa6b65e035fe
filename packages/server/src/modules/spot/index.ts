/**
 * The spot module's door: orders on the spot and stock books (issue 4).
 *
 *   const placed = await placeOrder(ctx, ctx.spot, { owner, currencyId, legalId, side, amount, price, timeInForce });
 *   await cancelOrder(ctx, ctx.spot, owner, orderId);
 *
 * `ctx.spot.books` holds the live books (books.ts explains how they stay equal to the
 * database); every money movement goes through the ledger inside the order's transaction.
 */
export { spotRoutes } from './routes.ts';
export { BookManager, ownerKey, loadOpenOrders, remainingOf, type LiveBook } from './books.ts';
export { placeOrder, checkOrder, type PlaceInput, type Placement } from './place.ts';
export { cancelOrder } from './cancel.ts';
export { runMarketMaker, targetQuotes, MARKET_MAKER } from './marketMaker.ts';
export { fundMarketMaker, MAKER_ACCOUNTS, type MakerFunding } from './makerFunding.ts';
export { announce, type Change } from './announce.ts';
export { orderItems, orderItemsById, listOrders } from './views.ts';
export { depthOf, recentTrades } from './publicData.ts';
export { scaleOfInstrument, type InstrumentRow, type PairScale } from './units.ts';
export type { SpotDeps } from './deps.ts';
export type { OrderOwner, SettledTrade } from './settle.ts';
export * from './tables.ts';
