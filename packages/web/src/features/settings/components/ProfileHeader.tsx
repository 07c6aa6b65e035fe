/** The settings hub header: avatar, nickname, UID and verification; or a sign-in card. */
import { RightOutline } from 'antd-mobile-icons';
import { ReviewStatus, type UserInfo } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../account/components/Avatar.tsx';
import styles from './ProfileHeader.module.css';

const REVIEW_KEYS: Record<number, string> = {
  [ReviewStatus.notVerified]: 'review.notVerified',
  [ReviewStatus.verifying]: 'review.verifying',
  [ReviewStatus.verified]: 'review.verified',
  [ReviewStatus.failed]: 'review.failed',
};

export function ProfileHeader({ user, onOpen }: { user: UserInfo; onOpen: () => void }) {
  const { t } = useTranslation('settings');
  const verified = user.review_status === ReviewStatus.verified;
  return (
    <button type="button" className={styles.card} onClick={onOpen}>
      <Avatar src={user.head_portrait} name={user.nickname} size={56} />
      <span className={styles.main}>
        <span className={styles.name}>{user.nickname}</span>
        <span className={styles.meta}>
          <span className={styles.uid}>UID {user.id}</span>
          <span className={`${styles.badge} ${verified ? styles.badgeOk : ''}`}>
            {t(REVIEW_KEYS[user.review_status] ?? 'review.notVerified')}
          </span>
        </span>
      </span>
      <RightOutline className={styles.arrow} />
    </button>
  );
}

export function GuestHeader({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <button type="button" className={styles.card} onClick={onSignIn}>
      <Avatar name="B" size={56} />
      <span className={styles.main}>
        <span className={styles.name}>{t('hub.guestTitle')}</span>
        <span className={styles.meta}>{t('hub.guestSubtitle')}</span>
      </span>
      <span className={styles.guestButton}>{t('hub.signIn')}</span>
    </button>
  );
}
