/** Spot order history (spec 2 "transaction/currency_order"): open and finished orders. */
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../components/NavBar.tsx';
import { OrderHistory } from '../../features/trade/components/OrderHistory.tsx';
import { useLiveAccount } from '../../features/trade/useLiveMarket.ts';
import { useTradePair } from '../../features/trade/useTradePair.ts';
import styles from '../../features/trade/components/TradePage.module.css';

export default function OrderHistoryPage() {
  const { t } = useTranslation('trade');
  const { ticker } = useTradePair({ viewed: false });
  useLiveAccount();
  return (
    <div className={styles.page}>
      <NavBar title={t('orders.title')} />
      <OrderHistory pair={ticker.data} />
    </div>
  );
}
