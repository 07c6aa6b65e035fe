/** How a level is computed, in plain words (the rules of the server's daily assessment). */
import { useTranslation } from 'react-i18next';
import styles from './Vip.module.css';

const RULES = ['either', 'volume', 'holdings', 'daily', 'discount'] as const;

export function VipRules({ days, time }: { days: number; time: string }) {
  const { t } = useTranslation('vip');
  return (
    <section className={styles.card}>
      <h3 className={styles.cardTitle}>{t('rules.title')}</h3>
      <ol className={styles.rules}>
        {RULES.map((rule) => (
          <li key={rule}>{t(`rules.${rule}`, { days, time })}</li>
        ))}
      </ol>
    </section>
  );
}
