/**
 * Chart history on first start (called from main.ts, never from buildApp): the index's
 * candles for every pair the feed can price back in time, so charts are full at once.
 * Idempotent: a candle that exists (from trades, the minute job or an earlier start) is
 * never touched, so a later start only fills the gaps.
 *
 * How far back and how often the index is sampled (at least three samples a candle, so
 * about 20,000 quotes a coin; all 12 demo pairs take a few seconds on PGlite):
 *   1m          last day (stocks: last 3 days, so a weekend still shows a session)  12 s
 *   5m, 15m     last week                                                           100 s
 *   30m, 1h     last 30 days                                                        10 min
 *   4h          last 182 days                                                       80 min
 *   1d, 1w, 1M  last 730 days                                                       6 h
 * A longer candle inside the 1m span is built from the 1m candles, so the periods agree
 * where people compare them. Stocks are sampled only in session (plus its first and last
 * second). A live venue feed knows no past, so its pairs are skipped.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { Decimal, type KlinePeriod } from '@bourse/shared';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, type Clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import type { Feed } from './feed.ts';
import { onTick } from './indexMinutes.ts';
import { listInstruments, priceDecimals, sessionOf, type Instrument } from './pairs.ts';
import { nextPeriodStart, periodStart } from './periods.ts';
import { sessionWindows } from './sessions.ts';
import { klines } from './tables.ts';

export const BACKFILL: readonly { period: KlinePeriod; spanMs: number; gridMs: number }[] = [
  { period: '1m', spanMs: DAY_MS, gridMs: 12 * SECOND_MS },
  { period: '5m', spanMs: 7 * DAY_MS, gridMs: 100 * SECOND_MS },
  { period: '15m', spanMs: 7 * DAY_MS, gridMs: 100 * SECOND_MS },
  { period: '30m', spanMs: 30 * DAY_MS, gridMs: 10 * MINUTE_MS },
  { period: '1h', spanMs: 30 * DAY_MS, gridMs: 10 * MINUTE_MS },
  { period: '4h', spanMs: 182 * DAY_MS, gridMs: 80 * MINUTE_MS },
  { period: '1d', spanMs: 730 * DAY_MS, gridMs: 6 * HOUR_MS },
  { period: '1w', spanMs: 730 * DAY_MS, gridMs: 6 * HOUR_MS },
  { period: '1M', spanMs: 730 * DAY_MS, gridMs: 6 * HOUR_MS },
];
const STOCK_MINUTE_SPAN_MS = 3 * DAY_MS;
const BATCH = 5000;

/** A stretch of prices in time order: one index sample, or one 1m candle. */
interface Piece {
  t: number;
  open: Decimal;
  high: Decimal;
  low: Decimal;
  close: Decimal;
  volume: Decimal;
  quoteVolume: Decimal;
  trades: number;
}

type KlineRow = typeof klines.$inferInsert;

const ZERO = new Decimal(0);
const samplePiece = (t: number, p: Decimal): Piece => ({
  t,
  open: p,
  high: p,
  low: p,
  close: p,
  volume: ZERO,
  quoteVolume: ZERO,
  trades: 0,
});

function combine(i: Instrument, period: KlinePeriod, openMs: number, pieces: Piece[]): KlineRow {
  const places = priceDecimals(i);
  let high = pieces[0]!.high;
  let low = pieces[0]!.low;
  let volume = ZERO;
  let quoteVolume = ZERO;
  let trades = 0;
  for (const p of pieces) {
    high = Decimal.max(high, p.high);
    low = Decimal.min(low, p.low);
    volume = volume.plus(p.volume);
    quoteVolume = quoteVolume.plus(p.quoteVolume);
    trades += p.trades;
  }
  return {
    instrumentId: i.id,
    period,
    openTime: new Date(openMs),
    open: pieces[0]!.open.toFixed(places),
    high: high.toFixed(places),
    low: low.toFixed(places),
    close: pieces[pieces.length - 1]!.close.toFixed(places),
    volume: volume.toFixed(),
    quoteVolume: quoteVolume.toFixed(),
    trades,
  };
}

