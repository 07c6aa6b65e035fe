/** One loan (`?id=`; issue 14), behind the login gate: risk rate, liquidation price, debt, repay. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../app/routing.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { EmptyState, InlineLoading, LoadFailed } from '../../components/StateViews.tsx';
import { loanDetailQuery } from '../../features/loan/api.ts';
import { LoanDetailView } from '../../features/loan/components/LoanDetailView.tsx';
import styles from '../../features/loan/components/Loan.module.css';

export default function LoanDetailPage() {
  const { t } = useTranslation('loan');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const loan = useQuery(loanDetailQuery(valid ? id : 0));
  return (
    <div className={styles.page}>
      <NavBar title={loan.data ? `${t('detail.title')} #${loan.data.id}` : t('detail.title')} />
      {!valid ? (
        <EmptyState tall title={t('detail.notFound')} />
      ) : loan.isError ? (
        <LoadFailed tall error={loan.error} onRetry={() => void loan.refetch()} />
      ) : !loan.data ? (
        <InlineLoading tall />
      ) : (
        <LoanDetailView loan={loan.data} />
      )}
    </div>
  );
}
