/**
 * Display formatting by meaning (STYLE.md "Money": one formatter with kinds, never
 * `toFixed` sprinkled across components). Pure functions: every number goes through
 * decimal.js (money.ts: precision 20, half-up), never JS float maths, and the clock is
 * passed in, so the same input always prints the same text.
 *
 * Relative-time words live in a small table in this file (RELATIVE_WORDS), one entry per
 * UI language. They are display words, not server messages, so they are kept out of the
 * server catalogue; keeping them here lets both the server and the browser use one
 * function without an i18n instance.
 */
import type { Lang } from './i18n/languages.ts';
import { Decimal, dec } from './money.ts';

export type NumberKind = 'price' | 'amount' | 'fiat' | 'percent' | 'compact';

export interface FormatOptions {
  /** Digits after the point. Each kind has its own default (see formatNumber). */
  decimals?: number;
  /** Prefix "+" on values above zero (changes, profit and loss). */
  sign?: boolean;
  /** Thousands separators in the integer part. Default true. */
  group?: boolean;
  /** Drop trailing zeros after the point. Default true for `amount`, false otherwise. */
  trim?: boolean;
}

/** What is shown where a number is unknown or not a number: never a made-up value. */
export const PLACEHOLDER = '—';

const THOUSAND = dec(1_000);
const MILLION = dec(1_000_000);

/**
 * Price decimals by magnitude when the market gives none: 2 from 1,000 up, 4 from 1,
 * 6 from 0.01, else 8 (so 0.00001234 keeps its digits).
 */
export function priceDecimals(value: Decimal): number {
  const abs = value.abs();
  if (abs.gte(THOUSAND)) return 2;
  if (abs.gte(1)) return 4;
  if (abs.gte('0.01')) return 6;
  return 8;
}

function toDecimal(value: string | Decimal | null | undefined): Decimal | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  try {
    const d = dec(typeof value === 'string' ? value.trim() : value);
    return d.isFinite() ? d : undefined;
  } catch {
    return undefined;
  }
}

/** Rounds half-up and prints plain digits, with grouping, trimming and sign applied. */
function print(
  value: Decimal,
  decimals: number,
  opts: FormatOptions,
  trimDefault: boolean,
): string {
  const rounded = value.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  // A value that rounds to zero prints unsigned: "-0.00" would be a lie about direction.
  const negative = rounded.isNegative() && !rounded.isZero();
  let [int = '0', frac = ''] = rounded.abs().toFixed(decimals).split('.');
  if (opts.trim ?? trimDefault) frac = frac.replace(/0+$/, '');
  if (opts.group ?? true) int = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = negative ? '-' : opts.sign && rounded.gt(0) ? '+' : '';
  return `${sign}${int}${frac ? `.${frac}` : ''}`;
}

/**
 * Formats a decimal by what it means:
 * - `price`: decimals from the option, else by magnitude (priceDecimals); zeros kept.
 * - `amount`: 8 decimals unless told, trailing zeros dropped.
 * - `fiat`: 2 decimals (no symbol; see formatFiat).
 * - `percent`: the value is already in percent units ("1.5" -> "1.50%"), 2 decimals.
 * - `compact` (spec 9): over 1e6 as M, over 1e3 as K (2 decimals), otherwise 4 decimals.
 * Rounding is half-up (spec 9). A missing or non-numeric value prints PLACEHOLDER.
 */
export function formatNumber(
  value: string | Decimal | null | undefined,
  kind: NumberKind,
  opts: FormatOptions = {},
): string {
  const d = toDecimal(value);
  if (!d) return PLACEHOLDER;
  switch (kind) {
    case 'price':
      return print(d, opts.decimals ?? priceDecimals(d), opts, false);
    case 'amount':
      return print(d, opts.decimals ?? 8, opts, true);
    case 'fiat':
      return print(d, opts.decimals ?? 2, opts, false);
    case 'percent':
      return `${print(d, opts.decimals ?? 2, opts, false)}%`;
    case 'compact': {
      const abs = d.abs();
      if (abs.gt(MILLION)) return `${print(d.div(MILLION), opts.decimals ?? 2, opts, false)}M`;
      if (abs.gt(THOUSAND)) return `${print(d.div(THOUSAND), opts.decimals ?? 2, opts, false)}K`;
      return print(d, opts.decimals ?? 4, opts, false);
    }
  }
}

/** Below this, a timestamp is in seconds: every ten-digit timestamp (spec 9). */
const SECONDS_LIMIT = 100_000_000_000;

/**
 * Milliseconds since the epoch from a timestamp in seconds (ten digits, spec 9) or
 * milliseconds, as a number or digit string; an ISO date string is parsed too.
 * NaN when the input is not a time.
 */
