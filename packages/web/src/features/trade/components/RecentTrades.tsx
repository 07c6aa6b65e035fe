/** The pair's latest public trades: time, price in the taker's colour, amount. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber, type TickerItem } from '@bourse/shared';
import { clockTime } from '../orders.ts';
import { EmptyState, InlineLoading } from '../../../components/StateViews.tsx';
import { publicTradesQuery } from '../queries.ts';
import styles from './RecentTrades.module.css';

export function RecentTrades({ ticker, limit = 20 }: { ticker: TickerItem; limit?: number }) {
  const { t } = useTranslation('trade');
  const trades = useQuery(publicTradesQuery(ticker.symbol));
  const rows = (trades.data ?? []).slice(0, limit);
  return (
    <div className={styles.table}>
      <div className={styles.head}>
        <span>{t('trades.time')}</span>
        <span>{t('book.price', { quote: ticker.quote })}</span>
        <span>{t('book.amount', { base: ticker.base })}</span>
      </div>
      {trades.isPending && <InlineLoading />}
      {trades.isSuccess && rows.length === 0 && <EmptyState title={t('trades.empty')} />}
      {rows.map((tr) => (
        <div key={tr.id} className={styles.row}>
          <span className={styles.time}>{clockTime(tr.time)}</span>
          <span className={tr.side === 'buy' ? 'up' : 'down'}>
            {formatNumber(tr.price, 'price', { decimals: ticker.price_decimals })}
          </span>
          <span>
            {formatNumber(tr.amount, 'amount', { decimals: ticker.amount_decimals, trim: false })}
          </span>
        </div>
      ))}
    </div>
  );
}
