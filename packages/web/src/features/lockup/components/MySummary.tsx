/**
 * "My lock-ups" on the plans page: per coin, the principal of the running orders, the
 * interest credited so far and the next credit (when and how much). Amounts of different
 * coins are never added together. Signed out, a sign-in prompt.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@bourse/shared';
import { navigateTo, requireLogin } from '../../../app/nav.ts';
import { Num } from '../../../components/Numbers.tsx';
import { InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { useSession } from '../../../store/session.ts';
import { SUMMARY_LIMIT, ordersQuery } from '../api.ts';
import { summarize } from '../math.ts';
import styles from './Lockup.module.css';

const ORDERS_PATH = '/pages/lockming/order';

export function MySummary() {
  const { t } = useTranslation('lockup');
  const signedIn = !!useSession((s) => s.token);
  const orders = useQuery({ ...ordersQuery(1, SUMMARY_LIMIT), enabled: signedIn });
  const rows = orders.data ? summarize(orders.data.order_list) : [];
  const running = rows.reduce((n, r) => n + r.running, 0);
  return (
    <section className={styles.summary} aria-label={t('summary.title')}>
      <div className={styles.summaryHead}>
        <h3>{t('summary.title')}</h3>
        {signedIn ? (
          <span className={styles.link} role="link" onClick={() => navigateTo(ORDERS_PATH)}>
            {t('summary.view')} ›
          </span>
        ) : null}
      </div>
      {!signedIn ? (
        <span className={styles.link} role="link" onClick={() => requireLogin(ORDERS_PATH)}>
          {t('summary.signIn')}
        </span>
      ) : orders.isPending ? (
        <InlineLoading />
      ) : orders.isError ? (
        <LoadFailed onRetry={() => void orders.refetch()} />
      ) : rows.length === 0 ? (
        <span className={styles.muted}>{t('summary.none')}</span>
      ) : (
        <>
          <span className={styles.muted}>{t('summary.running', { count: running })}</span>
          {rows.map((r) => (
            <div key={r.currency} className={styles.coinBlock}>
              <div className={styles.coinRow}>
                <span className={styles.coinName}>{r.currency}</span>
                <div>
                  {t('summary.principal')}
                  <b>
                    <Num value={r.principal} kind="amount" />
                  </b>
                </div>
                <div>
                  {t('summary.interest')}
                  <b className={styles.up}>
                    <Num value={r.interest} kind="amount" />
                  </b>
                </div>
              </div>
              {r.next && (
                <div className={styles.nextLine}>
                  <span>{t('summary.next')}</span>
                  <span>
                    <b>
                      +<Num value={r.next.amount} kind="amount" /> {r.currency}
                    </b>{' '}
                    · {formatDate(r.next.at.getTime(), true)}
                  </span>
                </div>
              )}
            </div>
          ))}
        </>
      )}
    </section>
  );
}
