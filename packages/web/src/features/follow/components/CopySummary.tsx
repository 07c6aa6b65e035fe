/**
 * "What will happen", in plain words, from the form as it stands: the copy size for a
 * trade of this trader (the job's own rounding), where copies open and at what price, the
 * cap, the deadline, the profit share, and when a copy is skipped.
 */
import { useTranslation } from 'react-i18next';
import { FollowType, formatDate, formatNumber } from '@bourse/shared';
import { copyExample, type FollowDraft } from '../math.ts';
import styles from './Follow.module.css';

const DAY_MS = 86_400_000;

export function CopySummary({
  draft,
  valid,
  name,
  sharePercent,
  exampleLots,
}: {
  draft: FollowDraft;
  valid: boolean;
  name: string;
  sharePercent: string;
  exampleLots: string;
}) {
  const { t } = useTranslation('follow');
  const example = valid ? copyExample(draft, exampleLots) : undefined;
  const days = Number(draft.days.trim());
  const cap = draft.amount.trim();
  return (
    <div className={styles.section}>
      <h3>{t('summary.title')}</h3>
      <p className={styles.summary} data-testid="copy-summary">
        {!example
          ? t('summary.fix')
          : draft.type === FollowType.multiple
            ? t('summary.multiple', {
                name,
                trader: example.traderLots,
                yours: example.yourLots,
              }) + (example.rounded ? ` ${t('summary.rounded')}` : '')
            : t('summary.fixed', { name, yours: example.yourLots })}
      </p>
      <ul className={styles.summaryList}>
        <li>{t('summary.price', { name })}</li>
        <li>
          {valid && cap
            ? t('summary.cap', { cap: formatNumber(cap, 'amount'), name })
            : t('summary.noCap')}
        </li>
        <li>
          {valid && draft.days.trim()
            ? t('summary.until', { date: formatDate(Date.now() + days * DAY_MS, true) })
            : t('summary.noDeadline')}
        </li>
        <li>{t('summary.share', { name, percent: formatNumber(sharePercent, 'percent') })}</li>
        <li>{t('summary.skips')}</li>
      </ul>
    </div>
  );
}
