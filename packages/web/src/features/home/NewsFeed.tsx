/** The home news list (news category 4): newest first, more on demand. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { NewsCategory } from '@bourse/shared';
import { navigateTo } from '../../app/nav.ts';
import { EmptyState, InlineLoading, LoadFailed } from '../../components/StateViews.tsx';
import { newsInfiniteQuery } from '../content/queries.ts';
import { ArticleRow } from '../content/ArticleRow.tsx';
import { ARTICLE_PATH } from '../content/openLink.ts';
import styles from './NewsFeed.module.css';

export function NewsFeed() {
  const { t } = useTranslation('home');
  const news = useInfiniteQuery(newsInfiniteQuery(NewsCategory.news));
  const items = news.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className={styles.card} aria-labelledby="news-title">
      <h2 id="news-title" className={styles.title}>
        {t('news.title')}
      </h2>
      {news.isPending && <InlineLoading />}
      {news.isError && <LoadFailed error={news.error} onRetry={() => void news.refetch()} />}
      {news.isSuccess && items.length === 0 && <EmptyState title={t('news.empty')} />}
      <div>
        {items.map((item) => (
          <ArticleRow
            key={item.id}
            item={item}
            onOpen={() => navigateTo(ARTICLE_PATH, { id: item.id })}
          />
        ))}
      </div>
      {news.hasNextPage && (
        <Button
          block
          fill="none"
          className={styles.more}
          loading={news.isFetchingNextPage}
          onClick={() => void news.fetchNextPage()}
        >
          {t('news.more')}
        </Button>
      )}
    </section>
  );
}
