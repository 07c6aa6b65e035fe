/**
 * Copy trading (client contract 7.14 `follow/*`, plus Bourse's `/follow/apply`, `/mine`,
 * `/copies`, `/followers`; issue 12): one query factory per endpoint, keys local as
 * `FOLLOW_KEYS`. The trader list and page are public, but a token marks who the caller
 * follows, so their keys carry the token; everything else is the caller's own.
 */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  MAX_LIMIT,
  type CopyItem,
  type FollowMineView,
  type FollowerItem,
  type LeverMyTradeReply,
  type Page,
  type TraderDetailView,
  type TraderListItem,
  type TraderTradeItem,
} from '@bourse/shared';
import { api } from '../../api/client.ts';
import { QK } from '../../api/keys.ts';
import { session } from '../../store/session.ts';

export const FOLLOW_KEYS = {
  traders: 'follow.traders',
  trader: 'follow.trader',
  trades: 'follow.trades',
  mine: 'follow.mine',
  copies: 'follow.copies',
  followers: 'follow.followers',
} as const;

export const TRADERS_PAGE_SIZE = 20;
export const COPIES_PAGE_SIZE = 20;

/** The copy job runs every second: while a copy screen is open it looks again this often. */
export const COPY_REFRESH_MS = 4_000;

const signedIn = () => !!session.get().token;
const nextPage = <T>(last: Page<T>) =>
  last.page * last.limit < last.total && last.data.length > 0 ? last.page + 1 : undefined;

/** `GET /follow/index?page=`: approved traders, the most followed first. */
export const tradersQuery = () =>
  infiniteQueryOptions({
    queryKey: [FOLLOW_KEYS.traders, session.get().token],
    queryFn: ({ pageParam }) =>
      api.get<Page<TraderListItem>>(
        '/follow/index',
        { page: pageParam, limit: TRADERS_PAGE_SIZE },
        { quiet: true },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage<TraderListItem>,
  });

/** `GET /follow/traderDetail`: the trader, the hourly figures and the caller's own follow. */
export const traderQuery = (traderId: number) =>
  queryOptions({
    queryKey: [FOLLOW_KEYS.trader, traderId, session.get().token],
    queryFn: () =>
      api.get<TraderDetailView>(
        '/follow/traderDetail',
        { trader_user_id: traderId },
        { quiet: true },
      ),
    enabled: traderId > 0,
    // "Not found" is an answer (an unapproved or unknown trader), not a hiccup.
    retry: false,
  });

/** `GET /follow/historyTrade`: the trader's latest closed own positions. */
export const traderTradesQuery = (traderId: number) =>
  queryOptions({
    queryKey: [FOLLOW_KEYS.trades, traderId],
    queryFn: () =>
      api.get<{ data?: TraderTradeItem[] }>(
        '/follow/historyTrade',
        { trader_user_id: traderId },
        { quiet: true },
      ),
    enabled: traderId > 0,
    retry: false,
  });

/** `GET /follow/mine`: the caller as a trader (application) and every follow they made. */
export const mineQuery = () =>
  queryOptions({
    queryKey: [FOLLOW_KEYS.mine, session.get().token],
    queryFn: () => api.get<FollowMineView>('/follow/mine', {}, { quiet: true }),
    enabled: signedIn(),
    // Open copies and margin move with the trader's trades.
    refetchInterval: COPY_REFRESH_MS * 2,
  });

/** `GET /follow/copies`: the caller's copy history, newest first. */
export const copiesQuery = () =>
  infiniteQueryOptions({
    queryKey: [FOLLOW_KEYS.copies, session.get().token],
    queryFn: ({ pageParam }) =>
      api.get<Page<CopyItem>>(
        '/follow/copies',
        { page: pageParam, limit: COPIES_PAGE_SIZE },
        { quiet: true },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage<CopyItem>,
    enabled: signedIn(),
    refetchInterval: COPY_REFRESH_MS,
  });

/** `GET /follow/followers`: the caller's followers as a trader (accounts masked). */
export const followersQuery = () =>
  infiniteQueryOptions({
    queryKey: [FOLLOW_KEYS.followers, session.get().token],
    queryFn: ({ pageParam }) =>
      api.get<Page<FollowerItem>>(
        '/follow/followers',
        { page: pageParam, limit: COPIES_PAGE_SIZE },
        { quiet: true },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage<FollowerItem>,
    enabled: signedIn(),
  });

/**
 * `POST /lever/my_trade` for the copy screens: every pair, the largest page (the server's
 * cap), open (1) or closed (3). Keyed under the contract lists (`QK.leverTrades`, same
 * infinite shape), so the contract pushes and every contract action refresh it too.
 */
export const copyPositionsQuery = (status: 1 | 3) =>
  infiniteQueryOptions({
    queryKey: [QK.leverTrades, 'copies', status, session.get().token],
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api.post<LeverMyTradeReply>(
        '/lever/my_trade',
        { status, page: pageParam, limit: MAX_LIMIT },
        { quiet: true },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: LeverMyTradeReply, all: LeverMyTradeReply[]) => {
      const loaded = all.reduce((n, p) => n + p.message.data.length, 0);
      return last.message.data.length > 0 && loaded < last.message.total
        ? all.length + 1
        : undefined;
    },
    enabled: signedIn(),
    refetchInterval: COPY_REFRESH_MS,
  });

export interface FollowRequest {
  trader_user_id: number;
  type: number;
  number: string;
  /** The follow-amount cap, '' for none. */
  amount: string;
  /** The deadline in days, '' for none. */
  days: string;
}

/** `POST /follow/follow`: follows or edits; resolves to the server's translated text. */
export const followTrader = (body: FollowRequest) =>
  api.post<string>('/follow/follow', { ...body }, { silent: true });

/** `POST /follow/cancel {follow_user_id}` (the trader's id). */
export const cancelFollow = (traderId: number) =>
  api.post<string>('/follow/cancel', { follow_user_id: traderId }, { silent: true });

/** `POST /follow/selfHolding {transaction_id}`: the follower takes a copied position over. */
export const selfHold = (positionId: number) =>
  api.post<string>('/follow/selfHolding', { transaction_id: positionId }, { silent: true });

export interface ApplyRequest {
  nickname: string;
  head_portrait: string;
  introduction: string;
  profit_share_percent: string;
}

/** `POST /follow/apply`: a trader application (an operator decides). */
export const applyAsTrader = (body: ApplyRequest) =>
  api.post<string>('/follow/apply', { ...body }, { silent: true });

/** After a follow, an edit, a cancel or a self-hold: everything copy trading shows. */
export function refreshFollow(client: QueryClient): void {
  for (const key of Object.values(FOLLOW_KEYS)) void client.invalidateQueries({ queryKey: [key] });
  void client.invalidateQueries({ queryKey: [QK.leverTrades] });
  void client.invalidateQueries({ queryKey: [QK.leverDeal] });
}
