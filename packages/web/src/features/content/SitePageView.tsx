/** About us, contact us, operational compliance: one rich-text page each. */
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@bourse/shared';
import { NavBar } from '../../components/NavBar.tsx';
import { LoadFailed } from '../../components/StateViews.tsx';
import { sitePageQuery, type SiteSlug } from './queries.ts';
import { RichText } from './RichText.tsx';
import styles from './ContentPage.module.css';

export function SitePageView({ slug, fallbackTitle }: { slug: SiteSlug; fallbackTitle: string }) {
  const { t } = useTranslation('content');
  const page = useQuery(sitePageQuery(slug));
  return (
    <>
      <NavBar title={page.data?.title || fallbackTitle} />
      <div className={styles.page}>
        {page.isPending && <Skeleton.Paragraph lineCount={10} animated />}
        {page.isError && <LoadFailed tall error={page.error} onRetry={() => void page.refetch()} />}
        {page.data && (
          <div className={styles.card}>
            <RichText html={page.data.content} />
            <time className={styles.updated}>
              {t('sitePage.updated', { date: formatDate(page.data.updated_at) })}
            </time>
          </div>
        )}
      </div>
    </>
  );
}
