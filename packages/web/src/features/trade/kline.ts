/**
 * K-line shapes for the chart: candles, volume bars and moving averages as
 * lightweight-charts wants them (numbers, times in UTC seconds), and the merge of a live
 * candle into the loaded ones. Averages are summed with dec(); numbers only at the end.
 */
import { dec, type Decimal, type KlineEvent, type KlineItem } from '@bourse/shared';
import type { UTCTimestamp } from 'lightweight-charts';

export const MA_PERIODS = [5, 10, 30] as const;
/** MA5, MA10, MA30 line colours: brand yellow, violet, cyan (readable on the dark grey). */
export const MA_COLORS = ['#f0b90b', '#c77dff', '#4cc9f0'] as const;
export const UP = '#16c784';
export const DOWN = '#ea3943';

export interface CandlePoint {
  time: UTCTimestamp;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface ValuePoint {
  time: UTCTimestamp;
  value: number;
  color?: string;
}

const at = (time: number) => time as UTCTimestamp;
const rising = (k: KlineItem) => dec(k.close).gte(k.open);

export const toCandle = (k: KlineItem): CandlePoint => ({
  time: at(k.time),
  open: dec(k.open).toNumber(),
  high: dec(k.high).toNumber(),
  low: dec(k.low).toNumber(),
  close: dec(k.close).toNumber(),
});

/** Volume bars in the candle's colour, a little transparent so candles stay in front. */
export const toVolume = (k: KlineItem): ValuePoint => ({
  time: at(k.time),
  value: dec(k.volume).toNumber(),
  color: rising(k) ? 'rgba(22, 199, 132, 0.45)' : 'rgba(234, 57, 67, 0.45)',
});

/** The simple moving average of closes over `n` candles, from the n-th candle on. */
export function movingAverage(items: KlineItem[], n: number): ValuePoint[] {
  const out: ValuePoint[] = [];
  let sum = dec(0);
  items.forEach((k, i) => {
    sum = sum.plus(k.close);
    if (i >= n) sum = sum.minus(items[i - n]!.close);
    if (i >= n - 1) out.push({ time: at(k.time), value: sum.div(n).toNumber() });
  });
  return out;
}

/** The average close of the last `n` candles (the legend), or undefined with fewer. */
export function lastAverage(items: KlineItem[], n: number): Decimal | undefined {
  if (items.length < n) return undefined;
  return items
    .slice(-n)
    .reduce((sum, k) => sum.plus(k.close), dec(0))
    .div(n);
}

/**
 * A live candle into the loaded list (oldest first): the same opening time replaces the
 * last candle, a later one is appended, an older one (a late event) is dropped.
 */
export function mergeCandle(items: KlineItem[], event: KlineEvent): KlineItem[] {
  const candle: KlineItem = {
    time: event.time,
    open: event.open,
    high: event.high,
    low: event.low,
    close: event.close,
    volume: event.volume,
  };
  const last = items[items.length - 1];
  if (!last || event.time > last.time) return [...items, candle];
  if (event.time === last.time) return [...items.slice(0, -1), candle];
  return items;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A time-axis label in the device's time zone (the library would print UTC): a year, a
 * month, a day or a time of day, as the library asks by `type` (its TickMarkType: 0 year,
 * 1 month, 2 day, 3 time, 4 time with seconds).
 */
export function tickLabel(seconds: number, type: number): string {
  const d = new Date(seconds * 1000);
  if (type === 0) return String(d.getFullYear());
  if (type === 1) return `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;
  if (type === 2) return `${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The crosshair's time label for a candle of `period`, in the device's time zone. */
export function chartTimeLabel(seconds: number, period: string): string {
  const d = new Date(seconds * 1000);
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  if (period === '1M') return date.slice(0, 7);
  if (period === '1d' || period === '1w') return date;
  return `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
