/**
 * Buy crypto by bank transfer (spec 2; the home's quick-buy shortcut): the form, one order
 * (`?id=`), or the buyer's orders (`?view=orders`).
 */
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../app/nav.ts';
import { useSearchParams } from '../../app/routing.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { BuyForm } from '../../features/purchase/components/BuyForm.tsx';
import { OrderList } from '../../features/purchase/components/OrderList.tsx';
import { OrderView } from '../../features/purchase/components/OrderView.tsx';
import styles from '../../features/purchase/components/Purchase.module.css';
import forms from '../../features/wallet/components/Forms.module.css';

export default function BuyPage() {
  const { t } = useTranslation('purchase');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const orders = params.get('view') === 'orders';
  return (
    <div className={forms.page}>
      <NavBar
        title={orders ? t('orders') : t('title')}
        right={
          orders ? undefined : (
            <button
              type="button"
              className={styles.headerButton}
              aria-label={t('orders')}
              onClick={() => navigateTo('/pages/fund/buy', { view: 'orders' })}
            >
              <FileOutline />
            </button>
          )
        }
      />
      {orders ? <OrderList /> : id > 0 ? <OrderView key={id} id={id} /> : <BuyForm />}
    </div>
  );
}
