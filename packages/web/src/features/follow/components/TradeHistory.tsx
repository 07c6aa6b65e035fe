/** The trader's latest closed positions (`follow/historyTrade`): side, lots, prices, net P/L. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LeverSide, formatNumber } from '@bourse/shared';
import { direction } from '../../../components/Numbers.tsx';
import { EmptyState, InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { secondTime } from '../../options/time.ts';
import { traderTradesQuery } from '../api.ts';
import styles from './Follow.module.css';

export function TradeHistory({ traderId }: { traderId: number }) {
  const { t } = useTranslation('follow');
  const trades = useQuery(traderTradesQuery(traderId));
  const rows = trades.data?.data ?? [];
  return (
    <section className={styles.section}>
      <h3>
        {t('trader.history')}
        <small>{t('trader.historyHint')}</small>
      </h3>
      {trades.isPending ? (
        <InlineLoading />
      ) : trades.isError ? (
        <LoadFailed onRetry={() => void trades.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('trader.noHistory')} />
      ) : (
        rows.map((r) => {
          const long = r.type === LeverSide.long;
          const tone = direction(r.profit);
          return (
            <div key={r.id} className={styles.trade}>
              <strong>
                <span className={long ? styles.sideLong : styles.sideShort}>
                  {t(long ? 'side.long' : 'side.short')}
                </span>
                {r.symbol}
              </strong>
              <span className={`${styles.pnl} ${tone ? styles[tone] : ''}`}>
                {formatNumber(r.profit, 'amount', { decimals: 2, sign: true, trim: false })}
              </span>
              <span>
                {t('trader.tradeLine', {
                  count: Number(r.share),
                  lots: r.share,
                  open: formatNumber(r.price, 'price'),
                  close: formatNumber(r.close_price, 'price'),
                })}
              </span>
              <span>{secondTime(r.closed_at)}</span>
            </div>
          );
        })
      )}
    </section>
  );
}
