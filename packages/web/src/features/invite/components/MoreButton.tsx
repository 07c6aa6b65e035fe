import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './Invite.module.css';

export function MoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const { t } = useTranslation('invite');
  return (
    <li className={styles.more}>
      <Button block fill="none" loading={loading} onClick={onClick}>
        {t('more')}
      </Button>
    </li>
  );
}
