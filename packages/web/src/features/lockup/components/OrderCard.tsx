/**
 * One lock-up order: status, principal, fixed daily rate, interest so far and over the
 * term, credits paid, dates; a running one shows what redeeming now would cost and the
 * "redeem early" button (RedeemSheet), a redeemed one the penalty and what came back.
 * Each day's credit is listed on tap (`GET /lh/deposit/order/credits`).
 */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  LockupOrderStatus,
  LockupRedeemKind,
  formatDate,
  type LockupOrderItem,
} from '@bourse/shared';
import { Num } from '../../../components/Numbers.tsx';
import { InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { creditsQuery } from '../api.ts';
import { fromUtc, nextCreditAt } from '../math.ts';
import { LockupCoin } from './PlanCard.tsx';
import { RedeemSheet } from './RedeemSheet.tsx';
import styles from './Lockup.module.css';

/** A server date (`YYYY-MM-DD HH:mm:ss` UTC) in the device's time zone. */
const local = (utc: string) => formatDate(fromUtc(utc).getTime(), true);

function StatusTag({ order }: { order: LockupOrderItem }) {
  const { t } = useTranslation('lockup');
  if (order.status === LockupOrderStatus.running)
    return <span className={styles.tagLive}>{t('status.running')}</span>;
  const early = order.redeem_kind === LockupRedeemKind.early;
  return <span className={styles.tagDone}>{t(early ? 'status.early' : 'status.matured')}</span>;
}

function Credits({ order }: { order: LockupOrderItem }) {
  const { t } = useTranslation('lockup');
  const credits = useQuery(creditsQuery(order.id));
  const next = nextCreditAt(order);
  if (credits.isPending) return <InlineLoading />;
  if (credits.isError) return <LoadFailed onRetry={() => void credits.refetch()} />;
  return (
    <div className={styles.credits} aria-label={t('orders.showCredits')}>
      {credits.data.length === 0 ? (
        <span className={styles.hint}>
          {next
            ? t('orders.noCredits', { date: formatDate(next.getTime(), true) })
            : t('orders.noCreditsEnded')}
        </span>
      ) : (
        credits.data.map((c) => (
          <div key={c.day} className={styles.credit}>
            <span>{t('orders.creditDay', { day: c.day })}</span>
            <span>{local(c.paid_at)}</span>
            <b>
              +<Num value={c.amount} kind="amount" /> {order.currency_name}
            </b>
          </div>
        ))
      )}
    </div>
  );
}

export function OrderCard({ order }: { order: LockupOrderItem }) {
  const { t } = useTranslation('lockup');
  const [showCredits, setShowCredits] = useState(false);
  const [redeeming, setRedeeming] = useState(false);
  const coin = order.currency_name;
  const running = order.status === LockupOrderStatus.running;
  return (
    <article className={styles.order} aria-label={`${coin} #${order.id}`}>
      <div className={styles.head}>
        <LockupCoin id={order.currency_id} name={coin} size={30} />
        <div className={styles.title}>
          <strong>
            <Num value={order.amount} kind="amount" /> {coin}
          </strong>
          <span>
            {t('list.days', { count: order.day })} · #{order.id}
          </span>
        </div>
        <StatusTag order={order} />
      </div>
      <div className={styles.rows} style={{ marginTop: 12 }}>
        <div className={styles.row}>
          <span>{t('orders.dayRate')}</span>
          <span>
            <Num value={order.day_rate} kind="percent" decimals={4} />
          </span>
        </div>
        <div className={`${styles.row} ${styles.strong}`}>
          <span>{t('orders.interest')}</span>
          <span>
            <Num value={order.total_interest} kind="amount" /> {coin}
          </span>
        </div>
        <div className={styles.row}>
          <span>{t('orders.expected')}</span>
          <span>
            <Num value={order.expected_interest} kind="amount" /> {coin}
          </span>
        </div>
        <div className={styles.row}>
          <span>{t('orders.credits')}</span>
          <span>{t('orders.creditsValue', { paid: order.days_paid, days: order.day })}</span>
        </div>
        <div className={styles.row}>
          <span>{t('orders.startAt')}</span>
          <span>{local(order.start_at)}</span>
        </div>
        <div className={styles.row}>
          <span>{t('orders.endAt')}</span>
          <span>{local(order.end_at)}</span>
        </div>
        {running ? (
          <div className={styles.row}>
            <span>{t('orders.penaltyNow')}</span>
            <span>
              <Num value={order.cancel_fee_exact} kind="amount" /> {coin}
            </span>
          </div>
        ) : (
          <>
            {order.redeemed_at && (
              <div className={styles.row}>
                <span>{t('orders.redeemedAt')}</span>
                <span>{local(order.redeemed_at)}</span>
              </div>
            )}
            <div className={styles.row}>
              <span>{t('orders.penalty')}</span>
              <span>
                <Num value={order.penalty} kind="amount" /> {coin}
              </span>
            </div>
            <div className={styles.row}>
              <span>{t('orders.returned')}</span>
              <span>
                <Num value={order.returned} kind="amount" /> {coin}
              </span>
            </div>
          </>
        )}
      </div>
      {showCredits && <Credits order={order} />}
      <div className={styles.actions}>
        <Button size="small" fill="outline" onClick={() => setShowCredits((v) => !v)}>
          {showCredits ? t('orders.hideCredits') : t('orders.showCredits')}
        </Button>
        {running && (
          <Button size="small" color="warning" fill="outline" onClick={() => setRedeeming(true)}>
            {t('orders.redeem')}
          </Button>
        )}
      </div>
      {running && (
        <RedeemSheet order={order} visible={redeeming} onClose={() => setRedeeming(false)} />
      )}
    </article>
  );
}
