/**
 * The realtime contract (Socket.IO on the API's port, path `/socket.io`). Event names
 * follow the original client where it had one (`daymarket`, `kline`, `market_depth`).
 *
 * A client subscribes to topics with `sub` (and leaves with `unsub`):
 *   `tickers`                  every pair's ticker, as `daymarket`
 *   `depth:BTC/USDT`           order book snapshots, as `market_depth`
 *   `trades:BTC/USDT`          public trades, as `trades`
 *   `kline:BTC/USDT:1m`        the current candle of one period, as `kline`
 * and joins its own user room with `auth {token}` (a session token, never a user id); then
 * it receives `order` and `balance` events of that user only.
 */
import type { DepthItem, KlinePeriod, PublicTradeItem, TickerItem } from './quotes.ts';
import type { SpotOrderItem } from './trade.ts';

export const RealtimeTopic = {
  tickers: () => 'tickers',
  /**
   * The original client's stream (client contract 8): every pair's `daymarket`,
   * `market_depth` and `kline` in its shapes. Joined by its sockets (Engine.IO 3) on
   * connection, never by `sub`.
   */
  legacy: () => 'legacy',
  depth: (symbol: string) => `depth:${symbol}`,
  trades: (symbol: string) => `trades:${symbol}`,
  kline: (symbol: string, period: KlinePeriod) => `kline:${symbol}:${period}`,
  /** One artwork's auction (issue 13): `nft_bid` on every bid. */
  nft: (code: string) => `nft:${code}`,
} as const;

export interface KlineEvent {
  symbol: string;
  period: KlinePeriod;
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

export interface TradesEvent {
  symbol: string;
  trades: PublicTradeItem[];
}

export interface BalanceEvent {
  account_type: number;
  currency_id: number;
  currency: string;
  available: string;
  frozen: string;
}

/** `daymarket` of the original client: merged into its pair row, so no `id` or lever fields. */
export interface LegacyDaymarketEvent {
  currency_id: number;
  legal_id: number;
  currency_name: string;
  legal_name: string;
  now_price: string;
  close: string;
  high: string;
  low: string;
  change: string;
  volume: string;
}

/** `market_depth` of the original client: `[price, quantity]`, each side best first. */
export interface LegacyDepthEvent {
  currency_name: string;
  legal_name: string;
  bids: [string, string][];
  asks: [string, string][];
}

/** `kline` of the original client: its period names (`1min`, `60min`, `1D`), `time` in ms. */
export interface LegacyKlineEvent {
  currency_name: string;
  legal_name: string;
  period: string;
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** What the `legacy` topic carries (the original client's listeners). */
export interface LegacyServerEvents {
  daymarket: (event: LegacyDaymarketEvent) => void;
  market_depth: (event: LegacyDepthEvent) => void;
  kline: (event: LegacyKlineEvent) => void;
}

/** Events the server sends. */
/**
 * What a `notice` push is about: a decision on one of the user's deposits, withdrawals or
 * verifications. The page showing it refetches (records update live); the words are in
 * Messages, written with the decision.
 */
export const NOTICE_TOPICS = ['deposit', 'withdrawal', 'verification'] as const;
export type NoticeTopic = (typeof NOTICE_TOPICS)[number];
export interface NoticeEvent {
  about: NoticeTopic;
  /** The decided row's id. */
  id: number;
}

export interface ServerToClientEvents {
  daymarket: (ticker: TickerItem) => void;
  market_depth: (depth: DepthItem) => void;
  trades: (event: TradesEvent) => void;
  kline: (event: KlineEvent) => void;
  order: (order: SpotOrderItem) => void;
  balance: (balance: BalanceEvent) => void;
  notice: (notice: NoticeEvent) => void;
}

/** Replies to `sub`, `unsub` and `auth`: ok, or a message in the client's language. */
export type Ack = (reply: { ok: true } | { ok: false; message: string }) => void;

/** Events a client sends. */
export interface ClientToServerEvents {
  sub: (topics: string[], ack?: Ack) => void;
  unsub: (topics: string[], ack?: Ack) => void;
  auth: (token: string, ack?: Ack) => void;
  /** The original client's claimed user id: proves nothing, so the server ignores it. */
  login: (userId: unknown) => void;
}
