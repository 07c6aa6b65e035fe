/** The lending page's blocks: the terms (from `GET /loan/terms`), the steps and the risk rules. */
import { useTranslation } from 'react-i18next';
import { formatNumber, type LoanTerms } from '@bourse/shared';
import { Rows } from './Rows.tsx';
import styles from './Loan.module.css';

const whole = (v: string) => formatNumber(v, 'amount', { decimals: 0 });

export function TermsCard({ terms }: { terms: LoanTerms }) {
  const { t } = useTranslation('loan');
  const rows: [string, string][] = [
    [
      t('terms.amount'),
      t('terms.amountValue', { min: whole(terms.min_amount), max: whole(terms.max_amount) }),
    ],
    [t('terms.term'), t('terms.termValue', { min: terms.min_days, max: terms.max_days })],
    [t('terms.coins'), terms.currencies.join(' · ')],
    [
      t('terms.collateral'),
      t('terms.collateralValue', {
        min: terms.initial_risk_percent,
        max: terms.max_initial_risk_percent,
      }),
    ],
    [t('terms.overdue'), t('terms.overdueValue', { rate: terms.overdue_daily_percent })],
    [t('terms.forcedClose'), t('terms.forcedCloseValue', { rate: terms.liquidation_risk_percent })],
    [t('terms.completion'), t('terms.completionValue')],
  ];
  return <Rows rows={rows} />;
}

export function HowItWorks() {
  const { t } = useTranslation('loan');
  return (
    <div className={styles.card}>
      <ol className={styles.steps}>
        {(['step1', 'step2', 'step3', 'step4'] as const).map((k) => (
          <li key={k}>{t(`how.${k}`)}</li>
        ))}
      </ol>
    </div>
  );
}

export function RiskNotes({ terms }: { terms: LoanTerms }) {
  const { t } = useTranslation('loan');
  return (
    <div className={styles.card}>
      <p className={styles.formula}>{t('risk.formula')}</p>
      <p className={styles.note}>{t('risk.explain', { rate: terms.liquidation_risk_percent })}</p>
      <p className={styles.note}>{t('risk.overdue', { rate: terms.overdue_daily_percent })}</p>
    </div>
  );
}
