/**
 * "My rebates": the published rate (the rate in force when a day is paid applies), the next
 * payout, how many friends registered with the caller's code, and what they earned the caller
 * per coin (never added across coins), with the rule in full.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@bourse/shared';
import { Num } from '../../../components/Numbers.tsx';
import { InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { inviteSummaryQuery } from '../api.ts';
import { ratePercent } from '../format.ts';
import styles from './Invite.module.css';

export function RebateSummary() {
  const { t } = useTranslation('invite');
  const summary = useQuery(inviteSummaryQuery());
  if (summary.isPending) return <InlineLoading />;
  if (summary.isError) return <LoadFailed onRetry={() => void summary.refetch()} />;
  const s = summary.data;
  const percent = ratePercent(s.rebate_percent);
  return (
    <section className={styles.summary} aria-label={t('summary.title')}>
      <div className={styles.summaryHead}>
        <div>
          <h3 className={styles.summaryTitle}>{t('summary.title')}</h3>
          <div className={styles.rate}>{percent}</div>
          <div className={styles.rateOf}>{t('summary.rateOf')}</div>
        </div>
        <div className={styles.nextPay}>
          <span>{t('summary.nextPay')}</span>
          <b>{formatDate(s.next_pay_at, true)}</b>
        </div>
      </div>
      <div className={styles.figures}>
        <div className={styles.figure}>
          <span>{t('summary.friends')}</span>
          <b>{s.invitees}</b>
        </div>
        <div className={styles.figure}>
          <span>{t('summary.earned')}</span>
          {s.rebates.length === 0 ? (
            <b className={styles.muted}>{t('summary.none')}</b>
          ) : (
            s.rebates.map((r) => (
              <b key={r.currency_id} className={styles.earned}>
                <Num value={r.amount} kind="amount" /> <small>{r.currency}</small>
              </b>
            ))
          )}
        </div>
      </div>
      <p className={styles.rule}>{t('summary.rule', { percent })}</p>
    </section>
  );
}
