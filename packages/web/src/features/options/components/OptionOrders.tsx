/**
 * The seconds-order page's body: running orders (time left) and history, page by page,
 * each with both prices and their seconds; a settled one opens its verify view.
 */
import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { OptionStatus } from '@bourse/shared';
import { EmptyState, InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { optionOrdersQuery } from '../api.ts';
import { remainingMs } from '../math.ts';
import { useNow, useResultOnExpiry } from '../useOptions.ts';
import { OptionOrderCard } from './OptionOrderCard.tsx';
import { OptionVerifySheet } from './OptionVerify.tsx';
import styles from './Options.module.css';

export function OptionOrders({
  matchId,
  initialVerify,
}: {
  matchId?: number | undefined;
  initialVerify?: number | undefined;
}) {
  const { t } = useTranslation('options');
  const [status, setStatus] = useState<OptionStatus>(
    initialVerify ? OptionStatus.settled : OptionStatus.open,
  );
  const [verifying, setVerifying] = useState<number | undefined>(initialVerify);
  useEffect(() => setVerifying(initialVerify), [initialVerify]);
  const orders = useInfiniteQuery(optionOrdersQuery({ status, matchId }));
  const now = useNow();
  const onExpiry = useResultOnExpiry();
  const rows = orders.data?.pages.flatMap((p) => p.data) ?? [];
  const fetchedAt = orders.dataUpdatedAt;
  const leftOf = (o: (typeof rows)[number]) =>
    o.status === OptionStatus.open
      ? remainingMs(o.remain_milli_seconds, fetchedAt, now)
      : undefined;

  useEffect(() => {
    for (const o of rows) if (leftOf(o) === 0) onExpiry(o.id);
  });

  return (
    <>
      <div className={styles.tabs} role="tablist">
        {([OptionStatus.open, OptionStatus.settled] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={status === s}
            className={status === s ? styles.tabOn : styles.tab}
            onClick={() => setStatus(s)}
          >
            {t(s === OptionStatus.open ? 'orders.open' : 'orders.history')}
          </button>
        ))}
      </div>
      <div className={styles.list}>
        {orders.isPending ? (
          <InlineLoading />
        ) : orders.isError && rows.length === 0 ? (
          <LoadFailed error={orders.error} onRetry={() => void orders.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState title={t('orders.empty')} />
        ) : (
          rows.map((o) => (
            <OptionOrderCard key={o.id} order={o} leftMs={leftOf(o)} onVerify={setVerifying} />
          ))
        )}
        {rows.length > 0 && (
          <InfiniteScroll
            hasMore={orders.hasNextPage}
            loadMore={async () => {
              await orders.fetchNextPage();
            }}
          />
        )}
      </div>
      <OptionVerifySheet id={verifying} onClose={() => setVerifying(undefined)} />
    </>
  );
}
