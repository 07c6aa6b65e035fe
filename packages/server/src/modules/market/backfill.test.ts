import { and, asc, count, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, KLINE_PERIODS, dec, type KlineItem } from '@bourse/shared';
import { call } from '../../test/helper.ts';
import {
  SIM_INSTRUMENTS,
  SimulatorFeed,
  US_EQUITY_SESSION,
  backfillKlines,
  instrumentBySymbol,
  isInSession,
  klines,
} from './index.ts';
import { marketApp, trade, type MarketTest } from './testing.ts';

// A Tuesday, 10:30:20 in New York.
const NOW = '2026-11-24T15:30:20Z';
const s = (iso: string) => Date.parse(iso) / 1000;

// The simulator for one coin and one stock: the other pairs have no index, so no history.
const feed = new SimulatorFeed(
  42,
  new Map(['BTC', 'AAPL'].map((symbol) => [symbol, SIM_INSTRUMENTS.get(symbol)!])),
);

let t: MarketTest;
let first: { candles: number };
beforeAll(async () => {
  t = await marketApp(NOW, feed);
  // A trade before the history is filled: its candles must survive the backfill.
  await trade(t, 'BTC/USDT', [
    { price: '90000.00', quantity: '0.3', at: new Date('2026-11-24T15:29:30Z') },
  ]);
  first = await backfillKlines(t.ctx.db, feed, t.clock);
});
afterAll(() => t.close());

async function rowsOf(symbol: string, period: (typeof KLINE_PERIODS)[number]) {
  const instrument = (await instrumentBySymbol(t.ctx.db, symbol))!;
  return t.ctx.db
    .select()
    .from(klines)
    .where(and(eq(klines.instrumentId, instrument.id), eq(klines.period, period)))
    .orderBy(asc(klines.openTime));
}

describe('backfillKlines', () => {
  it('fills each period of a coin over its span, up to the last finished minute', async () => {
    const counts: Record<string, number> = {};
    for (const period of KLINE_PERIODS) counts[period] = (await rowsOf('BTC/USDT', period)).length;
    expect(counts).toEqual({
      '1m': 1440, // 2026-11-23 15:30 to 2026-11-24 15:29
      '5m': 2016,
      '15m': 672,
      '30m': 1440,
      '1h': 721, // from 2026-10-25 15:00, the hour holding 15:30
      '4h': 1093, // 182 days, from the 4-hour candle of 2026-05-26 12:00
      '1d': 731,
      '1w': 106, // from Monday 2024-11-18
      '1M': 25, // from November 2024
    });
    const minutes = await rowsOf('BTC/USDT', '1m');
    expect(minutes[0]!.openTime).toEqual(new Date('2026-11-23T15:30:00Z'));
    expect(minutes.at(-1)!.openTime).toEqual(new Date('2026-11-24T15:29:00Z'));
    expect((await rowsOf('ETH/USDT', '1d')).length).toBe(0);
  });

  it('builds candles from the index alone: sane ranges and no volume', async () => {
    for (const period of KLINE_PERIODS) {
      for (const k of await rowsOf('BTC/USDT', period)) {
        expect(dec(k.low).lte(k.open) && dec(k.open).lte(k.high)).toBe(true);
        expect(dec(k.low).lte(k.close) && dec(k.close).lte(k.high)).toBe(true);
        if (k.trades === 0) expect(dec(k.volume).isZero()).toBe(true);
      }
    }
  });

  it('keeps the candles a trade made', async () => {
    const minute = (await rowsOf('BTC/USDT', '1m')).at(-1)!;
    expect([minute.open, minute.close, minute.volume, minute.trades].map(String)).toEqual([
      '90000.000000000000000000',
      '90000.000000000000000000',
      '0.300000000000000000',
      '1',
    ]);
  });

  it('makes a longer candle inside the last day from its 1m candles', async () => {
    const minutes = (await rowsOf('BTC/USDT', '1m')).filter(
      (k) =>
        k.openTime >= new Date('2026-11-24T14:00:00Z') &&
        k.openTime < new Date('2026-11-24T15:00:00Z'),
    );
    const hour = (await rowsOf('BTC/USDT', '1h')).find(
      (k) => k.openTime.getTime() === Date.parse('2026-11-24T14:00:00Z'),
    )!;
    expect(minutes).toHaveLength(60);
    expect(dec(hour.open).eq(minutes[0]!.open)).toBe(true);
    expect(dec(hour.close).eq(minutes.at(-1)!.close)).toBe(true);
    expect(dec(hour.high).eq(Decimal.max(...minutes.map((k) => k.high)))).toBe(true);
    expect(dec(hour.low).eq(Decimal.min(...minutes.map((k) => k.low)))).toBe(true);
  });

  it('gives a stock candles only while its exchange is open', async () => {
    const minutes = await rowsOf('AAPL/USDT', '1m');
    // Three days back from Tuesday 10:30 is Saturday: Monday's session and an hour of Tuesday's.
    expect(minutes).toHaveLength(390 + 60);
    expect(minutes.every((k) => isInSession(US_EQUITY_SESSION, k.openTime))).toBe(true);
    const days = await rowsOf('AAPL/USDT', '1d');
    expect(days.every((k) => ![0, 6].includes(k.openTime.getUTCDay()))).toBe(true);
  });

  it('is idempotent: a second start inserts nothing and changes nothing', async () => {
    expect(first.candles).toBeGreaterThan(0);
    const before = await t.ctx.db.select({ n: count() }).from(klines);
    expect(await backfillKlines(t.ctx.db, feed, t.clock)).toEqual({ candles: 0 });
    expect(await t.ctx.db.select({ n: count() }).from(klines)).toEqual(before);
  });

  it('fills only the gaps on a later start', async () => {
    const btc = (await instrumentBySymbol(t.ctx.db, 'BTC/USDT'))!;
    await t.ctx.db
      .delete(klines)
      .where(
        and(
          eq(klines.instrumentId, btc.id),
          eq(klines.period, '1m'),
          gte(klines.openTime, new Date('2026-11-24T12:00:00Z')),
          lt(klines.openTime, new Date('2026-11-24T13:00:00Z')),
        ),
      );
    expect(await backfillKlines(t.ctx.db, feed, t.clock)).toEqual({ candles: 60 });
    expect(await rowsOf('BTC/USDT', '1m')).toHaveLength(1440);
  });

  it('serves the last 300 candles by default and at most 1500', async () => {
    const get = async (range: object) =>
      (
        await call<KlineItem[]>(t.app, 'GET', '/currency/new_timeshar', {
          symbol: 'BTC/USDT',
          period: '5m',
          ...range,
        })
      ).message;
    const recent = await get({});
    expect(recent).toHaveLength(300);
    expect(recent.at(-1)!.time).toBe(s('2026-11-24T15:25:00Z'));
    const capped = await get({ from: 0 });
    expect(capped).toHaveLength(1500);
    expect(capped.at(-1)!.time).toBe(s('2026-11-24T15:25:00Z'));
    expect(capped[1]!.time - capped[0]!.time).toBe(300);
  });
});
