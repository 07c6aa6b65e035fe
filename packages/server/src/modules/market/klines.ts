/**
 * K-lines (table `klines`): candles of every period, built from Bourse's own trades and,
 * where a pair is quiet, from the index (indexCandles.ts). Volume only ever comes from
 * real trades: a candle made from the index alone has volume 0.
 *
 * The spot module records its trades inside the order's transaction and announces the
 * candles after commit:
 *
 *   const candles = await recordTrades(tx, instrument.id, trades);   // in the transaction
 *   ...commit...
 *   await publishCandles(ctx, candles);                              // after commit
 */
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  Decimal,
  KLINE_PERIODS,
  LEGACY_PERIOD_OF,
  RealtimeTopic,
  dec,
  toPlain,
  type KlineItem,
  type KlinePeriod,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { instrumentById, priceDecimals, type Instrument } from './pairs.ts';
import { LONGER_PERIODS, periodEndSql, periodStart } from './periods.ts';
import { klines } from './tables.ts';
import { forgetTickers } from './tickers.ts';
import { rowsOf } from '../../db/migrate.ts';
import { pgArray } from '../ledger/index.ts';

/** One trade as the candles need it. Prices and quantities are decimal strings. */
export interface TradeForCandle {
  price: string;
  quantity: string;
  at: Date;
}

