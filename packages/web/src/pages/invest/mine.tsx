/**
 * My dual orders (spec 2 "invest/mine", issue 11; contract 7.13 `dual/dual_list`), behind
 * the login gate: every order newest first, settled ones with the recorded price and the
 * computation recomputed on this device.
 */
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { AuthGate } from '../../app/AuthGate.tsx';
import { navigateTo } from '../../app/nav.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { EmptyState, InlineLoading, LoadFailed } from '../../components/StateViews.tsx';
import { ordersQuery } from '../../features/dual/api.ts';
import { OrderCard } from '../../features/dual/components/OrderCard.tsx';
import styles from '../../features/dual/components/Dual.module.css';

function Orders() {
  const { t } = useTranslation('dual');
  const orders = useQuery(ordersQuery());
  if (orders.isPending) return <InlineLoading tall />;
  if (orders.isError)
    return <LoadFailed error={orders.error} onRetry={() => void orders.refetch()} tall />;
  if (orders.data.list.length === 0)
    return (
      <EmptyState title={t('orders.empty')} tall>
        <Button size="small" color="primary" onClick={() => navigateTo('/pages/invest/invest')}>
          {t('orders.browse')}
        </Button>
      </EmptyState>
    );
  return (
    <div style={{ paddingTop: 8 }}>
      {orders.data.list.map((o) => (
        <OrderCard key={o.id} order={o} />
      ))}
    </div>
  );
}

export default function DualOrdersPage() {
  const { t } = useTranslation('dual');
  return (
    <div className={styles.page}>
      <NavBar title={t('orders.title')} />
      <AuthGate>
        <Orders />
      </AuthGate>
    </div>
  );
}
