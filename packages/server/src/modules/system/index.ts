export * from './service.ts';
export * from './tables.ts';
export { findRegion, listRegions, type Region } from './regions.ts';
export { findCurrency, forgetCurrencies, listCurrencies, type Currency } from './currencies.ts';
export { localized, toDateTime, toSeconds } from './localize.ts';
export {
  CONTACT_PATH,
  BORROWING_PATH,
  LOANS_PATH,
  GAME_PATH,
  EDITABLE_SETTINGS,
  getSiteConfig,
  setSiteSetting,
  SITE_DEFAULTS,
  TEXT_SETTINGS,
} from './siteLinks.ts';
