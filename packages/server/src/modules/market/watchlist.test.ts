import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketHotItem, QuotationGroup, TickerItem } from '@bourse/shared';
import { DAY_MS, MINUTE_MS } from '../../clock.ts';
import { call } from '../../test/helper.ts';
import { signUp } from '../users/testing.ts';
import { marketApp, trade, type MarketTest } from './testing.ts';

const NOW = '2026-11-23T15:00:00Z';
const BTC = 1;
const ETH = 2;
const USDT = 3;
const XRP = 5;
const SOL = 6;
const DOGE = 7;
const AAPL = 101;

let t: MarketTest;
let ann: string;
let bob: string;
let cat: string;
beforeAll(async () => {
  t = await marketApp(NOW);
  ann = await signUp(t.app, 'ann@example.com');
  bob = await signUp(t.app, 'bob@example.com');
  cat = await signUp(t.app, 'cat@example.com');
});
afterAll(() => t.close());

const symbols = (items: TickerItem[]) => items.map((i) => i.symbol);
const list = async (token: string) =>
  (await call<TickerItem[]>(t.app, 'GET', '/optional/list', {}, token)).message;

describe('favorites', () => {
  it('needs a session, before any field is checked', async () => {
    for (const [method, path] of [
      ['POST', '/optional/add'],
      ['POST', '/optional/del'],
      ['POST', '/market/viewed'],
    ] as const) {
      expect(await call(t.app, method, path, {})).toEqual({
        status: 200,
        type: '999',
        message: 'Your session has expired, please log in again',
      });
    }
  });

  it('lists no favourites for a guest or a stale token, never 999 (the market tab awaits it)', async () => {
    const ok = { status: 200, type: 'ok', message: [] };
    expect(await call(t.app, 'GET', '/optional/list', {})).toEqual(ok);
    expect(await call(t.app, 'GET', '/optional/list', {}, 'x'.repeat(43))).toEqual(ok);
  });

  it('adds a pair once, however often it is asked, and lists favorites as tickers', async () => {
    // `id` is the favourite's record id (its pair's), which /optional/del {id} takes.
    const added = { status: 200, type: 'ok', message: { id: 1, message: 'Added to favorites' } };
    expect(await call(t.app, 'POST', '/optional/add', { currency_id: BTC }, ann)).toEqual(added);
    expect(
      await call(t.app, 'POST', '/optional/add', { currency_id: BTC, legal_id: USDT }, ann),
    ).toEqual(added);
    t.clock.advance(1000);
    const zh = await call(t.app, 'POST', '/optional/add', { currency_id: AAPL, lang: 'zh' }, ann);
    expect(zh.message).toEqual({ id: 8, message: '已添加到自选' });
    const mine = await list(ann);
    expect(symbols(mine)).toEqual(['BTC/USDT', 'AAPL/USDT']);
    expect(mine.map((f) => [f.id, f.currency_id])).toEqual([
      [1, BTC],
      [8, AAPL],
    ]);
    expect(mine[0]).toMatchObject({ is_favorite: true, last: '95000.00', name: 'Bitcoin' });
    expect(await list(bob)).toEqual([]);
  });

  it('marks favorites on the public lists only for a caller with a valid token', async () => {
    const signedIn = await call<QuotationGroup[]>(t.app, 'GET', '/currency/quotation_new', {}, ann);
    const flags = signedIn.message[0]!.quotation.map((q) => [q.base, q.is_favorite]);
    expect(flags.slice(0, 2)).toEqual([
      ['BTC', true],
      ['ETH', false],
    ]);
    const anonymous = await call<QuotationGroup[]>(t.app, 'GET', '/currency/quotation_new');
    expect(anonymous.message[0]!.quotation[0]).not.toHaveProperty('is_favorite');
    // A stale token on a public route is ignored, not refused.
    const stale = await call<QuotationGroup[]>(
      t.app,
      'GET',
      '/currency/quotation_new',
      {},
      'x'.repeat(43),
    );
    expect(stale.type).toBe('ok');
    const one = await call<TickerItem>(
      t.app,
      'GET',
      '/market/instrument',
      { symbol: 'AAPLUSDT' },
      ann,
    );
    expect(one.message).toMatchObject({ symbol: 'AAPL/USDT', is_favorite: true });
  });

  it('refuses a pair that does not exist, and a missing coin id', async () => {
    for (const body of [
      { currency_id: USDT },
      { currency_id: 999 },
      { currency_id: BTC, legal_id: BTC },
    ]) {
      expect(await call(t.app, 'POST', '/optional/add', body, ann)).toEqual({
        status: 200,
        type: 'error',
        message: 'This trading pair does not exist',
      });
    }
    const th = await call(t.app, 'POST', '/optional/del', { currency_id: 999, lang: 'th' }, ann);
    expect(th.message).toBe('ไม่มีคู่เทรดนี้');
    expect(await call(t.app, 'POST', '/optional/add', {}, ann)).toMatchObject({
      type: 'error',
      message: 'Currency must be a number',
    });
  });

  it('removes a favorite, idempotently', async () => {
    const removed = { status: 200, type: 'ok', message: 'Removed from favorites' };
    expect(await call(t.app, 'POST', '/optional/del', { currency_id: BTC }, ann)).toEqual(removed);
    expect(await call(t.app, 'POST', '/optional/del', { currency_id: BTC }, ann)).toEqual(removed);
    expect(symbols(await list(ann))).toEqual(['AAPL/USDT']);
  });

  it("removes by the favourite's record id, only the caller's own", async () => {
    await call(t.app, 'POST', '/optional/add', { currency_id: ETH }, bob);
    const [aapl] = await list(ann);
    // Bob sends Ann's record id: his own favourites are his, hers stay.
    await call(t.app, 'POST', '/optional/del', { id: aapl!.id }, bob);
    expect(symbols(await list(ann))).toEqual(['AAPL/USDT']);
    expect(symbols(await list(bob))).toEqual(['ETH/USDT']);
    const r = await call(t.app, 'POST', '/optional/del', { id: aapl!.id }, ann);
    expect(r).toMatchObject({ type: 'ok', message: 'Removed from favorites' });
    expect(await list(ann)).toEqual([]);
    await call(t.app, 'POST', '/optional/add', { currency_id: AAPL }, ann);
    // Neither an id nor a pair: refused, in the caller's language.
    const none = await call(t.app, 'POST', '/optional/del', { lang: 'fra' }, ann);
    expect(none.type).toBe('error');
    expect(await call(t.app, 'POST', '/optional/del', { id: 'abc' }, ann)).toMatchObject({
      type: 'error',
    });
    expect(symbols(await list(ann))).toEqual(['AAPL/USDT']);
    await call(t.app, 'POST', '/optional/del', { id: 2 }, bob);
  });
});

