/**
 * Lock-up mining (client contract 7.12 `lh/*`, issue 11): one query factory per endpoint,
 * keys local as `LOCKUP_KEYS` (the module's only queries). The plans are public; orders,
 * quotes and credits are the caller's own, so their keys carry the session token and
 * another account never sees the last one's figures.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  LockupCreditItem,
  LockupOrderList,
  LockupPlanItem,
  LockupQuote,
} from '@bourse/shared';
import { api } from '../../api/client.ts';
import { session } from '../../store/session.ts';

export const LOCKUP_KEYS = {
  plans: 'lockup.plans',
  orders: 'lockup.orders',
  quote: 'lockup.quote',
  credits: 'lockup.credits',
} as const;

/** The list page shows this many orders a page; the summary asks for all (the server caps). */
export const ORDERS_PAGE_SIZE = 20;
export const SUMMARY_LIMIT = 9999;

/** `GET /lh/deposit/config`: the active and paused plans (a bare array), in the desk's order. */
export const plansQuery = () =>
  queryOptions({
    queryKey: [LOCKUP_KEYS.plans, session.get().lang],
    queryFn: () => api.get<LockupPlanItem[]>('/lh/deposit/config', {}, { quiet: true }),
    staleTime: 60_000,
  });

/** `GET /lh/deposit/order {page, limit}`: the caller's orders, newest first. */
const fetchOrders = (page: number, limit: number) =>
  api.get<LockupOrderList>('/lh/deposit/order', { page, limit }, { quiet: true });

/** Every order at once, for the "my lock-ups" summary (as the original client asks). */
export const ordersQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: [LOCKUP_KEYS.orders, session.get().token, page, limit],
    queryFn: () => fetchOrders(page, limit),
    enabled: !!session.get().token,
    // Credits land at the dividend time on the server's job: look again now and then.
    refetchInterval: 60_000,
  });

/** The orders page: `ORDERS_PAGE_SIZE` at a time, "load more" while the total says so. */
export const orderPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: [LOCKUP_KEYS.orders, session.get().token, 'pages'],
    queryFn: ({ pageParam }) => fetchOrders(pageParam, ORDERS_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last: LockupOrderList) =>
      last.page * last.limit < last.total ? last.page + 1 : undefined,
    enabled: !!session.get().token,
  });

/**
 * `GET /lh/deposit/order/quote {id}`: what redeeming now would pay back. Never cached
 * (staleTime 0, refetched on every open): the penalty shrinks as days pass.
 */
export const quoteQuery = (id: number) =>
  queryOptions({
    queryKey: [LOCKUP_KEYS.quote, session.get().token, id],
    queryFn: () => api.get<LockupQuote>('/lh/deposit/order/quote', { id }, { quiet: true }),
    staleTime: 0,
    gcTime: 0,
    // A refusal (order already redeemed) is an answer, not a hiccup: no retry.
    retry: false,
  });

/** `GET /lh/deposit/order/credits {id}`: each day's credit of one order. */
export const creditsQuery = (id: number) =>
  queryOptions({
    queryKey: [LOCKUP_KEYS.credits, session.get().token, id],
    queryFn: () =>
      api.get<LockupCreditItem[]>('/lh/deposit/order/credits', { id }, { quiet: true }),
  });

/** `POST /lh/deposit`: resolves to the server's translated confirmation. */
export function deposit(body: { config_id: number; amount: string }): Promise<string> {
  return api.post<string>('/lh/deposit', body, { silent: true });
}

/**
 * `POST /lh/deposit/order/cancel`: early redemption carrying the penalty the sheet showed;
 * the server refuses if it has grown since. Resolves to the translated result.
 */
export function redeem(body: { id: number; quoted_fee: string }): Promise<string> {
  return api.post<string>('/lh/deposit/order/cancel', body, { silent: true });
}
