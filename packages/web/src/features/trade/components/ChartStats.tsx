/** The chart page's 24 h figures: last price (large, in its direction's colour), fiat value, change, high, low, volumes. */
import { useTranslation } from 'react-i18next';
import { formatNumber, type TickerItem } from '@bourse/shared';
import { Change, FiatValue, direction } from '../../../components/Numbers.tsx';
import styles from './ChartStats.module.css';

export function ChartStats({ ticker }: { ticker: TickerItem }) {
  const { t } = useTranslation('trade');
  const price = (v: string) => formatNumber(v, 'price', { decimals: ticker.price_decimals });
  return (
    <section className={styles.stats}>
      <div className={styles.main}>
        <span className={`${styles.last} ${direction(ticker.change)}`}>{price(ticker.last)}</span>
        <span className={styles.sub}>
          {ticker.quote === 'USDT' && <FiatValue usdt={ticker.last} />}
          <Change className={styles.change} percent={ticker.change} />
        </span>
      </div>
      <dl className={styles.grid}>
        <div>
          <dt>{t('chart.high')}</dt>
          <dd>{price(ticker.high_24h)}</dd>
        </div>
        <div>
          <dt>{t('chart.volume', { base: ticker.base })}</dt>
          <dd>{formatNumber(ticker.volume, 'compact')}</dd>
        </div>
        <div>
          <dt>{t('chart.low')}</dt>
          <dd>{price(ticker.low_24h)}</dd>
        </div>
        <div>
          <dt>{t('chart.quoteVolume', { quote: ticker.quote })}</dt>
          <dd>{formatNumber(ticker.quote_volume, 'compact')}</dd>
        </div>
      </dl>
    </section>
  );
}
