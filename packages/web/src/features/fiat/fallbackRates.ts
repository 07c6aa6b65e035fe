/**
 * Bundled fallback rates (units of each fiat per 1 USD, decimal strings), used when the
 * rates setting cannot be fetched, so the fiat chooser also works offline. The same
 * approximate mid-market rates (2025-11-03) as the server's seeded `fiat_rates` setting;
 * a display aid only, never used to settle money.
 * Spec 9: USD to USDT is 1:1.
 */
import type { FiatCode } from '@bourse/shared';

export type FiatRates = Record<FiatCode, string>;

export const FALLBACK_RATES: FiatRates = {
  USD: '1',
  CNY: '7.12',
  GBP: '0.761',
  HKD: '7.77',
  JPY: '153.9',
  EUR: '0.867',
  AED: '3.6725',
  THB: '32.45',
  PHP: '58.93',
  SGD: '1.303',
  VND: '26310',
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
