/** My loans ("loan repayment"): each loan's debt, risk rate and days left; tap for its page. */
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber, type LoanItem } from '@bourse/shared';
import { navigateTo } from '../../../app/nav.ts';
import { EmptyState, InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { loansQuery } from '../api.ts';
import { riskTone } from '../model.ts';
import styles from './Loan.module.css';

const BADGE = { active: styles.badgeBrand, repaid: styles.badgeUp, liquidated: styles.badgeDown };

function LoanCard({ loan }: { loan: LoanItem }) {
  const { t } = useTranslation('loan');
  const tone = riskTone(loan.risk_percent, loan.liquidation_risk_percent);
  return (
    <button
      type="button"
      className={styles.loanCard}
      onClick={() => navigateTo('/pages/loan/detail', { id: loan.id })}
    >
      <div className={styles.loanTop}>
        <strong>
          {formatNumber(loan.principal, 'amount')} {loan.loan_currency}
        </strong>
        <span className={[styles.badge, BADGE[loan.status]].join(' ')}>
          {t(`loans.status.${loan.status}`)}
        </span>
      </div>
      <div className={styles.loanFigures}>
        <div>
          <span>{t('loans.debt')}</span>
          <b>
            {formatNumber(loan.debt, 'amount', { decimals: 2 })} {loan.loan_currency}
          </b>
        </div>
        <div>
          <span>{t('loans.riskRate')}</span>
          <b className={loan.risk_percent ? styles[tone] : ''}>
            {formatNumber(loan.risk_percent, 'percent')}
          </b>
        </div>
        <div>
          <span>{t('detail.collateral')}</span>
          <b>
            {formatNumber(loan.collateral_amount, 'amount')} {loan.collateral_currency}
          </b>
        </div>
      </div>
      {loan.status === 'active' && (
        <p className={styles.indexLine}>
          {loan.days_overdue > 0
            ? t('loans.overdueBy', { count: loan.days_overdue })
            : t('loans.dueIn', { count: loan.days_left })}
        </p>
      )}
    </button>
  );
}

export function LoanList() {
  const { t } = useTranslation('loan');
  const list = useQuery(loansQuery());
  if (list.isError)
    return <LoadFailed tall error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <InlineLoading tall />;
  if (list.data.length === 0) {
    return (
      <EmptyState tall title={t('loans.empty')}>
        <Button color="primary" size="small" onClick={() => navigateTo('/pages/common/borrowing')}>
          {t('loans.apply')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      {list.data.map((loan) => (
        <LoanCard key={loan.id} loan={loan} />
      ))}
    </>
  );
}
