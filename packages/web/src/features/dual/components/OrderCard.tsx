/**
 * One dual order: its terms, the purchased -> settling -> completed steps, and once
 * settled what was received, the recorded price with its second and source, and the
 * computation recomputed on this device.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DualOrderStatus, formatDate, formatNumber, type DualOrderItem } from '@bourse/shared';
import { secondTime } from '../../options/time.ts';
import { ORDER_STEPS } from '../math.ts';
import { OrderVerify } from './OrderVerify.tsx';
import styles from './Dual.module.css';

export function OrderCard({ order: o, open = false }: { order: DualOrderItem; open?: boolean }) {
  const { t } = useTranslation('dual');
  const [showing, setShowing] = useState(open);
  const settled = o.status === DualOrderStatus.settled;
  const reached = ORDER_STEPS.indexOf(o.status as (typeof ORDER_STEPS)[number]);
  return (
    <article className={styles.order} aria-label={`${o.name} #${o.id}`}>
      <div className={styles.orderHead}>
        <strong>{o.name}</strong>
        <span className={styles.tag}>{t(`page.${o.type}`)}</span>
      </div>
      {o.status === DualOrderStatus.failed ? (
        <span className={styles.problem}>{t('status.0')}</span>
      ) : (
        <div className={styles.steps} aria-label={t(`status.${o.status}`)}>
          {ORDER_STEPS.map((s, i) => (
            <span key={s} className={i <= reached ? styles.stepOn : styles.step}>
              {t(`status.${s}`)}
            </span>
          ))}
        </div>
      )}
      <div className={styles.rows}>
        <div className={styles.row}>
          <span>{t('orders.invested')}</span>
          <span>
            {formatNumber(o.amount, 'amount')} {o.invest_currency} ({o.number} ×{' '}
            {formatNumber(o.price, 'amount')})
          </span>
        </div>
        <div className={styles.row}>
          <span>{t('orders.apr')}</span>
          <span>{formatNumber(o.order_rate, 'percent')}</span>
        </div>
        <div className={styles.row}>
          <span>{t('orders.linked')}</span>
          <span>{formatNumber(o.exercise_price, 'price', { decimals: 2 })}</span>
        </div>
        <div className={styles.row}>
          <span>{t('orders.term')}</span>
          <span>{t('card.days', { count: o.day })}</span>
        </div>
        <div className={styles.row}>
          <span>{t('orders.maturity')}</span>
          <span>{formatDate(o.end_time, true)}</span>
        </div>
        <div className={styles.row}>
          <span>{t('orders.bought')}</span>
          <span>{o.create} UTC</span>
        </div>
      </div>
      {settled ? (
        <>
          <div className={styles.received}>
            <span>{t('orders.received')}</span>
            <strong data-testid="received">
              {formatNumber(o.paid_amount, 'amount')} {o.paid_currency}
            </strong>
          </div>
          <div className={styles.rows}>
            <div className={styles.row}>
              <span>{t('orders.settlePrice')}</span>
              <span>{formatNumber(o.settle_price, 'price')}</span>
            </div>
            <div className={styles.row}>
              <span>{t('orders.settleAt')}</span>
              <span>{secondTime(o.settle_at)}</span>
            </div>
            <div className={styles.row}>
              <span>{t('orders.source')}</span>
              <span>{o.settle_source}</span>
            </div>
          </div>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={showing}
            onClick={() => setShowing(!showing)}
          >
            {t(showing ? 'orders.hide' : 'orders.verify')}
          </button>
          {showing && <OrderVerify order={o} />}
        </>
      ) : (
        <div className={styles.received}>
          <span>{t('orders.received')}</span>
          <span>{t('orders.pending')}</span>
        </div>
      )}
    </article>
  );
}
