/**
 * The user's running options of this pair as countdown cards: the time left, the open
 * price, and a live P/L preview against the index now (only the recorded close counts).
 * At zero the result is asked for once and told in a toast.
 */
import { useEffect, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  OptionDirection,
  OptionStatus,
  formatNumber,
  type OptionListItem,
  type TickerItem,
} from '@bourse/shared';
import { direction } from '../../../components/Numbers.tsx';
import { optionOrdersQuery } from '../api.ts';
import { countdownText, livePreview, remainingMs } from '../math.ts';
import { useNow, useResultOnExpiry } from '../useOptions.ts';
import styles from './Options.module.css';

const OPEN_LIMIT = 20;

export function OpenOptions({ ticker }: { ticker: TickerItem }) {
  const { t } = useTranslation('options');
  const orders = useInfiniteQuery(
    optionOrdersQuery({ status: OptionStatus.open, matchId: ticker.id }, OPEN_LIMIT),
  );
  const now = useNow();
  const onExpiry = useResultOnExpiry();
  const rows = useMemo(() => orders.data?.pages[0]?.data ?? [], [orders.data]);
  const fetchedAt = orders.dataUpdatedAt;

  useEffect(() => {
    for (const o of rows)
      if (remainingMs(o.remain_milli_seconds, fetchedAt, now) === 0) onExpiry(o.id);
  }, [rows, fetchedAt, now, onExpiry]);

  if (rows.length === 0) return null;
  return (
    <section className={styles.open} aria-label={t('open.title')}>
      {rows.map((o) => (
        <CountdownCard
          key={o.id}
          order={o}
          leftMs={remainingMs(o.remain_milli_seconds, fetchedAt, now)}
          price={ticker.index_price}
          quote={ticker.quote}
        />
      ))}
    </section>
  );
}

function CountdownCard({
  order,
  leftMs,
  price,
  quote,
}: {
  order: OptionListItem;
  leftMs: number;
  price: string;
  quote: string;
}) {
  const { t } = useTranslation('options');
  const preview = livePreview(order, price);
  const up = order.type === OptionDirection.up;
  const shareLeft = order.seconds > 0 ? Math.min(1, leftMs / (order.seconds * 1000)) : 0;
  return (
    <article className={styles.countdown} aria-label={`${order.symbol_name} #${order.id}`}>
      <div
        className={styles.ring}
        style={{ ['--left' as string]: `${Math.round(shareLeft * 360)}deg` }}
        role="timer"
        aria-label={t('open.left')}
      >
        <span>{leftMs === 0 ? t('open.settling') : countdownText(leftMs)}</span>
      </div>
      <dl className={styles.countdownBody}>
        <div>
          <dt>{order.symbol_name}</dt>
          <dd className={up ? 'up' : 'down'}>
            {t(up ? 'form.up' : 'form.down')} · {t('form.seconds', { s: order.seconds })}
          </dd>
        </div>
        <div>
          <dt>{t('open.openPrice')}</dt>
          <dd>{formatNumber(order.open_price, 'price')}</dd>
        </div>
        <div>
          <dt>{t('open.now')}</dt>
          <dd>{formatNumber(price, 'price')}</dd>
        </div>
        <div>
          <dt>{t('open.stake')}</dt>
          <dd>
            {formatNumber(order.number, 'amount')} {quote}
          </dd>
        </div>
        <div>
          <dt>{t('open.pnl')}</dt>
          <dd className={direction(preview?.profit.toString())} data-testid="live-pnl">
            {preview ? formatNumber(preview.profit, 'amount', { sign: true }) : '—'}
          </dd>
        </div>
      </dl>
    </article>
  );
}
