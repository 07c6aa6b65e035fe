/** My loans (the home "loan repayment" shortcut; issue 14), behind the login gate. */
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../app/nav.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { LoanList } from '../../features/loan/components/LoanList.tsx';
import styles from '../../features/loan/components/Loan.module.css';

export default function LoansPage() {
  const { t } = useTranslation('loan');
  return (
    <div className={styles.page}>
      <NavBar
        title={t('loans.title')}
        right={
          <span role="link" onClick={() => navigateTo('/pages/otc/otc')}>
            {t('otc.title')}
          </span>
        }
      />
      <LoanList />
    </div>
  );
}
