/**
 * The original client's socket (client contract 8, 12): socket.io-client 2 (Engine.IO 3)
 * connects with websocket first, never subscribes, and receives every pair's public
 * events in its shapes; its `login` with a bare user id joins no user room.
 */
import { afterEach, describe, expect, it } from 'vitest';
import io from 'socket.io-client-v2';
import { expectOk, legacyServer } from './harness.ts';
import { grantFromFaucet } from '../../packages/server/src/modules/ledger/testing.ts';
import { publishTickers } from '../../packages/server/src/modules/market/index.ts';

const s = legacyServer();
const BTC = 1;
const USDT = 3;

type Payload = Record<string, unknown>;
type V2Socket = ReturnType<typeof io>;

const open: V2Socket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

/** Connects as the client does and records every event it gets, in order. */
async function connect(): Promise<{ socket: V2Socket; events: [string, Payload][] }> {
  const socket = io(s.origin, { transports: ['websocket', 'polling'], forceNew: true });
  open.push(socket);
  const events: [string, Payload][] = [];
  for (const name of ['daymarket', 'market_depth', 'kline', 'order', 'balance', 'trades']) {
    socket.on(name, (payload: Payload) => events.push([name, payload]));
  }
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', (e: Error) => reject(e));
  });
  return { socket, events };
}

/** Waits until `events` holds one matching `test` (no time is asserted). */
async function until(events: [string, Payload][], test: (e: [string, Payload]) => boolean) {
  await expect.poll(() => events.some(test), { timeout: 15_000, interval: 20 }).toBe(true);
  return events.find(test)!;
}

async function userOf(token: string): Promise<number> {
  return expectOk(await s.call('GET', '/user/info', {}, { token }), 'user/info').id as number;
}

async function funded(): Promise<{ token: string; id: number }> {
  const token = await s.newUser();
  const id = await userOf(token);
  await grantFromFaucet(s.t.ctx, id, BTC, '2');
  await grantFromFaucet(s.t.ctx, id, USDT, '200000');
  return { token, id };
}

const order = (token: string, type: 1 | 2, amount: string, price: string) =>
  s.call(
    'POST',
    '/coin/trade',
    { amount, target_price: price, currency_id: BTC, legal_id: USDT, type },
    { token },
  );

describe('the original client socket (Engine.IO 3)', () => {
  it('connects and gets daymarket, market_depth and kline without subscribing', async () => {
    const { socket, events } = await connect();
    expect(socket.io.engine.transport.name).toBe('websocket');
    const seller = await funded();
    const buyer = await funded();
    expectOk(await order(seller.token, 2, '0.3', '62000.00'), 'sell');
    expectOk(await order(buyer.token, 1, '0.1', '62000.00'), 'buy');

    // The book after the trade: 0.2 of the 0.3 left at 62000.
    const [, depth] = await until(
      events,
      ([e, p]) =>
        e === 'market_depth' && JSON.stringify(p.asks).includes(JSON.stringify(['62000', '0.2'])),
    );
    expect(depth).toEqual({
      currency_name: 'BTC',
      legal_name: 'USDT',
      bids: expect.any(Array),
      asks: expect.any(Array),
    });
    for (const side of [depth.bids, depth.asks] as [string, string][][]) {
      expect(side.length).toBeLessThanOrEqual(10);
      for (const level of side) expect(level).toEqual([expect.any(String), expect.any(String)]);
    }
    const asks = (depth.asks as [string, string][]).map(([p]) => Number(p));
    expect([...asks].sort((a, b) => a - b)).toEqual(asks); // best (lowest) first

    const [, kline] = await until(events, ([e, p]) => e === 'kline' && p.period === '1min');
    expect(kline).toMatchObject({ currency_name: 'BTC', legal_name: 'USDT', close: '62000.00' });
    expect(String(kline.time)).toMatch(/^\d{13}$/);
    for (const key of ['open', 'high', 'low', 'close', 'volume'])
      expect(typeof kline[key]).toBe('string');
    const periods = events.filter(([e]) => e === 'kline').map(([, p]) => p.period);
    for (const p of ['1min', '5min', '30min', '60min', '1D', '1W', '1M'])
      expect(periods).toContain(p);
    expect(periods).not.toContain('1m');

    // The ticker job's round: every pair's daymarket, the price of the trade on BTC.
    await publishTickers(s.t.ctx);
    const [, day] = await until(events, ([e, p]) => e === 'daymarket' && p.currency_id === BTC);
    expect(Object.keys(day).sort()).toEqual(
      [
        'change',
        'close',
        'currency_id',
        'currency_name',
        'high',
        'legal_id',
        'legal_name',
        'low',
        'now_price',
        'volume',
      ].sort(),
    );
    expect(day).toMatchObject({ legal_id: USDT, currency_name: 'BTC', now_price: '62000.00' });
    const pairs = new Set(events.filter(([e]) => e === 'daymarket').map(([, p]) => p.currency_id));
    expect(pairs.size).toBeGreaterThan(1);
    // Nothing of Bourse's own protocol reached it.
    expect(events.some(([e, p]) => e === 'trades' || 'symbol' in p)).toBe(false);
  });

  it('`login` with a bare user id joins no user room; a session token does', async () => {
    const user = await funded();
    const claimed = await connect();
    claimed.socket.emit('login', user.id);
    // The control: the same client library proving a session with `auth` gets the events.
    const proven = await connect();
    await new Promise<void>((resolve) =>
      proven.socket.emit('auth', user.token, (reply: { ok: boolean }) => {
        expect(reply.ok).toBe(true);
        resolve();
      }),
    );
    expectOk(await order(user.token, 1, '0.01', '50000.00'), 'order');
    await until(proven.events, ([e]) => e === 'order');
    // A later public event on the claimed socket is the sentinel: whatever was sent to it
    // before has arrived by then.
    await publishTickers(s.t.ctx);
    await until(claimed.events, ([e]) => e === 'daymarket');
    expect(claimed.events.some(([e]) => e === 'order' || e === 'balance')).toBe(false);
  });
});
