export * from './ticks.ts';
export * from './types.ts';
export { OrderBook } from './orderBook.ts';
