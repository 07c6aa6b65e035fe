/** My subscriptions: asked, allotted, paid, refunded, the release date and the status. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@bourse/shared';
import { Num } from '../../../components/Numbers.tsx';
import { PageLoading } from '../../../components/PageStates.tsx';
import { EmptyState, LoadFailed } from '../../../components/StateViews.tsx';
import { myOrdersQuery } from '../api.ts';
import styles from './Ieo.module.css';

export function OrderList() {
  const { t } = useTranslation('ieo');
  const orders = useQuery(myOrdersQuery());
  if (orders.isPending) return <PageLoading />;
  if (orders.isError) return <LoadFailed onRetry={() => void orders.refetch()} />;
  if (orders.data.data.length === 0) return <EmptyState title={t('orders.empty')} />;
  return (
    <div>
      {orders.data.data.map((o) => (
        <div key={o.id} className={styles.order}>
          <div className={styles.head}>
            <img className={styles.logo} src={o.logo} alt="" />
            <div className={styles.title}>
              <strong>
                {o.name} ({o.currency_name})
              </strong>
              <span>{o.created_at} UTC</span>
            </div>
            <span className={styles.badge}>{t(`status.${o.status}`)}</span>
          </div>
          <div className={`${styles.rows} ${styles.orderRows}`}>
            <div className={styles.row}>
              <span>{t('orders.asked')}</span>
              <span>
                <Num value={o.coin_amount} kind="amount" /> {o.currency_name}
              </span>
            </div>
            <div className={styles.row}>
              <span>{t('orders.held')}</span>
              <span>
                <Num value={o.pay_amount} kind="amount" decimals={8} trim /> {o.pay_currency_name}
              </span>
            </div>
            <div className={styles.row}>
              <span>{t('orders.allotted')}</span>
              <span>
                {o.cost === null ? (
                  t('orders.pending')
                ) : (
                  <>
                    <Num value={o.give_amount} kind="amount" /> {o.currency_name}
                  </>
                )}
              </span>
            </div>
            {o.cost !== null && (
              <div className={styles.row}>
                <span>{t('orders.cost')}</span>
                <span>
                  <Num value={o.cost} kind="amount" decimals={8} trim /> {o.pay_currency_name}
                </span>
              </div>
            )}
            {o.refunded !== null && (
              <div className={styles.row}>
                <span>{t('orders.refunded')}</span>
                <span>
                  <Num value={o.refunded} kind="amount" decimals={8} trim /> {o.pay_currency_name}
                </span>
              </div>
            )}
            <div className={styles.row}>
              <span>{t('orders.release')}</span>
              <span>{formatDate(o.release_ts, true)}</span>
            </div>
            <div className={styles.row}>
              <span>{t('orders.index')}</span>
              <span>
                {o.pay_index_price} ({o.pay_index_source})
              </span>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
