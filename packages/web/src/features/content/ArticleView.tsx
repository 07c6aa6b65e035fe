/** An article or announcement (POST /news/detail): title, date and sanitized body. */
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { NewsCategory, formatDate } from '@bourse/shared';
import { NavBar } from '../../components/NavBar.tsx';
import { LoadFailed } from '../../components/StateViews.tsx';
import { articleQuery } from './queries.ts';
import { RichText } from './RichText.tsx';
import styles from './ContentPage.module.css';

/** `id` is NaN when the address carries none: the page then says so instead of asking. */
export function ArticleView({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation('content');
  const article = useQuery(articleQuery(id));
  const valid = Number.isInteger(id) && id > 0;
  return (
    <>
      <NavBar title={title} />
      <article className={styles.page}>
        {!valid && <LoadFailed tall error={new Error(t('article.notFound'))} />}
        {valid && article.isPending && <Skeleton.Paragraph lineCount={8} animated />}
        {article.isError && (
          <LoadFailed tall error={article.error} onRetry={() => void article.refetch()} />
        )}
        {article.data && (
          <>
            <h1 className={styles.title}>{article.data.title}</h1>
            <time className={styles.meta}>{formatDate(article.data.published_at, true)}</time>
            {article.data.cover && article.data.c_id !== NewsCategory.banner && (
              <img className={styles.cover} src={article.data.cover} alt="" />
            )}
            <RichText html={article.data.content} />
          </>
        )}
      </article>
    </>
  );
}
