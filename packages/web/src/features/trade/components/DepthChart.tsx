/**
 * The depth chart: cumulative bids (green, left) and asks (red, right) by price, as two
 * stepped areas meeting at the spread. A small SVG, no chart library needed.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber, type Decimal, type TickerItem } from '@bourse/shared';
import { EmptyState, InlineLoading } from '../../../components/StateViews.tsx';
import { depthCurves, priceMarks, topTotal, type CurvePoint } from '../depth.ts';
import { depthQuery } from '../queries.ts';
import styles from './DepthChart.module.css';

const W = 360;
const H = 220;

/**
 * The stepped area of one side, from its best price outwards to `edge` (the chart's side:
 * what lies beyond the last level is at least that deep), closed along the bottom.
 */
export function areaPath(
  points: CurvePoint[],
  x: (p: number) => number,
  y: (t: number) => number,
  edge: number,
) {
  if (points.length === 0) return '';
  const first = points[0]!;
  let d = `M${x(first.price)},${H} L${x(first.price)},${y(first.total)}`;
  for (let i = 1; i < points.length; i++) {
    const p = points[i]!;
    d += ` L${x(p.price)},${y(points[i - 1]!.total)} L${x(p.price)},${y(p.total)}`;
  }
  return `${d} L${edge},${y(points[points.length - 1]!.total)} L${edge},${H} Z`;
}

export function DepthChart({ ticker }: { ticker: TickerItem }) {
  const { t } = useTranslation('trade');
  const depth = useQuery(depthQuery(ticker.symbol));
  if (depth.isPending) return <InlineLoading tall />;
  const { bids, asks } = depthCurves(depth.data);
  if (bids.length === 0 && asks.length === 0) return <EmptyState tall title={t('chart.empty')} />;

  const { low, mid, high } = priceMarks(depth.data);
  // Drawing coordinates: numbers from here on, for the SVG only.
  const min = low?.toNumber() ?? 0;
  const max = high?.toNumber() ?? 0;
  const top = Math.max(bids[bids.length - 1]?.total ?? 0, asks[asks.length - 1]?.total ?? 0);
  const x = (p: number) => (max === min ? W / 2 : ((p - min) / (max - min)) * W);
  const y = (total: number) => (top === 0 ? H : H - (total / top) * H * 0.92);
  const price = (p: Decimal | undefined) =>
    formatNumber(p, 'price', { decimals: ticker.price_decimals });

  return (
    <div className={styles.wrap}>
      <div className={styles.legend}>
        <span className={styles.bidDot}>{t('chart.bids')}</span>
        <span className={styles.askDot}>{t('chart.asks')}</span>
        <span className={styles.top}>
          {formatNumber(topTotal(depth.data), 'compact')} {ticker.base}
        </span>
      </div>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('chart.depth')}
      >
        {[0.25, 0.5, 0.75].map((f) => (
          <line key={f} x1={0} x2={W} y1={H * f} y2={H * f} className={styles.grid} />
        ))}
        <path d={areaPath(bids, x, y, 0)} className={styles.bids} />
        <path d={areaPath(asks, x, y, W)} className={styles.asks} />
      </svg>
      <div className={styles.axis}>
        <span>{price(low)}</span>
        <span>{price(mid)}</span>
        <span>{price(high)}</span>
      </div>
    </div>
  );
}
