/**
 * Candles where a pair is quiet: a job closes each finished minute from the index,
 * sampled every second of the minute (the simulator is closed-form, a venue feed answers
 * from its recorded frames), and inserts the 1m candle where no trade made one. Stocks
 * get candles only while their exchange is in session.
 */
import { and, eq, gte, inArray } from 'drizzle-orm';
import { Decimal, dec, scaleOf } from '@bourse/shared';
import { MINUTE_MS, SECOND_MS } from '../../clock.ts';
import type { AppContext } from '../../context.ts';
import { DomainError } from '../../http/errors.ts';
import {
  insertIndexMinutes,
  publishCandles,
  type CandleUpdate,
  type IndexMinute,
} from './klines.ts';
import { listInstruments, priceDecimals, sessionOf, type Instrument } from './pairs.ts';
import { periodStart } from './periods.ts';
import { isInSession } from './sessions.ts';
import { klines } from './tables.ts';

/** A price on the pair's tick, or undefined where the index has none. */
export type Sampler = (instrument: Instrument, at: Date) => Promise<Decimal | undefined>;

/** Rounds an index price to the pair's tick (a venue may quote finer than we trade). */
export function onTick(instrument: Instrument, price: string): Decimal {
  const p = dec(price);
  // Ticks are powers of ten, so a price with no more decimals is on it (the simulator's are).
  if (scaleOf(price) <= priceDecimals(instrument)) return p;
  return p.toNearest(dec(instrument.tickSize), Decimal.ROUND_HALF_UP);
}

/** The OHLC of `prices` in time order, as strings on the pair's tick. */
export function ohlcOf(
  instrument: Instrument,
  prices: Decimal[],
): Pick<IndexMinute, 'open' | 'high' | 'low' | 'close'> {
  const places = priceDecimals(instrument);
  return {
    open: prices[0]!.toFixed(places),
    high: Decimal.max(...prices).toFixed(places),
    low: Decimal.min(...prices).toFixed(places),
    close: prices[prices.length - 1]!.toFixed(places),
  };
}

/** One minute of one pair from `sampler`, every `stepMs` from its opening second. */
export async function sampleMinute(
  sampler: Sampler,
  instrument: Instrument,
  openMs: number,
  stepMs = SECOND_MS,
): Promise<IndexMinute | undefined> {
  const prices: Decimal[] = [];
  for (let t = openMs; t < openMs + MINUTE_MS; t += stepMs) {
    const price = await sampler(instrument, new Date(t));
    if (price) prices.push(price);
  }
  if (prices.length === 0) return undefined;
  return { instrumentId: instrument.id, openTime: new Date(openMs), ...ohlcOf(instrument, prices) };
}

/** Whether a pair trades in the minute opening at `openMs` (always, without a session). */
export function tradesInMinute(instrument: Instrument, openMs: number): boolean {
  const session = sessionOf(instrument);
  return !session || isInSession(session, new Date(openMs));
}

/**
 * The job: closes the last `catchUp` finished minutes of every active pair from the index
 * where no candle exists yet, folds them into the longer periods, and announces the
 * changed candles. Idempotent; returns what changed.
 */
export async function closeIndexMinutes(
  ctx: Pick<AppContext, 'db' | 'clock' | 'prices' | 'realtime'>,
  catchUp = 3,
): Promise<CandleUpdate[]> {
  const lastOpen = periodStart('1m', ctx.clock.now()).getTime() - MINUTE_MS;
  const firstOpen = lastOpen - (catchUp - 1) * MINUTE_MS;
  const pairs = await listInstruments(ctx.db);
  if (pairs.length === 0) return [];
  const existing = await ctx.db
    .select({ instrumentId: klines.instrumentId, openTime: klines.openTime })
    .from(klines)
    .where(
      and(
        inArray(
          klines.instrumentId,
          pairs.map((p) => p.id),
        ),
        eq(klines.period, '1m'),
        gte(klines.openTime, new Date(firstOpen)),
      ),
    );
  const have = new Set(existing.map((e) => `${e.instrumentId}@${e.openTime.getTime()}`));
  const sampler: Sampler = async (instrument, at) => {
    try {
      return onTick(instrument, (await ctx.prices.indexPrice(instrument.base.name, at)).price);
    } catch (error) {
      if (error instanceof DomainError) return undefined;
      throw error;
    }
  };
  const minutes: IndexMinute[] = [];
  for (const instrument of pairs) {
    for (let open = firstOpen; open <= lastOpen; open += MINUTE_MS) {
      if (have.has(`${instrument.id}@${open}`) || !tradesInMinute(instrument, open)) continue;
      const minute = await sampleMinute(sampler, instrument, open);
      if (minute) minutes.push(minute);
    }
  }
  if (minutes.length === 0) return [];
  const changed = await ctx.db.transaction((tx) => insertIndexMinutes(tx, minutes));
  await publishCandles(ctx, changed);
  return changed;
}
