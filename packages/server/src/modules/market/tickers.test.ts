import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuotationGroup, TickerItem } from '@bourse/shared';
import { HOUR_MS, MINUTE_MS } from '../../clock.ts';
import { call } from '../../test/helper.ts';
import { FixedFeed, forgetTickers, publishTickers } from './index.ts';
import { insertIndexMinutes } from './klines.ts';
import { TICKER_TTL_MS } from './tickers.ts';
import { PRICES, marketApp, recordAnnouncements, trade, type MarketTest } from './testing.ts';

// A Monday, 10:00 in New York: the US session is open.
const NOW = '2026-11-23T15:00:00Z';
const ago = (ms: number) => new Date(Date.parse(NOW) - ms);

let t: MarketTest;
const feed = new FixedFeed(PRICES);
beforeAll(async () => {
  t = await marketApp(NOW, feed);
});
afterAll(() => t.close());

const quotation = async (query: Record<string, string> = {}) => {
  const r = await call<QuotationGroup[]>(t.app, 'GET', '/currency/quotation_new', query);
  expect(r.type, JSON.stringify(r.message)).toBe('ok');
  return r.message;
};
const tickerOf = (groups: QuotationGroup[], symbol: string) =>
  groups.flatMap((g) => g.quotation).find((q) => q.symbol === symbol)!;

describe('GET /currency/quotation_new', () => {
  it('groups the pairs by quote currency, coins and stocks together; an untraded pair shows its index', async () => {
    const groups = await quotation();
    expect(groups.map((g) => [g.legal_id, g.legal_name, g.quotation.length])).toEqual([
      [3, 'USDT', 12],
    ]);
    expect(groups[0]!.quotation.map((q) => [q.kind, q.market_from])).toEqual([
      ...Array.from({ length: 7 }, () => ['crypto', 2]),
      ...Array.from({ length: 5 }, () => ['stock', 1]),
    ]);
    expect(groups[0]!.quotation[0]).toEqual({
      id: 1,
      currency_name: 'BTC',
      legal_name: 'USDT',
      now_price: '95000.00',
      market_from: 2,
      sort: 1,
      instrument_id: 1,
      symbol: 'BTC/USDT',
      currency_id: 1,
      legal_id: 3,
      base: 'BTC',
      quote: 'USDT',
      name: 'Bitcoin',
      kind: 'crypto',
      tick_size: '0.01',
      lot_size: '0.00001',
      min_amount: '5',
      maker_fee: '0.001',
      taker_fee: '0.001',
      price_decimals: 2,
      amount_decimals: 5,
      color: '#F7931A',
      logo: '/h5/coins/btc.svg',
      session: null,
      last: '95000.00',
      index_price: '95000.00',
      open_24h: '95000.00',
      high_24h: '95000.00',
      low_24h: '95000.00',
      change: '0.00',
      volume: '0',
      quote_volume: '0',
    });
    expect(tickerOf(groups, 'DOGE/USDT')).toMatchObject({ last: '0.22000', volume: '0' });
  });

  it('shows the last trade and the last 24 hours of real trades', async () => {
    await trade(t, 'BTC/USDT', [
      { price: '80000.00', quantity: '1', at: ago(25 * HOUR_MS) }, // more than a day ago
      { price: '90000.00', quantity: '0.5', at: ago(23 * HOUR_MS) },
      { price: '99000.00', quantity: '0.1', at: ago(10 * MINUTE_MS) },
    ]);
    expect(tickerOf(await quotation(), 'BTC/USDT')).toMatchObject({
      last: '99000.00',
      index_price: '95000.00',
      open_24h: '90000.00',
      high_24h: '99000.00',
      low_24h: '90000.00',
      change: '10.00',
      volume: '0.6',
      quote_volume: '54900',
    });
  });

  it('follows the market after a trade an hour old: the last price is the latest minute, as the K-line', async () => {
    // Stale last price (issue 9): SOL traded an hour ago at 180; every minute since closed
    // at the index. The ticker showed the hour-old trade while the chart had moved on.
    await trade(t, 'SOL/USDT', [{ price: '180.00', quantity: '1', at: ago(HOUR_MS) }]);
    const instrumentId = tickerOf(await quotation(), 'SOL/USDT').instrument_id;
    const minutes = [30, 2, 1].map((m) => ({
      instrumentId,
      openTime: ago(m * MINUTE_MS),
      open: '190.00',
      high: '191.00',
      low: '189.00',
      close: m === 1 ? '190.50' : '190.00',
    }));
    forgetTickers(t.ctx);
    await t.ctx.db.transaction((tx) => insertIndexMinutes(tx, minutes));
    forgetTickers(t.ctx);
    const sol = tickerOf(await quotation(), 'SOL/USDT');
    expect(sol).toMatchObject({ last: '190.50', now_price: '190.50', volume: '1' });
    const chart = await call<{ close: string }[]>(t.app, 'GET', '/currency/new_timeshar', {
      symbol: 'SOL/USDT',
      period: '1m',
    });
    expect(chart.message.at(-1)!.close).toBe(sol.now_price);
    // A trade now is the last price at once, on every screen.
    await trade(t, 'SOL/USDT', [{ price: '185.00', quantity: '0.5', at: ago(0) }]);
    expect(tickerOf(await quotation(), 'SOL/USDT')).toMatchObject({ last: '185.00' });
    const header = await call<TickerItem>(t.app, 'GET', '/market/instrument', {
      symbol: 'SOL/USDT',
    });
    expect(header.message).toMatchObject({ last: '185.00', now_price: '185.00' });
  });

  it('answers one kind when asked, with the session state of stocks', async () => {
    const groups = await quotation({ kind: 'stock', lang: 'jp' });
    expect(groups).toHaveLength(1);
    expect(groups[0]!.quotation.map((q) => q.base)).toEqual([
      'AAPL',
      'TSLA',
      'NVDA',
      'MSFT',
      'AMZN',
    ]);
    expect(groups[0]!.quotation[0]).toMatchObject({
      name: 'アップル',
      last: '230.00',
      session: { is_open: true },
    });
  });

  it('computes tickers at most once a second', async () => {
    feed.set('ETH', '3500.00');
    expect(tickerOf(await quotation(), 'ETH/USDT').last).toBe('3400.00');
    t.clock.advance(1000);
    expect(tickerOf(await quotation(), 'ETH/USDT').last).toBe('3500.00');
  });
});

