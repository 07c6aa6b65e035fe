/**
 * The contract orders page's body (spec 2 "transaction/contract_order"): open positions,
 * pending limit orders and closed ones, page by page; each opens its verify view.
 */
import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@bourse/shared';
import { EmptyState, InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { useCopyTraders } from '../../follow/useCopyPositions.ts';
import { useSelfHold } from '../../follow/useFollowActions.ts';
import { leverTradesQuery, type LeverListStatus, type PairIds } from '../api.ts';
import { hazardPercent } from '../preview.ts';
import { PositionCard } from './PositionCard.tsx';
import { PositionVerifySheet } from './PositionVerify.tsx';
import styles from './Lever.module.css';

const TABS: LeverListStatus[] = [1, 0, 3];
const TAB_KEY = { 1: 'history.open', 0: 'history.pending', 3: 'history.closed' } as const;

export function PositionHistory({
  pair,
  initialVerify,
}: {
  pair: PairIds | undefined;
  initialVerify: number | undefined;
}) {
  const { t } = useTranslation('lever');
  const [status, setStatus] = useState<LeverListStatus>(1);
  const [verifying, setVerifying] = useState(initialVerify);
  // Another `?verify=` on the same page (a link from the contract screen) opens that one.
  useEffect(() => setVerifying(initialVerify), [initialVerify]);
  const list = useInfiniteQuery(leverTradesQuery({ status, pair }));
  const rows = list.data?.pages.flatMap((p) => p.message.data) ?? [];
  const header = list.data?.pages[0]?.rate_profits_total;
  const risk = header ? hazardPercent(header.hazard_rate) : null;
  const traders = useCopyTraders(rows);
  const { hold, holding } = useSelfHold();

  return (
    <>
      <div className={styles.summary}>
        <div>
          <span>{t('history.risk')}</span>
          <strong data-testid="hazard">
            {risk ? formatNumber(risk.toString(), 'percent') : '—'}
          </strong>
        </div>
        <div>
          <span>{t('history.profits')}</span>
          <strong>
            {header
              ? formatNumber(header.profits_total, 'amount', {
                  decimals: 2,
                  sign: true,
                  trim: false,
                })
              : '—'}
          </strong>
        </div>
      </div>
      <div className={styles.pageTabs} role="tablist">
        {TABS.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={status === s}
            className={status === s ? styles.tabOn : styles.tab}
            onClick={() => setStatus(s)}
          >
            {t(TAB_KEY[s])}
          </button>
        ))}
      </div>
      <div className={styles.list}>
        {list.isPending ? (
          <InlineLoading />
        ) : list.isError && rows.length === 0 ? (
          <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState title={t('history.empty')} />
        ) : (
          rows.map((p) => (
            <PositionCard
              key={p.id}
              p={p}
              accountRisk={risk ? formatNumber(risk.toString(), 'percent') : undefined}
              busy={holding === p.id}
              copyTrader={traders.get(p.id)}
              onSelfHold={(x) => void hold(x)}
              onVerify={(x) => setVerifying(x.id)}
            />
          ))
        )}
        {rows.length > 0 && (
          <InfiniteScroll
            hasMore={list.hasNextPage}
            loadMore={async () => {
              await list.fetchNextPage();
            }}
          />
        )}
      </div>
      <PositionVerifySheet id={verifying} onClose={() => setVerifying(undefined)} />
    </>
  );
}
