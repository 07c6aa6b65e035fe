/** "Add to home screen", step by step for each platform, this device's platform first. */
import { useTranslation } from 'react-i18next';
import { platformsFor, type Platform } from '../platform.ts';
import styles from './Download.module.css';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

export function PlatformGuide({ detected }: { detected: Platform }) {
  const { t } = useTranslation('download');
  return (
    <section className={styles.guide}>
      <h2 className={styles.sectionTitle}>{t('stepsTitle')}</h2>
      {platformsFor(detected).map((platform) => (
        <article
          key={platform}
          className={platform === detected ? `${styles.platform} ${styles.mine}` : styles.platform}
          aria-labelledby={`download-${platform}`}
          data-platform={platform}
        >
          <header className={styles.platformHead}>
            <h3 id={`download-${platform}`} className={styles.platformName}>
              {t(`platforms.${platform}`)}
            </h3>
            {platform === detected && <span className={styles.badge}>{t('yourDevice')}</span>}
          </header>
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step}>{t(`steps.${platform}.${step}`)}</li>
            ))}
          </ol>
        </article>
      ))}
    </section>
  );
}
