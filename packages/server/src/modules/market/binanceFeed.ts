/**
 * Index prices from a real venue (DESIGN.md section 6): Binance's public spot market-data
 * streams, no key needed. We read the combined stream of `<coin>usdt@aggTrade` (every
 * trade) and `<coin>usdt@miniTicker` (the last price once a second, so a quiet coin still
 * moves), whose frames look like
 *
 *   {"stream":"btcusdt@aggTrade","data":{"e":"aggTrade","E":1764000000123,"s":"BTCUSDT",
 *     "a":3300000001,"p":"95012.34000000","q":"0.01200000","f":5100000001,"l":5100000003,
 *     "T":1764000000120,"m":false,"M":true}}
 *   {"stream":"btcusdt@miniTicker","data":{"e":"24hrMiniTicker","E":1764000001000,
 *     "s":"BTCUSDT","c":"95013.10000000","o":"94010.00000000","h":"95500.00000000",
 *     "l":"93800.00000000","v":"18234.10000000","q":"1721000000.50000000"}}
 *
 * The feed keeps one price a second (the last one heard; a day of them by default) and
 * answers `quote(symbol, at)` with the latest price heard at or before `at` (to the second),
 * by the venue's own timestamps; the quote's source names the venue and that timestamp (`binance:1764000000120`)
 * so a settlement can be checked against the venue's history. A price older than
 * `maxStaleMs` is no price: better an error than a stale settlement. Where the frames come
 * from is injected, so tests replay recorded frames and need no network.
 */
import { Decimal, PriceSource, dec, isDecimalString } from '@bourse/shared';
import { DAY_MS, MINUTE_MS, SECOND_MS } from '../../clock.ts';
import { toSecond, type Feed, type IndexQuote } from './feed.ts';

/** Subscribes to raw text frames; returns the function that stops the subscription. */
export type FrameSource = (onFrame: (raw: string) => void) => () => void;

export const BINANCE_STREAM_URL = 'wss://stream.binance.com:9443/stream';

/** The combined-stream URL for some coins (tickers as in our catalogue: `BTC`). */
export function binanceStreamUrl(symbols: string[], base = BINANCE_STREAM_URL): string {
  const streams = symbols.flatMap((s) => {
    const pair = `${s.toLowerCase()}usdt`;
    return [`${pair}@aggTrade`, `${pair}@miniTicker`];
  });
  return `${base}?streams=${streams.join('/')}`;
}

interface Series {
  /**
   * Whole seconds (ms), ascending: each holds the last price heard before it (since the
   * second before), so the price "at" a second is never one heard after it.
   */
  seconds: number[];
  prices: string[];
  /** The venue timestamp of each second's price. */
  stamps: number[];
}

export class BinanceFeed implements Feed {
  readonly name = PriceSource.binance;
  private readonly series = new Map<string, Series>();
  private readonly ticks: ReadonlyMap<string, string>;
  private stopSource?: () => void;

  /**
   * `ticks`: the coins to price (our tickers, `BTC`) and each one's price step; a venue
   * price is rounded half-up to it.
   */
  constructor(
    private readonly opts: {
      source: FrameSource;
      ticks: ReadonlyMap<string, string>;
      keepMs?: number;
      maxStaleMs?: number;
    },
  ) {
    this.ticks = opts.ticks;
  }

  /** The coins this feed prices. */
  symbols(): string[] {
    return [...this.ticks.keys()];
  }

  start(): this {
    this.stopSource ??= this.opts.source((raw) => this.ingest(raw));
    return this;
  }

  stop(): void {
    this.stopSource?.();
    this.stopSource = undefined;
  }

  /** Takes one raw frame; frames of other streams or in other shapes are ignored. */
  ingest(raw: string): void {
    let frame: unknown;
    try {
      frame = JSON.parse(raw);
    } catch {
      return;
    }
    const data = (frame as { data?: Record<string, unknown> } | null)?.data ?? frame;
    if (!data || typeof data !== 'object') return;
    const d = data as Record<string, unknown>;
    const [price, stamp] =
      d.e === 'aggTrade' ? [d.p, d.T] : d.e === '24hrMiniTicker' ? [d.c, d.E] : [];
    const pair = typeof d.s === 'string' ? d.s.toUpperCase() : '';
    if (!pair.endsWith('USDT') || typeof price !== 'string' || typeof stamp !== 'number') return;
    const symbol = pair.slice(0, -4);
    if (!this.ticks.has(symbol) || !isDecimalString(price) || dec(price).lte(0)) return;
    this.record(symbol, stamp, price);
  }

