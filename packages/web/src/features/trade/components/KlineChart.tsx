/**
 * The K-line chart (lightweight-charts v5): candlesticks, a volume histogram overlaid at
 * the bottom, MA5/MA10/MA30, live candles from the `kline` topic. The library is imported
 * only by this file, which only the chart page uses (a lazy route), so it never reaches
 * the home route.
 */
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CandlestickSeries,
  ColorType,
  CrosshairMode,
  HistogramSeries,
  LineSeries,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type Time,
} from 'lightweight-charts';
import {
  RealtimeTopic,
  dec,
  formatNumber,
  type KlineItem,
  type KlinePeriod,
  type TickerItem,
} from '@bourse/shared';
import { useRealtime } from '../../../api/useRealtime.ts';
import { InlineLoading } from '../../../components/StateViews.tsx';
import {
  DOWN,
  MA_COLORS,
  MA_PERIODS,
  UP,
  chartTimeLabel,
  lastAverage,
  mergeCandle,
  movingAverage,
  tickLabel,
  toCandle,
  toVolume,
} from '../kline.ts';
import { klineQuery } from '../queries.ts';
import styles from './KlineChart.module.css';

interface Series {
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
  averages: ISeriesApi<'Line'>[];
}

function build(el: HTMLElement, ticker: TickerItem, period: KlinePeriod): Series {
  const chart = createChart(el, {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: '#6b7280',
      fontSize: 10,
    },
    grid: { vertLines: { color: '#22262e' }, horzLines: { color: '#22262e' } },
    crosshair: { mode: CrosshairMode.Normal },
    rightPriceScale: { borderColor: '#2c313b' },
    timeScale: {
      borderColor: '#2c313b',
      timeVisible: true,
      secondsVisible: false,
      rightOffset: 4,
      tickMarkFormatter: (time: Time, type: number) => tickLabel(time as number, type),
    },
    localization: {
      timeFormatter: (time: Time) => chartTimeLabel(time as number, period),
      // The axis in the app's own number format (grouping, the pair's decimals).
      priceFormatter: (price: number) =>
        formatNumber(String(price), 'price', { decimals: ticker.price_decimals }),
    },
  });
  const candles = chart.addSeries(CandlestickSeries, {
    upColor: UP,
    downColor: DOWN,
    wickUpColor: UP,
    wickDownColor: DOWN,
    borderVisible: false,
    priceFormat: {
      type: 'price',
      precision: ticker.price_decimals,
      minMove: dec(ticker.tick_size).toNumber(),
    },
  });
  candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.26 } });
  const volume = chart.addSeries(HistogramSeries, {
    priceFormat: { type: 'volume' },
    priceScaleId: '',
    lastValueVisible: false,
    priceLineVisible: false,
  });
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  const averages = MA_PERIODS.map((_, i) =>
    chart.addSeries(LineSeries, {
      color: MA_COLORS[i],
      lineWidth: 1,
      priceLineVisible: false,
      lastValueVisible: false,
      crosshairMarkerVisible: false,
    }),
  );
  return { chart, candles, volume, averages };
}

/** Draws `items`: all at once after a load, only the last candle after a live tick. */
function draw(s: Series, items: KlineItem[], previous: KlineItem[] | undefined) {
  const live =
    previous !== undefined &&
    previous.length > 0 &&
    items.length > 0 &&
    items[0]!.time === previous[0]!.time &&
    (items.length === previous.length || items.length === previous.length + 1);
  if (live) {
    const last = items[items.length - 1]!;
    s.candles.update(toCandle(last));
    s.volume.update(toVolume(last));
    MA_PERIODS.forEach((n, i) => {
      const point = movingAverage(items.slice(-n), n)[0];
      if (point) s.averages[i]!.update(point);
    });
    return;
  }
  s.candles.setData(items.map(toCandle));
  s.volume.setData(items.map(toVolume));
  MA_PERIODS.forEach((n, i) => s.averages[i]!.setData(movingAverage(items, n)));
  s.chart.timeScale().scrollToRealTime();
}

export function KlineChart({ ticker, period }: { ticker: TickerItem; period: KlinePeriod }) {
  const { t } = useTranslation('trade');
  const client = useQueryClient();
  const box = useRef<HTMLDivElement>(null);
  const series = useRef<Series | null>(null);
  const drawn = useRef<KlineItem[] | undefined>(undefined);
  const query = klineQuery(ticker.symbol, period);
  const kline = useQuery(query);

  useEffect(() => {
    if (!box.current) return;
    const s = build(box.current, ticker, period);
    series.current = s;
    drawn.current = undefined;
    return () => {
      s.chart.remove();
      series.current = null;
    };
    // One chart per pair and period; the ticker's price rules do not change in between.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ticker.symbol, period]);

  useEffect(() => {
    if (!series.current || !kline.data) return;
    draw(series.current, kline.data, drawn.current);
    drawn.current = kline.data;
  }, [kline.data]);

  useRealtime(RealtimeTopic.kline(ticker.symbol, period), 'kline', (event) => {
    if (event.symbol !== ticker.symbol || event.period !== period) return;
    client.setQueryData(query.queryKey, (old) => (old ? mergeCandle(old, event) : old));
  });

  const items = kline.data ?? [];
  const averages = MA_PERIODS.map((n) => lastAverage(items, n));
  return (
    <div className={styles.wrap}>
      <div className={styles.legend}>
        {MA_PERIODS.map((n, i) => (
          <span key={n} style={{ color: MA_COLORS[i] }}>
            MA{n}: {formatNumber(averages[i], 'price', { decimals: ticker.price_decimals })}
          </span>
        ))}
      </div>
      <div ref={box} className={styles.chart} data-testid="kline-chart" />
      {kline.isPending && (
        <div className={styles.overlay}>
          <InlineLoading />
        </div>
      )}
      {kline.isSuccess && items.length === 0 && (
        <div className={styles.overlay}>{t('chart.empty')}</div>
      )}
    </div>
  );
}
