/**
 * One plan on the list: coin icon and name, lock days, the yearly and daily figure of the
 * rate an order placed now gets (decision 76: the bottom of the range), the amount range,
 * and a "paused" tag when the desk has stopped deposits for now.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LockupPlanStatus, type LockupPlanItem } from '@bourse/shared';
import { Num } from '../../../components/Numbers.tsx';
import { CoinIcon } from '../../market/CoinIcon.tsx';
import { currencyListQuery } from '../../market/queries.ts';
import styles from './Lockup.module.css';

/** A coin's badge from the catalogue (logo and colour), by currency id. */
export function LockupCoin({ id, name, size }: { id: number; name: string; size?: number }) {
  const { data } = useQuery(currencyListQuery());
  const coin = data?.find((c) => c.id === id);
  return <CoinIcon name={name} logo={coin?.logo} color={coin?.color} size={size} />;
}

export function PlanCard({ plan, onOpen }: { plan: LockupPlanItem; onOpen: () => void }) {
  const { t } = useTranslation('lockup');
  const paused = plan.status === LockupPlanStatus.paused;
  return (
    <button type="button" className={styles.card} onClick={onOpen}>
      <div className={styles.head}>
        <LockupCoin id={plan.currency_id} name={plan.currency_name} size={36} />
        <div className={styles.title}>
          <strong>{plan.currency_name}</strong>
          <span>{t('list.days', { count: plan.day })}</span>
        </div>
        {paused && <span className={styles.tagPaused}>{t('list.paused')}</span>}
      </div>
      <div className={styles.figures}>
        <div>
          {t('list.yearly')}
          <b className={styles.apr}>
            <Num value={plan.apr_percent} kind="percent" />
          </b>
        </div>
        <div>
          {t('list.daily')}
          <b>
            <Num value={plan.interest_rate} kind="percent" decimals={4} />
          </b>
        </div>
        <div>
          {t('list.lock')}
          <b>{t('list.days', { count: plan.day })}</b>
        </div>
      </div>
      <div className={styles.foot}>
        <span>{t('list.amount')}</span>
        <span>
          <Num value={plan.save_min} kind="amount" /> – <Num value={plan.save_max} kind="amount" />{' '}
          {plan.currency_name}
        </span>
      </div>
    </button>
  );
}
