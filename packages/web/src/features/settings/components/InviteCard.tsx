/**
 * The invite card: a QR code of the invite link (rendered by `qrcode` to a data URL),
 * the invite code and the link, each with a copy button ("copy success", spec 8).
 */
import { useEffect, useState } from 'react';
import { toDataURL } from 'qrcode';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../account/clipboard.ts';
import styles from './InviteCard.module.css';

export function useQrDataUrl(text: string): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let live = true;
    toDataURL(text, {
      margin: 0,
      width: 336,
      errorCorrectionLevel: 'M',
      color: { dark: '#15171c', light: '#ffffff' },
    })
      .then((u) => live && setUrl(u))
      .catch(() => live && setUrl(undefined));
    return () => {
      live = false;
    };
  }, [text]);
  return url;
}

export function InviteCard({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation('settings');
  const qr = useQrDataUrl(link);
  return (
    <div className={styles.card}>
      <div className={styles.qrWrap}>
        {qr && <img className={styles.qr} src={qr} alt={t('share.qrAlt')} />}
      </div>
      <p className={styles.qrCaption}>{t('share.scan')}</p>
      <div className={styles.item}>
        <div className={styles.itemMain}>
          <div className={styles.itemLabel}>{t('share.code')}</div>
          <div className={`${styles.itemValue} ${styles.code}`}>{code}</div>
        </div>
        <button type="button" className={styles.copy} onClick={() => void copyText(code)}>
          <FileOutline /> {t('common:actions.copy')}
        </button>
      </div>
      <div className={styles.item}>
        <div className={styles.itemMain}>
          <div className={styles.itemLabel}>{t('share.link')}</div>
          <div className={styles.itemValue}>{link}</div>
        </div>
        <button type="button" className={styles.copy} onClick={() => void copyText(link)}>
          <FileOutline /> {t('common:actions.copy')}
        </button>
      </div>
    </div>
  );
}

export { styles as inviteStyles };
