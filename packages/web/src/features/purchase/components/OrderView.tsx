/**
 * One order (spec 4): the amount to transfer with a countdown, the platform's bank
 * details with copy buttons, the screenshot upload, then the status as the desk decides.
 */
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import {
  CheckCircleFill,
  ClockCircleOutline,
  CloseCircleFill,
  InformationCircleFill,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatDate, type PurchaseStatus, type PurchaseView } from '@bourse/shared';
import { QK } from '../../../api/keys.ts';
import { redirectTo } from '../../../app/nav.ts';
import { PageError, PageLoading } from '../../../components/PageStates.tsx';
import { copyText } from '../../account/clipboard.ts';
import { VoucherUpload } from '../../funding/components/VoucherUpload.tsx';
import { countdown } from '../model.ts';
import { purchaseDetailQuery, reportPaid } from '../queries.ts';
import styles from './Purchase.module.css';

const STEPS: PurchaseStatus[] = ['to_be_paid', 'transfer_completed', 'payment_successful'];

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export function OrderView({ id }: { id: number }) {
  const { t } = useTranslation('purchase');
  const query = useQuery(purchaseDetailQuery(id));
  const order = query.data;
  const now = useNow(order?.status === 'to_be_paid');
  if (query.isPending) return <PageLoading />;
  if (!order) return <PageError error={query.error} />;
  const expired =
    order.status === 'cancelled' ||
    (order.status === 'to_be_paid' && order.expires_at * 1000 <= now);
  const reached = STEPS.indexOf(order.status);

  return (
    <div className={styles.body}>
      <div className={styles.hero}>
        <div className={styles.heroLabel}>{t('order.toPay')}</div>
        <div className={styles.heroAmount}>
          {order.amount} {order.currency}
        </div>
        <div className={styles.heroSub}>
          {t('form.receive')} <b>{order.usdt_amount} USDT</b>
        </div>
        {order.status === 'to_be_paid' && !expired && (
          <div className={styles.timer} role="timer">
            <ClockCircleOutline />
            {t('order.timeLeft')} {countdown(order.expires_at, now)}
          </div>
        )}
      </div>

      {!expired && order.status !== 'rejected' && (
        <ol className={styles.steps} aria-label={t('status.to_be_paid')}>
          {STEPS.map((s, i) => (
            <li
              key={s}
              className={`${styles.step} ${i <= reached ? styles.stepDone : ''} ${i < reached ? styles.lineDone : ''}`}
            >
              <span className={styles.dot} />
              {t(`status.${s}`)}
            </li>
          ))}
        </ol>
      )}

      <StatusBanner order={order} expired={expired} />

      {order.status === 'to_be_paid' && !expired && <BankDetails order={order} />}
      {order.status === 'to_be_paid' && !expired && <PaidForm id={order.id} />}
      {(expired || order.status === 'rejected' || order.status === 'payment_successful') && (
        <Button block color="primary" size="large" onClick={() => redirectTo('/pages/fund/buy')}>
          {t('order.newOrder')}
        </Button>
      )}
    </div>
  );
}

function StatusBanner({ order, expired }: { order: PurchaseView; expired: boolean }) {
  const { t } = useTranslation('purchase');
  if (expired) {
    return (
      <div className={`${styles.banner} ${styles.bannerBad}`}>
        <CloseCircleFill className={styles.bannerIcon} />
        <div>
          <b>{t('order.expiredTitle')}</b>
          <div>{t('order.expiredText')}</div>
        </div>
      </div>
    );
  }
  if (order.status === 'rejected') {
    return (
      <div className={`${styles.banner} ${styles.bannerBad}`}>
        <CloseCircleFill className={styles.bannerIcon} />
        <div>
          <b>{t('order.rejected')}</b>
          {order.reason && <div>{order.reason}</div>}
        </div>
      </div>
    );
  }
  if (order.status === 'payment_successful') {
    return (
      <div className={`${styles.banner} ${styles.bannerOk}`}>
        <CheckCircleFill className={styles.bannerIcon} />
        <div>{t('order.success', { amount: order.usdt_amount })}</div>
      </div>
    );
  }
  if (order.status === 'transfer_completed') {
    return (
      <div className={styles.banner}>
        <InformationCircleFill className={styles.bannerIcon} style={{ color: 'var(--brand)' }} />
        <div>{t('order.waiting')}</div>
      </div>
    );
  }
  return null;
}

function BankDetails({ order }: { order: PurchaseView }) {
  const { t } = useTranslation('purchase');
  const rows: [string, string, boolean?][] = [
    [t('order.reference'), order.reference, true],
    [t('order.beneficiary'), order.bank.beneficiary],
    [t('order.iban'), order.bank.iban],
    [t('order.bic'), order.bank.bic],
    [t('order.bankName'), order.bank.bank_name],
    [t('order.bankAddress'), order.bank.bank_address],
    [t('order.bankCountry'), t(`countries.${order.bank.country}`, order.bank.country)],
  ];
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{t('order.bank')}</h2>
      {rows.map(([label, value, isRef]) => (
        <div key={label} className={`${styles.detailRow} ${isRef ? styles.reference : ''}`}>
          <div className={styles.detailText}>
            <small>{label}</small>
            <span>{value}</span>
          </div>
          <button
            type="button"
            className={styles.copy}
            aria-label={`${t('order.copy')} ${label}`}
            onClick={() => void copyText(value)}
          >
            {t('order.copy')}
          </button>
        </div>
      ))}
      <p className={styles.hint}>{t('order.referenceHint')}</p>
      <p className={styles.hint}>
        {t('order.created')} {formatDate(order.created_at, true)}
      </p>
    </section>
  );
}

function PaidForm({ id }: { id: number }) {
  const { t } = useTranslation('purchase');
  const client = useQueryClient();
  const [screenshot, setScreenshot] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!screenshot) return setError(t('order.needScreenshot'));
    setBusy(true);
    try {
      const order = await reportPaid(id, screenshot);
      client.setQueryData(purchaseDetailQuery(id).queryKey, order);
      await client.invalidateQueries({ queryKey: [QK.purchaseList] });
      Toast.show({ icon: 'success', content: t('status.transfer_completed') });
    } catch {
      // Shown by the request function.
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{t('order.screenshot')}</h2>
      <VoucherUpload
        value={screenshot}
        onChange={(url) => {
          setScreenshot(url);
          setError(undefined);
        }}
        label={t('order.upload')}
        error={error}
      />
      <Button
        block
        color="primary"
        size="large"
        loading={busy}
        style={{ marginTop: 16 }}
        onClick={() => void submit()}
      >
        {t('order.paid')}
      </Button>
    </section>
  );
}
