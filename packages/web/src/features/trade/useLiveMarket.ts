/**
 * Socket pushes into the query cache (STYLE.md: "realtime pushes update the same query
 * cache, so a page never holds two truths"): the book, the public trades and the ticker of
 * one pair, and the user's own orders and balances.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  RealtimeTopic,
  type DepthItem,
  type PublicTradeItem,
  type TickerItem,
} from '@bourse/shared';
import { useRealtime, useUserEvent } from '../../api/useRealtime.ts';
import { useSession } from '../../store/session.ts';
import {
  TRADES_LIMIT,
  depthQuery,
  instrumentQuery,
  publicTradesQuery,
  refreshOrders,
} from './queries.ts';

/** Newest first, no duplicates, at most `limit`. */
export function mergeTrades(
  current: PublicTradeItem[] | undefined,
  pushed: PublicTradeItem[],
  limit = TRADES_LIMIT,
): PublicTradeItem[] {
  const seen = new Set<number>();
  return [...pushed, ...(current ?? [])]
    .sort((a, b) => b.time - a.time || b.id - a.id)
    .filter((t) => (seen.has(t.id) ? false : (seen.add(t.id), true)))
    .slice(0, limit);
}

export function useLiveMarket(symbol: string, parts: { depth?: boolean; trades?: boolean } = {}) {
  const client = useQueryClient();
  const { depth = true, trades = true } = parts;

  useRealtime(depth ? RealtimeTopic.depth(symbol) : null, 'market_depth', (book: DepthItem) => {
    if (book.symbol !== symbol) return;
    client.setQueryData(depthQuery(symbol).queryKey, (old) =>
      old && old.seq > book.seq ? old : book,
    );
  });

  useRealtime(trades ? RealtimeTopic.trades(symbol) : null, 'trades', (event) => {
    if (event.symbol !== symbol) return;
    client.setQueryData(publicTradesQuery(symbol).queryKey, (old) =>
      mergeTrades(old, event.trades),
    );
  });

  useRealtime(RealtimeTopic.tickers(), 'daymarket', (ticker: TickerItem) => {
    if (ticker.symbol !== symbol) return;
    const key = instrumentQuery(symbol).queryKey;
    // A push is one payload for every listener: English name, no star. Keep ours.
    client.setQueryData(key, (old) =>
      old ? { ...old, ...ticker, name: old.name, is_favorite: old.is_favorite } : old,
    );
  });
}

/** The user's orders and balances read again when the server says they changed. */
export function useLiveAccount() {
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  useUserEvent('order', () => {
    if (token) refreshOrders(client);
  });
  useUserEvent('balance', () => {
    if (token) refreshOrders(client);
  });
}
