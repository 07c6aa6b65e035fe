/** Home header: the site's logo and name, language/settings and messages (with unread dot). */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Badge } from 'antd-mobile';
import { GlobalOutline, MailOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../app/nav.ts';
import { useSession } from '../../store/session.ts';
import { mailInfiniteQuery, siteConfigQuery } from '../content/queries.ts';
import { MAIL_HUB_PATH } from '../content/openLink.ts';
import styles from './HomeHeader.module.css';

export const SETTINGS_PATH = '/pages/setting/setting';

export function HomeHeader() {
  const { t } = useTranslation('home');
  const signedIn = useSession((s) => s.token !== null);
  const site = useQuery(siteConfigQuery());
  const mail = useInfiniteQuery(mailInfiniteQuery(signedIn));
  const unread = signedIn ? (mail.data?.pages[0]?.unread ?? 0) : 0;
  const logo = site.data?.site_logo || `${import.meta.env.BASE_URL}logo.svg`;
  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <img className={styles.logo} src={logo} alt="" width={28} height={28} />
        <span className={styles.name}>{site.data?.site_name ?? 'Bourse'}</span>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.icon}
          aria-label={t('header.settings')}
          onClick={() => navigateTo(SETTINGS_PATH)}
        >
          <GlobalOutline />
        </button>
        <button
          type="button"
          className={styles.icon}
          aria-label={
            unread > 0 ? t('header.messagesUnread', { count: unread }) : t('header.messages')
          }
          onClick={() => navigateTo(MAIL_HUB_PATH)}
        >
          <Badge
            content={unread > 0 ? Badge.dot : null}
            style={{ '--right': '2px', '--top': '2px' }}
          >
            <MailOutline />
          </Badge>
        </button>
      </div>
    </header>
  );
}
