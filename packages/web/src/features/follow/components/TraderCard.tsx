/**
 * A trader in the list (client contract 7.14 `follow/index`): picture, name, followers and
 * profit share, the "Following" tag, and the figures from real closed positions: total
 * return (`total_profits` is a percent), accuracy and total P/L.
 */
import { useTranslation } from 'react-i18next';
import { RightOutline } from 'antd-mobile-icons';
import { formatNumber, type TraderListItem } from '@bourse/shared';
import { Avatar } from '../../account/components/Avatar.tsx';
import { direction } from '../../../components/Numbers.tsx';
import styles from './Follow.module.css';

export function TraderCard({ trader, onOpen }: { trader: TraderListItem; onOpen: () => void }) {
  const { t } = useTranslation('follow');
  const tone = direction(trader.total_profits);
  return (
    <button type="button" className={styles.card} onClick={onOpen} aria-label={trader.nickname}>
      <div className={styles.head}>
        <Avatar src={trader.head_portrait} name={trader.nickname} size={44} />
        <div className={styles.name}>
          <strong>{trader.nickname}</strong>
          <span>
            {t('list.followers', { count: trader.follow_num })} ·{' '}
            {t('list.share', { percent: formatNumber(trader.profit_share_percent, 'percent') })}
          </span>
        </div>
        {trader.is_followed === 1 && <span className={styles.tagOn}>{t('list.following')}</span>}
      </div>
      <div className={styles.stats}>
        <div>
          {t('figures.totalReturn')}
          <b className={`${styles.big} ${tone ? styles[tone] : ''}`}>
            {formatNumber(trader.total_profits, 'percent', { sign: true })}
          </b>
        </div>
        <div>
          {t('figures.accuracy')}
          <b>{formatNumber(trader.correct_rate, 'percent')}</b>
        </div>
        <div>
          {t('figures.totalPnl')}
          <b className={direction(trader.total_pnl) ? styles[direction(trader.total_pnl)] : ''}>
            {formatNumber(trader.total_pnl, 'amount', { decimals: 2, sign: true, trim: false })}
          </b>
        </div>
      </div>
      <div className={styles.foot}>
        <span>{t('list.closed', { count: trader.closed_count })}</span>
        <span>
          {t('list.view')} <RightOutline />
        </span>
      </div>
    </button>
  );
}