describe('GET /market/instrument', () => {
  it('answers one pair in any spelling of its symbol', async () => {
    const r = await call<TickerItem>(t.app, 'GET', '/market/instrument', { symbol: 'eth-usdt' });
    expect(r.message).toMatchObject({ symbol: 'ETH/USDT', last: '3500.00', change: '0.00' });
    expect(r.message).not.toHaveProperty('is_favorite');
  });

  it('refuses an unknown pair', async () => {
    const r = await call(t.app, 'GET', '/market/instrument', { symbol: 'NOPE/USDT', lang: 'kor' });
    expect(r).toEqual({ status: 200, type: 'error', message: '존재하지 않는 거래쌍입니다' });
  });
});

describe('publishTickers', () => {
  it('announces every ticker as daymarket on the tickers topic while someone listens', async () => {
    const seen = recordAnnouncements(t);
    await publishTickers(t.ctx);
    const ours = seen.filter((a) => a.topic === 'tickers');
    expect(ours).toHaveLength(12);
    expect(ours.every((a) => a.event === 'daymarket')).toBe(true);
    expect(ours[0]!.payload).toMatchObject({
      symbol: 'BTC/USDT',
      name: 'Bitcoin',
      last: '99000.00',
    });
  });

  it("puts the same prices on the original client's stream, only the keys it merges", async () => {
    const seen = recordAnnouncements(t);
    await publishTickers(t.ctx);
    const legacy = seen.filter((a) => a.topic === 'legacy');
    expect(legacy).toHaveLength(12);
    expect(legacy.every((a) => a.event === 'daymarket')).toBe(true);
    // No `id`, spread or lever fields: the client spreads this over its pair row.
    expect(legacy[0]!.payload).toEqual({
      currency_id: 1,
      legal_id: 3,
      currency_name: 'BTC',
      legal_name: 'USDT',
      now_price: '99000.00',
      close: '99000.00',
      high: '99000.00',
      low: '90000.00',
      change: '10.00',
      volume: '0.6',
    });
  });
});

describe('a stock while its exchange is closed', () => {
  it("shows its last session's 24 hours, not an empty weekend", async () => {
    await trade(t, 'MSFT/USDT', [
      { price: '480.00', quantity: '2', at: new Date('2026-11-20T14:31:00Z') }, // Friday 09:31 NY
      { price: '504.00', quantity: '1', at: new Date('2026-11-20T20:58:00Z') }, // Friday 15:58 NY
    ]);
    t.clock.set(new Date('2026-11-22T12:00:00Z')); // Sunday
    t.clock.advance(TICKER_TTL_MS);
    const msft = tickerOf(await quotation({ kind: 'stock' }), 'MSFT/USDT');
    expect(msft).toMatchObject({
      last: '504.00',
      open_24h: '480.00',
      change: '5.00',
      volume: '3',
      session: { is_open: false },
    });
  });
});
