/** My lock-ups (spec 2 "lockming/order", issue 11), behind the login gate. */
import { useTranslation } from 'react-i18next';
import { AuthGate } from '../../app/AuthGate.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { OrderList } from '../../features/lockup/components/OrderList.tsx';
import styles from '../../features/lockup/components/Lockup.module.css';

export default function LockupOrdersPage() {
  const { t } = useTranslation('lockup');
  return (
    <div className={styles.page}>
      <NavBar title={t('orders.title')} />
      <AuthGate>
        <OrderList />
      </AuthGate>
    </div>
  );
}
