/**
 * One contract position or order: side and multiple, lots, entry, the close-side price,
 * P/L (live at this pair's index when given), liquidation price, margin, fees, overnight
 * fees, TP / SL; open ones carry TP/SL and close buttons, pending ones a cancel, every one
 * a "verify" link. A copy of a trader's position (`order_type` 2, issue 12) is marked as
 * one (with the trader's name when known) and, while open, offers "hold myself"
 * (`/follow/selfHolding`) beside close.
 */
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  LeverOrderType,
  LeverSide,
  LeverStatus,
  dec,
  formatNumber,
  type Exact,
  type LeverPositionItem,
} from '@bourse/shared';
import { direction } from '../../../components/Numbers.tsx';
import { secondTime } from '../../options/time.ts';
import styles from './Lever.module.css';

const money = (v: string | Exact | undefined) =>
  v === undefined || v === ''
    ? '—'
    : formatNumber(v.toString(), 'amount', { decimals: 2, trim: false });
const price = (v: string | Exact | undefined) =>
  v === undefined || v === '' || v === '0' ? '—' : formatNumber(v.toString(), 'price');

export function PositionCard({
  p,
  livePnl,
  liveClose,
  accountRisk,
  busy = false,
  onClose,
  onCancel,
  onStops,
  onVerify,
  onSelfHold,
  copyTrader,
}: {
  p: LeverPositionItem;
  livePnl?: Exact | undefined;
  liveClose?: Exact | undefined;
  accountRisk?: string | undefined;
  busy?: boolean;
  onClose?: ((p: LeverPositionItem) => void) | undefined;
  onCancel?: ((p: LeverPositionItem) => void) | undefined;
  onStops?: ((p: LeverPositionItem) => void) | undefined;
  onVerify?: ((p: LeverPositionItem) => void) | undefined;
  onSelfHold?: ((p: LeverPositionItem) => void) | undefined;
  /** The trader a copy follows, when known. */
  copyTrader?: string | undefined;
}) {
  const { t } = useTranslation('lever');
  const long = p.type === LeverSide.long;
  const open = p.status === LeverStatus.open;
  const pending = p.status === LeverStatus.pending;
  const copy = p.order_type === LeverOrderType.copied;
  const pnl = livePnl?.toString() ?? (open ? p.pnl : p.profits);
  const cells: [string, string, string?][] = pending
    ? [
        [t('position.limitPrice'), price(p.target_price)],
        [t('position.lots'), p.share],
        [t('position.held'), money(p.held)],
      ]
    : [
        [t('position.entry'), price(p.price)],
        [
          open ? t('position.mark') : t('position.exit'),
          price(liveClose?.toString() ?? p.update_price),
        ],
        [t('position.pnl'), money(pnl), direction(pnl)],
        [t('position.lots'), `${p.share} · ${formatNumber(p.quantity, 'amount')}`],
        [t('position.margin'), money(p.caution_money)],
        open
          ? [t('position.liquidation'), price(p.liquidation_price)]
          : [t('position.reason'), p.close_reason ? t(`reason.${p.close_reason}`) : '—'],
        [t('position.fees'), money(feesOf(p.trade_fee, p.close_fee))],
        [t('position.overnight'), money(p.overnight_money)],
        open
          ? [t('position.risk'), accountRisk ?? '—']
          : [t('position.closedAt'), secondTime(p.closed_at)],
        [t('position.tp'), price(p.target_profit_price)],
        [t('position.sl'), price(p.stop_loss_price)],
        [t('position.time'), p.transaction_time],
      ];
  return (
    <article className={styles.card} aria-label={`${p.symbol} #${p.id}`}>
      <header className={styles.cardTop}>
        <span className={long ? styles.tagLong : styles.tagShort}>
          {t(long ? 'side.long' : 'side.short')} {p.multiple}x
        </span>
        <strong>{p.symbol}</strong>
        {copy && (
          <span className={styles.tagCopy}>
            {copyTrader ? t('position.copyOf', { name: copyTrader }) : t('position.copy')}
          </span>
        )}
        {pending && <span className={styles.muted}>{t('position.pending')}</span>}
        {onVerify && !pending && (
          <button type="button" className={styles.verifyLink} onClick={() => onVerify(p)}>
            {t('position.verify')}
          </button>
        )}
      </header>
      <dl className={styles.grid}>
        {cells.map(([label, value, tone]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={tone}>{value}</dd>
          </div>
        ))}
      </dl>
      {((open && (onStops || onClose || (copy && onSelfHold))) || (pending && onCancel)) && (
        <div className={styles.cardButtons}>
          {open && onStops && (
            <Button size="mini" onClick={() => onStops(p)}>
              {t('position.stops')}
            </Button>
          )}
          {open && copy && onSelfHold && (
            <Button size="mini" disabled={busy} onClick={() => onSelfHold(p)}>
              {t('position.selfHold')}
            </Button>
          )}
          {open && onClose && (
            <Button size="mini" color="primary" loading={busy} onClick={() => onClose(p)}>
              {t('position.close')}
            </Button>
          )}
          {pending && onCancel && (
            <Button size="mini" loading={busy} onClick={() => onCancel(p)}>
              {t('position.cancel')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

/** Open fee + close fee ('' counts as 0). */
const feesOf = (open: string, close: string) =>
  dec(open || '0')
    .add(close || '0')
    .toFixed();
