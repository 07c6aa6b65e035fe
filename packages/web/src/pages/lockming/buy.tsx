/**
 * One lock-up plan (spec 2 "lockming/buy", issue 11; `?id=<plan id>`): the fixed daily
 * rate an order gets now (decision 76) beside the published range, the terms, and the lock
 * form with its computed interest, dates and early-redemption terms.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import { redirectTo } from '../../app/nav.ts';
import { useSearchParams } from '../../app/routing.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { Num } from '../../components/Numbers.tsx';
import { PageLoading } from '../../components/PageStates.tsx';
import { EmptyState, LoadFailed } from '../../components/StateViews.tsx';
import { plansQuery } from '../../features/lockup/api.ts';
import { DepositForm } from '../../features/lockup/components/DepositForm.tsx';
import { LockupCoin } from '../../features/lockup/components/PlanCard.tsx';
import { useSession } from '../../store/session.ts';
import styles from '../../features/lockup/components/Lockup.module.css';

export default function LockupBuyPage() {
  const { t } = useTranslation('lockup');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const signedIn = !!useSession((s) => s.token);
  const plans = useQuery(plansQuery());
  const plan = plans.data?.find((p) => p.id === id);
  return (
    <div className={styles.page}>
      <NavBar title={plan ? t('buy.title', { coin: plan.currency_name }) : t('list.title')} />
      {plans.isPending ? (
        <PageLoading />
      ) : plans.isError ? (
        <LoadFailed onRetry={() => void plans.refetch()} />
      ) : !plan ? (
        <EmptyState title={t('buy.notFound')} tall>
          <Button
            size="small"
            color="primary"
            onClick={() => redirectTo('/pages/lockming/lockming')}
          >
            {t('buy.toPlans')}
          </Button>
        </EmptyState>
      ) : (
        <>
          <div className={styles.section}>
            <div className={styles.head} style={{ marginBottom: 14 }}>
              <LockupCoin id={plan.currency_id} name={plan.currency_name} size={40} />
              <div className={styles.title}>
                <strong>{plan.currency_name}</strong>
                <span>{t('list.days', { count: plan.day })}</span>
              </div>
            </div>
            <div className={styles.rateBox}>
              <span className={styles.hint}>{t('buy.fixedRate')}</span>
              <strong>
                <Num value={plan.interest_rate} kind="percent" decimals={4} />
              </strong>
            </div>
            <div className={styles.rows} style={{ marginTop: 8 }}>
              <div className={styles.row}>
                <span>{t('list.yearly')}</span>
                <span>
                  <Num value={plan.apr_percent} kind="percent" />
                </span>
              </div>
              <span className={styles.hint}>
                {t('buy.rateNote', {
                  min: plan.interest_rate_min,
                  max: plan.interest_rate_max,
                })}
              </span>
            </div>
          </div>
          <DepositForm plan={plan} signedIn={signedIn} />
        </>
      )}
    </div>
  );
}
