/**
 * Market data and spot orders (client contract 4, 5, 7.7, 7.8), replayed on the original
 * client's wire: form bodies and queries, the raw token (empty for a guest), `lang`, its
 * own field names and its `undefined` literals.
 */
import { describe, expect, it } from 'vitest';
import { DATE_TIME_RE, expectNumeric, expectOk, expectRefused, legacyServer } from './harness.ts';
import { grantFromFaucet } from '../../packages/server/src/modules/ledger/testing.ts';

const s = legacyServer();

const BTC = 1;
const USDT = 3;

async function userId(token: string): Promise<number> {
  return expectOk(await s.call('GET', '/user/info', {}, { token }), 'user/info').id as number;
}

/** A user with coins in the spot account (set-up: the client cannot deposit by itself). */
async function funded(): Promise<string> {
  const token = await s.newUser();
  const id = await userId(token);
  await grantFromFaucet(s.t.ctx, id, BTC, '2');
  await grantFromFaucet(s.t.ctx, id, USDT, '200000');
  return token;
}

type Row = Record<string, unknown>;

const quotation = async (token = '') => {
  const r = await s.call<{ quotation: Row[] }[]>('GET', '/currency/quotation_new', {}, { token });
  return expectOk(r, 'quotation_new')[0]!.quotation;
};

/** The client's spot order: no market/limit flag, the price always sent. */
const trade = (token: string, fields: Record<string, string | number>) =>
  s.call('POST', '/coin/trade', { currency_id: BTC, legal_id: USDT, ...fields }, { token });

describe('GET /currency/quotation_new (section 4), as a guest', () => {
  it('answers message[0].quotation with every pair row the pages read', async () => {
    const rows = await quotation();
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const what = String(row.symbol);
      for (const key of ['id', 'currency_id', 'legal_id', 'sort'])
        expect(typeof row[key], `${what} ${key}`).toBe('number');
      for (const key of ['currency_name', 'legal_name']) {
        expect(typeof row[key], `${what} ${key}`).toBe('string');
        expect(row[key], `${what} ${key}`).not.toBe('');
      }
      expect(typeof row.now_price, what).toBe('string');
      for (const key of ['now_price', 'change', 'volume'])
        expectNumeric(row[key], `${what} ${key}`);
      expect([1, 2], what).toContain(row.market_from);
      // The contract terms the contract page computes its preview from: current, numeric.
      for (const key of ['spread', 'lever_share_num', 'lever_trade_fee'])
        expectNumeric(row[key], `${what} ${key}`);
    }
    const btc = rows.find((r) => r.currency_id === BTC && r.legal_id === USDT)!;
    expect(btc).toMatchObject({ currency_name: 'BTC', legal_name: 'USDT', market_from: 2 });
    // now_price keeps the pair's display precision (BTC ticks 0.01).
    expect(btc.now_price).toMatch(/^\d+\.\d{2}$/);
    // Home: "HOT" shows market_from 2, the other tab 1: both tabs have rows.
    expect(rows.some((r) => r.market_from === 1)).toBe(true);
    // Home sorts by `sort` ascending.
    const sorts = rows.map((r) => r.sort as number);
    expect([...sorts].sort((a, b) => a - b)).toEqual(sorts);
  });
});

describe('favourites (7.7)', () => {
  it('GET /optional/list answers a guest an empty array, never 999', async () => {
    const r = await s.call('GET', '/optional/list', {});
    expect(expectOk(r, 'optional/list guest')).toEqual([]);
  });

  it('adds by currency_id, lists {id, currency_id}, removes by the record id', async () => {
    const token = await s.newUser();
    const added = expectOk(
      await s.call('POST', '/optional/add', { currency_id: BTC }, { token }),
      'optional/add',
    ) as { id: unknown };
    expect(typeof added.id).toBe('number');
    const list = expectOk(await s.call<Row[]>('GET', '/optional/list', {}, { token }), 'list');
    expect(Array.isArray(list)).toBe(true);
    expect(list).toEqual([expect.objectContaining({ id: added.id, currency_id: BTC })]);
    expectOk(await s.call('POST', '/optional/del', { id: added.id as number }, { token }), 'del');
    expect(expectOk(await s.call('GET', '/optional/list', {}, { token }), 'list')).toEqual([]);
  });

  it('refuses a del without an id (the literal undefined) in the caller language', async () => {
    const token = await s.newUser();
    await s.call('POST', '/optional/add', { currency_id: BTC }, { token });
    const en = expectRefused(
      await s.call('POST', '/optional/del', { id: undefined }, { token }),
      'del undefined',
    );
    const zh = expectRefused(
      await s.call('POST', '/optional/del', { id: undefined }, { token, lang: 'zh' }),
      'del undefined zh',
    );
    expect(zh).not.toBe(en);
    expectRefused(await s.call('POST', '/optional/del', { id: '1e999' }, { token }), 'del 1e999');
    expect(expectOk(await s.call<Row[]>('GET', '/optional/list', {}, { token }), 'list')).toEqual([
      expect.objectContaining({ currency_id: BTC }),
    ]);
  });
});

