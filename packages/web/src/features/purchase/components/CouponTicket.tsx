/** A coupon drawn as a ticket: the value on a coloured stub, the terms and an action. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponKind } from '@bourse/shared';
import styles from './Coupon.module.css';

export function CouponTicket({
  kind,
  percent,
  amount,
  currency,
  title,
  faded = false,
  children,
}: {
  kind: CouponKind;
  percent: string | null;
  amount: string | null;
  currency: string;
  title: string;
  faded?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('purchase');
  const fee = kind === 'fee_discount';
  return (
    <article className={`${styles.ticket} ${faded ? styles.faded : ''}`}>
      <div className={`${styles.value} ${fee ? '' : styles.bonus}`}>
        <span className={styles.valueBig}>{fee ? `${percent}%` : amount}</span>
        <span className={styles.valueSmall}>{fee ? t('coupon.off') : currency}</span>
      </div>
      <div className={styles.info}>
        <span className={styles.title}>{title}</span>
        <span className={styles.kind}>{t(fee ? 'coupon.feeDiscount' : 'coupon.trialBonus')}</span>
        {children}
      </div>
    </article>
  );
}
