/** One project of the list: logo, title, phase badge, price, issuance, lock and progress. */
import { useTranslation } from 'react-i18next';
import { IeoPhase, dec, formatDate, type IeoProjectItem } from '@bourse/shared';
import { Num } from '../../../components/Numbers.tsx';
import styles from './Ieo.module.css';

export function PhaseBadge({ item }: { item: IeoProjectItem }) {
  const { t } = useTranslation('ieo');
  if (item.paused && item.time_status !== IeoPhase.finished) {
    return <span className={styles.badgePaused}>{t('phase.paused')}</span>;
  }
  const cls =
    item.time_status === IeoPhase.inProgress
      ? styles.badgeLive
      : item.time_status === IeoPhase.finished
        ? styles.badgeDone
        : styles.badge;
  return <span className={cls}>{t(`phase.${item.time_status}`)}</span>;
}

/**
 * The bar's width: the real percentage, capped at the bar's end when oversubscribed. A
 * percentage too small to see still shows a sliver (the bar's CSS minimum), so "some" is
 * never drawn as "none"; zero stays empty.
 */
export function barWidth(percentage: string): string {
  const p = dec(percentage);
  return `${p.gt(100) ? 100 : p.lt(0) ? 0 : p.toNumber()}%`;
}

export function Progress({ item }: { item: IeoProjectItem }) {
  const { t } = useTranslation('ieo');
  return (
    <div className={styles.progress}>
      <div className={styles.bar} aria-hidden>
        {dec(item.percentage).gt(0) && <i style={{ width: barWidth(item.percentage) }} />}
      </div>
      <div className={styles.barLine}>
        <span>
          {t('card.subscribed')} <Num value={item.total_sell} kind="compact" trim />{' '}
          {item.currency_name}
        </span>
        <span>
          <Num value={item.percentage} kind="amount" decimals={2} />%
        </span>
      </div>
    </div>
  );
}

/** The card's date line: when a warm-up opens, when a live project closes, when it closed. */
function whenLine(item: IeoProjectItem): { key: string; date: string } {
  if (item.time_status === IeoPhase.finished) {
    return { key: 'card.ended', date: formatDate(item.end_ts, true) };
  }
  if (item.time_status === IeoPhase.inProgress) {
    return { key: 'card.ends', date: formatDate(item.end_ts, true) };
  }
  return { key: 'card.starts', date: formatDate(item.start_ts, true) };
}

export function ProjectCard({ item, onOpen }: { item: IeoProjectItem; onOpen: () => void }) {
  const { t } = useTranslation('ieo');
  const when = whenLine(item);
  return (
    <button type="button" className={styles.card} onClick={onOpen}>
      <div className={styles.head}>
        <img className={styles.logo} src={item.logo} alt="" />
        <div className={styles.title}>
          <strong>
            {item.title} ({item.currency_name})
          </strong>
          <span>{item.summary}</span>
        </div>
        <PhaseBadge item={item} />
      </div>
      <div className={styles.stats}>
        <span>
          {t('card.price')}
          <b>
            <Num value={item.price} kind="price" trim /> USDT
          </b>
        </span>
        <span>
          {t('card.issuance')}
          <b>
            <Num value={item.amount} kind="compact" />
          </b>
        </span>
        <span>
          {t('card.lock')}
          <b>{t('card.days', { count: item.day })}</b>
        </span>
      </div>
      <Progress item={item} />
      <div className={styles.when}>
        <span>{t(when.key, { date: when.date })}</span>
        <span className={styles.more}>›</span>
      </div>
    </button>
  );
}
