/**
 * One pair in a market list: coin, `BTC/USDT`, 24 h volume (compact, spec 9), last price
 * in the pair's decimals with its value in the display fiat, and the 24 h change pill.
 * The whole row opens the pair; `trailing` (the search's star) sits beside it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dec, formatFiat, formatNumber, isDecimalString, type TickerItem } from '@bourse/shared';
import { direction } from '../../components/Numbers.tsx';
import { useSession } from '../../store/session.ts';
import { CoinIcon } from './CoinIcon.tsx';
import styles from './TickerRow.module.css';

/** Volume in the spec's M/K display; no trade yet reads "0", not "0.0000". */
export function volumeText(value: string): string {
  return isDecimalString(value) && dec(value).isZero() ? '0' : formatNumber(value, 'compact');
}

/** The last price in the display fiat, for pairs quoted in USDT (1:1 with USD, spec 9). */
export function useFiatPrice(ticker: TickerItem): string | undefined {
  const fiat = useSession((s) => s.fiat);
  if (ticker.quote !== 'USDT') return undefined;
  const decimals = ticker.price_decimals > 2 ? ticker.price_decimals : undefined;
  return `≈ ${formatFiat(ticker.last, fiat, { decimals })}`;
}

export function isClosed(ticker: TickerItem): boolean {
  return ticker.session !== null && ticker.session !== undefined && !ticker.session.is_open;
}

export function TickerRow({
  ticker,
  onOpen,
  trailing,
}: {
  ticker: TickerItem;
  onOpen: (ticker: TickerItem) => void;
  trailing?: ReactNode;
}) {
  const { t } = useTranslation('market');
  const fiat = useFiatPrice(ticker);
  const dir = direction(ticker.change);
  return (
    <div className={styles.row}>
      <button type="button" className={styles.main} onClick={() => onOpen(ticker)}>
        <span className={styles.pair}>
          <CoinIcon name={ticker.base} logo={ticker.logo} color={ticker.color} size={28} />
          <span className={styles.names}>
            <span className={styles.symbol}>
              <span className={styles.base}>{ticker.base}</span>
              <span className={styles.quote}>/{ticker.quote}</span>
            </span>
            <span className={styles.sub}>
              {isClosed(ticker) && <span className={styles.closed}>{t('row.closed')}</span>}
              {t('row.volume', { value: volumeText(ticker.quote_volume) })}
            </span>
          </span>
        </span>
        <span className={styles.prices}>
          <span className={styles.last}>
            {formatNumber(ticker.last, 'price', { decimals: ticker.price_decimals })}
          </span>
          {fiat && <span className={styles.sub}>{fiat}</span>}
        </span>
        <span className={`${styles.pill} ${dir ? styles[dir] : ''}`}>
          {formatNumber(ticker.change, 'percent', { sign: true })}
        </span>
      </button>
      {trailing}
    </div>
  );
}

/** Placeholder rows while the first list loads. */
export function TickerRowSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div role="status" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.skeleton}>
          <span className={styles.skCoin} />
          <span className={styles.skLines}>
            <span className={styles.skLine} />
            <span className={styles.skLineShort} />
          </span>
          <span className={styles.skPrice} />
          <span className={styles.skPill} />
        </div>
      ))}
    </div>
  );
}
