/**
 * The durations (at most 6, the first preselected, client contract 7.10): each chip shows
 * its payout and the expected return of a bet (the house edge) the server computes from
 * the payout with the shared formula.
 */
import { useTranslation } from 'react-i18next';
import { formatNumber, type OptionDurationItem } from '@bourse/shared';
import styles from './Options.module.css';

export const MAX_DURATIONS = 6;

export function DurationChips({
  durations,
  seconds,
  onChoose,
}: {
  durations: OptionDurationItem[];
  seconds: number | undefined;
  onChoose: (seconds: number) => void;
}) {
  const { t } = useTranslation('options');
  return (
    <div className={styles.chips} role="radiogroup" aria-label={t('form.duration')}>
      {durations.slice(0, MAX_DURATIONS).map((d) => (
        <button
          key={d.seconds}
          type="button"
          role="radio"
          aria-checked={d.seconds === seconds}
          className={d.seconds === seconds ? styles.chipOn : styles.chip}
          onClick={() => onChoose(d.seconds)}
        >
          <strong>{t('form.seconds', { s: d.seconds })}</strong>
          <span className={styles.payout}>
            {t('form.payout', { rate: formatNumber(d.profit_ratio, 'percent', { trim: true }) })}
          </span>
          <span className={styles.edge}>
            {t('form.expected', {
              rate: formatNumber(d.expected_return, 'percent', { sign: true, trim: true }),
            })}
          </span>
        </button>
      ))}
    </div>
  );
}
