/**
 * OTC lending (spec 2 "otc/otc", issue 14): what a loan is, its terms from the server, how
 * it works and what the risk rate means; Apply leads to the enquiry form (behind the login
 * gate), My loans to the loans the user holds.
 */
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@bourse/shared';
import { navigateTo } from '../../app/nav.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { InlineLoading, LoadFailed } from '../../components/StateViews.tsx';
import { termsQuery } from '../../features/loan/api.ts';
import { HowItWorks, RiskNotes, TermsCard } from '../../features/loan/components/Explainers.tsx';
import styles from '../../features/loan/components/Loan.module.css';

export default function OtcPage() {
  const { t } = useTranslation('loan');
  const terms = useQuery(termsQuery());
  const data = terms.data;
  return (
    <div className={styles.page}>
      <NavBar title={t('otc.title')} />
      <div className={styles.hero}>
        <h2>{t('otc.heroTitle')}</h2>
        <p>{t('otc.heroText')}</p>
        {data && (
          <div className={styles.heroFigures}>
            <div>
              <strong>{formatNumber(data.max_amount, 'compact', { decimals: 0 })}</strong>
              <span>{t('terms.amount')} (USDT)</span>
            </div>
            <div>
              <strong>{data.max_days}</strong>
              <span>{t('terms.term')}</span>
            </div>
            <div>
              <strong>{data.currencies.length}</strong>
              <span>{t('terms.coins')}</span>
            </div>
          </div>
        )}
        <div className={styles.actions}>
          <Button color="primary" onClick={() => navigateTo('/pages/common/borrowing')}>
            {t('otc.apply')}
          </Button>
          <Button fill="outline" onClick={() => navigateTo('/pages/loan/loans')}>
            {t('otc.myLoans')}
          </Button>
        </div>
      </div>
      {terms.isError ? (
        <LoadFailed error={terms.error} onRetry={() => void terms.refetch()} />
      ) : !data ? (
        <InlineLoading />
      ) : (
        <>
          <h3 className={styles.sectionTitle}>{t('otc.termsTitle')}</h3>
          <TermsCard terms={data} />
          <p className={styles.note} style={{ margin: '0 16px' }}>
            {t('otc.who', { min: data.eligibility?.min_vip ?? 2 })}
          </p>
          <h3 className={styles.sectionTitle}>{t('otc.howTitle')}</h3>
          <HowItWorks />
          <h3 className={styles.sectionTitle}>{t('otc.riskTitle')}</h3>
          <RiskNotes terms={data} />
        </>
      )}
    </div>
  );
}
