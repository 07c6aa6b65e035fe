/**
 * One product of the list: APR large, the linked price against the index now, the term,
 * the settlement time, sold progress and shares left, and the invest button.
 */
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DualProductState, formatDate, formatNumber, type DualProductItem } from '@bourse/shared';
import { distancePercent } from '../math.ts';
import styles from './Dual.module.css';

export function ProductCard({
  item,
  indexPrice,
  onOpen,
}: {
  item: DualProductItem;
  indexPrice: string | undefined;
  onOpen: () => void;
}) {
  const { t } = useTranslation('dual');
  const distance = distancePercent(item.exercise_price, indexPrice);
  const buyable = item.status === 1;
  const label = buyable
    ? t('card.buy')
    : item.state === DualProductState.paused
      ? t('card.paused')
      : item.remaining_number <= 0
        ? t('card.soldOut')
        : t('card.closed');
  return (
    <article className={styles.card} aria-label={`${item.name} ${item.exercise_price}`}>
      <div className={styles.cardTop}>
        <div className={styles.apr}>
          <strong>{formatNumber(item.rate, 'percent')}</strong>
          {t('card.apr')}
        </div>
        <div className={styles.linked}>
          {t('card.linked')}
          <strong>{formatNumber(item.exercise_price, 'price', { decimals: 2 })}</strong>
          {distance !== null && (
            <span className={distance.startsWith('-') ? styles.chipDown : styles.chipUp}>
              {t('card.vsIndex', { percent: distance.startsWith('-') ? distance : `+${distance}` })}
            </span>
          )}
        </div>
      </div>
      <div className={styles.facts}>
        <div>
          {t('card.term')}
          <b>{t('card.days', { count: item.day })}</b>
        </div>
        <div>
          {t('card.maturity')}
          <b>{formatDate(item.end_time, true)}</b>
        </div>
        <div>
          {t('card.share')}
          <b>
            {formatNumber(item.per_price, 'amount')} {item.invest_currency}
          </b>
        </div>
      </div>
      <div className={styles.bar} role="progressbar" aria-valuenow={Number(item.progress)}>
        <i style={{ width: `${Math.min(100, Number(item.progress))}%` }} />
      </div>
      <div className={styles.cardFoot}>
        <span>
          {t('card.left', { remaining: item.remaining_number, total: item.total_number })}
        </span>
        <Button size="small" color="primary" disabled={!buyable} onClick={onOpen}>
          {label}
        </Button>
      </div>
    </article>
  );
}
