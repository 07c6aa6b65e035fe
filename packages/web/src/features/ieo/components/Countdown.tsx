/** Days, hours, minutes and seconds to an instant, from the server's clock (not the phone's). */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Ieo.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

export function Countdown({ toTs, serverNowTs }: { toTs: number; serverNowTs: number }) {
  const { t } = useTranslation('ieo');
  // The phone's clock may be off: count from the server's "now" when the page loaded.
  const [offsetMs] = useState(() => serverNowTs * 1000 - Date.now());
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offsetMs), 1000);
    return () => clearInterval(timer);
  }, [offsetMs]);
  const left = Math.max(0, Math.floor((toTs * 1000 - now) / 1000));
  const d = Math.floor(left / 86400);
  const h = Math.floor((left % 86400) / 3600);
  const m = Math.floor((left % 3600) / 60);
  const s = left % 60;
  return (
    <div className={styles.countdown} role="timer">
      <b>{d}</b>
      {t('time.d')}
      <b>{pad(h)}</b>
      {t('time.h')}
      <b>{pad(m)}</b>
      {t('time.m')}
      <b>{pad(s)}</b>
      {t('time.s')}
    </div>
  );
}
