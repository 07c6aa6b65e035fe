/**
 * What every service may use, built once in buildApp and typed onto the Fastify instance
 * (STYLE.md: services typed once, so a route sees exactly what it may use).
 */
import type { Cluster } from './cluster/cluster.ts';
import type { Config } from './config.ts';
import type { Clock } from './clock.ts';
import type { Database, Db, DbOrTx } from './db/client.ts';
import type { Notifier } from './notify.ts';
import type { Decimal, DecimalInput } from '@bourse/shared';
import type { RealtimeHub } from './realtime/hub.ts';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  notifier: Notifier;
  /** Where uploaded files are written and served from (under DATA_DIR). */
  uploadDir: string;
  /** Index prices and conversions through USDT (DESIGN.md section 6). */
  prices: IndexPrices;
  /** Announcements for the realtime gateway (Socket.IO); a no-op when none is attached. */
  realtime: RealtimeHub;
  /** The processes sharing the database: leases and the broker (docs/operations.md). */
  cluster: Cluster;
  /** Signed-in sessions, cached per app (the users module's SessionCache). */
  sessions: Sessions;
}

/*
 * Ports: what the context offers, declared here and implemented by a module (the market
 * module's PriceService is `IndexPrices`, the users module's SessionCache is `Sessions`), so
 * the context depends on no module.
 */

/** Signed-in sessions: the guard's lookup, cached per process by token hash. */
export interface Sessions {
  /** The user and session of a raw token, or SessionError (reply type 999). */
  authenticate(token: string | undefined): Promise<{ id: number; sessionId: number }>;
  /**
   * After a commit that revoked sessions of `userId` (the users module's `sessionsEnded`
   * calls it): refused from then on in this process, and in the others once the broker's
   * message arrives (docs/operations.md).
   */
  revoked(userId: number): void;
}

/** A currency by catalogue id (`1` is BTC) or by ticker (`'BTC'`). */
export type CurrencyRef = number | string;

/** One index price: what settles money, recorded with its source. */
export interface IndexQuote {
  /** The instrument's ticker, upper case (`BTC`, `AAPL`). */
  symbol: string;
  /** Price of one unit in USDT, a decimal string on the instrument's tick. */
  price: string;
  /** Where the price came from: a PriceSource code, optionally `:detail` (`sim:42`). */
  source: string;
  /** The instant the price is for, to the second. */
  at: Date;
}

export interface Conversion {
  /**
   * `amount x rate`, unrounded (decimal.js precision 20). Round it to the target
   * currency's decimals where you store or pay it, down when crediting a user.
   */
  amount: Decimal;
  /** Units of the target currency per unit of the source: fromPrice / toPrice. */
  rate: Decimal;
  /** The two index quotes used, source first then target (USDT's is the peg). */
  quotes: [IndexQuote, IndexQuote];
}

/** Index prices and conversions through USDT (DESIGN.md section 6). */
export interface IndexPrices {
  /** The feed's name, which is also the `source` of its quotes (`sim:42`). */
  readonly feedName: string;
  /** One unit in USDT, now or at a past `at` (errors.noIndexPrice, errors.priceTimeInFuture). */
  indexPrice(ref: CurrencyRef, at?: Date): Promise<IndexQuote>;
  /** `amount` of `from` expressed in `to`, both valued at the same instant. */
  convert(amount: DecimalInput, from: CurrencyRef, to: CurrencyRef, at?: Date): Promise<Conversion>;
  /** What `amount` of `currency` is worth in `target` (BTC unless told). */
  valueIn(
    amount: DecimalInput,
    currency: CurrencyRef,
    target?: CurrencyRef,
    at?: Date,
  ): Promise<Conversion>;

  /*
   * The recorded index (issue 10, market/tape.ts): every price that decides money is a row
   * of `index_ticks`, written only from the feed. Settle with these, store the quote's
   * price, source and second on your row. Inside a transaction pass it as `db`: PGlite
   * runs one transaction at a time, so a query on the pool would wait for yours for ever.
   */
  /** `symbol`'s index now, to the second: recorded if that second has no row, then kept. */
  record(symbol: string, db?: DbOrTx): Promise<IndexQuote>;
  /** The recorded tick of exactly that second, if any (kept from then on). */
  recordedAt(symbol: string, at: Date, db?: DbOrTx): Promise<IndexQuote | undefined>;
  /** The first recorded tick at or after `at`, if any (kept): an option's close price. */
  firstRecordedFrom(symbol: string, at: Date, db?: DbOrTx): Promise<IndexQuote | undefined>;
  /** The tape job: the current second of each ticker that has no row for it yet. */
  recordNow(symbols: string[]): Promise<number>;
}
