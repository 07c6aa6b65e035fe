/**
 * The order book ladder (right column): asks in red above, the last price large in the
 * middle with its fiat value, bids in green below; each row's bar is proportional to the
 * cumulative size. Tapping a row puts its price into the order form.
 */
import { useTranslation } from 'react-i18next';
import { formatNumber, type DepthItem, type TickerItem } from '@bourse/shared';
import { FiatValue, direction } from '../../../components/Numbers.tsx';
import { buildLadder, type LadderRow } from '../depth.ts';
import styles from './DepthLadder.module.css';

export function DepthLadder({
  depth,
  ticker,
  rows = 7,
  onPick,
}: {
  depth: DepthItem | undefined;
  ticker: TickerItem;
  rows?: number;
  onPick: (price: string) => void;
}) {
  const { t } = useTranslation('trade');
  const ladder = buildLadder(depth, rows);
  const priceText = (p: string) => formatNumber(p, 'price', { decimals: ticker.price_decimals });
  const amountText = (a: string) =>
    formatNumber(a, 'amount', { decimals: ticker.amount_decimals, trim: false });

  const line = (row: LadderRow, kind: 'ask' | 'bid') => (
    <button
      key={`${kind}${row.price}`}
      type="button"
      className={`${styles.row} ${styles[kind]}`}
      onClick={() => onPick(row.price)}
      aria-label={t('book.pick', { price: priceText(row.price) })}
    >
      <span className={styles.bar} style={{ width: `${row.percent}%` }} data-testid="depth-bar" />
      <span className={styles.price}>{priceText(row.price)}</span>
      <span className={styles.amount}>{amountText(row.amount)}</span>
    </button>
  );
  // Empty slots keep the ladder's height, so the last price does not jump as the book fills.
  const pad = (n: number, kind: string) =>
    Array.from({ length: Math.max(0, rows - n) }, (_, i) => (
      <div key={`${kind}-pad-${i}`} className={`${styles.row} ${styles.pad}`} aria-hidden="true">
        <span>--</span>
        <span>--</span>
      </div>
    ));
  const dir = direction(ticker.change);

  return (
    <div className={styles.ladder}>
      <div className={styles.head}>
        <span>{t('book.price', { quote: ticker.quote })}</span>
        <span>{t('book.amount', { base: ticker.base })}</span>
      </div>
      <div className={styles.side} aria-label={t('book.asks')}>
        {pad(ladder.asks.length, 'ask')}
        {ladder.asks.map((r) => line(r, 'ask'))}
      </div>
      <button type="button" className={styles.mid} onClick={() => onPick(ticker.last)}>
        <span className={`${styles.last} ${dir}`}>{priceText(ticker.last)}</span>
        {ticker.quote === 'USDT' && <FiatValue className={styles.fiat} usdt={ticker.last} />}
      </button>
      <div className={styles.side} aria-label={t('book.bids')}>
        {ladder.bids.map((r) => line(r, 'bid'))}
        {pad(ladder.bids.length, 'bid')}
      </div>
    </div>
  );
}
