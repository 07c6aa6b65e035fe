/**
 * Query options and calls of the trade screens (STYLE.md: one factory per endpoint, keys
 * from api/keys.ts). Market data is public and refreshed by the socket (useLiveMarket);
 * the polling here is the safety net for a dropped connection. Orders and balances are
 * the user's and refresh on their `order` / `balance` pushes.
 */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  DEFAULT_LIMIT,
  type DepthItem,
  type KlineItem,
  type KlinePeriod,
  type Page,
  type PublicTradeItem,
  type SpotOrderItem,
  type SpotOrderListItem,
  type TickerItem,
  type TimeInForce,
  type WalletDetail,
} from '@bourse/shared';
import { api } from '../../api/client.ts';
import { QK } from '../../api/keys.ts';
import { session } from '../../store/session.ts';

/** Levels a side the screens ask for; the ladder shows fewer, the depth chart all. */
export const DEPTH_LIMIT = 20;
export const TRADES_LIMIT = 30;

export const instrumentQuery = (symbol: string) =>
  queryOptions({
    queryKey: [QK.instrument, symbol, session.get().lang],
    queryFn: () => api.get<TickerItem>('/market/instrument', { symbol }, { quiet: true }),
    refetchInterval: 15_000,
  });

export const depthQuery = (symbol: string) =>
  queryOptions({
    queryKey: [QK.depth, symbol],
    queryFn: () =>
      api.get<DepthItem>(
        '/market/depth',
        { symbol, limit: DEPTH_LIMIT },
        { quiet: true, silent: true },
      ),
    refetchInterval: 10_000,
    // A pushed snapshot may be newer than a fetched one: keep whichever has the higher seq.
    structuralSharing: (old: unknown, next: unknown) =>
      old && (old as DepthItem).seq > (next as DepthItem).seq ? old : next,
  });

export const publicTradesQuery = (symbol: string) =>
  queryOptions({
    queryKey: [QK.publicTrades, symbol],
    queryFn: () =>
      api.get<PublicTradeItem[]>(
        '/market/trades',
        { symbol, limit: TRADES_LIMIT },
        { quiet: true, silent: true },
      ),
    refetchInterval: 15_000,
  });

export const klineQuery = (symbol: string, period: KlinePeriod) =>
  queryOptions({
    queryKey: [QK.kline, symbol, period],
    queryFn: () =>
      api.get<KlineItem[]>('/currency/new_timeshar', { symbol, period }, { quiet: true }),
    // Live candles arrive by socket; a reload of the history now and then is enough.
    staleTime: 60_000,
  });

/** One coin's balance in one account (the quote of a buy, the base of a sell). */
export const balanceQuery = (currencyId: number, account: number) =>
  queryOptions({
    queryKey: [QK.walletDetail, currencyId, account],
    queryFn: () =>
      api.post<WalletDetail>(
        '/wallet/detail',
        { currency: currencyId, type: account },
        { quiet: true, silent: true },
      ),
    enabled: !!session.get().token,
    staleTime: 5_000,
  });

export type OrderListStatus = 'open' | 'history';
export interface OrderFilter {
  status: OrderListStatus;
  currency_id?: number | undefined;
  legal_id?: number | undefined;
}

/** A `GET /coin/list` row (the original client's words beside ours) as the order it is. */
export const orderOfRow = (row: SpotOrderListItem): SpotOrderItem => {
  const { state, created_time, target_price: _price, trade_amount: _amount, ...rest } = row;
  return { ...rest, status: state, created_at: created_time };
};

/**
 * One page of orders. `/coin/list` answers a bare array (the original client's shape): a
 * page shorter than `limit` is the last, and `total` counts what came.
 */
const listOrders = async (
  filter: OrderFilter,
  page: number,
  limit: number,
): Promise<Page<SpotOrderItem>> => {
  const rows = await api.get<SpotOrderListItem[]>(
    '/coin/list',
    { ...filter, page, limit },
    { quiet: true },
  );
  const data = rows.map(orderOfRow);
  return { data, total: (page - 1) * limit + data.length, page, limit };
};

/** The open orders under the trade form: the first page (the most the server sends). */
export const openOrdersQuery = (currencyId: number, legalId: number) =>
  queryOptions({
    queryKey: [QK.spotOrders, 'open', currencyId, legalId, 'head'],
    queryFn: () =>
      listOrders({ status: 'open', currency_id: currencyId, legal_id: legalId }, 1, 100),
    enabled: !!session.get().token,
  });

/** The order history (spec 9: page 1, limit 10, then page by page). */
export const ordersQuery = (filter: OrderFilter) =>
  infiniteQueryOptions({
    queryKey: [QK.spotOrders, filter.status, filter.currency_id ?? 'all', filter.legal_id ?? 'all'],
    queryFn: ({ pageParam }: { pageParam: number }) => listOrders(filter, pageParam, DEFAULT_LIMIT),
    initialPageParam: 1,
    getNextPageParam: (last: Page<SpotOrderItem>) =>
      last.data.length === last.limit ? last.page + 1 : undefined,
  });

/** After an order or a balance change: the lists and balances read again. */
export function refreshOrders(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: [QK.spotOrders] });
  void client.invalidateQueries({ queryKey: [QK.walletDetail] });
  void client.invalidateQueries({ queryKey: [QK.walletList] });
}

export interface PlaceOrder {
  currency_id: number;
  legal_id: number;
  side: 'buy' | 'sell';
  amount: string;
  /** Absent: a market order. */
  target_price?: string | undefined;
  time_in_force?: TimeInForce | undefined;
}

/** `POST /coin/trade`; the server's refusal is toasted by the request function. */
export const placeOrder = (o: PlaceOrder) =>
  api.post<SpotOrderItem>('/coin/trade', {
    currency_id: o.currency_id,
    legal_id: o.legal_id,
    type: o.side === 'buy' ? 1 : 2,
    amount: o.amount,
    target_price: o.target_price,
    time_in_force: o.time_in_force,
  });

/** `PUT /coin/trade {id}`: cancels what is left of an order. */
export const cancelOrder = (id: number) => api.put<SpotOrderItem>('/coin/trade', { id });

/** A pair by the ids the original client sends. */
export interface PairIds {
  currency_id: number;
  legal_id: number;
}

/** Tells the market a signed-in user opened a pair (its "recently viewed" list). */
export const markViewed = (pair: PairIds) =>
  api.post<unknown>(
    '/market/viewed',
    { currency_id: pair.currency_id, legal_id: pair.legal_id },
    { quiet: true, silent: true },
  );