/** Index of the first session window that ends after `t` (windows sorted, disjoint). */
function firstWindowAfter(windows: [number, number][], t: number): number {
  let lo = 0;
  let hi = windows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (windows[mid]![1] <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Sample instants in [from, to): the grid, or for a stock the grid inside its sessions. */
function sampleTimes(
  from: number,
  to: number,
  gridMs: number,
  windows: [number, number][] | undefined,
): number[] {
  const grid = (a: number, b: number, out: number[]) => {
    for (let t = Math.ceil(a / gridMs) * gridMs; t < b; t += gridMs) out.push(t);
  };
  const times: number[] = [];
  if (!windows) {
    grid(from, to, times);
    return times;
  }
  for (let w = firstWindowAfter(windows, from); w < windows.length; w++) {
    const [open, close] = windows[w]!;
    if (open >= to) break;
    const inner: number[] = [open, close - SECOND_MS];
    grid(Math.max(from, open), Math.min(to, close), inner);
    for (const t of inner) if (t >= from && t < to) times.push(t);
  }
  return [...new Set(times)].sort((a, b) => a - b);
}

/** Index of the first piece at or after `t` (pieces sorted by time). */
function lowerBound(pieces: Piece[], t: number): number {
  let lo = 0;
  let hi = pieces.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pieces[mid]!.t < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

async function backfillInstrument(
  db: DbOrTx,
  feed: Feed,
  i: Instrument,
  endMs: number,
): Promise<number> {
  const symbol = i.base.name;
  if (!(await feed.quote(symbol, new Date(endMs - SECOND_MS)))) return 0;
  const session = sessionOf(i);
  const minuteStart = endMs - (session ? STOCK_MINUTE_SPAN_MS : DAY_MS);
  const earliest = Math.min(
    ...BACKFILL.map((b) => periodStart(b.period, endMs - b.spanMs).getTime()),
  );
  const windows = session ? sessionWindows(session, earliest, endMs) : undefined;
  const existing = await db
    .select({ period: klines.period, openTime: klines.openTime })
    .from(klines)
    .where(and(eq(klines.instrumentId, i.id), gte(klines.openTime, new Date(earliest))));
  const have = new Set(existing.map((k) => `${k.period}@${k.openTime.getTime()}`));
  const existingMinutes = await db
    .select()
    .from(klines)
    .where(
      and(
        eq(klines.instrumentId, i.id),
        eq(klines.period, '1m'),
        gte(klines.openTime, new Date(minuteStart)),
      ),
    );
  const memo = new Map<number, Decimal | undefined>();
  const priceAt = async (t: number) => {
    if (!memo.has(t)) {
      const q = await feed.quote(symbol, new Date(t));
      memo.set(t, q ? onTick(i, q.price) : undefined);
    }
    return memo.get(t);
  };
  const samples = async (from: number, to: number, gridMs: number) => {
    const pieces: Piece[] = [];
    for (const t of sampleTimes(from, to, gridMs, windows)) {
      const p = await priceAt(t);
      if (p) pieces.push(samplePiece(t, p));
    }
    return pieces;
  };

  const rows: KlineRow[] = [];
  const minutes: Piece[] = existingMinutes.map((k) => ({
    t: k.openTime.getTime(),
    trades: k.trades,
    ...decimals(k),
  }));
  for (let open = minuteStart; open < endMs; open += MINUTE_MS) {
    if (have.has(`1m@${open}`)) continue;
    if (windows) {
      const w = windows[firstWindowAfter(windows, open)];
      if (!w || open < w[0]) continue; // the exchange is closed
    }
    const pieces = await samples(open, open + MINUTE_MS, BACKFILL[0]!.gridMs);
    if (pieces.length === 0) continue;
    const row = combine(i, '1m', open, pieces);
    rows.push(row);
    minutes.push({ ...samplePiece(open, ZERO), ...decimals(row) });
  }
  minutes.sort((a, b) => a.t - b.t);

  for (const { period, spanMs, gridMs } of BACKFILL.slice(1)) {
    let open = periodStart(period, endMs - spanMs);
    for (; open.getTime() < endMs; open = nextPeriodStart(period, open)) {
      const from = open.getTime();
      if (have.has(`${period}@${from}`)) continue;
      const to = Math.min(nextPeriodStart(period, open).getTime(), endMs);
      const pieces =
        from < minuteStart ? await samples(from, Math.min(to, minuteStart), gridMs) : [];
      for (let k = lowerBound(minutes, Math.max(from, minuteStart)); k < minutes.length; k++) {
        if (minutes[k]!.t >= to) break;
        pieces.push(minutes[k]!);
      }
      if (pieces.length > 0) rows.push(combine(i, period, from, pieces));
    }
  }
  let inserted = 0;
  for (let k = 0; k < rows.length; k += BATCH) {
    // One JSON parameter per batch: far faster on PGlite than ten parameters a row.
    const batch = JSON.stringify(rows.slice(k, k + BATCH).map(toRecord));
    const done = await db.execute(
      sql`insert into klines select * from json_populate_recordset(null::klines, ${batch}) on conflict do nothing returning 1`,
    );
    inserted += rowsOf(done).length;
  }
  return inserted;
}

/** A row as the table names its columns (json_populate_recordset reads them by name). */
const toRecord = (r: KlineRow) => ({
  instrument_id: r.instrumentId,
  period: r.period,
  open_time: r.openTime.toISOString(),
  open: r.open,
  high: r.high,
  low: r.low,
  close: r.close,
  volume: r.volume,
  quote_volume: r.quoteVolume,
  trades: r.trades,
});

function decimals(k: Pick<KlineRow, 'open' | 'high' | 'low' | 'close' | 'volume' | 'quoteVolume'>) {
  return {
    open: new Decimal(k.open),
    high: new Decimal(k.high),
    low: new Decimal(k.low),
    close: new Decimal(k.close),
    volume: new Decimal(k.volume ?? 0),
    quoteVolume: new Decimal(k.quoteVolume ?? 0),
  };
}

/**
 * Fills the chart history of every active pair up to the last finished minute. Returns
 * how many candles it inserted (0 on a start where the history is complete).
 */
export async function backfillKlines(
  db: DbOrTx,
  feed: Feed,
  clock: Clock,
): Promise<{ candles: number }> {
  const endMs = periodStart('1m', clock.now()).getTime();
  let candles = 0;
  for (const instrument of await listInstruments(db)) {
    candles += await backfillInstrument(db, feed, instrument, endMs);
  }
  return { candles };
}
