/**
 * Dual investment (issue 11): the door. Users buy whole shares of a product linking BTC or
 * ETH to USDT at a linked price (`/dual/*`, routes.ts); the money moves from the spot account
 * into the dual pool, which reserves both possible payouts; `settleDueDual` (jobs/, every
 * 5 s) settles each order at maturity on the recorded index with the shared `dualSettlement`.
 */
export { buyDual } from './buy.ts';
export { settleDueDual, dueCount, DUAL_SETTLE_BATCH, type DualSettled } from './settle.ts';
export { listProducts, productDetail, productItem, buyable } from './products.ts';
export { listDualOrders } from './views.ts';
export { createDualProduct, changeDualProduct, type DualProductAction } from './admin.ts';
export {
  DUAL_ACCOUNT,
  DUAL_COINS,
  DUAL_QUOTE,
  DUAL_ORDERS_TABLE,
  type DualOrderRow,
  type DualProductRow,
} from './config.ts';
export * from './tables.ts';
