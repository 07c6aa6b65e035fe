/**
 * The lock-up explainer (spec 2 "lockming/welcome", issue 11): how it works, where the yield
 * comes from (the staking pool, which reserves every promised credit), decision 76's rate
 * rule, the early-redemption penalty with a worked example computed from a live plan's
 * own terms (none is shown when no plan is on offer), and the risks.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import { LOCKUP_DEFAULT_DIVIDEND_UTC } from '@bourse/shared';
import { navigateTo } from '../../app/nav.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { plansQuery } from '../../features/lockup/api.ts';
import { penaltyExample } from '../../features/lockup/math.ts';
import styles from '../../features/lockup/components/Lockup.module.css';

export default function LockupWelcomePage() {
  const { t } = useTranslation('lockup');
  const plans = useQuery(plansQuery());
  const first = plans.data?.[0];
  const time = first?.dividend_utc ?? LOCKUP_DEFAULT_DIVIDEND_UTC;
  const e = first ? penaltyExample(first) : undefined;
  return (
    <div className={styles.page}>
      <NavBar title={t('welcome.title')} />
      <div className={styles.hero}>
        <h2>{t('list.title')}</h2>
        <p>{t('welcome.lead')}</p>
      </div>
      <div className={styles.section}>
        <div className={styles.article}>
          <h3>{t('welcome.howTitle')}</h3>
          <ol>
            <li>{t('welcome.how1')}</li>
            <li>{t('welcome.how2', { time })}</li>
            <li>{t('welcome.how3')}</li>
          </ol>
        </div>
      </div>
      <div className={styles.section}>
        <div className={styles.article}>
          <h3>{t('welcome.sourceTitle')}</h3>
          <p>{t('welcome.source')}</p>
        </div>
      </div>
      <div className={styles.section}>
        <div className={styles.article}>
          <h3>{t('welcome.rateTitle')}</h3>
          <p>{t('welcome.rate')}</p>
        </div>
      </div>
      <div className={styles.section}>
        <div className={styles.article}>
          <h3>{t('welcome.penaltyTitle')}</h3>
          <p>{t('welcome.penalty')}</p>
          {e && (
            <p className={styles.example}>
              {t('welcome.example', {
                days: e.days,
                coin: e.currency,
                amount: e.amount,
                rate: e.dailyRate,
                held: e.heldDays,
                kept: e.interestKept,
                percent: e.percent,
                left: e.remainingDays,
                penalty: e.penalty,
                returned: e.returned,
              })}
            </p>
          )}
        </div>
      </div>
      <div className={styles.section}>
        <div className={styles.article}>
          <h3>{t('welcome.risksTitle')}</h3>
          <ul>
            <li>{t('welcome.risk1')}</li>
            <li>{t('welcome.risk2')}</li>
            <li>{t('welcome.risk3')}</li>
          </ul>
        </div>
      </div>
      <div className={styles.submit}>
        <Button block color="primary" onClick={() => navigateTo('/pages/lockming/lockming')}>
          {t('welcome.cta')}
        </Button>
      </div>
    </div>
  );
}
