/**
 * Query options of the market domain (spec 7, issue 4). Names come back in the caller's
 * language and `is_favorite` only with a token, so both are part of the keys. Live
 * `daymarket` pushes patch these caches in place (liveTickers.ts); a refetch on focus is
 * the fallback for pushes missed while the socket was down.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  CurrencyItem,
  CurrencyKind,
  MarketHotItem,
  QuotationGroup,
  TickerItem,
} from '@bourse/shared';
import { api } from '../../api/client.ts';
import { QK } from '../../api/keys.ts';
import { session } from '../../store/session.ts';

const lang = () => session.get().lang;
const signedIn = () => Boolean(session.get().token);

/** Search shows one page of matches: enough for a ticker or a name fragment. */
export const SEARCH_LIMIT = 50;
/** Typing settles this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

export const currencyListQuery = (kind?: CurrencyKind) =>
  queryOptions({
    queryKey: [QK.currencyList, session.get().lang, kind ?? 'all'],
    queryFn: () =>
      api
        .get<{ legal: CurrencyItem[] }>('/currency/list', { kind }, { quiet: true })
        .then((m) => m.legal),
    staleTime: 10 * 60_000,
  });

/**
 * Every pair's ticker, grouped by quote currency (coins and stocks together) (one cache entry for the home preview and
 * the market tabs). Default retry: a network failure once, a refusal never.
 */
export const quotationQuery = () =>
  queryOptions({
    queryKey: [QK.quotation, lang(), signedIn()],
    queryFn: () => api.get<QuotationGroup[]>('/currency/quotation_new', {}, { quiet: true }),
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });

/** The signed-in user's favorites; never asked without a token (it would answer 999). */
export const favoritesQuery = () =>
  queryOptions({
    queryKey: [QK.favorites, lang()],
    queryFn: () => api.get<TickerItem[]>('/optional/list', {}, { quiet: true }),
    enabled: signedIn(),
    refetchOnWindowFocus: true,
  });

export const marketSearchQuery = (keyword: string) =>
  queryOptions({
    queryKey: [QK.marketSearch, lang(), signedIn(), keyword],
    queryFn: () =>
      api.get<TickerItem[]>(
        '/market/search',
        { keyword, page: 1, limit: SEARCH_LIMIT },
        { quiet: true },
      ),
    enabled: keyword.length > 0,
    staleTime: 30_000,
  });

/**
 * Hot pairs and the caller's recently viewed. Decoration of the search screen: a failure
 * shows no toast (the search itself still works) and is not retried.
 */
export const marketHotQuery = () =>
  queryOptions({
    queryKey: [QK.marketHot, lang(), signedIn()],
    queryFn: () => api.get<MarketHotItem>('/market/hot', {}, { quiet: true, silent: true }),
    staleTime: 60_000,
    retry: false,
  });

/** The tickers of one kind, every quote currency together. */
export function tickersOfKind(
  groups: QuotationGroup[] | undefined,
  kind: TickerItem['kind'],
): TickerItem[] {
  return (groups ?? []).flatMap((g) => g.quotation).filter((t) => t.kind === kind);
}
