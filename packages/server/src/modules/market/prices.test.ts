import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock, SECOND_MS } from '../../clock.ts';
import { DomainError } from '../../http/errors.ts';
import { seedCurrencies } from '../../seed/catalogue.ts';
import { CURRENCIES } from '../../seed/data/currencies.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { FixedFeed, SIM_INSTRUMENTS, simulatedPrice } from './index.ts';

const NOW = '2026-11-22T08:00:00.400Z';
const NOW_SECOND = new Date('2026-11-22T08:00:00Z');
const BTC = 1;
const ETH = 2;
const USDT = 3;
const SOL = 6;
const AAPL = 101;

/** The DomainError a promise rejects with, as {key, params}. */
async function refusal(p: Promise<unknown>): Promise<{ key: string; params: object }> {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  const { key, params } = error as DomainError;
  return { key, params };
}

describe('prices from a fixed feed', () => {
  let t: TestApp;
  const feed = new FixedFeed({ BTC: '65000.00', ETH: '3250', AAPL: '230.55' });
  beforeAll(async () => {
    t = await buildTestApp({ clock: new ManualClock(NOW), feed });
    await seedCurrencies(t.ctx.db);
  });
  afterAll(() => t.close());

  it('quotes a currency by catalogue id or by ticker, at the current second', async () => {
    const byId = await t.ctx.prices.indexPrice(BTC);
    expect(byId).toEqual({ symbol: 'BTC', price: '65000.00', source: 'fixed', at: NOW_SECOND });
    expect(await t.ctx.prices.indexPrice('btc')).toEqual(byId);
  });

  it('pegs USDT at 1', async () => {
    expect(await t.ctx.prices.indexPrice(USDT)).toEqual({
      symbol: 'USDT',
      price: '1',
      source: 'peg',
      at: NOW_SECOND,
    });
  });

  it('converts 0.5 BTC at 65,000.00 to exactly 32,500 USDT', async () => {
    const c = await t.ctx.prices.convert('0.5', BTC, USDT);
    expect(c.amount.toFixed()).toBe('32500');
    expect(c.rate.toFixed()).toBe('65000');
    expect(c.quotes).toEqual([
      { symbol: 'BTC', price: '65000.00', source: 'fixed', at: NOW_SECOND },
      { symbol: 'USDT', price: '1', source: 'peg', at: NOW_SECOND },
    ]);
  });

  it('converts between two priced currencies through USDT', async () => {
    const c = await t.ctx.prices.convert('1.5', 'BTC', 'ETH');
    expect(c.amount.toFixed()).toBe('30');
    expect(c.rate.toFixed()).toBe('20');
    const back = await t.ctx.prices.convert('6500', USDT, BTC);
    expect(back.amount.toFixed()).toBe('0.1');
    expect(back.rate.toFixed()).toBe('0.000015384615384615384615');
  });

  it('values an amount in BTC for withdrawal limits, to 20 significant digits', async () => {
    const v = await t.ctx.prices.valueIn('1000', AAPL);
    // 1000 x 230.55 / 65000 = 3.54692307692307692307..., rounded half-up at 20 digits.
    expect(v.amount.toFixed()).toBe('3.5469230769230769231');
    expect(v.quotes.map((q) => q.symbol)).toEqual(['AAPL', 'BTC']);
    expect((await t.ctx.prices.valueIn('2', ETH, USDT)).amount.toFixed()).toBe('6500');
  });

  it('converts a currency to itself at rate 1', async () => {
    const c = await t.ctx.prices.convert('0.12345678', BTC, 'BTC');
    expect([c.amount.toFixed(), c.rate.toFixed()]).toEqual(['0.12345678', '1']);
  });

  it('follows the feed when the market moves', async () => {
    feed.set('ETH', '3300.5');
    expect((await t.ctx.prices.indexPrice(ETH)).price).toBe('3300.5');
    feed.set('ETH', '3250');
  });

  it('answers a past instant, to the second', async () => {
    const past = new Date('2026-11-01T12:34:56.789Z');
    expect((await t.ctx.prices.indexPrice(BTC, past)).at).toEqual(new Date('2026-11-01T12:34:56Z'));
  });

  it('refuses a time in the future', async () => {
    const later = new Date(new Date(NOW).getTime() + SECOND_MS);
    expect(await refusal(t.ctx.prices.indexPrice(BTC, later))).toEqual({
      key: 'errors.priceTimeInFuture',
      params: {},
    });
    expect((await refusal(t.ctx.prices.convert('1', BTC, USDT, later))).key).toBe(
      'errors.priceTimeInFuture',
    );
  });

  it('refuses a currency without an index price, naming it', async () => {
    expect(await refusal(t.ctx.prices.indexPrice(SOL))).toEqual({
      key: 'errors.noIndexPrice',
      params: { symbol: 'SOL' },
    });
    expect(await refusal(t.ctx.prices.indexPrice(999))).toEqual({
      key: 'errors.noIndexPrice',
      params: { symbol: '999' },
    });
    expect(await refusal(t.ctx.prices.convert('1', 'BTC', 'NOPE'))).toEqual({
      key: 'errors.noIndexPrice',
      params: { symbol: 'NOPE' },
    });
  });

  it('refuses a fixed price that is not a positive decimal', () => {
    expect(() => new FixedFeed({ BTC: '0' })).toThrow(/positive decimal/);
    expect(() => new FixedFeed({ BTC: '1e5' })).toThrow(/positive decimal/);
  });
});

describe('prices from the default simulator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock: new ManualClock(NOW) });
    await seedCurrencies(t.ctx.db);
  });
  afterAll(() => t.close());

  it('uses the seeded simulator, seed 42, unless told otherwise', async () => {
    expect(t.ctx.prices.feedName).toBe('sim:42');
    const q = await t.ctx.prices.indexPrice(BTC);
    expect(q).toEqual({
      symbol: 'BTC',
      price: simulatedPrice(42, SIM_INSTRUMENTS.get('BTC')!, NOW_SECOND),
      source: 'sim:42',
      at: NOW_SECOND,
    });
  });

  it('prices every coin and stock of the catalogue', async () => {
    for (const c of CURRENCIES) {
      const q = await t.ctx.prices.indexPrice(c.id);
      expect(q.symbol).toBe(c.name);
      expect(q.price, c.name).toMatch(/^\d+(\.\d+)?$/);
    }
  });

  it('takes its seed from PRICE_SEED', async () => {
    const seven = await buildTestApp({ clock: new ManualClock(NOW), env: { PRICE_SEED: '7' } });
    try {
      expect(seven.ctx.prices.feedName).toBe('sim:7');
      expect((await seven.ctx.prices.indexPrice('ETH')).price).toBe(
        simulatedPrice(7, SIM_INSTRUMENTS.get('ETH')!, NOW_SECOND),
      );
    } finally {
      await seven.close();
    }
  });
});
