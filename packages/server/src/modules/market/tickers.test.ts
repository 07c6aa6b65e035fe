import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuotationGroup, TickerItem } from '@bourse/shared';
import { HOUR_MS, MINUTE_MS } from '../../clock.ts';
import { call } from '../../test/helper.ts';
import { FixedFeed, publishTickers } from './index.ts';
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
  it('groups the pairs by quote currency and kind; an untraded pair shows its index', async () => {
    const groups = await quotation();
    expect(groups.map((g) => [g.legal_id, g.legal_name, g.kind, g.quotation.length])).toEqual([
      [3, 'USDT', 'crypto', 7],
      [3, 'USDT', 'stock', 5],
    ]);
    expect(groups[0]!.quotation[0]).toEqual({
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
    expect(seen).toHaveLength(12);
    expect(seen.every((a) => a.topic === 'tickers' && a.event === 'daymarket')).toBe(true);
    expect(seen[0]!.payload).toMatchObject({
      symbol: 'BTC/USDT',
      name: 'Bitcoin',
      last: '99000.00',
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
