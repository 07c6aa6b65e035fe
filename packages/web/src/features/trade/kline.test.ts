/** Candles for the chart: moving averages with exact sums, and live candles merged in. */
import { describe, expect, it } from 'vitest';
import { dec, type KlineEvent, type KlineItem } from '@bourse/shared';
import { chartTimeLabel, lastAverage, mergeCandle, movingAverage, toCandle } from './kline.ts';

const candle = (time: number, close: string): KlineItem => ({
  time,
  open: close,
  high: close,
  low: close,
  close,
  volume: '1',
});
const items = [candle(60, '0.1'), candle(120, '0.2'), candle(180, '0.3'), candle(240, '0.6')];

describe('kline', () => {
  it('averages closes over n candles from the n-th on, summed exactly', () => {
    // (0.1 + 0.2 + 0.3) / 3 is 0.2 exactly; JS numbers would give 0.20000000000000004.
    expect(movingAverage(items, 3)).toEqual([
      { time: 180, value: 0.2 },
      { time: 240, value: dec('1.1').div(3).toNumber() },
    ]);
    expect(movingAverage(items, 5)).toEqual([]);
    expect(lastAverage(items, 2)?.toFixed()).toBe('0.45');
    expect(lastAverage(items, 5)).toBeUndefined();
  });

  it('turns decimal strings into chart numbers', () => {
    expect(toCandle({ ...candle(60, '95000.12'), high: '95100', low: '94900.5' })).toEqual({
      time: 60,
      open: 95000.12,
      high: 95100,
      low: 94900.5,
      close: 95000.12,
    });
  });

  it('replaces the open candle, appends a new one and drops a late one', () => {
    const event = (time: number, close: string): KlineEvent => ({
      symbol: 'BTC/USDT',
      period: '1m',
      ...candle(time, close),
    });
    expect(mergeCandle(items, event(240, '0.7')).map((k) => k.close)).toEqual([
      '0.1',
      '0.2',
      '0.3',
      '0.7',
    ]);
    expect(mergeCandle(items, event(300, '0.8'))).toHaveLength(5);
    expect(mergeCandle(items, event(120, '9'))).toBe(items);
    expect(mergeCandle([], event(60, '1'))).toHaveLength(1);
  });

  it('labels the crosshair by period', () => {
    const t = new Date(2026, 0, 5, 9, 7).getTime() / 1000;
    expect(chartTimeLabel(t, '15m')).toBe('2026-01-05 09:07');
    expect(chartTimeLabel(t, '1d')).toBe('2026-01-05');
    expect(chartTimeLabel(t, '1M')).toBe('2026-01');
  });
});
