/** The two verification levels with their limits (spec 6) and each one's state. */
import type { RealState } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { STATUS_KEYS, STATUS_TONES } from '../model.ts';
import styles from './Kyc.module.css';

export function LevelCards({ state }: { state: RealState }) {
  const { t } = useTranslation('kyc');
  const levels = [
    { key: 'basic', s: state.basic },
    { key: 'advanced', s: state.advanced },
  ] as const;
  return (
    <div className={styles.levels}>
      {levels.map(({ key, s }, i) => (
        <section key={key} className={styles.level}>
          <div className={styles.levelHead}>
            <span className={styles.badge}>Lv{i + 1}</span>
            <b>{t(`levels.${key}`)}</b>
            <span className={`${styles.chip} ${styles[STATUS_TONES[s.status] ?? 'muted']}`}>
              {t(`status.${STATUS_KEYS[s.status] ?? 'notVerified'}`)}
            </span>
          </div>
          <ul className={styles.limits}>
            <li>{t(`limits.${key}Withdraw`)}</li>
            <li>{t(`limits.${key}Fiat`)}</li>
          </ul>
          {s.reason && (
            <p className={styles.reason}>
              {t('reason')}: {s.reason}
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
