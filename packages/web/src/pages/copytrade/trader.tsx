/**
 * Become a trader (spec 2 "copytrade/trader", issue 12), behind the login gate: the
 * application form, then its status (under review; rejected with the reason and a new
 * application; approved with followers and the profit share received, and the followers).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AuthGate } from '../../app/AuthGate.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { InlineLoading, LoadFailed } from '../../components/StateViews.tsx';
import { mineQuery } from '../../features/follow/api.ts';
import { ApplicationStatus } from '../../features/follow/components/ApplicationStatus.tsx';
import { ApplyForm } from '../../features/follow/components/ApplyForm.tsx';
import { useSession } from '../../store/session.ts';
import styles from '../../features/follow/components/Follow.module.css';

function TraderDesk() {
  const { t } = useTranslation('follow');
  useSession((s) => s.token);
  const mine = useQuery(mineQuery());
  if (mine.isPending) return <InlineLoading tall />;
  if (mine.isError) return <LoadFailed onRetry={() => void mine.refetch()} />;
  const { trader, profit_share_range: range } = mine.data;
  if (trader) return <ApplicationStatus app={trader} range={range} />;
  return (
    <>
      <div className={styles.hero}>
        <h2>{t('apply.heroTitle')}</h2>
        <p style={{ marginBottom: 0 }}>{t('apply.heroText', { max: range.max })}</p>
      </div>
      <ApplyForm range={range} />
    </>
  );
}

export default function BecomeTraderPage() {
  const { t } = useTranslation('follow');
  return (
    <div className={styles.page}>
      <NavBar title={t('apply.title')} />
      <AuthGate>
        <TraderDesk />
      </AuthGate>
    </div>
  );
}
