import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { SIM_INSTRUMENTS, simulatedPrice } from './index.ts';

const NOW = '2026-11-22T08:00:00.400Z';
const NOW_S = Date.parse('2026-11-22T08:00:00Z') / 1000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock: new ManualClock(NOW) });
});
afterAll(() => t.close());

const simPrice = (symbol: string, seconds: number) =>
  simulatedPrice(42, SIM_INSTRUMENTS.get(symbol)!, new Date(seconds * 1000));

describe('GET /market/index', () => {
  it('answers the index now, with its source and second, without a session', async () => {
    const r = await call(t.app, 'GET', '/market/index', { symbol: 'BTC' });
    expect(r).toEqual({
      status: 200,
      type: 'ok',
      message: {
        symbol: 'BTC',
        price: simPrice('BTC', NOW_S),
        source: 'sim:42',
        at: NOW_S,
        recorded: false,
      },
    });
  });

  it('answers a past second, so a settlement price can be audited', async () => {
    const at = NOW_S - 86_400 * 3 + 17;
    const r = await call(t.app, 'GET', '/market/index', { symbol: 'aapl', at });
    expect(r).toEqual({
      status: 200,
      type: 'ok',
      message: {
        symbol: 'AAPL',
        price: simPrice('AAPL', at),
        source: 'sim:42',
        at,
        recorded: false,
      },
    });
  });

  it('answers USDT at its peg', async () => {
    const r = await call(t.app, 'GET', '/market/index', { symbol: 'USDT', at: '' });
    expect(r.message).toEqual({
      symbol: 'USDT',
      price: '1',
      source: 'peg',
      at: NOW_S,
      recorded: false,
    });
  });

  it('refuses an unknown symbol in the caller language', async () => {
    const en = await call(t.app, 'GET', '/market/index', { symbol: 'NOPE' });
    expect(en).toEqual({
      status: 200,
      type: 'error',
      message: 'No index price is available for NOPE',
    });
    const zh = await call(t.app, 'GET', '/market/index', { symbol: 'NOPE', lang: 'zh' });
    expect(zh).toMatchObject({ type: 'error', message: 'NOPE 暂无指数价格' });
  });

  it('refuses a time in the future', async () => {
    const r = await call(t.app, 'GET', '/market/index', { symbol: 'BTC', at: NOW_S + 1 });
    expect(r).toMatchObject({
      type: 'error',
      message: 'The price of a future time is not known yet',
    });
  });

  it('names the field that is missing or malformed', async () => {
    expect(await call(t.app, 'GET', '/market/index', {})).toMatchObject({
      type: 'error',
      message: 'Symbol is required',
    });
    expect(await call(t.app, 'GET', '/market/index', { symbol: 'BTC/USDT' })).toMatchObject({
      type: 'error',
      message: 'Symbol is not valid',
    });
    expect(
      await call(t.app, 'GET', '/market/index', { symbol: 'BTC', at: 'yesterday' }),
    ).toMatchObject({ type: 'error', message: 'Time must be 10 digits' });
  });
});
