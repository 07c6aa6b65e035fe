/**
 * Topic names a client may subscribe to (the contract in @bourse/shared schemas/realtime.ts):
 * `tickers`, `depth:<SYMBOL>`, `trades:<SYMBOL>`, `kline:<SYMBOL>:<period>`, `nft:<CODE>`. Parsing is
 * syntactic and cheap on purpose: it runs on every `sub`, and an unknown pair simply never
 * receives anything, so no database look-up is worth its cost here.
 */
import {
  KLINE_PERIODS,
  RealtimeTopic,
  normalisePairSymbol,
  type KlinePeriod,
} from '@bourse/shared';

/** How many topics one connection may follow at once (rooms cost memory on every server). */
export const MAX_TOPICS_PER_SOCKET = 50;

/** Longer than any valid topic (`nft:` + a 40-character code; `kline:` + a 24-character pair + `:` + period). */
const MAX_TOPIC_LENGTH = 44;

/** The same spellings the HTTP `symbol` field accepts (pairSymbolField). */
const PAIR = /^[A-Za-z0-9]+(?:[/_-][A-Za-z0-9]+)?$/;
/** An NFT code: letters, digits and dashes. */
const NFT_CODE = /^[A-Za-z0-9][A-Za-z0-9-]{1,39}$/;

function pair(raw: string | undefined): string | undefined {
  if (!raw || raw.length > 24 || !PAIR.test(raw)) return undefined;
  return normalisePairSymbol(raw);
}

const isPeriod = (value: string | undefined): value is KlinePeriod =>
  (KLINE_PERIODS as readonly string[]).includes(value ?? '');

/**
 * The canonical name of a topic (`depth:btcusdt` -> `depth:BTC/USDT`), or undefined when
 * the value is not a topic of the contract.
 */
export function parseTopic(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length > MAX_TOPIC_LENGTH) return undefined;
  const [kind, symbol, period, ...rest] = raw.trim().split(':');
  if (rest.length > 0) return undefined;
  if (kind === 'tickers') return symbol === undefined ? RealtimeTopic.tickers() : undefined;
  if (kind === 'nft') {
    // An artwork's code, as `nftCodeField` reads it (upper case).
    return period === undefined && symbol && NFT_CODE.test(symbol)
      ? RealtimeTopic.nft(symbol.toUpperCase())
      : undefined;
  }
  const normal = pair(symbol);
  if (!normal) return undefined;
  if (kind === 'kline') return isPeriod(period) ? RealtimeTopic.kline(normal, period) : undefined;
  if (period !== undefined) return undefined;
  if (kind === 'depth') return RealtimeTopic.depth(normal);
  if (kind === 'trades') return RealtimeTopic.trades(normal);
  return undefined;
}

/** The Socket.IO room of a topic, and of one user (joined only after `auth`). */
export const topicRoom = (topic: string) => `t:${topic}`;
export const userRoom = (userId: number) => `u:${userId}`;
export const isTopicRoom = (room: string) => room.startsWith('t:');
