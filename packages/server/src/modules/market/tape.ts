/**
 * The recorded index (issue 10): the feed's price per instrument ticker and second, kept in
 * `index_ticks` so that every price that decided money can be shown and re-checked later,
 * whatever the feed says by then (a live venue forgets; the simulator would agree, but a
 * user should not have to trust that).
 *
 * - `recordTape(ctx)` (a job, every second) writes the current second of every active
 *   instrument's base, so "the first recorded index at or after" an instant always exists
 *   while the server runs.
 * - `IndexTape.record(symbol)` is what a request or a settlement uses: the current second,
 *   written if missing and answered from the stored row (the first writer of a second wins,
 *   so two processes that heard different prices still settle on one), marked kept.
 * - `recordedAt` / `firstRecordedFrom` read the tape (marking what they return kept).
 * - `compactTape(ctx)` thins ticks nobody kept to one per minute once they are old.
 *
 * Nothing else writes `index_ticks`, and the database refuses to change a recorded price or
 * to delete a kept tick (migration 0011).
 */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AppContext, IndexQuote } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../clock.ts';
import { fail } from '../../http/errors.ts';
import { toSecond, type Feed } from './feed.ts';
import { listInstruments } from './pairs.ts';
import { indexTicks } from './tables.ts';
import { findCurrency } from '../system/index.ts';

/** Ticks nobody kept are compacted to one per minute after this long. */
export const TAPE_FULL_RETENTION_MS = 24 * 3600_000;

type TickRow = typeof indexTicks.$inferSelect;

const quoteOf = (row: Pick<TickRow, 'symbol' | 'price' | 'source' | 'at'>): IndexQuote => ({
  symbol: row.symbol,
  price: normalize(row.price),
  source: row.source,
  at: row.at instanceof Date ? row.at : new Date(row.at),
});

/** numeric(36,18) reads back with trailing zeros; the API shows the price as quoted. */
function normalize(price: string): string {
  if (!price.includes('.')) return price;
  const trimmed = price.replace(/0+$/, '');
  return trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed;
}

export class IndexTape {
  /** The last second recorded per symbol by this process: a second is written once. */
  private readonly last = new Map<string, IndexQuote>();

  constructor(private readonly deps: { feed: Feed; clock: Clock; db: DbOrTx }) {}

  /**
   * The index of `symbol` now, to the second, as recorded (written if this second has no
   * row yet) and kept. Inside a transaction pass it as `db`: PGlite runs one transaction at
   * a time, so a query on the pool would wait for yours.
   */
  async record(symbol: string, db: DbOrTx = this.deps.db): Promise<IndexQuote> {
    const ticker = symbol.trim().toUpperCase();
    const at = toSecond(this.deps.clock.now());
    const cached = this.last.get(ticker);
    if (cached && cached.at.getTime() === at.getTime()) return cached;
    const quote =
      (await this.deps.feed.quote(ticker, at)) ?? fail('errors.noIndexPrice', { symbol: ticker });
    const [row] = await db
      .insert(indexTicks)
      .values({ symbol: ticker, at, price: quote.price, source: quote.source, kept: true })
      .onConflictDoUpdate({
        target: [indexTicks.symbol, indexTicks.at],
        set: { kept: true },
      })
      .returning();
    const recorded = quoteOf(row!);
    this.last.set(ticker, recorded);
    return recorded;
  }

  /** The recorded tick of that exact second (kept from now on), if there is one. */
  async recordedAt(
    symbol: string,
    at: Date,
    db: DbOrTx = this.deps.db,
  ): Promise<IndexQuote | undefined> {
    const [row] = await db
      .update(indexTicks)
      .set({ kept: true })
      .where(
        and(eq(indexTicks.symbol, symbol.trim().toUpperCase()), eq(indexTicks.at, toSecond(at))),
      )
      .returning();
    return row ? quoteOf(row) : undefined;
  }

  /**
   * The first recorded tick at or after `at` (kept from now on): an option's close price is
   * "the first recorded index at or after expiry".
   */
  async firstRecordedFrom(
    symbol: string,
    at: Date,
    db: DbOrTx = this.deps.db,
  ): Promise<IndexQuote | undefined> {
    const ticker = symbol.trim().toUpperCase();
    const [first] = await db
      .select({ at: indexTicks.at })
      .from(indexTicks)
      .where(and(eq(indexTicks.symbol, ticker), gte(indexTicks.at, toSecond(at))))
      .orderBy(asc(indexTicks.at))
      .limit(1);
    return first ? this.recordedAt(ticker, first.at, db) : undefined;
  }

  /**
   * Writes the current second of each symbol that has no row for it yet (not kept): the
   * job behind "at least one price per second". One statement for all of them.
   */
  async recordNow(symbols: string[]): Promise<number> {
    const at = toSecond(this.deps.clock.now());
    const quotes = await Promise.all(symbols.map((s) => this.deps.feed.quote(s, at)));
    const values = quotes
      .filter((q): q is IndexQuote => q !== undefined)
      .map((q) => ({ symbol: q.symbol.toUpperCase(), at, price: q.price, source: q.source }));
    if (values.length === 0) return 0;
    const written = await this.deps.db
      .insert(indexTicks)
      .values(values)
      .onConflictDoNothing()
      .returning({ symbol: indexTicks.symbol });
    return written.length;
  }
}

/** The tickers the tape follows: the base of every active pair (all pairs quote USDT). */
export async function tapeSymbols(db: DbOrTx): Promise<string[]> {
  const pairs = await listInstruments(db);
  const ids = [...new Set(pairs.filter((p) => p.isActive).map((p) => p.baseCurrencyId))];
  const names = await Promise.all(ids.map((id) => findCurrency(db, id)));
  return names.flatMap((c) => (c ? [c.name.toUpperCase()] : []));
}

/** The job: one tick per followed ticker for the current second. */
export async function recordTape(ctx: AppContext): Promise<number> {
  return ctx.prices.recordNow(await tapeSymbols(ctx.db));
}

/**
 * Thins old ticks nobody kept to the first second of each minute (K-line history can still
 * be checked against them). Kept ticks stay for ever. Deletes at most `limit` rows a run.
 */
export async function compactTape(ctx: AppContext, limit = 50_000): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - TAPE_FULL_RETENTION_MS);
  const result = await ctx.db.execute(sql`
    delete from index_ticks where ctid in (
      select ctid from index_ticks
      where not kept and at < ${before} and extract(second from at) <> 0
      limit ${limit})`);
  const counts = result as { affectedRows?: number; rowCount?: number | null };
  return counts.rowCount ?? counts.affectedRows ?? 0;
}

/** A second as recorded, without keeping it: `GET /market/index?at=` answers from it. */
export async function recordedQuote(
  db: DbOrTx,
  symbol: string,
  at: Date,
): Promise<IndexQuote | undefined> {
  const [row] = await db
    .select()
    .from(indexTicks)
    .where(and(eq(indexTicks.symbol, symbol.trim().toUpperCase()), eq(indexTicks.at, toSecond(at))))
    .limit(1);
  return row ? quoteOf(row) : undefined;
}

/** Recorded ticks of some tickers at some seconds, for views that show what settled. */
export async function ticksAt(db: DbOrTx, symbol: string, seconds: Date[]): Promise<IndexQuote[]> {
  if (seconds.length === 0) return [];
  const rows = await db
    .select()
    .from(indexTicks)
    .where(and(eq(indexTicks.symbol, symbol), inArray(indexTicks.at, seconds.map(toSecond))));
  return rows.map(quoteOf);
}
