/** The announcement notice bar (news category 6): titles scroll by; a tap opens the list. */
import { useQuery } from '@tanstack/react-query';
import { NoticeBar } from 'antd-mobile';
import { RightOutline, SoundOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { NewsCategory } from '@bourse/shared';
import { navigateTo } from '../../app/nav.ts';
import { newsListQuery } from '../content/queries.ts';
import { ANNOUNCEMENTS_PATH } from '../content/openLink.ts';
import styles from './AnnouncementBar.module.css';

const SHOWN = 5;

export function AnnouncementBar() {
  const { t } = useTranslation('home');
  const list = useQuery(newsListQuery(NewsCategory.announcement, SHOWN));
  const titles = (list.data?.list ?? []).map((a) => a.title);
  if (titles.length === 0) return null;
  return (
    <div
      className={styles.bar}
      role="link"
      tabIndex={0}
      aria-label={t('notice.label')}
      onClick={() => navigateTo(ANNOUNCEMENTS_PATH)}
      onKeyDown={(e) => e.key === 'Enter' && navigateTo(ANNOUNCEMENTS_PATH)}
    >
      <NoticeBar
        className={styles.notice}
        icon={<SoundOutline className={styles.sound} />}
        content={titles.join('\u2003\u2003•\u2003\u2003')}
        extra={<RightOutline className={styles.more} />}
        speed={40}
        delay={1500}
        color="default"
      />
    </div>
  );
}
