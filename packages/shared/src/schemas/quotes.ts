/**
 * Market data payloads (spec 7 "Market and trading"; issue 4): instruments, tickers,
 * K-lines, depth, recent trades, favorites and search. Instruments are pairs of a base
 * coin or stock (`currency_id`) and a quote currency (`legal_id`, USDT = 3); on the wire a
 * pair's symbol is `BASE/QUOTE` (`BTC/USDT`). Prices and amounts are decimal strings.
 */
import { z } from 'zod';
import { idField, langField, pageFields } from './common.ts';

/** K-line periods, shortest first. `1M` is a calendar month (UTC). */
export const KLINE_PERIODS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M'] as const;
export type KlinePeriod = (typeof KLINE_PERIODS)[number];

/**
 * A pair symbol in any of the spellings clients use (`BTC/USDT`, `btcusdt`, `BTC_USDT`,
 * `btc-usdt`), normalised to `BTC/USDT`. Without a separator the quote must be USDT.
 */
export const pairSymbolField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(24)
  .regex(/^[A-Za-z0-9]+(?:[/_-][A-Za-z0-9]+)?$/, { error: 'validation.invalid' })
  .transform((s) => normalisePairSymbol(s));

export function normalisePairSymbol(raw: string): string {
  const s = raw.trim().toUpperCase();
  const parts = s.split(/[/_-]/);
  if (parts.length === 2) return `${parts[0]}/${parts[1]}`;
  return s.endsWith('USDT') && s.length > 4 ? `${s.slice(0, -4)}/USDT` : s;
}

const seconds = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, { error: 'validation.exactDigits?len=10' })
  .transform(Number)
  .optional();

/**
 * The original client's period names (client contract 7.7 and 8: `1min` ... `1M`, and
 * `1mon`, `1day`, `1week`, `60min` spellings), each Bourse's period. 15m and 4h have none.
 */
export const LEGACY_PERIODS = {
  '1min': '1m',
  '5min': '5m',
  '15min': '15m',
  '30min': '30m',
  '60min': '1h',
  '1hour': '1h',
  '4hour': '4h',
  '1D': '1d',
  '1day': '1d',
  '1W': '1w',
  '1week': '1w',
  '1M': '1M',
  '1mon': '1M',
} as const satisfies Record<string, KlinePeriod>;

/** The name the original client uses for a Bourse period (its `kline` event's `period`). */
export const LEGACY_PERIOD_OF: Partial<Record<KlinePeriod, string>> = {
  '1m': '1min',
  '5m': '5min',
  '30m': '30min',
  '1h': '60min',
  '1d': '1D',
  '1w': '1W',
  '1M': '1M',
};

/** A period in Bourse's spelling (`1m`, `1h`) or the original client's (`1min`, `60min`). */
export const klinePeriodField = z
  .string()
  .trim()
  .transform((p, ctx) => {
    if ((KLINE_PERIODS as readonly string[]).includes(p)) return p as KlinePeriod;
    const legacy = (LEGACY_PERIODS as Record<string, KlinePeriod>)[p];
    if (legacy) return legacy;
    ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
    return z.NEVER;
  });

/**
 * `GET /currency/new_timeshar {from, to, symbol, period}`: candles in [from, to], oldest
 * first; in `message` (Bourse's app, `time` in seconds) and in a top-level `data` (the
 * original client, `time` in milliseconds).
 */
export const klineQuery = z.object({
  symbol: pairSymbolField,
  period: klinePeriodField.default('1m'),
  from: seconds,
  to: seconds,
  lang: langField,
});
export type KlineQuery = z.infer<typeof klineQuery>;

/** One pair, by ids as the original client sends them. */
export const pairBody = z.object({
  currency_id: idField,
  legal_id: idField.default(3),
  lang: langField,
});
export type PairBody = z.infer<typeof pairBody>;

/** Forms send every field, filled or not: '' means "not given". */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * `POST /optional/del`: the favourite's record `id` (what `/optional/list` and
 * `/optional/add` answer; the original client sends only it), or the pair by ids.
 */
export const favoriteDelBody = z
  .object({
    id: z.preprocess(blank, idField.optional()),
    currency_id: z.preprocess(blank, idField.optional()),
    legal_id: z.preprocess(blank, idField.default(3)),
    lang: langField,
  })
  .refine((b) => b.id !== undefined || b.currency_id !== undefined, {
    error: 'validation.required',
    path: ['id'],
  });
export type FavoriteDelBody = z.infer<typeof favoriteDelBody>;

