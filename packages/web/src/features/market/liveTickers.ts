/**
 * Live tickers: `daymarket` pushes of the `tickers` topic patch the query caches that hold
 * tickers (quotation, favorites, search, hot), so a screen never holds two truths and never
 * refetches for a price change (STYLE.md: realtime pushes update the same query cache).
 * Pushes are gathered for FLUSH_MS and applied together: a burst across thirty pairs
 * re-renders a list once, not thirty times.
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  RealtimeTopic,
  type MarketHotItem,
  type QuotationGroup,
  type TickerItem,
} from '@bourse/shared';
import { QK } from '../../api/keys.ts';
import { subscribe } from '../../api/socket.ts';

export const FLUSH_MS = 250;

type Updates = ReadonlyMap<string, TickerItem>;

/**
 * Rows with their pushed ticker applied; the same array when no row changed, so
 * React Query keeps the old reference and nothing re-renders. A push is one payload for
 * every listener: its name is in English and it carries no `is_favorite`, so the row keeps
 * its own (localized) name and star. Pairs the list does not hold are ignored (the next
 * fetch brings new listings).
 */
export function mergeTickerRows(rows: TickerItem[], updates: Updates): TickerItem[] {
  let changed = false;
  const next = rows.map((row) => {
    const pushed = updates.get(row.symbol);
    if (!pushed) return row;
    changed = true;
    return { ...row, ...pushed, name: row.name, is_favorite: row.is_favorite };
  });
  return changed ? next : rows;
}

export function mergeTickerGroups(groups: QuotationGroup[], updates: Updates): QuotationGroup[] {
  let changed = false;
  const next = groups.map((group) => {
    const quotation = mergeTickerRows(group.quotation, updates);
    if (quotation === group.quotation) return group;
    changed = true;
    return { ...group, quotation };
  });
  return changed ? next : groups;
}

function mergeHot(hot: MarketHotItem, updates: Updates): MarketHotItem {
  const next = {
    hot: mergeTickerRows(hot.hot, updates),
    recent: mergeTickerRows(hot.recent, updates),
  };
  return next.hot === hot.hot && next.recent === hot.recent ? hot : next;
}

/** Applies pushed tickers to every cached ticker list. */
export function applyTickers(client: QueryClient, updates: Updates): void {
  if (updates.size === 0) return;
  client.setQueriesData<QuotationGroup[]>(
    { queryKey: [QK.quotation] },
    (old) => old && mergeTickerGroups(old, updates),
  );
  for (const key of [QK.favorites, QK.marketSearch]) {
    client.setQueriesData<TickerItem[]>(
      { queryKey: [key] },
      (old) => old && mergeTickerRows(old, updates),
    );
  }
  client.setQueriesData<MarketHotItem>(
    { queryKey: [QK.marketHot] },
    (old) => old && mergeHot(old, updates),
  );
}

interface Buffer {
  pending: Map<string, TickerItem>;
  timer?: ReturnType<typeof setTimeout>;
}
const buffers = new WeakMap<QueryClient, Buffer>();

/** Queues a push; the latest ticker of each pair is applied after FLUSH_MS. */
export function queueTicker(client: QueryClient, ticker: TickerItem): void {
  let buffer = buffers.get(client);
  if (!buffer) buffers.set(client, (buffer = { pending: new Map() }));
  const own = buffer;
  own.pending.set(ticker.symbol, ticker);
  own.timer ??= setTimeout(() => {
    const updates = own.pending;
    own.pending = new Map();
    own.timer = undefined;
    applyTickers(client, updates);
  }, FLUSH_MS);
}

/** Subscribes `client`'s ticker caches to the pushes; returns the unsubscribe. */
export function watchTickers(client: QueryClient): () => void {
  return subscribe(RealtimeTopic.tickers(), 'daymarket', (ticker) => queueTicker(client, ticker));
}

/** Keeps the cached tickers live while the calling component is mounted. */
export function useLiveTickers(): void {
  const client = useQueryClient();
  useEffect(() => watchTickers(client), [client]);
}
