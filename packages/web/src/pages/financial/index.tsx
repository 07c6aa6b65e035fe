/**
 * The financial hub (spec 2 "financial/index", issue 11): every earn product in one place.
 * "My earn" with the user's positions, income paid and to come, and what matures next; the
 * upcoming events; then lock-up mining, dual investment and IEO, each with a few live
 * products and links to the full list and the user's orders. The home "Wealth", "Mining"
 * and "Invest" shortcuts lead here.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../components/NavBar.tsx';
import { summaryQuery } from '../../features/earn/api.ts';
import { DualSection } from '../../features/earn/components/DualSection.tsx';
import { IeoSection } from '../../features/earn/components/IeoSection.tsx';
import { LockupSection } from '../../features/earn/components/LockupSection.tsx';
import { MyEarn } from '../../features/earn/components/MyEarn.tsx';
import { Upcoming } from '../../features/earn/components/Upcoming.tsx';
import styles from '../../features/earn/components/Earn.module.css';
import { useSession } from '../../store/session.ts';

export default function FinancialPage() {
  const { t } = useTranslation('earn');
  const token = useSession((s) => s.token);
  const lang = useSession((s) => s.lang);
  const summary = useQuery(summaryQuery(lang, token));
  return (
    <div className={styles.page}>
      <NavBar title={t('page.title')} />
      <MyEarn signedIn={!!token} summary={summary} />
      {token && summary.data && <Upcoming events={summary.data.upcoming} />}
      <LockupSection />
      <DualSection />
      <IeoSection />
    </div>
  );
}
