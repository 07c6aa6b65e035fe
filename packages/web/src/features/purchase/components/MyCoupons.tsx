/** My coupons by status; an unused trial bonus can be redeemed into the spot account. */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { COUPON_STATUSES, formatDate, type CouponStatus } from '@bourse/shared';
import { QK } from '../../../api/keys.ts';
import { couponMineQuery, redeemCoupon } from '../queries.ts';
import { CouponTicket } from './CouponTicket.tsx';
import styles from './Coupon.module.css';

export function MyCoupons() {
  const { t } = useTranslation('purchase');
  const client = useQueryClient();
  const [status, setStatus] = useState<CouponStatus>('unused');
  const query = useQuery(couponMineQuery(status));
  const [busy, setBusy] = useState<number | null>(null);

  const redeem = async (id: number) => {
    setBusy(id);
    try {
      const c = await redeemCoupon(id);
      Toast.show({
        icon: 'success',
        content: t('coupon.redeemedToast', { amount: c.amount, currency: c.currency }),
      });
      await client.invalidateQueries({ queryKey: [QK.couponMine] });
      await client.invalidateQueries({ queryKey: [QK.walletList] });
    } catch {
      // Shown by the request function.
    } finally {
      setBusy(null);
    }
  };

  const list = query.data?.data ?? [];
  return (
    <>
      <div className={styles.filters} role="tablist">
        {COUPON_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === status}
            className={`${styles.filter} ${s === status ? styles.filterOn : ''}`}
            onClick={() => setStatus(s)}
          >
            {t(`coupon.${s}`)}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <Skeleton.Paragraph lineCount={5} animated />
      ) : list.length === 0 ? (
        <p className={styles.empty}>{t('coupon.empty')}</p>
      ) : (
        list.map((c) => (
          <CouponTicket key={c.id} {...c} faded={c.status !== 'unused'}>
            <span className={styles.meta}>
              {c.used_at
                ? t('coupon.usedOn', { date: formatDate(c.used_at) })
                : t('coupon.expires', { date: formatDate(c.expires_at, true) })}
            </span>
            <div className={styles.actions}>
              {c.status === 'unused' && c.kind === 'trial_bonus' ? (
                <Button
                  size="small"
                  color="primary"
                  shape="rounded"
                  loading={busy === c.id}
                  onClick={() => void redeem(c.id)}
                >
                  {t('coupon.redeem')}
                </Button>
              ) : c.status === 'unused' ? (
                <span className={styles.meta}>{t('coupon.autoApplied')}</span>
              ) : (
                <span className={styles.stamp}>{t(`coupon.${c.status}`)}</span>
              )}
            </div>
          </CouponTicket>
        ))
      )}
    </>
  );
}
