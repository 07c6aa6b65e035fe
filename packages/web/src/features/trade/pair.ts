/**
 * Which pair the trade screens show: the `symbol` of the address, else the last pair used
 * (kept in localStorage), else BTC/USDT; and the account a pair trades in.
 */
import {
  AccountType,
  KLINE_PERIODS,
  normalisePairSymbol,
  type InstrumentItem,
  type KlinePeriod,
} from '@bourse/shared';

export const DEFAULT_SYMBOL = 'BTC/USDT';
const LAST_PAIR_KEY = 'bourse.trade.pair';
const SYMBOL_RE = /^[A-Z0-9]+\/[A-Z0-9]+$/;

/** A pair symbol from the address (any spelling), or undefined when it is not one. */
export function parseSymbol(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const s = normalisePairSymbol(raw);
  return SYMBOL_RE.test(s) ? s : undefined;
}

export function lastPair(): string {
  try {
    return parseSymbol(localStorage.getItem(LAST_PAIR_KEY)) ?? DEFAULT_SYMBOL;
  } catch {
    return DEFAULT_SYMBOL;
  }
}

export function rememberPair(symbol: string): void {
  try {
    localStorage.setItem(LAST_PAIR_KEY, symbol);
  } catch {
    // Private mode: the pair is simply not remembered.
  }
}

/** The symbol to show for an address's `symbol` parameter. */
export const pairFor = (param: string | null | undefined) => parseSymbol(param) ?? lastPair();

/** Crypto pairs trade in the spot account (change, 2); stocks in the stock account (5). */
export const accountOf = (kind: InstrumentItem['kind']) =>
  kind === 'stock' ? AccountType.stock : AccountType.change;

/** The base of a symbol ("BTC/USDT" -> "BTC"), before the instrument has loaded. */
export const baseOf = (symbol: string) => symbol.split('/')[0] ?? symbol;
export const quoteOf = (symbol: string) => symbol.split('/')[1] ?? 'USDT';

const PERIOD_KEY = 'bourse.trade.period';

/** The chart's last period, so the chart opens as the user left it (15m the first time). */
export function lastPeriod(): KlinePeriod {
  try {
    const p = localStorage.getItem(PERIOD_KEY);
    return (KLINE_PERIODS as readonly string[]).includes(p ?? '') ? (p as KlinePeriod) : '15m';
  } catch {
    return '15m';
  }
}

export function rememberPeriod(period: KlinePeriod): void {
  try {
    localStorage.setItem(PERIOD_KEY, period);
  } catch {
    // Private mode: the chart opens at the default next time.
  }
}
