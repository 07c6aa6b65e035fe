/**
 * Market data (issue 4): the tradable pairs with their rules, candles built from trades
 * (and the index where a pair is quiet), and each user's favorites and recently viewed
 * pairs. Orders and trades live in the spot module's tables.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { KLINE_PERIODS } from '@bourse/shared';
// Table to table (as content/tables.ts does): the schema must load without the services.
import { currencies } from '../system/tables.ts';
import { users } from '../users/tables.ts';
import { amount } from '../../db/columns.ts';

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const instruments = pgTable(
  'instruments',
  {
    id: serial('id').primaryKey(),
    /** `BASE/QUOTE`, e.g. `BTC/USDT`. */
    symbol: text('symbol').notNull().unique(),
    baseCurrencyId: integer('base_currency_id')
      .notNull()
      .references(() => currencies.id),
    quoteCurrencyId: integer('quote_currency_id')
      .notNull()
      .references(() => currencies.id),
    kind: text('kind', { enum: ['crypto', 'stock'] }).notNull(),
    /** The wallet account both sides of a trade settle in (2 spot, 5 stock). */
    accountType: smallint('account_type').notNull(),
    tickSize: amount('tick_size').notNull(),
    lotSize: amount('lot_size').notNull(),
    /** Smallest order value in the quote currency. */
    minAmount: amount('min_amount').notNull(),
    makerFee: amount('maker_fee').notNull(),
    takerFee: amount('taker_fee').notNull(),
    /** A trading session key (`us-equity`), or null for round-the-clock trading. */
    session: text('session'),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /**
     * Bumped by every edit of the pair (editInstrument): every process compares it with the
     * version its cache holds, and a broker message tells them at once (docs/operations.md).
     */
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [
    check('instruments_kind_ck', sql`${t.kind} in ('crypto', 'stock')`),
    check('instruments_steps_ck', sql`${t.tickSize} > 0 and ${t.lotSize} > 0`),
    // A fill's value (price x quantity) needs the decimals of both steps: at most the 18
    // of the amount columns, so every amount the ledger is asked to hold fits exactly.
    check('instruments_steps_fit_ck', sql`${t.tickSize} * ${t.lotSize} >= 1e-18`),
    check('instruments_fees_ck', sql`${t.makerFee} >= 0 and ${t.takerFee} >= 0`),
  ],
);

/** One candle per pair, period and opening instant (UTC). */
export const klines = pgTable(
  'klines',
  {
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    period: text('period', { enum: KLINE_PERIODS }).notNull(),
    openTime: timestamp('open_time', { withTimezone: true }).notNull(),
    open: amount('open').notNull(),
    high: amount('high').notNull(),
    low: amount('low').notNull(),
    close: amount('close').notNull(),
    /** Base quantity and quote value of real trades in the candle (0 from the index alone). */
    volume: amount('volume').notNull().default('0'),
    quoteVolume: amount('quote_volume').notNull().default('0'),
    trades: integer('trades').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.instrumentId, t.period, t.openTime] }),
    check('klines_period_ck', sql`${t.period} in (${quoted(KLINE_PERIODS)})`),
    check('klines_range_ck', sql`${t.low} <= ${t.high}`),
  ],
);

export const marketFavorites = pgTable(
  'market_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.instrumentId] })],
);

/** The last time each user opened each pair: recently viewed, and the hot list's counts. */
export const marketViews = pgTable(
  'market_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.instrumentId] }),
    index('market_views_recent_ix').on(t.viewedAt),
  ],
);

/**
 * The recorded index (issue 10): what the feed said, per instrument ticker and second. Every
 * price that decides money is a row here, and settlement rows name its second. Only the
 * tape writes it (tape.ts, from the `Feed`); the database refuses any change of a recorded
 * price, and refuses to delete a tick a settlement kept (migration 0011). Older ticks nobody
 * kept are compacted to one per minute.
 */
export const indexTicks = pgTable(
  'index_ticks',
  {
    /** The currency ticker, upper case (`BTC`), as `ctx.prices.indexPrice` takes it. */
    symbol: text('symbol').notNull(),
    /** The whole second the price is for. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** One unit in USDT, as the feed quoted it. */
    price: amount('price').notNull(),
    /** The feed's source code (`sim:42`, `binance:<venue ms>`). */
    source: text('source').notNull(),
    /** Set once a request or a settlement used this tick: it is kept for ever. */
    kept: boolean('kept').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.symbol, t.at] }),
    check('index_ticks_price_ck', sql`${t.price} > 0`),
    check('index_ticks_whole_second_ck', sql`date_trunc('second', ${t.at}) = ${t.at}`),
  ],
);
