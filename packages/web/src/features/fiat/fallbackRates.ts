/**
 * Bundled fallback rates (units of each fiat per 1 USD, decimal strings), used when the
 * rates setting cannot be fetched, so the fiat chooser also works offline. Mid-market
 * rates of early 2025, rounded; a display aid only, never used to settle money.
 * Spec 9: USD to USDT is 1:1.
 */
import type { FiatCode } from '@bourse/shared';

export type FiatRates = Record<FiatCode, string>;

export const FALLBACK_RATES: FiatRates = {
  USD: '1',
  CNY: '7.18',
  GBP: '0.79',
  HKD: '7.78',
  JPY: '151.5',
  EUR: '0.92',
  AED: '3.6725',
  THB: '34.1',
  PHP: '57.6',
  SGD: '1.34',
  VND: '25450',
};

/** Each fiat's symbol, for amounts shown in the chosen currency. */
export const FIAT_SYMBOLS: Record<FiatCode, string> = {
  USD: '$',
  CNY: '¥',
  GBP: '£',
  HKD: 'HK$',
  JPY: '¥',
  EUR: '€',
  AED: 'د.إ',
  THB: '฿',
  PHP: '₱',
  SGD: 'S$',
  VND: '₫',
};
