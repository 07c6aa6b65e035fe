/**
 * My enquiries: each with its status; a pending one may be withdrawn; an offer shows its
 * terms (the daily interest in coins, the term's interest, the risk rate when offered, the
 * forced-close level, until when it stands) with Accept (confirm dialog) and Decline.
 */
import { useState } from 'react';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, type LoanEnquiryItem } from '@bourse/shared';
import { navigateTo } from '../../../app/nav.ts';
import { EmptyState, InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import {
  acceptOffer,
  declineOffer,
  enquiriesQuery,
  refreshLoans,
  withdrawEnquiry,
} from '../api.ts';
import styles from './Loan.module.css';

const amount = (v: string) => formatNumber(v, 'amount');

const BADGE: Record<LoanEnquiryItem['status'], string> = {
  pending: styles.badgeBrand!,
  offered: styles.badgeBrand!,
  accepted: styles.badgeUp!,
  rejected: styles.badgeDown!,
  withdrawn: '',
  declined: '',
  expired: '',
};

function Offer({ item }: { item: LoanEnquiryItem }) {
  const { t } = useTranslation('loan');
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const offer = item.offer!;
  const act = async (run: () => Promise<string>, then?: () => void) => {
    setBusy(true);
    try {
      Toast.show({ content: await run(), icon: 'success' });
      await refreshLoans(client);
      then?.();
    } catch {
      // The request function showed the server's words.
    } finally {
      setBusy(false);
    }
  };
  const accept = async () => {
    const sure = await Dialog.confirm({
      title: t('enquiries.acceptTitle'),
      content: t('enquiries.acceptText', {
        collateral: amount(offer.collateral_amount),
        collateralCoin: offer.collateral_currency,
        principal: amount(offer.principal),
        coin: offer.loan_currency,
        rate: offer.liquidation_risk_percent,
      }),
      confirmText: t('enquiries.accept'),
      cancelText: t('enquiries.decline'),
    });
    if (sure)
      await act(
        () => acceptOffer(item.id),
        () => navigateTo('/pages/loan/loans'),
      );
  };
  const decline = async () => {
    if (await Dialog.confirm({ content: t('enquiries.declineConfirm') })) {
      await act(() => declineOffer(item.id));
    }
  };
  const rows: [string, string][] = [
    [t('enquiries.principal'), `${amount(offer.principal)} ${offer.loan_currency}`],
    [t('enquiries.collateral'), `${amount(offer.collateral_amount)} ${offer.collateral_currency}`],
    [
      t('enquiries.daily'),
      t('enquiries.dailyValue', {
        rate: offer.daily_percent,
        amount: amount(offer.daily_interest),
        coin: offer.loan_currency,
      }),
    ],
    [t('enquiries.termInterest'), `${amount(offer.term_interest)} ${offer.loan_currency}`],
    [t('enquiries.term'), t('enquiries.days', { count: offer.term_days })],
    [t('enquiries.forcedClose'), formatNumber(offer.liquidation_risk_percent, 'percent')],
    [t('enquiries.expires'), formatDate(offer.expires_at, true)],
  ];
  // The demo seed's offer was made without an index: no risk rate to show.
  if (offer.risk_percent !== null) {
    rows.splice(5, 0, [t('enquiries.riskNow'), formatNumber(offer.risk_percent, 'percent')]);
  }
  return (
    <div className={styles.offer}>
      <h4>{t('enquiries.offerTitle')}</h4>
      <div className={styles.rows}>
        {rows.map(([label, value]) => (
          <div className={styles.row} key={label}>
            <span>{label}</span>
            <span>{value}</span>
          </div>
        ))}
        {item.status === 'offered' && (
          <div className={styles.actions}>
            <Button size="small" disabled={busy} onClick={() => void decline()}>
              {t('enquiries.decline')}
            </Button>
            <Button size="small" color="primary" loading={busy} onClick={() => void accept()}>
              {t('enquiries.accept')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

function Enquiry({ item }: { item: LoanEnquiryItem }) {
  const { t } = useTranslation('loan');
  const client = useQueryClient();
  const withdraw = async () => {
    if (!(await Dialog.confirm({ content: t('enquiries.withdrawConfirm') }))) return;
    try {
      Toast.show({ content: await withdrawEnquiry(item.id) });
      await refreshLoans(client);
    } catch {
      // The request function showed the server's words.
    }
  };
  return (
    <div className={[styles.card, styles.enquiry].join(' ')}>
      <div className={styles.enquiryHead}>
        <div>
          <strong>≈ {formatNumber(item.amount, 'amount', { decimals: 0 })} USDT</strong>
          <small>
            {item.collateral_currency} → {item.loan_currency} ·{' '}
            {t('enquiries.days', { count: item.term_days })} ·{' '}
            {t('enquiries.created', { date: formatDate(item.created_at) })}
          </small>
        </div>
        <span className={[styles.badge, BADGE[item.status]].join(' ')}>
          {t(`enquiries.status.${item.status}`)}
        </span>
      </div>
      {item.offer && <Offer item={item} />}
      {item.reject_reason && (
        <p className={styles.reason}>{t('enquiries.reason', { reason: item.reject_reason })}</p>
      )}
      {item.status === 'pending' && (
        <Button size="small" fill="outline" onClick={() => void withdraw()}>
          {t('enquiries.withdraw')}
        </Button>
      )}
      {item.loan_id !== null && (
        <Button
          size="small"
          fill="outline"
          color="primary"
          onClick={() => navigateTo('/pages/loan/detail', { id: item.loan_id! })}
        >
          {t('enquiries.viewLoan')}
        </Button>
      )}
    </div>
  );
}

export function EnquiryList() {
  const { t } = useTranslation('loan');
  const list = useQuery(enquiriesQuery());
  if (list.isError) return <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <InlineLoading />;
  if (list.data.length === 0) return <EmptyState title={t('enquiries.empty')} />;
  return (
    <>
      {list.data.map((item) => (
        <Enquiry key={item.id} item={item} />
      ))}
    </>
  );
}
