/**
 * Lock-up mining (spec 2 "lockming/lockming", issue 11): a short pitch linking to the
 * explainer, "my lock-ups" (principal, interest earned, next credit per coin), and the
 * plans with their yearly and daily rate, lock days and amount range; a tap opens the plan.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOCKUP_DEFAULT_DIVIDEND_UTC } from '@bourse/shared';
import { navigateTo } from '../../app/nav.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { InlineLoading, EmptyState, LoadFailed } from '../../components/StateViews.tsx';
import { plansQuery } from '../../features/lockup/api.ts';
import { MySummary } from '../../features/lockup/components/MySummary.tsx';
import { PlanCard } from '../../features/lockup/components/PlanCard.tsx';
import styles from '../../features/lockup/components/Lockup.module.css';

export default function LockmingPage() {
  const { t } = useTranslation('lockup');
  const plans = useQuery(plansQuery());
  const time = plans.data?.[0]?.dividend_utc ?? LOCKUP_DEFAULT_DIVIDEND_UTC;
  return (
    <div className={styles.page}>
      <NavBar
        title={t('list.title')}
        right={
          <span
            className={styles.link}
            role="link"
            onClick={() => navigateTo('/pages/lockming/order')}
          >
            {t('list.mine')}
          </span>
        }
      />
      <div className={styles.hero}>
        <h2>{t('list.heroTitle')}</h2>
        <p>{t('list.heroText', { time })}</p>
        <button
          type="button"
          className={styles.heroLink}
          onClick={() => navigateTo('/pages/lockming/welcome')}
        >
          {t('list.howItWorks')}
        </button>
      </div>
      <MySummary />
      <h3 className={styles.sectionTitle}>{t('list.plans')}</h3>
      {plans.isPending ? (
        <InlineLoading tall />
      ) : plans.isError ? (
        <LoadFailed onRetry={() => void plans.refetch()} />
      ) : plans.data.length === 0 ? (
        <EmptyState title={t('list.empty')} />
      ) : (
        <div className={styles.list}>
          {plans.data.map((p) => (
            <PlanCard
              key={p.id}
              plan={p}
              onOpen={() => navigateTo('/pages/lockming/buy', { id: p.id })}
            />
          ))}
        </div>
      )}
    </div>
  );
}
