/**
 * One option order in the orders page: pair, direction, duration, stake, BOTH prices with
 * the second each was recorded, the outcome and `fact_profits`; a running one shows its
 * time left. "Verify" opens the recomputation.
 */
import { useTranslation } from 'react-i18next';
import { OptionDirection, OptionStatus, formatNumber, type OptionListItem } from '@bourse/shared';
import { direction } from '../../../components/Numbers.tsx';
import { countdownText } from '../math.ts';
import { secondTime } from '../time.ts';
import styles from './Options.module.css';

export function OptionOrderCard({
  order,
  leftMs,
  onVerify,
}: {
  order: OptionListItem;
  leftMs: number | undefined;
  onVerify: (id: number) => void;
}) {
  const { t } = useTranslation('options');
  const up = order.type === OptionDirection.up;
  const open = order.status === OptionStatus.open;
  return (
    <article className={styles.card} aria-label={`${order.symbol_name} #${order.id}`}>
      <header className={styles.cardTop}>
        <span className={up ? styles.tagUp : styles.tagDown}>
          {t(up ? 'form.up' : 'form.down')}
        </span>
        <strong>{order.symbol_name}</strong>
        <span className={styles.muted}>{t('form.seconds', { s: order.seconds })}</span>
        {open ? (
          <span className={styles.live} role="timer">
            {leftMs === undefined || leftMs === 0
              ? t('open.settling')
              : t('orders.left', { time: countdownText(leftMs) })}
          </span>
        ) : (
          <span className={`${styles.outcome} ${styles[order.outcome ?? 'tie']}`}>
            {t(`outcome.${order.outcome ?? 'tie'}`)}
          </span>
        )}
      </header>
      <dl className={styles.grid}>
        <div>
          <dt>{t('orders.stake')}</dt>
          <dd>{formatNumber(order.number, 'amount')}</dd>
        </div>
        <div>
          <dt>{t('orders.payout')}</dt>
          <dd>{formatNumber(order.profit_ratio, 'percent', { trim: true })}</dd>
        </div>
        <div>
          <dt>{t('orders.profit')}</dt>
          <dd className={direction(open ? undefined : order.fact_profits)}>
            {open ? '—' : formatNumber(order.fact_profits, 'amount', { sign: true })}
          </dd>
        </div>
        <div>
          <dt>{t('orders.openPrice')}</dt>
          <dd>{formatNumber(order.open_price, 'price')}</dd>
          <dd className={styles.second}>{secondTime(order.open_at)}</dd>
        </div>
        <div>
          <dt>{t('orders.closePrice')}</dt>
          <dd>{order.close_price === null ? '—' : formatNumber(order.close_price, 'price')}</dd>
          <dd className={styles.second}>
            {order.close_at === null ? '' : secondTime(order.close_at)}
          </dd>
        </div>
        <div>
          <dt>{t('orders.settled')}</dt>
          <dd className={styles.second}>{order.handled_at || '—'}</dd>
        </div>
      </dl>
      {!open && (
        <button type="button" className={styles.verify} onClick={() => onVerify(order.id)}>
          {t('orders.verify')}
        </button>
      )}
    </article>
  );
}
