/**
 * The home banners (news category 5): a looping carousel; a tap follows the banner's link.
 * Like every block with server-localized content, it uses useTranslation, so a language
 * change re-renders it and its query key (which carries the language) changes.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NewsCategory } from '@bourse/shared';
import { newsListQuery } from '../content/queries.ts';
import { openLink } from '../content/openLink.ts';
import { Carousel } from './Carousel.tsx';
import styles from './BannerSwiper.module.css';

const AUTOPLAY_MS = 4000;

export function BannerSwiper() {
  const { t } = useTranslation('home');
  const banners = useQuery(newsListQuery(NewsCategory.banner));
  const items = (banners.data?.list ?? []).filter((b) => b.cover);
  if (banners.isPending)
    return <div className={`${styles.frame} ${styles.placeholder}`} aria-hidden="true" />;
  if (items.length === 0) return null;
  return (
    <div className={styles.frame}>
      <Carousel
        label={t('banner.label')}
        intervalMs={AUTOPLAY_MS}
        slides={items.map((b) => (
          <button
            key={b.id}
            type="button"
            className={styles.slide}
            onClick={() => openLink(b.link, b.id)}
            aria-label={b.title}
          >
            <img src={b.cover} alt={b.title} className={styles.image} draggable={false} />
          </button>
        ))}
      />
    </div>
  );
}
