/**
 * Copy trading (spec 2 "follow/index", issue 12): the approved traders, the most followed
 * first, page by page, with their figures from real closed positions; entries to "my
 * copies", "my traders" and "become a trader".
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { InfiniteScroll } from 'antd-mobile';
import { HistogramOutline, TeamOutline, UserAddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { navigateTo, requireLogin } from '../../app/nav.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { EmptyState, InlineLoading, LoadFailed } from '../../components/StateViews.tsx';
import { tradersQuery } from '../../features/follow/api.ts';
import { TraderCard } from '../../features/follow/components/TraderCard.tsx';
import { useSession } from '../../store/session.ts';
import styles from '../../features/follow/components/Follow.module.css';

const go = (path: string) => {
  if (requireLogin(path)) navigateTo(path);
};

export default function FollowIndexPage() {
  const { t } = useTranslation('follow');
  // The key carries the token: signing in marks the traders followed.
  useSession((s) => s.token);
  const traders = useInfiniteQuery(tradersQuery());
  const rows = traders.data?.pages.flatMap((p) => p.data) ?? [];
  const total = traders.data?.pages[0]?.total;
  return (
    <div className={styles.page}>
      <NavBar title={t('list.title')} />
      <div className={styles.hero}>
        <h2>{t('list.heroTitle')}</h2>
        <p>{t('list.heroText')}</p>
        <div className={styles.heroButtons}>
          <button
            type="button"
            className={styles.heroButton}
            onClick={() => go('/pages/copytrade/copy')}
          >
            <HistogramOutline />
            {t('list.myCopies')}
          </button>
          <button
            type="button"
            className={styles.heroButton}
            onClick={() => go('/pages/copytrade/my')}
          >
            <TeamOutline />
            {t('list.myTraders')}
          </button>
          <button
            type="button"
            className={styles.heroButton}
            onClick={() => go('/pages/copytrade/trader')}
          >
            <UserAddOutline />
            {t('list.become')}
          </button>
        </div>
      </div>
      <h3 className={styles.sectionTitle}>
        {t('list.traders')}
        {total !== undefined && <small>{t('list.count', { count: total })}</small>}
      </h3>
      {traders.isPending ? (
        <InlineLoading tall />
      ) : traders.isError && rows.length === 0 ? (
        <LoadFailed onRetry={() => void traders.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('list.empty')} />
      ) : (
        <div className={styles.list}>
          {rows.map((trader) => (
            <TraderCard
              key={trader.id}
              trader={trader}
              onOpen={() => navigateTo('/pages/follow/trader', { id: trader.id })}
            />
          ))}
          {traders.hasNextPage && (
            <InfiniteScroll
              hasMore={traders.hasNextPage}
              loadMore={async () => {
                await traders.fetchNextPage();
              }}
            >
              <InlineLoading />
            </InfiniteScroll>
          )}
        </div>
      )}
    </div>
  );
}
