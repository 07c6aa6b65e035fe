/**
 * Early redemption, quoted before confirming (spec 9, decision 76): the server's quote
 * (interest due, days left, penalty = ratio x days left x principal, what comes back), and
 * a confirm that carries the quoted penalty so a higher one is refused. On a refusal the
 * quote is asked again and the new figures are shown.
 */
import { useState } from 'react';
import { Button, Popup, Toast } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LockupOrderItem } from '@bourse/shared';
import { QK } from '../../../api/keys.ts';
import { Num } from '../../../components/Numbers.tsx';
import { InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { LOCKUP_KEYS, quoteQuery, redeem } from '../api.ts';
import styles from './Lockup.module.css';

export function RedeemSheet({
  order,
  visible,
  onClose,
}: {
  order: LockupOrderItem;
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('lockup');
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const quote = useQuery({ ...quoteQuery(order.id), enabled: visible });
  const q = quote.data;
  const coin = order.currency_name;

  const confirm = async () => {
    if (!q) return;
    setBusy(true);
    try {
      const message = await redeem({ id: order.id, quoted_fee: q.penalty });
      Toast.show({ content: message, icon: 'success' });
      onClose();
      await Promise.all([
        client.invalidateQueries({ queryKey: [LOCKUP_KEYS.orders] }),
        client.invalidateQueries({ queryKey: [LOCKUP_KEYS.credits] }),
        client.invalidateQueries({ queryKey: [QK.walletDetail] }),
      ]);
    } catch (error) {
      Toast.show({ content: (error as Error).message });
      // The penalty may have moved (or the order ended meanwhile): show the figures now.
      void quote.refetch();
      void client.invalidateQueries({ queryKey: [LOCKUP_KEYS.orders] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <h2 className={styles.sheetTitle}>{t('redeem.title')}</h2>
      {quote.isError ? (
        <LoadFailed error={quote.error} onRetry={() => void quote.refetch()} />
      ) : !q ? (
        <InlineLoading />
      ) : (
        <div className={styles.rows}>
          <div className={styles.row}>
            <span>{t('redeem.principal')}</span>
            <span>
              <Num value={q.amount} kind="amount" /> {coin}
            </span>
          </div>
          <div className={styles.row}>
            <span>{t('redeem.interestDue')}</span>
            <span>
              <Num value={q.interest_due} kind="amount" /> {coin}
            </span>
          </div>
          <div className={styles.row}>
            <span>{t('redeem.remaining')}</span>
            <span>{t('list.days', { count: q.remaining_days })}</span>
          </div>
          {q.matured ? (
            <p className={styles.note}>{t('redeem.matured')}</p>
          ) : (
            <>
              <div className={styles.row}>
                <span>{t('redeem.penalty')}</span>
                <span className={styles.down}>
                  −<Num value={q.penalty} kind="amount" /> {coin}
                </span>
              </div>
              <span className={styles.hint}>
                {t('redeem.rule', {
                  percent: q.penalty_percent,
                  days: q.remaining_days,
                  amount: q.amount,
                  coin,
                })}
              </span>
            </>
          )}
          <div className={styles.returned}>
            <span>{t('redeem.returned')}</span>
            <strong>
              <Num value={q.returned} kind="amount" /> {coin}
            </strong>
          </div>
          {!q.matured && <p className={styles.note}>{t('redeem.note')}</p>}
        </div>
      )}
      <div className={styles.sheetButtons}>
        <Button fill="outline" onClick={onClose}>
          {t('redeem.cancel')}
        </Button>
        <Button color="danger" disabled={!q} loading={busy} onClick={() => void confirm()}>
          {t('redeem.confirm')}
        </Button>
      </div>
    </Popup>
  );
}
