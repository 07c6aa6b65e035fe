import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPlain, type KlineItem } from '@bourse/shared';
import { call } from '../../test/helper.ts';
import { FixedFeed, closeIndexMinutes, instrumentBySymbol, klines } from './index.ts';
import { PRICES, marketApp, recordAnnouncements, trade, type MarketTest } from './testing.ts';

// A Tuesday, the 1st of December: candles of last week and last month are still near.
const NOW = '2026-12-01T00:05:00Z';
const s = (iso: string) => Date.parse(iso) / 1000;

let t: MarketTest;
const feed = new FixedFeed(PRICES);
beforeAll(async () => {
  t = await marketApp(NOW, feed);
});
afterAll(() => t.close());

const candles = async (symbol: string, period: string, range: object = {}) => {
  const r = await call<KlineItem[]>(t.app, 'GET', '/currency/new_timeshar', {
    symbol,
    period,
    ...range,
  });
  expect(r.type).toBe('ok');
  return r.message;
};
const flat = (time: string, price: string, volume = '0') => ({
  time: s(time),
  open: price,
  high: price,
  low: price,
  close: price,
  volume,
});

describe('candles from trades', () => {
  it('folds trades into every period, weeks from Monday and months from the 1st (UTC)', async () => {
    await trade(t, 'BTC/USDT', [
      { price: '95000.00', quantity: '0.5', at: new Date('2026-11-29T23:59:30Z') }, // a Sunday
      { price: '96000', quantity: '0.25', at: new Date('2026-11-30T00:00:10Z') }, // Monday
      { price: '95500.5', quantity: '0.1', at: new Date('2026-11-30T00:00:50Z') },
      { price: '94000.00', quantity: '1', at: new Date('2026-12-01T00:01:00Z') },
    ]);
    expect(await candles('BTC/USDT', '1w')).toEqual([
      flat('2026-11-23T00:00:00Z', '95000.00', '0.5'),
      {
        time: s('2026-11-30T00:00:00Z'),
        open: '96000.00',
        high: '96000.00',
        low: '94000.00',
        close: '94000.00',
        volume: '1.35',
      },
    ]);
    expect(await candles('btcusdt', '1M')).toEqual([
      {
        time: s('2026-11-01T00:00:00Z'),
        open: '95000.00',
        high: '96000.00',
        low: '95000.00',
        close: '95500.50',
        volume: '0.85',
      },
      flat('2026-12-01T00:00:00Z', '94000.00', '1'),
    ]);
    expect(await candles('BTC_USDT', '1m')).toEqual([
      flat('2026-11-29T23:59:00Z', '95000.00', '0.5'),
      {
        time: s('2026-11-30T00:00:00Z'),
        open: '96000.00',
        high: '96000.00',
        low: '95500.50',
        close: '95500.50',
        volume: '0.35',
      },
      flat('2026-12-01T00:01:00Z', '94000.00', '1'),
    ]);
    expect((await candles('BTC/USDT', '4h')).map((c) => c.time)).toEqual([
      s('2026-11-29T20:00:00Z'),
      s('2026-11-30T00:00:00Z'),
      s('2026-12-01T00:00:00Z'),
    ]);
  });

  it('adds a later trade to its candle: range widened, last price closes, volume added', async () => {
    const seen = recordAnnouncements(t);
    await trade(t, 'BTC/USDT', [
      { price: '94500.00', quantity: '0.2', at: new Date('2026-12-01T00:01:30Z') },
    ]);
    const minute = {
      time: s('2026-12-01T00:01:00Z'),
      open: '94000.00',
      high: '94500.00',
      low: '94000.00',
      close: '94500.00',
      volume: '1.2',
    };
    expect((await candles('BTC/USDT', '1m')).at(-1)).toEqual(minute);
    const btc = (await instrumentBySymbol(t.ctx.db, 'BTC/USDT'))!;
    const [row] = await t.ctx.db
      .select()
      .from(klines)
      .where(
        and(
          eq(klines.instrumentId, btc.id),
          eq(klines.period, '1m'),
          eq(klines.openTime, new Date('2026-12-01T00:01:00Z')),
        ),
      );
    // 1 x 94000 + 0.2 x 94500
    expect([row!.trades, toPlain(row!.quoteVolume)]).toEqual([2, '112900']);
    // The original client's stream: its period names (none for 15m and 4h), ms times.
    const legacy = seen.filter((a) => a.topic === 'legacy');
    expect(legacy.map((a) => (a.payload as { period: string }).period)).toEqual([
      '1min',
      '5min',
      '30min',
      '60min',
      '1D',
      '1W',
      '1M',
    ]);
    expect(legacy[0]).toEqual({
      topic: 'legacy',
      event: 'kline',
      payload: {
        currency_name: 'BTC',
        legal_name: 'USDT',
        period: '1min',
        ...minute,
        time: minute.time * 1000,
      },
    });
    // Announced after commit, one event per period.
    expect(seen.filter((a) => a.topic !== 'legacy').map((a) => a.topic)).toEqual([
      'kline:BTC/USDT:1m',
      'kline:BTC/USDT:5m',
      'kline:BTC/USDT:15m',
      'kline:BTC/USDT:30m',
      'kline:BTC/USDT:1h',
      'kline:BTC/USDT:4h',
      'kline:BTC/USDT:1d',
      'kline:BTC/USDT:1w',
      'kline:BTC/USDT:1M',
    ]);
    expect(seen[0]).toEqual({
      topic: 'kline:BTC/USDT:1m',
      event: 'kline',
      payload: { symbol: 'BTC/USDT', period: '1m', ...minute },
    });
  });

  it('answers a range in seconds, both ends included', async () => {
    const range = { from: s('2026-11-29T23:59:00Z'), to: s('2026-11-30T00:00:00Z') };
    expect((await candles('BTC/USDT', '1m', range)).map((c) => c.time)).toEqual([
      range.from,
      range.to,
    ]);
    expect(await candles('BTC/USDT', '1m', { to: s('2026-11-29T23:59:59Z') })).toHaveLength(1);
  });

  it('refuses an unknown pair and a wrong period in the caller language', async () => {
    const en = await call(t.app, 'GET', '/currency/new_timeshar', { symbol: 'NOPE/USDT' });
    expect(en).toEqual({ status: 200, type: 'error', message: 'This trading pair does not exist' });
    const zh = await call(t.app, 'GET', '/currency/new_timeshar', { symbol: 'NOPE', lang: 'zh' });
    expect(zh.message).toBe('该交易对不存在');
    const bad = await call(t.app, 'GET', '/currency/new_timeshar', {
      symbol: 'BTC/USDT',
      period: '2m',
    });
    expect(bad).toMatchObject({ type: 'error', message: 'Period is not valid' });
  });
});

