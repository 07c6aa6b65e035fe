/**
 * One loan's page: the risk gauge, the debt broken down (principal, interest and overdue
 * days, what repaying now costs), the terms, each day's accrual, and Repay with a confirm
 * dialog; a closed loan tells how it ended, with the recorded price of a forced close.
 */
import { useState } from 'react';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, type LoanDetail } from '@bourse/shared';
import { refreshLoans, repayLoan } from '../api.ts';
import { RiskGauge } from './RiskGauge.tsx';
import { Rows } from './Rows.tsx';
import styles from './Loan.module.css';

const amount = (v: string | null) => formatNumber(v, 'amount');

function Closed({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation('loan');
  const date = loan.closed_at ? formatDate(loan.closed_at, true) : '';
  return (
    <div className={styles.closed}>
      {loan.status === 'repaid'
        ? t('detail.closedRepaid', {
            amount: amount(loan.repaid_amount),
            coin: loan.loan_currency,
            date,
          })
        : t('detail.closedLiquidated', {
            date,
            price: formatNumber(loan.close_index?.price, 'price'),
            source: loan.close_index?.source ?? '',
            sold: amount(loan.sold_collateral),
            returned: amount(loan.returned_collateral),
            coin: loan.collateral_currency,
          })}
      {loan.shortfall && loan.shortfall !== '0' && (
        <p className={styles.note}>
          {t('detail.shortfall', { amount: amount(loan.shortfall), coin: loan.loan_currency })}
        </p>
      )}
    </div>
  );
}

export function LoanDetailView({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation('loan');
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const coin = loan.loan_currency;
  const active = loan.status === 'active';
  const repay = async () => {
    const sure = await Dialog.confirm({
      title: t('detail.repayTitle'),
      content: t('detail.repayText', {
        amount: amount(loan.debt),
        coin,
        collateral: amount(loan.collateral_amount),
        collateralCoin: loan.collateral_currency,
      }),
    });
    if (!sure) return;
    setBusy(true);
    try {
      Toast.show({ content: await repayLoan(loan.id), icon: 'success' });
      await refreshLoans(client);
    } catch {
      // The request function showed the server's words.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {active ? <RiskGauge loan={loan} /> : <Closed loan={loan} />}
      <h3 className={styles.sectionTitle}>{t('detail.debtTitle')}</h3>
      <Rows
        rows={[
          [t('detail.principal'), `${amount(loan.principal)} ${coin}`],
          [t('detail.interest'), `${amount(loan.interest_due)} ${coin}`],
          [t('detail.overdueInterest'), `${amount(loan.overdue_due)} ${coin}`],
          [t('detail.collateral'), `${amount(loan.collateral_amount)} ${loan.collateral_currency}`],
        ]}
        total={[t('detail.total'), `${amount(loan.debt)} ${coin}`]}
      />
      <Rows
        rows={[
          [t('detail.daily'), t('detail.perDay', { rate: loan.daily_percent })],
          [t('detail.overdueRate'), t('detail.perDay', { rate: loan.overdue_daily_percent })],
          [t('detail.started'), formatDate(loan.started_at, true)],
          [t('detail.ends'), formatDate(loan.ends_at, true)],
        ]}
      />
      <h3 className={styles.sectionTitle}>{t('detail.accrualsTitle')}</h3>
      <div className={[styles.card, styles.accruals].join(' ')}>
        {loan.accruals.length === 0 ? (
          <p className={styles.note}>{t('detail.noAccruals')}</p>
        ) : (
          <div className={styles.rows}>
            {[...loan.accruals].reverse().map((a) => (
              <div className={styles.row} key={`${a.kind}${a.day}`}>
                <span>
                  {t(`detail.kind.${a.kind}`)} · {t('detail.dayN', { day: a.day })} ·{' '}
                  {formatDate(a.at)}
                </span>
                <span className={a.kind === 'overdue' ? styles.danger : ''}>
                  {amount(a.amount)} {coin}
                </span>
              </div>
            ))}
          </div>
        )}
      </div>
      {active && (
        <div className={styles.footer}>
          <Button block color="primary" size="large" loading={busy} onClick={() => void repay()}>
            {t('detail.repay', { amount: amount(loan.debt), coin })}
          </Button>
        </div>
      )}
    </>
  );
}
