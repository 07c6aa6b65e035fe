/**
 * All spot orders: open or finished, of every pair or only the current one, page by page
 * (spec 9: page 1, limit 10, "no more data" at the end). Open ones can be cancelled.
 */
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { InfiniteScroll, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TickerItem } from '@bourse/shared';
import { EmptyState, LoadFailed } from '../../../components/StateViews.tsx';
import { ordersQuery, type OrderListStatus } from '../queries.ts';
import { useCancelOrder } from '../useCancelOrder.ts';
import { OrderCard } from './OrderCard.tsx';
import styles from './OrderHistory.module.css';

export function OrderHistory({ pair }: { pair: TickerItem | undefined }) {
  const { t } = useTranslation('trade');
  const [status, setStatus] = useState<OrderListStatus>('open');
  const [onlyPair, setOnlyPair] = useState(false);
  const scoped = onlyPair && pair;
  const orders = useInfiniteQuery(
    ordersQuery({
      status,
      currency_id: scoped ? pair.currency_id : undefined,
      legal_id: scoped ? pair.legal_id : undefined,
    }),
  );
  const { cancel, isCancelling } = useCancelOrder();
  const rows = orders.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <>
      <div className={styles.tabs} role="tablist">
        {(['open', 'history'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={status === s}
            className={status === s ? styles.tabOn : styles.tab}
            onClick={() => setStatus(s)}
          >
            {t(`orders.${s}`)}
          </button>
        ))}
      </div>
      <div className={styles.filters}>
        <button
          type="button"
          aria-pressed={!onlyPair}
          className={!onlyPair ? styles.chipOn : styles.chip}
          onClick={() => setOnlyPair(false)}
        >
          {t('orders.allPairs')}
        </button>
        {pair && (
          <button
            type="button"
            aria-pressed={onlyPair}
            className={onlyPair ? styles.chipOn : styles.chip}
            onClick={() => setOnlyPair(true)}
          >
            {pair.symbol}
          </button>
        )}
      </div>
      <div className={styles.list}>
        {orders.isPending &&
          [0, 1, 2].map((i) => <Skeleton key={i} animated className={styles.skeleton} />)}
        {orders.isError && rows.length === 0 && (
          <LoadFailed tall error={orders.error} onRetry={() => void orders.refetch()} />
        )}
        {orders.isSuccess && rows.length === 0 && <EmptyState tall title={t('orders.empty')} />}
        {rows.map((o) => (
          <OrderCard key={o.id} order={o} onCancel={cancel} cancelling={isCancelling(o)} />
        ))}
        {rows.length > 0 && (
          <InfiniteScroll
            hasMore={!!orders.hasNextPage}
            loadMore={async () => {
              await orders.fetchNextPage();
            }}
          >
            <span className={styles.end}>
              {orders.hasNextPage ? t('orders.loading') : t('orders.noMore')}
            </span>
          </InfiniteScroll>
        )}
      </div>
    </>
  );
}
