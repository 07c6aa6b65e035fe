import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaleOf, type InstrumentItem } from '@bourse/shared';
import { seedInstruments } from '../../seed/instruments.ts';
import { call } from '../../test/helper.ts';
import {
  SIM_INSTRUMENTS,
  INSTRUMENTS_CHANGED,
  activePair,
  checkInstrumentVersions,
  editInstrument,
  instrumentByPair,
  instrumentBySymbol,
  instruments,
  listInstruments,
  sessionRefusal,
} from './index.ts';
import { marketApp, type MarketTest } from './testing.ts';

// A Monday, 10:00 in New York (EST, UTC-5): the US session is open.
const MONDAY_10_NY = '2026-11-23T15:00:00Z';

let t: MarketTest;
beforeAll(async () => {
  t = await marketApp(MONDAY_10_NY);
});
afterAll(() => t.close());

describe('seeded pairs', () => {
  it('seeds every coin but USDT and the five stocks against USDT, once', async () => {
    await seedInstruments(t.ctx.db);
    const [{ n }] = (await t.ctx.db.select({ n: count() }).from(instruments)) as [{ n: number }];
    expect(n).toBe(12);
    const pairs = await listInstruments(t.ctx.db);
    expect(pairs.map((p) => p.symbol)).toEqual([
      'BTC/USDT',
      'ETH/USDT',
      'LTC/USDT',
      'XRP/USDT',
      'SOL/USDT',
      'DOGE/USDT',
      'BNB/USDT',
      'AAPL/USDT',
      'TSLA/USDT',
      'NVDA/USDT',
      'MSFT/USDT',
      'AMZN/USDT',
    ]);
    for (const p of pairs) {
      // Powers of ten (the engine counts ticks and lots), and the index quotes on our tick.
      expect(p.tickSize).toMatch(/^(1|0\.0*1)$/);
      expect(p.lotSize).toMatch(/^(1|0\.0*1)$/);
      expect(p.tickSize).toBe(SIM_INSTRUMENTS.get(p.base.name)!.tick);
      expect([p.kind, p.accountType, p.session]).toEqual(
        p.kind === 'stock' ? ['stock', 5, 'us-equity'] : ['crypto', 2, null],
      );
    }
  });

  it('finds a pair by symbol or by ids, and refuses an unknown one', async () => {
    const btc = await instrumentBySymbol(t.ctx.db, 'BTC/USDT');
    expect(await instrumentByPair(t.ctx.db, 1, 3)).toEqual(btc);
    expect(btc).toMatchObject({ baseCurrencyId: 1, quoteCurrencyId: 3, quote: 'USDT' });
    expect(await instrumentByPair(t.ctx.db, 3, 3)).toBeUndefined();
    await expect(activePair(t.ctx.db, 'NOPE/USDT')).rejects.toMatchObject({
      key: 'errors.pairUnknown',
    });
  });
});

describe('GET /market/instruments', () => {
  it('answers every pair with its rules, names in the caller language and session state', async () => {
    const r = await call<InstrumentItem[]>(t.app, 'GET', '/market/instruments', { lang: 'zh' });
    expect(r.type).toBe('ok');
    expect(r.message).toHaveLength(12);
    expect(r.message[0]).toEqual({
      instrument_id: 1,
      symbol: 'BTC/USDT',
      currency_id: 1,
      legal_id: 3,
      base: 'BTC',
      quote: 'USDT',
      name: '比特币',
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
    });
    const aapl = r.message.find((i) => i.symbol === 'AAPL/USDT')!;
    expect(aapl).toMatchObject({
      name: '苹果',
      kind: 'stock',
      lot_size: '0.01',
      min_amount: '1',
      maker_fee: '0.0005',
      taker_fee: '0.001',
      session: { time_zone: 'America/New_York', open: '09:30', close: '16:00', is_open: true },
    });
    const doge = r.message.find((i) => i.base === 'DOGE')!;
    expect([doge.tick_size, doge.price_decimals, doge.amount_decimals]).toEqual(['0.00001', 5, 0]);
    expect(scaleOf(doge.lot_size)).toBe(0);
  });
});

describe('sessionRefusal', () => {
  const stock = { session: 'us-equity' };
  const hours = { open: '09:30', close: '16:00', timeZone: 'America/New_York' };

  it('refuses a stock on a Saturday, with the session hours in New York time', () => {
    expect(sessionRefusal(stock, new Date('2026-11-21T15:00:00Z'))).toEqual(hours);
  });

  it('lets a stock trade at 10:00 New York time on a weekday', () => {
    expect(sessionRefusal(stock, new Date(MONDAY_10_NY))).toBeUndefined();
    // Summer time (EDT, UTC-4): 10:00 in New York is 14:00 UTC.
    expect(sessionRefusal(stock, new Date('2026-07-08T14:00:00Z'))).toBeUndefined();
  });

  it('refuses a stock just before the open and at the close', () => {
    expect(sessionRefusal(stock, new Date('2026-11-23T14:29:59Z'))).toEqual(hours);
    expect(sessionRefusal(stock, new Date('2026-11-23T21:00:00Z'))).toEqual(hours);
  });

  it('never refuses a pair that trades around the clock', () => {
    expect(sessionRefusal({ session: null }, new Date('2026-11-21T15:00:00Z'))).toBeUndefined();
  });
});

describe('pair edits', () => {
  it('editInstrument bumps the version, updates this copy and announces the edit', async () => {
    const heard: unknown[] = [];
    const stop = t.ctx.cluster.broker.subscribe(INSTRUMENTS_CHANGED, (d) => heard.push(d));
    const before = (await instrumentBySymbol(t.ctx.db, 'LTC/USDT'))!;
    const edited = await editInstrument(t.ctx, before.id, { takerFee: '0.0025' });
    expect(edited.takerFee).toBe('0.0025');
    expect(edited.version).toBeGreaterThan(before.version);
    await new Promise((r) => setTimeout(r, 5));
    expect(heard).toEqual([{ id: before.id, version: edited.version }]);
    stop();
  });

  it('refuses an edit of a pair that does not exist, ids past int32 included', async () => {
    for (const id of [2 ** 31 + 5, 999_999, 0, -1, 1.5]) {
      await expect(editInstrument(t.ctx, id, { isActive: false })).rejects.toMatchObject({
        key: 'errors.pairUnknown',
      });
    }
    expect((await listInstruments(t.ctx.db)).every((i) => i.isActive)).toBe(true);
  });

  it('reloads a copy the broker did not refresh once the database holds a newer version', async () => {
    const ltc = (await instrumentBySymbol(t.ctx.db, 'LTC/USDT'))!;
    // Another process's edit whose message was lost: the row changed, this copy did not.
    await t.ctx.db.execute(
      sql`update instruments set maker_fee = '0.0007', version = version + 100 where id = ${ltc.id}`,
    );
    expect((await instrumentBySymbol(t.ctx.db, 'LTC/USDT'))!.makerFee).toBe(ltc.makerFee);
    expect(await checkInstrumentVersions(t.ctx.db)).toBe(true);
    expect((await instrumentBySymbol(t.ctx.db, 'LTC/USDT'))!.makerFee).toBe('0.0007');
    expect(await checkInstrumentVersions(t.ctx.db)).toBe(false);
  });
});
