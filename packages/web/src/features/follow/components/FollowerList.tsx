/** My followers as a trader (`/follow/followers`, accounts masked): mode, status, share paid. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FollowType, formatDate, formatNumber } from '@bourse/shared';
import { EmptyState, InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { followersQuery } from '../api.ts';
import styles from './Follow.module.css';

export function FollowerList() {
  const { t } = useTranslation('follow');
  const followers = useInfiniteQuery(followersQuery());
  const rows = followers.data?.pages.flatMap((p) => p.data) ?? [];
  const total = followers.data?.pages[0]?.total;
  return (
    <section className={styles.section}>
      <h3>
        {t('apply.followers')}
        {total !== undefined && <small>{t('list.followers', { count: total })}</small>}
      </h3>
      {followers.isPending ? (
        <InlineLoading />
      ) : followers.isError && rows.length === 0 ? (
        <LoadFailed onRetry={() => void followers.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('apply.noFollowers')} />
      ) : (
        <>
          {rows.map((f, i) => (
            <div key={`${f.account}-${f.created_at}-${i}`} className={styles.follower}>
              <strong>{f.account}</strong>
              <span>{t(`status.${f.status}`)}</span>
              <span>
                {f.type === FollowType.multiple
                  ? t('my.multiple', { number: f.number })
                  : t('my.lots', { count: Number(f.number), number: f.number })}
                {' · '}
                {t('apply.since', { date: formatDate(f.created_at) })}
              </span>
              <span>
                {t('apply.paidYou', {
                  amount: formatNumber(f.shared, 'amount', { decimals: 2, trim: false }),
                })}
              </span>
            </div>
          ))}
          {followers.hasNextPage && (
            <InfiniteScroll
              hasMore={followers.hasNextPage}
              loadMore={async () => {
                await followers.fetchNextPage();
              }}
            >
              <InlineLoading />
            </InfiniteScroll>
          )}
        </>
      )}
    </section>
  );
}
