/**
 * Contracts (client contract 7.9 `lever/*` plus Bourse's extras): one query factory per
 * endpoint, keys from api/keys.ts. Everything here is the user's own; it refreshes after
 * each action and on the `lever_trade` / `lever_closed` pushes (useLeverEvents).
 */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  DEFAULT_LIMIT,
  LEVER_MARKET_PRICE_LITERAL,
  LeverPriceType,
  type LeverDealReply,
  type LeverMyTradeReply,
  type LeverPositionItem,
  type LeverSide,
} from '@bourse/shared';
import { api } from '../../api/client.ts';
import { QK } from '../../api/keys.ts';
import { session } from '../../store/session.ts';
import type { LeverPositionDetail } from './verify.ts';

const signedIn = () => !!session.get().token;

export interface PairIds {
  currency_id: number;
  legal_id: number;
}

/** `POST /lever/deal`: the pair's terms, the index now, the balance and the account's risk. */
export const leverDealQuery = (pair: PairIds) =>
  queryOptions({
    queryKey: [QK.leverDeal, pair.currency_id, pair.legal_id],
    queryFn: () =>
      api.post<LeverDealReply>(
        '/lever/deal',
        { currency_id: pair.currency_id, legal_id: pair.legal_id },
        { quiet: true },
      ),
    enabled: signedIn(),
    // The index moves: the terms and the account are read again now and then; the live
    // index in between comes from `daymarket`.
    refetchInterval: 15_000,
  });

/** `my_trade` status: 1 open positions, 0 pending limit orders, 3 closed. */
export type LeverListStatus = 0 | 1 | 3;

export interface LeverListFilter {
  status: LeverListStatus;
  pair?: PairIds | undefined;
}

/** `POST /lever/my_trade` page by page (positions in `message.message.data`). */
export const leverTradesQuery = (filter: LeverListFilter) =>
  infiniteQueryOptions({
    queryKey: [
      QK.leverTrades,
      filter.status,
      filter.pair?.currency_id ?? 'all',
      filter.pair?.legal_id ?? 'all',
    ],
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api.post<LeverMyTradeReply>(
        '/lever/my_trade',
        {
          status: filter.status,
          currency_id: filter.pair?.currency_id,
          legal_id: filter.pair?.legal_id,
          page: pageParam,
          limit: DEFAULT_LIMIT,
        },
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
  });

/** `GET /lever/position?id=`: every recorded price and input of one position (verify). */
export const leverPositionQuery = (id: number) =>
  queryOptions({
    queryKey: [QK.leverPosition, id],
    queryFn: () => api.get<LeverPositionDetail>('/lever/position', { id }, { quiet: true }),
    enabled: signedIn(),
  });

export interface OpenOrder extends PairIds {
  side: LeverSide;
  lots: string;
  multiple: number;
  /** Absent: a market order (the contract's literal 999). */
  limitPrice?: string | undefined;
}

/** `POST /lever/submit`; the reply's message is the server's own success text. */
export const submitLever = (o: OpenOrder) =>
  api.post<{ message?: string; item?: LeverPositionItem } | string>('/lever/submit', {
    share: o.lots,
    multiple: o.multiple,
    currency_id: o.currency_id,
    legal_id: o.legal_id,
    type: o.side,
    status: o.limitPrice ? LeverPriceType.limit : LeverPriceType.market,
    target_price: o.limitPrice ?? LEVER_MARKET_PRICE_LITERAL,
    password: '',
  });

export const closeLever = (id: number) => api.post<unknown>('/lever/close', { id });
export const cancelLever = (id: number) => api.post<unknown>('/lever/cancel', { id });

/** `POST /lever/setstop`: '' clears a price. */
export const setStop = (p: { id: number; takeProfit: string; stopLoss: string }) =>
  api.post<unknown>('/lever/setstop', {
    id: p.id,
    target_profit_price: p.takeProfit,
    stop_loss_price: p.stopLoss,
  });

/** Close-all menu: 0 all, 1 longs only, 2 shorts only. */
export type BatchKind = 0 | 1 | 2;
export const batchClose = (type: BatchKind) => api.post<unknown>('/lever/batch_close', { type });

/** After any change: terms, lists, the open position's detail and the balances read again. */
export function refreshLever(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: [QK.leverDeal] });
  void client.invalidateQueries({ queryKey: [QK.leverTrades] });
  void client.invalidateQueries({ queryKey: [QK.leverPosition] });
  void client.invalidateQueries({ queryKey: [QK.walletList] });
  void client.invalidateQueries({ queryKey: [QK.walletDetail] });
}

/** A success reply's text: the server sends a translated message (sometimes with the item). */
export function replyText(reply: unknown): string | undefined {
  if (typeof reply === 'string') return reply;
  if (reply && typeof reply === 'object' && 'message' in reply) {
    const m = (reply as { message: unknown }).message;
    return typeof m === 'string' ? m : undefined;
  }
  return undefined;
}