describe('candles from the index where a pair is quiet', () => {
  it('closes a quiet minute from the index, without volume, and folds it into the longer periods', async () => {
    const changed = await closeIndexMinutes(t.ctx, 1);
    // Seven coins at 00:04; the US session is closed (Monday 19:04 in New York).
    expect(changed.filter((c) => c.period === '1m')).toHaveLength(7);
    expect(await candles('ETH/USDT', '1m')).toEqual([flat('2026-12-01T00:04:00Z', '3400.00')]);
    expect(await candles('ETH/USDT', '5m')).toEqual([flat('2026-12-01T00:00:00Z', '3400.00')]);
    expect(await candles('AAPL/USDT', '1m')).toEqual([]);
    // Running again changes nothing.
    expect(await closeIndexMinutes(t.ctx, 1)).toEqual([]);
  });

  it('widens and closes a longer candle with each later minute', async () => {
    feed.set('ETH', '3410.5');
    t.clock.advance(60_000);
    await closeIndexMinutes(t.ctx, 1);
    expect(await candles('ETH/USDT', '1h')).toEqual([
      {
        time: s('2026-12-01T00:00:00Z'),
        open: '3400.00',
        high: '3410.50',
        low: '3400.00',
        close: '3410.50',
        volume: '0',
      },
    ]);
    expect((await candles('ETH/USDT', '5m')).at(-1)).toEqual(
      flat('2026-12-01T00:05:00Z', '3410.50'),
    );
  });

  it('never overwrites a trade: neither its minute nor the close of a later trade', async () => {
    t.clock.set('2026-12-01T00:07:05Z');
    // A trade in 00:07 lands before the job closes 00:06.
    await trade(t, 'BTC/USDT', [
      { price: '93000.00', quantity: '0.1', at: new Date('2026-12-01T00:07:01Z') },
    ]);
    await closeIndexMinutes(t.ctx, 8);
    const minutes = await candles('BTC/USDT', '1m', { from: s('2026-12-01T00:00:00Z') });
    expect(minutes.map((c) => [c.time, c.close, c.volume])).toEqual([
      [s('2026-12-01T00:00:00Z'), '95000.00', '0'],
      [s('2026-12-01T00:01:00Z'), '94500.00', '1.2'],
      [s('2026-12-01T00:02:00Z'), '95000.00', '0'],
      [s('2026-12-01T00:03:00Z'), '95000.00', '0'],
      [s('2026-12-01T00:04:00Z'), '95000.00', '0'],
      [s('2026-12-01T00:05:00Z'), '95000.00', '0'],
      [s('2026-12-01T00:06:00Z'), '95000.00', '0'],
      [s('2026-12-01T00:07:00Z'), '93000.00', '0.1'],
    ]);
    expect((await candles('BTC/USDT', '5m')).at(-1)).toEqual({
      time: s('2026-12-01T00:05:00Z'),
      open: '95000.00',
      high: '95000.00',
      low: '93000.00',
      close: '93000.00',
      volume: '0.1',
    });
    expect((await candles('BTC/USDT', '1d')).at(-1)).toEqual({
      // The quiet minute 00:00, closed late, still opens the day before the 00:01 trade.
      time: s('2026-12-01T00:00:00Z'),
      open: '95000.00',
      high: '95000.00',
      low: '93000.00',
      close: '93000.00',
      volume: '1.3',
    });
  });
});
