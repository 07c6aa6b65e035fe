/**
 * Under the contract form: the pair's open positions (P/L live at the index), its pending
 * limit orders, the close-all menu (all / longs / shorts) and a link to the history.
 */
import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { ActionSheet, Dialog, Toast } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatNumber, type Exact, type LeverPositionItem, type TickerItem } from '@bourse/shared';
import { navigateTo } from '../../../app/nav.ts';
import { EmptyState, InlineLoading } from '../../../components/StateViews.tsx';
import {
  batchClose,
  cancelLever,
  closeLever,
  leverTradesQuery,
  refreshLever,
  replyText,
  type BatchKind,
  type LeverListStatus,
} from '../api.ts';
import { closePriceOf } from '@bourse/shared';
import { useCopyTraders } from '../../follow/useCopyPositions.ts';
import { useSelfHold } from '../../follow/useFollowActions.ts';
import { livePnl, riskPositionOf, type PairTerms } from '../preview.ts';
import { PositionCard } from './PositionCard.tsx';
import { StopSheet } from './StopSheet.tsx';
import styles from './Lever.module.css';

export function PositionTabs({
  ticker,
  terms,
  index,
  accountRisk,
}: {
  ticker: TickerItem;
  terms: PairTerms | undefined;
  index: string;
  accountRisk: Exact | null | undefined;
}) {
  const { t } = useTranslation('lever');
  const client = useQueryClient();
  const [tab, setTab] = useState<LeverListStatus>(1);
  const [menu, setMenu] = useState(false);
  const [stops, setStops] = useState<LeverPositionItem>();
  const pair = { currency_id: ticker.currency_id, legal_id: ticker.legal_id };
  const list = useInfiniteQuery(leverTradesQuery({ status: tab, pair }));
  const rows = list.data?.pages.flatMap((p) => p.message.data) ?? [];
  const total = list.data?.pages[0]?.message.total;
  const traders = useCopyTraders(rows);
  const { hold, holding } = useSelfHold();

  const done = (reply: unknown) => {
    const text = replyText(reply);
    if (text) Toast.show({ content: text });
  };
  const close = useMutation({
    mutationFn: closeLever,
    onSuccess: done,
    onSettled: () => refreshLever(client),
  });
  const cancel = useMutation({
    mutationFn: cancelLever,
    onSuccess: done,
    onSettled: () => refreshLever(client),
  });
  const batch = useMutation({
    mutationFn: batchClose,
    onSuccess: done,
    onSettled: () => refreshLever(client),
  });

  const confirmClose = async (p: LeverPositionItem) => {
    const yes = await Dialog.confirm({
      content: t('position.confirmClose', { symbol: p.symbol, id: p.id }),
      confirmText: t('position.close'),
      cancelText: t('stops.cancel'),
    });
    if (yes) close.mutate(p.id);
  };
  const live = (p: LeverPositionItem) => {
    if (!terms || p.symbol !== ticker.symbol || !p.price) return {};
    return {
      livePnl: livePnl(p, terms, index),
      liveClose: closePriceOf(riskPositionOf(p, terms, index)),
    };
  };

  return (
    <section className={styles.tabsSection}>
      <div className={styles.tabBar} role="tablist">
        {([1, 0] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={tab === s}
            className={tab === s ? styles.tabOn : styles.tab}
            onClick={() => setTab(s)}
          >
            {s === 1
              ? total !== undefined && tab === 1
                ? t('tabs.positionsCount', { n: total })
                : t('tabs.positions')
              : t('tabs.delegated')}
          </button>
        ))}
        <button type="button" className={styles.tabAction} onClick={() => setMenu(true)}>
          {t('tabs.closeAll')}
        </button>
        <button
          type="button"
          className={styles.tabAction}
          onClick={() =>
            navigateTo('/pages/transaction/contract_order', {
              currency_id: ticker.currency_id,
              legal_id: ticker.legal_id,
            })
          }
        >
          {t('tabs.history')} <RightOutline />
        </button>
      </div>
      <div className={styles.tabBody}>
        {list.isPending ? (
          <InlineLoading />
        ) : rows.length === 0 ? (
          <EmptyState title={t(tab === 1 ? 'tabs.noPositions' : 'tabs.noOrders')} />
        ) : (
          rows.map((p) => (
            <PositionCard
              key={p.id}
              p={p}
              {...live(p)}
              accountRisk={
                accountRisk ? formatNumber(accountRisk.toString(), 'percent') : undefined
              }
              busy={
                (close.isPending && close.variables === p.id) ||
                (cancel.isPending && cancel.variables === p.id) ||
                holding === p.id
              }
              copyTrader={traders.get(p.id)}
              onSelfHold={(x) => void hold(x)}
              onClose={(x) => void confirmClose(x)}
              onCancel={(x) => cancel.mutate(x.id)}
              onStops={setStops}
              onVerify={(x) => navigateTo('/pages/transaction/contract_order', { verify: x.id })}
            />
          ))
        )}
      </div>
      <ActionSheet
        visible={menu}
        onClose={() => setMenu(false)}
        cancelText={t('stops.cancel')}
        extra={t('tabs.closeAllHint')}
        actions={([0, 1, 2] as BatchKind[]).map((k) => ({
          key: String(k),
          text: t(`batch.${k}`),
          danger: true,
        }))}
        onAction={(a) => {
          setMenu(false);
          batch.mutate(Number(a.key) as BatchKind);
        }}
      />
      <StopSheet position={stops} onClose={() => setStops(undefined)} />
    </section>
  );
}
