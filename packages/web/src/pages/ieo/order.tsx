/** My IEO subscriptions (spec 2 "ieo/order", issue 11), behind the login gate. */
import { useTranslation } from 'react-i18next';
import { AuthGate } from '../../app/AuthGate.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { OrderList } from '../../features/ieo/components/OrderList.tsx';
import styles from '../../features/ieo/components/Ieo.module.css';

export default function IeoOrdersPage() {
  const { t } = useTranslation('ieo');
  return (
    <div className={styles.page}>
      <NavBar title={t('orders.title')} />
      <AuthGate>
        <OrderList />
      </AuthGate>
    </div>
  );
}
