/** The marketplace's header action: "My NFTs", with the unread messages counted (signed in only). */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PicturesOutline } from 'antd-mobile-icons';
import { navigateTo } from '../../../app/nav.ts';
import { useSession } from '../../../store/session.ts';
import { messagesQuery, unreadCount } from '../api.ts';
import styles from './Nft.module.css';

export function MyNftButton() {
  const { t } = useTranslation('nft');
  const signedIn = !!useSession((s) => s.token);
  const messages = useQuery({ ...messagesQuery(), enabled: signedIn });
  if (!signedIn) return null;
  const unread = unreadCount(messages.data);
  return (
    <button
      type="button"
      className={styles.navAction}
      onClick={() => navigateTo('/pages/nft/myNft')}
      aria-label={unread > 0 ? t('list.mineUnread', { n: unread }) : t('list.mine')}
    >
      <PicturesOutline />
      {t('list.mine')}
      {unread > 0 && <span className={styles.count}>{unread > 99 ? '99+' : unread}</span>}
    </button>
  );
}
