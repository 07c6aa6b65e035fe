/** The buyer's orders, newest first; a row opens the order. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@bourse/shared';
import { navigateTo } from '../../../app/nav.ts';
import { PageLoading } from '../../../components/PageStates.tsx';
import { flagOf } from '../model.ts';
import { purchaseListQuery } from '../queries.ts';
import styles from './Purchase.module.css';

export function OrderList() {
  const { t } = useTranslation('purchase');
  const query = useInfiniteQuery(purchaseListQuery());
  if (query.isPending) return <PageLoading />;
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  if (rows.length === 0) return <p className={styles.empty}>{t('list.empty')}</p>;
  return (
    <div className={styles.body}>
      {rows.map((o) => (
        <button
          key={o.id}
          type="button"
          className={styles.orderRow}
          onClick={() => navigateTo('/pages/fund/buy', { id: String(o.id) })}
        >
          <div className={styles.orderHead}>
            <span>
              {flagOf(o.country)} {o.amount} {o.currency} → {o.usdt_amount} USDT
            </span>
            <span className={styles.badge} data-status={o.status}>
              {t(`status.${o.status}`)}
            </span>
          </div>
          <div className={styles.orderMeta}>
            <span>{o.reference}</span>
            <span>{formatDate(o.created_at, true)}</span>
          </div>
        </button>
      ))}
      {query.hasNextPage && (
        <Button block fill="none" onClick={() => void query.fetchNextPage()}>
          {t('list.more')}
        </Button>
      )}
    </div>
  );
}