describe('GET /market/search', () => {
  const search = async (keyword: string, extra: Record<string, string | number> = {}) =>
    symbols(
      (await call<TickerItem[]>(t.app, 'GET', '/market/search', { keyword, ...extra })).message,
    );

  it('finds a pair by its name in any language', async () => {
    expect(await search('比特')).toEqual(['BTC/USDT']);
    expect(await search('アップル')).toEqual(['AAPL/USDT']);
    expect(await search('solana')).toEqual(['SOL/USDT']);
  });

  it('finds a pair by ticker or symbol, in any case and spelling', async () => {
    expect(await search('eth')).toEqual(['ETH/USDT']);
    expect(await search('NVDA')).toEqual(['NVDA/USDT']);
    expect(await search('btc/usdt')).toEqual(['BTC/USDT']);
    expect(await search('dogeusdt')).toEqual(['DOGE/USDT']);
    expect(await search('nothing-like-it')).toEqual([]);
  });

  it('pages through many matches in market order', async () => {
    expect(await search('usdt', { limit: 10 })).toHaveLength(10);
    expect(await search('usdt', { page: 2, limit: 10 })).toEqual(['MSFT/USDT', 'AMZN/USDT']);
    expect(await search('', { limit: 3 })).toEqual(['BTC/USDT', 'ETH/USDT', 'LTC/USDT']);
  });
});

describe('GET /market/hot', () => {
  const view = (token: string, currency_id: number) =>
    call(t.app, 'POST', '/market/viewed', { currency_id }, token);

  it('ranks pairs by viewers of the last 7 days, then 24-hour volume, then market order', async () => {
    // Views older than a week count for "recent", not for "hot".
    t.clock.set(new Date(Date.parse(NOW) - 8 * DAY_MS));
    for (const token of [ann, bob, cat]) expect((await view(token, XRP)).type).toBe('ok');
    t.clock.set(NOW);
    await view(ann, ETH);
    await view(bob, ETH);
    await view(cat, ETH);
    t.clock.advance(MINUTE_MS);
    await view(ann, SOL);
    await view(bob, SOL);
    await view(cat, DOGE);
    await trade(t, 'BNB/USDT', [{ price: '650.00', quantity: '2', at: t.clock.now() }]);

    const anonymous = await call<MarketHotItem>(t.app, 'GET', '/market/hot');
    expect(symbols(anonymous.message.hot)).toEqual([
      'ETH/USDT',
      'SOL/USDT',
      'DOGE/USDT',
      'BNB/USDT',
      'BTC/USDT',
      'LTC/USDT',
      'XRP/USDT',
      'AAPL/USDT',
    ]);
    expect(anonymous.message.recent).toEqual([]);
  });

  it("shows the caller's own recently viewed pairs, newest first", async () => {
    const r = await call<MarketHotItem>(t.app, 'GET', '/market/hot', {}, ann);
    expect(symbols(r.message.recent)).toEqual(['SOL/USDT', 'ETH/USDT', 'XRP/USDT']);
    expect(r.message.hot[0]).toMatchObject({ symbol: 'ETH/USDT', is_favorite: false });
    const again = await call<MarketHotItem>(t.app, 'GET', '/market/hot', {}, cat);
    expect(symbols(again.message.recent)).toEqual(['DOGE/USDT', 'ETH/USDT', 'XRP/USDT']);
  });

  it('refuses to record a view of a pair that does not exist', async () => {
    expect(await view(ann, 999)).toMatchObject({
      type: 'error',
      message: 'This trading pair does not exist',
    });
  });
});