describe('spot orders (7.8) and the chart (7.7)', () => {
  it('places orders without a flag, lists them as the spot and orders pages read them', async () => {
    const seller = await funded();
    const buyer = await funded();
    // A limit sell resting, then a buy at that price (thousands separator as typed).
    expectOk(await trade(seller, { amount: '0.5', target_price: '61,000.50', type: 2 }), 'sell');
    expectOk(await trade(buyer, { amount: '0.2', target_price: '61000.5', type: 1 }), 'buy');
    // The spot page: this pair, page 1, limit 10.
    const spot = expectOk(
      await s.call<Row[]>(
        'GET',
        '/coin/list',
        { currency_id: BTC, legal_id: USDT, page: 1, limit: 10 },
        { token: seller },
      ),
      'coin/list spot',
    );
    expect(Array.isArray(spot)).toBe(true);
    expect(spot).toHaveLength(1);
    const row = spot[0]!;
    expect(row).toMatchObject({ type: 2, status: 1, symbol: 'BTC/USDT' });
    expectNumeric(row.target_price, 'target_price');
    expect(Number(row.target_price)).toBe(61000.5);
    expect(Number(row.trade_amount)).toBe(0.5);
    expect(row.created_at).toMatch(DATE_TIME_RE);
    // After an order: the same keys empty (every pair).
    const all = expectOk(
      await s.call<Row[]>(
        'GET',
        '/coin/list',
        { currency_id: undefined, legal_id: undefined, page: 1, limit: 10 },
        { token: buyer },
      ),
      'coin/list empty ids',
    );
    expect(all).toEqual([expect.objectContaining({ type: 1, status: 2, symbol: 'BTC/USDT' })]);
    expect((all[0]!.created_at as string).slice(0, 10)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The orders page: page by page until an empty one.
    const page1 = await s.call<Row[]>(
      'GET',
      '/coin/list',
      { page: 1, limit: 10 },
      { token: buyer },
    );
    expect(expectOk(page1, 'orders page 1')).toHaveLength(1);
    const page2 = await s.call<Row[]>(
      'GET',
      '/coin/list',
      { page: 2, limit: 10 },
      { token: buyer },
    );
    expect(expectOk(page2, 'orders page 2')).toEqual([]);

    // The trade: now_price follows it on the pair row.
    const btc = (await quotation()).find((r) => r.currency_id === BTC)!;
    expect(btc.now_price).toBe('61000.50');

    // The chart: every period, top-level data in ms, ascending; as a guest.
    const now = Math.floor(s.t.clock.now().getTime() / 1000);
    for (const period of ['1min', '5min', '30min', '60min', '1D', '1W', '1M']) {
      const r = await s.call('GET', '/currency/new_timeshar', {
        from: now - 86400 * 30,
        to: now + 60,
        symbol: 'BTC/USDT',
        period,
      });
      expectOk(r, `new_timeshar ${period}`);
      const data = r.body.data as Row[];
      expect(Array.isArray(data), period).toBe(true);
      expect(data.length, period).toBeGreaterThan(0);
      const times = data.map((c) => c.time as number);
      expect(
        [...times].sort((a, b) => a - b),
        period,
      ).toEqual(times);
      const last = data.at(-1)!;
      expect(typeof last.time, period).toBe('number');
      expect(String(last.time), period).toMatch(/^\d{13}$/);
      for (const key of ['open', 'high', 'low', 'close', 'volume']) expectNumeric(last[key], key);
      expect(last.close, period).toBe('61000.50');
    }
  });

  it('refuses hostile orders clearly, HTTP 200, and places nothing', async () => {
    const token = await funded();
    const cases: Record<string, string | number>[] = [
      { amount: 'undefined', target_price: '60000', type: 1 },
      { amount: '-1', target_price: '60000', type: 1 },
      { amount: '0.1', target_price: '1e-7', type: 1 },
      { amount: '0.1', target_price: '60000', type: 3 },
      { amount: '0.1', target_price: '60000.001', type: 1 },
      { amount: '0.1', target_price: '60000', type: 1, currency_id: '99999999999' },
      { amount: '0.1', target_price: '60000\u0000', type: 1 },
      { amount: '999999999999', target_price: '60000', type: 1 },
    ];
    for (const c of cases) expectRefused(await trade(token, c), JSON.stringify(c));
    const th = expectRefused(
      await s.call(
        'POST',
        '/coin/trade',
        { amount: 'abc', target_price: '1', currency_id: BTC, legal_id: USDT, type: 1 },
        { token, lang: 'th' },
      ),
      'th',
    );
    expect(th).toMatch(/[\u0E00-\u0E7F]/);
    const list = await s.call('GET', '/coin/list', { page: 1, limit: 10 }, { token });
    expect(expectOk(list, 'coin/list')).toEqual([]);
    // Signed out: the session reply the client acts on.
    expect((await trade('', { amount: '0.1', target_price: '60000', type: 1 })).body.type).toBe(
      '999',
    );
    const bad = await s.call('GET', '/currency/new_timeshar', {
      symbol: 'BTC/USDT',
      period: 'bogus',
    });
    expectRefused(bad, 'new_timeshar bad period');
  });
});
