/**
 * One line of the copy history (`/follow/copies`): what happened to this follower for one
 * trade of a trader. Opened and closed copies show the trader's recorded index price, its
 * source and second; a closed one its net P/L and the profit share paid; a skipped one why,
 * in words with its figures.
 */
import { useTranslation } from 'react-i18next';
import { CopyOutcome, LeverSide, formatNumber, type CopyItem } from '@bourse/shared';
import { navigateTo } from '../../../app/nav.ts';
import { direction } from '../../../components/Numbers.tsx';
import { secondTime } from '../../options/time.ts';
import { skipExplanation } from '../math.ts';
import styles from './Follow.module.css';

const TAGS: Record<CopyOutcome, string> = {
  opened: styles.tagOn!,
  skipped: styles.tagWarn!,
  closed: styles.tag!,
  detached: styles.tagOff!,
};

const usdt = (v: string, sign = false) =>
  formatNumber(v, 'amount', { decimals: 2, sign, trim: false });
/** A recorded second that wraps only between date and time. */
const stampTime = (at: number) => secondTime(at).replace(/-/g, '\u2011');

export function CopyRow({ item, net }: { item: CopyItem; net: string | undefined }) {
  const { t } = useTranslation('follow');
  const long = item.side === LeverSide.long;
  const closed = item.outcome === CopyOutcome.closed;
  const why = item.outcome === CopyOutcome.skipped ? skipExplanation(item) : undefined;
  const tone = direction(net);
  return (
    <article className={styles.copy} aria-label={`${t(`outcome.${item.outcome}`)} ${item.symbol}`}>
      <div className={styles.copyTop}>
        <span className={TAGS[item.outcome]}>{t(`outcome.${item.outcome}`)}</span>
        <span className={long ? styles.sideLong : styles.sideShort}>
          {t(long ? 'side.long' : 'side.short')}
        </span>
        <strong>{item.symbol}</strong>
        <time>{secondTime(item.created_at)}</time>
      </div>
      <dl className={styles.copyGrid}>
        <div>
          <dt>{t('copies.trader')}</dt>
          <dd>{item.trader_nickname}</dd>
        </div>
        <div>
          <dt>{t('copies.lots')}</dt>
          <dd>{item.lots}</dd>
        </div>
        {closed ? (
          <div>
            <dt>{t('copies.net')}</dt>
            <dd className={tone ? styles[tone] : ''}>
              {net === undefined ? '—' : usdt(net, true)}
            </dd>
          </div>
        ) : item.outcome === CopyOutcome.detached ? (
          <div>
            <dt>{t('copies.position')}</dt>
            <dd>{item.position_id === null ? '—' : `#${item.position_id}`}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('copies.price')}</dt>
            <dd>{item.index_price ? formatNumber(item.index_price, 'price') : '—'}</dd>
          </div>
        )}
      </dl>
      {why && (
        <p className={styles.why} role="note">
          {t(why.key, why.params)}
        </p>
      )}
      {closed && (
        <p className={styles.stamp}>
          {item.profit_share
            ? t('copies.sharePaid', {
                name: item.trader_nickname,
                amount: usdt(item.profit_share),
              })
            : t('copies.noSharePaid')}
        </p>
      )}
      {item.outcome === CopyOutcome.detached && (
        <p className={styles.why}>{t('copies.detachedNote', { name: item.trader_nickname })}</p>
      )}
      {item.index_price && (
        <p className={styles.stamp}>
          {t(closed ? 'copies.closedAt' : 'copies.recorded', {
            price: formatNumber(item.index_price, 'price'),
            source: item.index_source,
            time: stampTime(item.index_at),
          })}
          {item.position_id !== null && item.outcome !== CopyOutcome.skipped && (
            <>
              {' · '}
              <button
                type="button"
                className={styles.inlineLink}
                onClick={() =>
                  navigateTo('/pages/transaction/contract_order', { verify: item.position_id! })
                }
              >
                {t('copies.verify')}
              </button>
            </>
          )}
        </p>
      )}
    </article>
  );
}