/** `GET /market/depth` and `GET /market/trades`. */
export const symbolQuery = z.object({
  symbol: pairSymbolField,
  limit: z.coerce.number().int().min(1).max(100).default(20),
  lang: langField,
});

/** `GET /market/instrument {symbol}`: one pair's ticker. */
export const pairQuery = z.object({
  symbol: pairSymbolField,
  lang: langField,
});

/** `GET /market/search {keyword}`: by ticker or by name in any language. */
export const marketSearchQuery = z.object({
  keyword: z.string().trim().max(32).default(''),
  ...pageFields,
  lang: langField,
});

/** `GET /currency/quotation_new {kind?}`. */
export const quotationQuery = z.object({
  kind: z.enum(['crypto', 'stock']).optional(),
  lang: langField,
});

// --- Replies -------------------------------------------------------------------------------

/** A trading pair's rules, as the trade screen needs them. */
export interface InstrumentItem {
  instrument_id: number;
  symbol: string;
  currency_id: number;
  legal_id: number;
  base: string;
  quote: string;
  /** The base's name in the caller's language. */
  name: string;
  kind: 'crypto' | 'stock';
  /** Price step and quantity step, decimal strings ("0.01", "0.0001"). */
  tick_size: string;
  lot_size: string;
  /** The smallest order value in the quote currency. */
  min_amount: string;
  /** Fee rates as fractions ("0.001" is 0.1 %). */
  maker_fee: string;
  taker_fee: string;
  /** Decimals to show: those of tick_size and lot_size. */
  price_decimals: number;
  amount_decimals: number;
  color: string;
  logo: string;
  /** Stocks: the exchange session in its own time zone; crypto: null (around the clock). */
  session: { time_zone: string; open: string; close: string; is_open: boolean } | null;
}

/** A ticker: the last 24 hours of one pair. `change` is a percentage ("-1.25"). */
export interface TickerItem extends InstrumentItem {
  /** The original client's pair row (client contract section 4): `id` is the pair id. */
  id: number;
  currency_name: string;
  legal_name: string;
  /** = `last`, in the pair's price decimals. */
  now_price: string;
  /** The original client's home tabs: 2 crypto ("HOT"), 1 stocks. */
  market_from: 1 | 2;
  sort: number;
  /**
   * The last price: the close of the pair's latest minute, i.e. its last trade, or the
   * index where no trade came since (as the K-line shows it); the index until it has any.
   */
  last: string;
  /** The index price of the base in the quote currency. */
  index_price: string;
  open_24h: string;
  high_24h: string;
  low_24h: string;
  change: string;
  /** Base quantity and quote value traded on Bourse in the last 24 hours (real trades only). */
  volume: string;
  quote_volume: string;
  /** Only with a token: whether the pair is one of the caller's favorites. */
  is_favorite?: boolean;
  /**
   * Contracts (issue 10), only for a pair with contract terms, always current (the original
   * contract page computes its preview from them, client contract 4 and 8): the spread in
   * percent of the index, the base units per lot, the opening fee in percent.
   */
  spread?: string;
  lever_share_num?: string;
  lever_trade_fee?: string;
}

/**
 * `GET /currency/quotation_new`: tickers grouped by quote currency, every kind together
 * in sort order (the original client reads only `message[0].quotation`; a ticker's `kind`
 * and `market_from` tell coins from stocks).
 */
export interface QuotationGroup {
  legal_id: number;
  legal_name: string;
  quotation: TickerItem[];
}

/** `GET /optional/list`: the caller's favourites; `id` is the favourite's record id. */
export interface FavoriteItem extends TickerItem {
  is_favorite: true;
}

/** A candle of the original client's chart: `time` in milliseconds. */
export interface LegacyKlineItem {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** A candle: `time` is its opening instant in 10-digit seconds. */
export interface KlineItem {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  /** Base quantity traded (0 when the candle comes from the index alone). */
  volume: string;
}

/** `[price, quantity]` levels, best first. */
export type DepthLevel = [price: string, amount: string];
export interface DepthItem {
  symbol: string;
  bids: DepthLevel[];
  asks: DepthLevel[];
  /** Increases with every change to the book, so a client can drop stale snapshots. */
  seq: number;
}

/** A public trade: `side` is the taker's. */
export interface PublicTradeItem {
  id: number;
  price: string;
  amount: string;
  side: 'buy' | 'sell';
  time: number;
}

/** `GET /market/hot`: most viewed pairs of the last week, and the caller's recently viewed. */
export interface MarketHotItem {
  hot: TickerItem[];
  recent: TickerItem[];
}
