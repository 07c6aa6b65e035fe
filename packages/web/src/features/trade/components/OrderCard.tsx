/**
 * One spot order: pair, side, type, time, price, amount, filled, average price, fee and
 * status (with why it stopped, when it did); its fills can be unfolded. Open orders carry
 * a cancel button.
 */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { DownOutline, UpOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { dec, formatDate, formatNumber, type SpotOrderItem } from '@bourse/shared';
import { clockTime, isOpen, sumText } from '../orders.ts';
import styles from './OrderCard.module.css';

const STATUS_TONE = { open: 'live', partial: 'live', filled: 'done', cancelled: 'muted' } as const;

export function OrderCard({
  order,
  onCancel,
  cancelling = false,
  compact = false,
}: {
  order: SpotOrderItem;
  onCancel?: ((order: SpotOrderItem) => void) | undefined;
  cancelling?: boolean;
  /** Under the trade form: price, amount and filled only, no fills. */
  compact?: boolean;
}) {
  const { t } = useTranslation('trade');
  const [open, setOpen] = useState(false);
  const [base = '', quote = ''] = order.symbol.split('/');
  const cancellable = !!onCancel && isOpen(order);
  const filledPct = dec(order.amount).gt(0)
    ? dec(order.filled_amount).div(order.amount).mul(100)
    : dec(0);
  const price = (p: string | null) => (p === null ? t('orders.market') : formatNumber(p, 'price'));

  return (
    <article className={styles.card} aria-label={`${order.symbol} #${order.id}`}>
      <header className={styles.top}>
        <span className={`${styles.side} ${styles[order.side]}`}>{t(`side.${order.side}`)}</span>
        <span className={styles.symbol}>{order.symbol}</span>
        <span className={styles.type}>
          {t(`kind.${order.order_type}`)}
          {order.order_type === 'limit' && order.time_in_force !== 'GTC'
            ? ` · ${t(`tif.${order.time_in_force}`)}`
            : ''}
        </span>
        {cancellable ? (
          <Button
            size="mini"
            className={styles.cancel}
            loading={cancelling}
            onClick={() => onCancel?.(order)}
          >
            {t('orders.cancel')}
          </Button>
        ) : (
          <span className={`${styles.status} ${styles[STATUS_TONE[order.status]]}`}>
            {t(`status.${order.status}`)}
          </span>
        )}
      </header>
      <div className={styles.meta}>
        <time>{formatDate(order.created_at, true)}</time>
        {cancellable && order.status === 'partial' && (
          <span className={styles.live}>{t('status.partial')}</span>
        )}
      </div>

      <dl className={styles.grid}>
        <Cell label={t('orders.price', { quote })} value={price(order.price)} />
        <Cell label={t('orders.amount', { base })} value={formatNumber(order.amount, 'amount')} />
        <Cell
          label={t('orders.filled')}
          value={`${formatNumber(order.filled_amount, 'amount')} (${formatNumber(filledPct, 'percent', { decimals: 0 })})`}
        />
        {!compact && (
          <>
            <Cell
              label={t('orders.avgPrice', { quote })}
              value={formatNumber(order.avg_price, 'price')}
            />
            <Cell
              label={t('orders.total', { quote })}
              value={sumText(order.filled_quote, quote, quote, 'total')}
            />
            <Cell
              label={t('orders.fee')}
              value={`${sumText(order.fee, order.fee_currency, quote, 'fee')} ${order.fee_currency}`}
            />
          </>
        )}
      </dl>

      {order.cancel_reason && (
        <p className={styles.note} data-testid="cancel-reason">
          {t(`reason.${order.cancel_reason}`)}
        </p>
      )}

      {!compact && order.fills.length > 0 && (
        <>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            onClick={() => setOpen((v) => !v)}
          >
            {t('orders.fills', { count: order.fills.length })}{' '}
            {open ? <UpOutline /> : <DownOutline />}
          </button>
          {open && (
            <ul className={styles.fills}>
              {order.fills.map((f) => (
                <li key={f.id} className={styles.fill}>
                  <span>{clockTime(f.time)}</span>
                  <span>
                    {formatNumber(f.amount, 'amount')} @ {formatNumber(f.price, 'price')}
                  </span>
                  <span>
                    {t(`role.${f.role}`)} · {sumText(f.fee, f.fee_currency, quote, 'fee')}{' '}
                    {f.fee_currency}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </article>
  );
}

function Cell({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.cell}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
