/** The coupon centre: every coupon on offer, with the stock left and a claim button. */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { QK } from '../../../api/keys.ts';
import { claimCoupon, couponCenterQuery } from '../queries.ts';
import { CouponTicket } from './CouponTicket.tsx';
import styles from './Coupon.module.css';

export function CouponCentre() {
  const { t } = useTranslation('purchase');
  const client = useQueryClient();
  const query = useQuery(couponCenterQuery());
  const [busy, setBusy] = useState<number | null>(null);

  const claim = async (id: number) => {
    setBusy(id);
    try {
      await claimCoupon(id);
      Toast.show({ icon: 'success', content: t('coupon.claimedToast') });
      await client.invalidateQueries({ queryKey: [QK.couponCenter] });
      await client.invalidateQueries({ queryKey: [QK.couponMine] });
    } catch {
      // Shown by the request function.
    } finally {
      setBusy(null);
    }
  };

  if (query.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  const list = query.data ?? [];
  if (list.length === 0) return <p className={styles.empty}>{t('coupon.centreEmpty')}</p>;
  return (
    <>
      {list.map((c) => {
        const soldOut = c.stock_left <= 0;
        const used = Math.round(
          ((c.stock_total - c.stock_left) / Math.max(1, c.stock_total)) * 100,
        );
        return (
          <CouponTicket key={c.id} {...c} faded={soldOut && !c.claimed}>
            <span className={styles.meta}>{t('coupon.validDays', { days: c.validity_days })}</span>
            <div className={styles.bar} aria-hidden>
              <span style={{ width: `${used}%` }} />
            </div>
            <div className={styles.actions}>
              <span className={styles.meta}>{t('coupon.left', { left: c.stock_left })}</span>
              {c.claimed ? (
                <span className={styles.stamp}>{t('coupon.claimed')}</span>
              ) : soldOut ? (
                <span className={styles.stamp}>{t('coupon.soldOut')}</span>
              ) : (
                <Button
                  size="small"
                  color="primary"
                  shape="rounded"
                  loading={busy === c.id}
                  onClick={() => void claim(c.id)}
                >
                  {t('coupon.claim')}
                </Button>
              )}
            </div>
          </CouponTicket>
        );
      })}
    </>
  );
}