  private record(symbol: string, stamp: number, price: string): void {
    let s = this.series.get(symbol);
    if (!s) {
      s = { seconds: [], prices: [], stamps: [] };
      this.series.set(symbol, s);
    }
    const second = Math.ceil(stamp / SECOND_MS) * SECOND_MS;
    const last = s.seconds.length - 1;
    if (last >= 0 && stamp < s.stamps[last]!) return; // late frame: we already know better
    if (last >= 0 && s.seconds[last] === second) {
      s.prices[last] = price;
      s.stamps[last] = stamp;
    } else {
      s.seconds.push(second);
      s.prices.push(price);
      s.stamps.push(stamp);
    }
    const keepFrom = second - (this.opts.keepMs ?? DAY_MS);
    // Forget in chunks, so a long-running feed does not splice on every second.
    if (s.seconds.length > 1024 && s.seconds[1023]! < keepFrom) {
      const drop = s.seconds.findIndex((t) => t >= keepFrom);
      s.seconds.splice(0, drop);
      s.prices.splice(0, drop);
      s.stamps.splice(0, drop);
    }
  }

  async quote(symbol: string, at: Date): Promise<IndexQuote | undefined> {
    const s = this.series.get(symbol);
    const tick = this.ticks.get(symbol);
    if (!s || !tick) return undefined;
    const t = at.getTime();
    // The latest second at or before `at`.
    let lo = 0;
    let hi = s.seconds.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (s.seconds[mid]! <= t) lo = mid + 1;
      else hi = mid;
    }
    const k = lo - 1;
    if (k < 0 || t - s.stamps[k]! > (this.opts.maxStaleMs ?? MINUTE_MS)) return undefined;
    const step = dec(tick);
    const price = dec(s.prices[k]!).toNearest(step, Decimal.ROUND_HALF_UP);
    return {
      symbol,
      price: Decimal.max(price, step).toFixed(step.decimalPlaces()),
      source: `${this.name}:${s.stamps[k]}`,
      at: toSecond(at),
    };
  }
}

/**
 * Frames from a WebSocket (the `ws` package: Node 20 has no global WebSocket), reconnecting
 * with a growing pause (1 s to 30 s) when the venue drops the connection, as Binance does
 * every 24 hours.
 */
export function webSocketSource(url: string, log?: (message: string) => void): FrameSource {
  return (onFrame) => {
    let stopped = false;
    let pauseMs = SECOND_MS;
    let socket: { close(): void } | undefined;
    let timer: NodeJS.Timeout | undefined;
    const connect = async () => {
      const { default: WebSocket } = await import('ws');
      if (stopped) return;
      const ws = new WebSocket(url);
      socket = ws;
      ws.on('open', () => (pauseMs = SECOND_MS));
      ws.on('message', (data) => onFrame(data.toString()));
      ws.on('error', (error) => log?.(`price feed: ${error.message}`));
      ws.on('close', () => {
        if (stopped) return;
        timer = setTimeout(() => void connect(), pauseMs);
        timer.unref();
        pauseMs = Math.min(pauseMs * 2, 30 * SECOND_MS);
      });
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  };
}

/**
 * A venue for the coins it streams and another feed (the simulator) for the rest: Binance
 * lists no US stocks. Each quote still names its own source.
 */
export class RoutedFeed implements Feed {
  readonly name: string;
  private readonly primarySymbols: Set<string>;

  constructor(
    private readonly primary: Feed & { symbols(): string[] },
    private readonly fallback: Feed,
  ) {
    this.name = `${primary.name}+${fallback.name}`;
    this.primarySymbols = new Set(primary.symbols());
  }

  quote(symbol: string, at: Date): Promise<IndexQuote | undefined> {
    return (this.primarySymbols.has(symbol) ? this.primary : this.fallback).quote(symbol, at);
  }
}
