/** Lock-up mining on the hub: the open plans with the best annual yield, lock days, minimum. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@bourse/shared';
import { navigateTo } from '../../../app/nav.ts';
import { CoinIcon } from '../../market/CoinIcon.tsx';
import { Num } from '../../../components/Numbers.tsx';
import { plansQuery } from '../../lockup/api.ts';
import { EARN_ROUTES, coinLogo } from '../links.ts';
import { topLockupPlans } from '../model.ts';
import { Section } from './Section.tsx';
import styles from './Earn.module.css';

export function LockupSection() {
  const { t } = useTranslation('earn');
  const plans = useQuery(plansQuery());
  const shown = topLockupPlans(plans.data ?? []);
  return (
    <Section
      product="lockup"
      state={plans.status}
      count={shown.length}
      onRetry={() => void plans.refetch()}
    >
      {shown.map((plan) => (
        <button
          key={plan.id}
          type="button"
          className={styles.rowBtn}
          onClick={() => navigateTo(EARN_ROUTES.lockup.item, { id: plan.id })}
        >
          <CoinIcon name={plan.currency_name} logo={coinLogo(plan.currency_name)} size={36} />
          <div className={styles.rowMain}>
            <strong>
              {plan.currency_name}
              <span className={styles.tag}>{t('lockup.days', { count: plan.day })}</span>
            </strong>
            <span>
              {t('lockup.from', {
                amount: formatNumber(plan.save_min, 'amount'),
                coin: plan.currency_name,
              })}
            </span>
          </div>
          <div className={styles.rowSide}>
            <Num className={styles.yield} value={plan.apr_percent} kind="percent" />
            <span>{t('lockup.apr')}</span>
          </div>
        </button>
      ))}
    </Section>
  );
}