export function toMillis(ts: number | string): number {
  const n =
    typeof ts === 'number' ? ts : /^\s*-?\d+(\.\d+)?\s*$/.test(ts) ? Number(ts) : Date.parse(ts);
  if (!Number.isFinite(n)) return NaN;
  return Math.abs(n) < SECONDS_LIMIT ? Math.round(n * 1000) : Math.round(n);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-22" (or "2026-11-22 17:05" with time) in the device's time zone. */
export function formatDate(ts: number | string, withTime = false): string {
  const ms = toMillis(ts);
  if (Number.isNaN(ms)) return PLACEHOLDER;
  const d = new Date(ms);
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return withTime ? `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}` : date;
}

interface RelativeWords {
  justNow: string;
  minutes: (n: number) => string;
  hours: (n: number) => string;
  days: (n: number) => string;
}

const en = (unit: string) => (n: number) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
const fr = (unit: string) => (n: number) => `il y a ${n} ${unit}${n === 1 ? '' : 's'}`;
const es = (one: string, many: string) => (n: number) => `hace ${n} ${n === 1 ? one : many}`;
const suffix = (unit: string) => (n: number) => `${n}${unit}`;

/** The relative-time words of every UI language (see the file comment for why here). */
export const RELATIVE_WORDS: Record<Lang, RelativeWords> = {
  en: { justNow: 'just now', minutes: en('minute'), hours: en('hour'), days: en('day') },
  zh: { justNow: '刚刚', minutes: suffix('分钟前'), hours: suffix('小时前'), days: suffix('天前') },
  hk: { justNow: '剛剛', minutes: suffix('分鐘前'), hours: suffix('小時前'), days: suffix('天前') },
  fra: { justNow: "à l'instant", minutes: fr('minute'), hours: fr('heure'), days: fr('jour') },
  spa: {
    justNow: 'justo ahora',
    minutes: es('minuto', 'minutos'),
    hours: es('hora', 'horas'),
    days: es('día', 'días'),
  },
  th: {
    justNow: 'เมื่อสักครู่',
    minutes: suffix(' นาทีที่แล้ว'),
    hours: suffix(' ชั่วโมงที่แล้ว'),
    days: suffix(' วันที่แล้ว'),
  },
  jp: {
    justNow: 'たった今',
    minutes: suffix('分前'),
    hours: suffix('時間前'),
    days: suffix('日前'),
  },
  kor: {
    justNow: '방금',
    minutes: suffix('분 전'),
    hours: suffix('시간 전'),
    days: suffix('일 전'),
  },
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Spec 9: under 5 minutes "just now", then minutes, hours, days up to 30 days, then a
 * date. `ts` is seconds or milliseconds (toMillis); `nowMs` is the caller's clock. A time
 * in the future (a skewed device clock) reads "just now".
 */
export function relativeTime(ts: number | string, nowMs: number, lang: Lang): string {
  const ms = toMillis(ts);
  if (Number.isNaN(ms)) return PLACEHOLDER;
  const words = RELATIVE_WORDS[lang] ?? RELATIVE_WORDS.en;
  const ago = nowMs - ms;
  if (ago < 5 * MINUTE_MS) return words.justNow;
  if (ago < HOUR_MS) return words.minutes(Math.floor(ago / MINUTE_MS));
  if (ago < DAY_MS) return words.hours(Math.floor(ago / HOUR_MS));
  if (ago <= 30 * DAY_MS) return words.days(Math.floor(ago / DAY_MS));
  return formatDate(ms);
}

/** Display symbols of the fiat currencies (FIAT_CODES). */
export const FIAT_SYMBOLS: Record<string, string> = {
  USD: '$',
  CNY: '¥',
  GBP: '£',
  HKD: 'HK$',
  JPY: 'JP¥',
  EUR: '€',
  AED: 'AED ',
  THB: '฿',
  PHP: '₱',
  SGD: 'S$',
  VND: '₫',
};

/** Currencies shown without minor units. */
const WHOLE_UNIT_FIATS = new Set(['JPY', 'VND']);

export interface FiatRate {
  currency_code: string;
  /** Units of this fiat per 1 USD, a decimal string. */
  rate: string;
}

/**
 * A USDT amount in the chosen fiat, with its symbol: "$1,234.56", "-€3.10". Spec 9: USD
 * is 1:1 with USDT, so USD ignores any stored rate. An unusable rate prints PLACEHOLDER
 * rather than a wrong figure.
 */
export function formatFiat(
  usdtAmount: string | Decimal | null | undefined,
  fiat: FiatRate,
  opts: Pick<FormatOptions, 'decimals' | 'sign'> = {},
): string {
  const amount = toDecimal(usdtAmount);
  const rate = fiat.currency_code === 'USD' ? dec(1) : toDecimal(fiat.rate);
  if (!amount || !rate || rate.lte(0)) return PLACEHOLDER;
  const decimals = opts.decimals ?? (WHOLE_UNIT_FIATS.has(fiat.currency_code) ? 0 : 2);
  const text = print(amount.mul(rate), decimals, { sign: opts.sign }, false);
  const symbol = FIAT_SYMBOLS[fiat.currency_code] ?? `${fiat.currency_code} `;
  const unsigned = text.replace(/^[+-]/, '');
  return `${text.slice(0, text.length - unsigned.length)}${symbol}${unsigned}`;
}