/** A candle as it stands after a change: what `publishCandles` announces. */
export interface CandleUpdate {
  instrumentId: number;
  period: KlinePeriod;
  openTime: Date;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

const returned = {
  instrumentId: klines.instrumentId,
  period: klines.period,
  openTime: klines.openTime,
  open: klines.open,
  high: klines.high,
  low: klines.low,
  close: klines.close,
  volume: klines.volume,
};

/** A candle's worth of prices, combined in time order. */
interface Bucket {
  period: KlinePeriod;
  openTime: Date;
  open: Decimal;
  high: Decimal;
  low: Decimal;
  close: Decimal;
  volume: Decimal;
  quoteVolume: Decimal;
  trades: number;
}

function bucketTrades(trades: TradeForCandle[]): Bucket[] {
  const sorted = [...trades].sort((a, b) => a.at.getTime() - b.at.getTime());
  const buckets = new Map<string, Bucket>();
  for (const t of sorted) {
    const price = dec(t.price);
    const quantity = dec(t.quantity);
    for (const period of KLINE_PERIODS) {
      const openTime = periodStart(period, t.at);
      const key = `${period}@${openTime.getTime()}`;
      const b = buckets.get(key);
      if (!b) {
        buckets.set(key, {
          period,
          openTime,
          open: price,
          high: price,
          low: price,
          close: price,
          volume: quantity,
          quoteVolume: price.times(quantity),
          trades: 1,
        });
        continue;
      }
      b.high = Decimal.max(b.high, price);
      b.low = Decimal.min(b.low, price);
      b.close = price;
      b.volume = b.volume.plus(quantity);
      b.quoteVolume = b.quoteVolume.plus(price.times(quantity));
      b.trades += 1;
    }
  }
  return [...buckets.values()];
}

/**
 * Folds trades of one pair into its candles of all nine periods, in one statement: a new
 * candle opens at the first trade; an existing one keeps its open, widens its range, takes
 * the last trade's price as close and adds the volume. Call it inside the transaction that
 * writes the trades (they are recorded in time order by the pair's one writer, so the last
 * trade is the latest), then `publishCandles` with the result after commit.
 */
export async function recordTrades(
  tx: DbOrTx,
  instrumentId: number,
  trades: TradeForCandle[],
): Promise<CandleUpdate[]> {
  if (trades.length === 0) return [];
  const fold = candleFold(instrumentId, trades);
  return fold.parse(rowsOf(await tx.execute(sql`with ${fold.with} select * from candles`)));
}

/**
 * `recordTrades` as a WITH item named `candles` for a statement of the caller's (the spot
 * sequencer writes a whole batch in one), and how to read the rows it returns. Its text is
 * the same whatever the trades (every column one array), so a prepared statement holding
 * it is parsed once; with no trades it writes nothing.
 */
export function candleFold(
  instrumentId: number,
  trades: TradeForCandle[],
): { with: SQL; parse(rows: unknown[]): CandleUpdate[] } {
  const buckets = bucketTrades(trades);
  const col = (f: (b: Bucket) => string | number) => pgArray(buckets.map(f));
  return {
    with: sql`candles as (
      insert into klines as k (instrument_id, period, open_time, open, high, low, close, volume,
        quote_volume, trades)
      select ${instrumentId}::int, t.period, t.open_time, t.open, t.high, t.low, t.close,
             t.volume, t.quote_volume, t.trades
      from unnest(${col((b) => b.period)}::text[], ${col((b) => b.openTime.toISOString())}::timestamptz[],
                  ${col((b) => b.open.toFixed())}::numeric[], ${col((b) => b.high.toFixed())}::numeric[],
                  ${col((b) => b.low.toFixed())}::numeric[], ${col((b) => b.close.toFixed())}::numeric[],
                  ${col((b) => b.volume.toFixed())}::numeric[],
                  ${col((b) => b.quoteVolume.toFixed())}::numeric[], ${col((b) => b.trades)}::int[])
        as t(period, open_time, open, high, low, close, volume, quote_volume, trades)
      on conflict (instrument_id, period, open_time) do update set
        high = greatest(k.high, excluded.high),
        low = least(k.low, excluded.low),
        close = excluded.close,
        volume = k.volume + excluded.volume,
        quote_volume = k.quote_volume + excluded.quote_volume,
        trades = k.trades + excluded.trades
      returning k.instrument_id as "instrumentId", k.period,
        extract(epoch from k.open_time) * 1000 as "openMs", k.open::text as open,
        k.high::text as high, k.low::text as low, k.close::text as close,
        k.volume::text as volume)`,
    parse: (rows) =>
      (rows as (Omit<CandleUpdate, 'openTime'> & { openMs: number | string })[]).map(
        ({ openMs, ...c }) => ({
          ...c,
          instrumentId: Number(c.instrumentId),
          openTime: new Date(Number(openMs)),
        }),
      ),
  };
}

/** One minute of one pair from the index: prices on the pair's tick. */
export interface IndexMinute {
  instrumentId: number;
  openTime: Date;
  open: string;
  high: string;
  low: string;
  close: string;
}

/**
 * The close of a longer candle is the close of its latest 1m candle: a minute folded in
 * late (the job runs a moment after the minute ends) never overwrites a later trade.
 */
const latestMinuteClose = sql.raw(
  `coalesce((select k.close from klines k where k.instrument_id = "klines"."instrument_id" and k.period = '1m' and k.open_time >= "klines"."open_time" and k.open_time < ${periodEndSql('"klines"."period"', '"klines"."open_time"')} order by k.open_time desc limit 1), excluded.close)`,
);

/**
 * Inserts index minutes where no trade made a 1m candle, and folds the inserted ones
 * into the longer candles (no volume: the index trades nothing). Idempotent: a minute
 * that exists is left alone and not folded again.
 */
export async function insertIndexMinutes(
  tx: DbOrTx,
  minutes: IndexMinute[],
): Promise<CandleUpdate[]> {
  if (minutes.length === 0) return [];
  const inserted = await tx
    .insert(klines)
    .values(minutes.map((m) => ({ ...m, period: '1m' as const })))
    .onConflictDoNothing()
    .returning(returned);
  const folds = new Map<string, IndexMinute & { period: KlinePeriod; startsCandle: boolean }>();
  for (const m of [...inserted].sort((a, b) => a.openTime.getTime() - b.openTime.getTime())) {
    for (const period of LONGER_PERIODS) {
      const openTime = periodStart(period, m.openTime);
      const key = `${m.instrumentId}:${period}@${openTime.getTime()}`;
      const f = folds.get(key);
      if (!f) {
        const startsCandle = openTime.getTime() === m.openTime.getTime();
        folds.set(key, { ...m, period, openTime, startsCandle });
        continue;
      }
      f.high = Decimal.max(f.high, m.high).toFixed();
      f.low = Decimal.min(f.low, m.low).toFixed();
      f.close = m.close;
    }
  }
  const folded: CandleUpdate[] = [];
  // A candle whose first minute this is takes that minute's open; any other keeps its own.
  for (const starts of [true, false]) {
    const rows = [...folds.values()]
      .filter((f) => f.startsCandle === starts)
      .map(({ startsCandle: _s, ...f }) => f);
    if (rows.length === 0) continue;
    const set: Record<string, SQL> = {
      high: sql`greatest(${klines.high}, excluded.high)`,
      low: sql`least(${klines.low}, excluded.low)`,
      close: latestMinuteClose,
    };
    if (starts) set.open = sql`excluded.open`;
    folded.push(
      ...(await tx
        .insert(klines)
        .values(rows)
        .onConflictDoUpdate({
          target: [klines.instrumentId, klines.period, klines.openTime],
          set,
        })
        .returning(returned)),
    );
  }
  return [...inserted, ...folded];
}

const toSecondsOf = (d: Date) => Math.floor(d.getTime() / 1000);

function candleItem(
  c: Pick<CandleUpdate, 'openTime' | 'open' | 'high' | 'low' | 'close' | 'volume'>,
  decimals: number,
): KlineItem {
  return {
    time: toSecondsOf(c.openTime),
    open: dec(c.open).toFixed(decimals),
    high: dec(c.high).toFixed(decimals),
    low: dec(c.low).toFixed(decimals),
    close: dec(c.close).toFixed(decimals),
    volume: toPlain(c.volume),
  };
}

/**
 * Announces changed candles to `kline:<symbol>:<period>` (after commit: a rolled-back
 * trade must not be announced) and lets the next ticker read see them.
 */
export async function publishCandles(
  ctx: Pick<AppContext, 'db' | 'realtime'>,
  candles: CandleUpdate[],
): Promise<void> {
  if (candles.length === 0) return;
  forgetTickers(ctx);
  if (!ctx.realtime.active) return;
  for (const c of candles) {
    const instrument = await instrumentById(ctx.db, c.instrumentId);
    if (!instrument) continue;
    const { symbol } = instrument;
    const item = candleItem(c, priceDecimals(instrument));
    ctx.realtime.publish(RealtimeTopic.kline(symbol, c.period), 'kline', {
      symbol,
      period: c.period,
      ...item,
    });
    // The original client's stream: its period names (none for 15m and 4h), time in ms.
    const period = LEGACY_PERIOD_OF[c.period];
    if (period) {
      ctx.realtime.legacy('kline', {
        currency_name: instrument.base.name,
        legal_name: instrument.quote,
        period,
        ...item,
        time: item.time * 1000,
      });
    }
  }
}

/** Candles a chart asks for when it names no range, and the most it gets at once. */
export const DEFAULT_CANDLES = 300;
export const MAX_CANDLES = 1500;

/**
 * Candles of one pair and period opening in [from, to] (10-digit seconds), oldest first:
 * the latest 300 without `from`, at most 1500 (the latest of the range) with it.
 */
export async function listKlines(
  db: DbOrTx,
  instrument: Instrument,
  q: { period: KlinePeriod; from?: number; to?: number },
): Promise<KlineItem[]> {
  const where = [eq(klines.instrumentId, instrument.id), eq(klines.period, q.period)];
  if (q.from !== undefined) where.push(gte(klines.openTime, new Date(q.from * 1000)));
  if (q.to !== undefined) where.push(lte(klines.openTime, new Date(q.to * 1000)));
  const rows = await db
    .select()
    .from(klines)
    .where(and(...where))
    .orderBy(desc(klines.openTime))
    .limit(q.from === undefined ? DEFAULT_CANDLES : MAX_CANDLES);
  const decimals = priceDecimals(instrument);
  return rows.reverse().map((r) => candleItem(r, decimals));
}
