export * from './service.ts';
export * from './tables.ts';
export { findRegion, listRegions, type Region } from './regions.ts';
export { findCurrency, forgetCurrencies, listCurrencies, type Currency } from './currencies.ts';
export { localized, toSeconds } from './localize.ts';
