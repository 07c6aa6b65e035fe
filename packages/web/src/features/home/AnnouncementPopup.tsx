/**
 * The launch popup (GET /news/index_pop): shown once per announcement on this device.
 * Closing it or opening its details both count as seen.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, CenterPopup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../app/nav.ts';
import { popupQuery } from '../content/queries.ts';
import { ANNOUNCEMENT_DETAIL_PATH } from '../content/openLink.ts';
import { dismissPopup, isPopupDismissed } from '../content/seen.ts';
import { RichText } from '../content/RichText.tsx';
import styles from './AnnouncementPopup.module.css';

export function AnnouncementPopup() {
  const { t } = useTranslation('home');
  const popup = useQuery(popupQuery());
  const [closedId, setClosedId] = useState<number>();
  const item = popup.data;
  const visible = !!item && closedId !== item.id && !isPopupDismissed(item.id);
  if (!item) return null;

  const close = () => {
    dismissPopup(item.id);
    setClosedId(item.id);
  };
  const details = () => {
    close();
    navigateTo(ANNOUNCEMENT_DETAIL_PATH, { id: item.id });
  };

  return (
    <CenterPopup
      visible={visible}
      onMaskClick={close}
      bodyClassName={styles.body}
      aria-label={item.title}
    >
      <div className={styles.badge}>{t('popup.badge')}</div>
      <h2 className={styles.title}>{item.title}</h2>
      <div className={styles.content}>
        <RichText html={item.content} />
      </div>
      <div className={styles.buttons}>
        <Button block className={styles.secondary} onClick={close}>
          {t('popup.close')}
        </Button>
        <Button block color="primary" onClick={details}>
          {t('popup.details')}
        </Button>
      </div>
    </CenterPopup>
  );
}
