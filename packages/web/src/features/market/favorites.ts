/**
 * Favorite pairs (`POST /optional/add`, `/optional/del`, `GET /optional/list`). A tap shows
 * its result at once (optimistic): the star in every cached list and the favorites list
 * itself; a refusal restores what was there, and the favorites list is fetched again
 * either way so it ends as the server has it.
 */
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { MarketHotItem, QuotationGroup, TickerItem } from '@bourse/shared';
import { api } from '../../api/client.ts';
import { QK } from '../../api/keys.ts';

/** Rows with `symbol`'s star set to `favorite`; the same array when no row holds it. */
export function withFavoriteFlag(
  rows: TickerItem[],
  symbol: string,
  favorite: boolean,
): TickerItem[] {
  if (!rows.some((r) => r.symbol === symbol)) return rows;
  return rows.map((r) => (r.symbol === symbol ? { ...r, is_favorite: favorite } : r));
}

/** The favorites list after a tap: the pair added at the end, or taken out. */
export function withFavoriteListed(
  list: TickerItem[],
  ticker: TickerItem,
  favorite: boolean,
): TickerItem[] {
  const rest = list.filter((r) => r.symbol !== ticker.symbol);
  return favorite ? [...rest, { ...ticker, is_favorite: true }] : rest;
}

/** Shows the tap everywhere at once; returns what to put back if the server refuses. */
export function markFavorite(
  client: QueryClient,
  ticker: TickerItem,
  favorite: boolean,
): [QueryKey, unknown][] {
  const keys = [QK.quotation, QK.favorites, QK.marketSearch, QK.marketHot];
  const snapshot = keys.flatMap((k) => client.getQueriesData({ queryKey: [k] }));
  const flag = (rows: TickerItem[]) => withFavoriteFlag(rows, ticker.symbol, favorite);
  client.setQueriesData<QuotationGroup[]>({ queryKey: [QK.quotation] }, (old) =>
    old?.map((g) => ({ ...g, quotation: flag(g.quotation) })),
  );
  client.setQueriesData<TickerItem[]>({ queryKey: [QK.marketSearch] }, (old) => old && flag(old));
  client.setQueriesData<MarketHotItem>(
    { queryKey: [QK.marketHot] },
    (old) => old && { hot: flag(old.hot), recent: flag(old.recent) },
  );
  client.setQueriesData<TickerItem[]>(
    { queryKey: [QK.favorites] },
    (old) => old && withFavoriteListed(old, ticker, favorite),
  );
  return snapshot;
}

export interface FavoriteChange {
  ticker: TickerItem;
  favorite: boolean;
}

export function useToggleFavorite(onDone?: (change: FavoriteChange) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ticker, favorite }: FavoriteChange) =>
      api.post<unknown>(favorite ? '/optional/add' : '/optional/del', {
        currency_id: ticker.currency_id,
        legal_id: ticker.legal_id,
      }),
    onMutate: async ({ ticker, favorite }) => {
      // A list fetch already on its way would overwrite the optimistic star.
      await client.cancelQueries({ queryKey: [QK.favorites] });
      return { snapshot: markFavorite(client, ticker, favorite) };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.snapshot ?? []) client.setQueryData(key, data);
    },
    onSuccess: (_reply, change) => onDone?.(change),
    onSettled: () => client.invalidateQueries({ queryKey: [QK.favorites] }),
  });
}
