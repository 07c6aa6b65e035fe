/**
 * Announcements (news category 6), endless scroll ending in "no more data". Those newer
 * than the last visit carry a dot; opening the list counts them as seen (seen.ts).
 */
import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { NewsCategory } from '@bourse/shared';
import { navigateTo } from '../../app/nav.ts';
import { EmptyState, InlineLoading, LoadFailed } from '../../components/StateViews.tsx';
import { newsInfiniteQuery } from './queries.ts';
import { ArticleRow } from './ArticleRow.tsx';
import { ANNOUNCEMENT_DETAIL_PATH } from './openLink.ts';
import { announcementsSeenAt, markAnnouncementsSeen } from './seen.ts';
import styles from './MailList.module.css';

export function AnnouncementList({ onSeen }: { onSeen?: () => void }) {
  const { t } = useTranslation('content');
  const list = useInfiniteQuery(newsInfiniteQuery(NewsCategory.announcement));
  // The dots show what was new when the list opened, even after it is marked seen.
  const [seenBefore] = useState(announcementsSeenAt);
  const newest = list.data?.pages[0]?.list[0]?.published_at;
  useEffect(() => {
    if (newest === undefined) return;
    markAnnouncementsSeen(newest);
    onSeen?.();
  }, [newest, onSeen]);

  if (list.isPending) return <InlineLoading tall />;
  if (list.isError)
    return <LoadFailed tall error={list.error} onRetry={() => void list.refetch()} />;
  const items = list.data.pages.flatMap((p) => p.list);
  if (items.length === 0) return <EmptyState tall title={t('announcements.empty')} />;
  return (
    <>
      <div className={styles.list}>
        {items.map((a) => (
          <ArticleRow
            key={a.id}
            item={a}
            unread={a.published_at > seenBefore}
            onOpen={() => navigateTo(ANNOUNCEMENT_DETAIL_PATH, { id: a.id })}
          />
        ))}
      </div>
      <InfiniteScroll
        loadMore={async () => void (await list.fetchNextPage({ throwOnError: true }))}
        hasMore={list.hasNextPage}
      >
        {list.hasNextPage ? (
          <InlineLoading />
        ) : (
          <span className={styles.end}>{t('common:states.noMore')}</span>
        )}
      </InfiniteScroll>
    </>
  );
}
