/** My lock-ups, newest first, a page at a time (`GET /lh/deposit/order`). */
import { Button } from 'antd-mobile';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../app/nav.ts';
import { PageLoading } from '../../../components/PageStates.tsx';
import { EmptyState, LoadFailed } from '../../../components/StateViews.tsx';
import { useSession } from '../../../store/session.ts';
import { orderPagesQuery } from '../api.ts';
import { OrderCard } from './OrderCard.tsx';
import styles from './Lockup.module.css';

export function OrderList() {
  const { t } = useTranslation('lockup');
  // Re-read on sign-in changes: the key carries the token.
  useSession((s) => s.token);
  const orders = useInfiniteQuery(orderPagesQuery());
  if (orders.isPending) return <PageLoading />;
  if (orders.isError) return <LoadFailed onRetry={() => void orders.refetch()} />;
  const rows = orders.data.pages.flatMap((p) => p.order_list);
  if (rows.length === 0)
    return (
      <EmptyState title={t('orders.empty')}>
        <Button size="small" color="primary" onClick={() => navigateTo('/pages/lockming/lockming')}>
          {t('orders.toPlans')}
        </Button>
      </EmptyState>
    );
  return (
    <div>
      {rows.map((o) => (
        <OrderCard key={o.id} order={o} />
      ))}
      {orders.hasNextPage && (
        <div className={styles.more}>
          <Button
            block
            fill="none"
            loading={orders.isFetchingNextPage}
            onClick={() => void orders.fetchNextPage()}
          >
            {t('orders.more')}
          </Button>
        </div>
      )}
    </div>
  );
}
