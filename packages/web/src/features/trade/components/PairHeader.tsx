/**
 * The trade screen's header: the pair (tap to choose another), its 24 h change, a link to
 * the chart and the favorite star.
 */
import { useTranslation } from 'react-i18next';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import type { TickerItem } from '@bourse/shared';
import { navigateTo } from '../../../app/nav.ts';
import { Change } from '../../../components/Numbers.tsx';
import { useFavorite } from '../useFavorite.ts';
import styles from './PairHeader.module.css';

export function PairHeader({ ticker, onChoose }: { ticker: TickerItem; onChoose: () => void }) {
  const { t } = useTranslation('trade');
  const closed = ticker.session && !ticker.session.is_open;
  return (
    <header className={styles.header}>
      <button
        type="button"
        className={styles.pair}
        onClick={onChoose}
        aria-label={t('pair.choose')}
      >
        <svg className={styles.menu} viewBox="0 0 16 16" aria-hidden="true">
          <path
            d="M2 4h12M2 8h12M2 12h12"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
        <span className={styles.symbol}>{ticker.symbol}</span>
      </button>
      <Change className={styles.change} percent={ticker.change} />
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.icon}
          aria-label={t('pair.chart')}
          onClick={() => navigateTo('/pages/transaction/currency', { symbol: ticker.symbol })}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true">
            <path
              d="M5 3v14M10 6v8M15 4v10"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
            <rect x="3.5" y="6" width="3" height="6" rx="0.5" fill="currentColor" />
            <rect x="8.5" y="8" width="3" height="4" rx="0.5" fill="currentColor" />
            <rect x="13.5" y="6" width="3" height="5" rx="0.5" fill="currentColor" />
          </svg>
        </button>
        <FavoriteStar ticker={ticker} />
      </div>
      {closed && ticker.session && (
        <p className={styles.closed} role="status">
          {t('pair.closedHours', {
            open: ticker.session.open,
            close: ticker.session.close,
            zone: zoneName(ticker.session.time_zone),
          })}
        </p>
      )}
    </header>
  );
}

/** "America/New_York" -> "New York". */
export const zoneName = (tz: string) => (tz.split('/').pop() ?? tz).replace(/_/g, ' ');

/** The favorite star of a pair (the login gate when signed out). */
export function FavoriteStar({ ticker }: { ticker: TickerItem }) {
  const { t } = useTranslation('trade');
  const favorite = useFavorite(ticker);
  return (
    <button
      type="button"
      className={`${styles.icon} ${favorite.isFavorite ? styles.starred : ''}`}
      aria-label={t(favorite.isFavorite ? 'pair.unfavorite' : 'pair.favorite')}
      aria-pressed={favorite.isFavorite}
      onClick={favorite.toggle}
    >
      {favorite.isFavorite ? <StarFill /> : <StarOutline />}
    </button>
  );
}
