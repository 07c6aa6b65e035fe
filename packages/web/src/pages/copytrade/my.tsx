/**
 * My traders (spec 2 "copytrade/my", issue 12), behind the login gate: how many traders I
 * copy of the most allowed, what the copies earned and paid, and each follow with its
 * settings, earnings, open copies, deadline, Edit and Stop.
 */
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FollowStatus, dec, formatNumber } from '@bourse/shared';
import { AuthGate } from '../../app/AuthGate.tsx';
import { navigateTo } from '../../app/nav.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { direction } from '../../components/Numbers.tsx';
import { EmptyState, InlineLoading, LoadFailed } from '../../components/StateViews.tsx';
import { mineQuery } from '../../features/follow/api.ts';
import { FollowCard } from '../../features/follow/components/FollowCard.tsx';
import { useSession } from '../../store/session.ts';
import styles from '../../features/follow/components/Follow.module.css';

const sum = (values: string[]) => values.reduce((a, v) => a.add(v || '0'), dec(0)).toFixed();

function MyTraders() {
  const { t } = useTranslation('follow');
  useSession((s) => s.token);
  const mine = useQuery(mineQuery());
  if (mine.isPending) return <InlineLoading tall />;
  if (mine.isError) return <LoadFailed onRetry={() => void mine.refetch()} />;
  const { follows, max_traders: max } = mine.data;
  const active = follows.filter((f) => f.status === FollowStatus.active).length;
  const realised = sum(follows.map((f) => f.realised));
  const now = Date.now();
  return (
    <>
      <div className={styles.overview}>
        <div>
          {t('my.copying')}
          <b>
            {active} / {max}
          </b>
        </div>
        <div>
          {t('my.realised')}
          <b className={direction(realised) ? styles[direction(realised)] : ''}>
            {formatNumber(realised, 'amount', { decimals: 2, sign: true, trim: false })}
          </b>
        </div>
        <div>
          {t('my.shared')}
          <b>
            {formatNumber(sum(follows.map((f) => f.shared)), 'amount', {
              decimals: 2,
              trim: false,
            })}
          </b>
        </div>
      </div>
      {follows.length === 0 ? (
        <EmptyState title={t('my.empty')}>
          <Button size="small" color="primary" onClick={() => navigateTo('/pages/follow/index')}>
            {t('actions.findTraders')}
          </Button>
        </EmptyState>
      ) : (
        <>
          {active >= max && (
            <p className={styles.hint} style={{ margin: '0 16px 10px' }}>
              {t('my.full', { max })}
            </p>
          )}
          {follows.map((f) => (
            <FollowCard key={f.id} follow={f} nowMs={now} />
          ))}
        </>
      )}
    </>
  );
}

export default function MyTradersPage() {
  const { t } = useTranslation('follow');
  return (
    <div className={styles.page}>
      <NavBar
        title={t('my.title')}
        right={
          <span
            className={styles.link}
            role="link"
            onClick={() => navigateTo('/pages/copytrade/copy')}
          >
            {t('list.myCopies')}
          </span>
        }
      />
      <AuthGate>
        <MyTraders />
      </AuthGate>
    </div>
  );
}
