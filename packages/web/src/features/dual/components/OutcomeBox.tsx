/**
 * The two outcomes of a purchase, both computed with the shared settlement function:
 * "if the price at <maturity> is below / at or above K you receive ...".
 */
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@bourse/shared';
import type { PurchasePreview } from '../math.ts';
import styles from './Dual.module.css';

export function OutcomeBox({
  preview,
  coin,
  linkedPrice,
  endTime,
}: {
  preview: PurchasePreview;
  coin: string;
  linkedPrice: string;
  endTime: string;
}) {
  const { t } = useTranslation('dual');
  const price = formatNumber(linkedPrice, 'price', { decimals: 2 });
  const time = formatDate(endTime, true);
  return (
    <div className={styles.outcomes} aria-label={t('outcome.title')}>
      {preview.cases.map((c) => (
        <div
          key={c.when}
          className={c.converted ? styles.caseConverted : styles.case}
          data-testid={`outcome-${c.when}`}
        >
          <span>{t(`outcome.${c.when}`, { coin, price, time })}</span>
          <strong>
            {formatNumber(c.amount.toFixed(), 'amount')} {c.currency}
          </strong>
          <span>
            {c.converted
              ? t('outcome.converted', { price })
              : t('outcome.kept', { currency: c.currency })}
          </span>
        </div>
      ))}
      <span className={styles.hint}>{t('outcome.source')}</span>
    </div>
  );
}
