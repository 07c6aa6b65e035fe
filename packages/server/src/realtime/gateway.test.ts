import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  RealtimeTopic,
  type BalanceEvent,
  type DepthItem,
  type TickerItem,
  type TradesEvent,
} from '@bourse/shared';
import { buildTestApp, call, type TestApp } from '../test/helper.ts';
import { authenticate } from '../modules/users/index.ts';
import { TEST_PASSWORD, signUp } from '../modules/users/testing.ts';
import { MAX_TOPICS_PER_SOCKET } from './topics.ts';
import { arrival, ask, connectClient, recorder, type ClientSocket } from './testing.ts';

let t: TestApp;
let url: string;
const open: ClientSocket[] = [];

const ticker = { symbol: 'BTC/USDT', last: '65000.12', change: '1.25' } as TickerItem;
const depth: DepthItem = { symbol: 'BTC/USDT', bids: [['64999.9', '0.5']], asks: [], seq: 7 };
const trades: TradesEvent = {
  symbol: 'ETH/USDT',
  trades: [{ id: 1, price: '3200.5', amount: '0.25', side: 'buy', time: 1_700_000_000 }],
};
const balance: BalanceEvent = {
  account_type: 2,
  currency_id: 3,
  currency: 'USDT',
  available: '100.5',
  frozen: '0',
};

async function client(options: Parameters<typeof connectClient>[1] = {}) {
  const socket = await connectClient(url, options);
  open.push(socket);
  return socket;
}

/** A registered user's token and id (the id as the server resolves it, never sent by a client). */
async function user(account: string) {
  const token = await signUp(t.app, account);
  const { id } = await authenticate(t.ctx.db, t.ctx.clock, token);
  return { token, id };
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await t.close();
});

describe('topics', () => {
  it('delivers a published event to subscribers of its topic, in any symbol spelling', async () => {
    const socket = await client();
    expect(await ask(socket, 'sub', ['tickers', 'depth:btcusdt'])).toEqual({ ok: true });
    const gotTicker = arrival(socket, 'daymarket');
    t.ctx.realtime.publish(RealtimeTopic.tickers(), 'daymarket', ticker);
    expect(await gotTicker).toEqual(ticker);
    const gotDepth = arrival(socket, 'market_depth');
    t.ctx.realtime.publish(RealtimeTopic.depth('BTC/USDT'), 'market_depth', depth);
    expect(await gotDepth).toEqual(depth);
  });

  it('works over long-polling too', async () => {
    const socket = await client({ transports: ['polling'] });
    expect(await ask(socket, 'sub', ['kline:ETH_USDT:1h'])).toEqual({ ok: true });
    const candle = {
      symbol: 'ETH/USDT',
      period: '1h' as const,
      time: 1_700_000_000,
      open: '1',
      high: '2',
      low: '0.5',
      close: '1.5',
      volume: '10',
    };
    const got = arrival(socket, 'kline');
    t.ctx.realtime.publish(RealtimeTopic.kline('ETH/USDT', '1h'), 'kline', candle);
    expect(await got).toEqual(candle);
  });

  it('stops delivering a topic after unsub, and keeps the others', async () => {
    const socket = await client();
    const seen = recorder(socket);
    expect(await ask(socket, 'sub', ['tickers', 'trades:ETH/USDT'])).toEqual({ ok: true });
    expect(await ask(socket, 'unsub', ['tickers'])).toEqual({ ok: true });
    const sentinel = arrival(socket, 'trades');
    t.ctx.realtime.publish(RealtimeTopic.tickers(), 'daymarket', ticker);
    t.ctx.realtime.publish(RealtimeTopic.trades('ETH/USDT'), 'trades', trades);
    await sentinel;
    expect(seen).toEqual([['trades', trades]]);
  });

  it('refuses a topic outside the contract, in the language of the handshake', async () => {
    const en = await client();
    expect(await ask(en, 'sub', ['tickers', 'depth:'])).toEqual({
      ok: false,
      message: 'Unknown topic: depth:',
    });
    expect(await ask(en, 'sub', ['kline:BTC/USDT:2m'])).toEqual({
      ok: false,
      message: 'Unknown topic: kline:BTC/USDT:2m',
    });
    expect(await ask(en, 'unsub', 'tickers')).toEqual({
      ok: false,
      message: 'Unknown topic: tickers',
    });
    const zh = await client({ auth: { lang: 'zh' } });
    expect(await ask(zh, 'sub', ['orders'])).toEqual({
      ok: false,
      message: '未知的订阅主题：orders',
    });
    const fra = await client({ query: { lang: 'fra' } });
    expect(await ask(fra, 'sub', ['u:1'])).toEqual({ ok: false, message: 'Sujet inconnu : u:1' });
  });

  it('refuses a refused sub whole: no topic of it is joined', async () => {
    const socket = await client();
    const seen = recorder(socket);
    expect((await ask(socket, 'sub', ['tickers', 'nope'])).ok).toBe(false);
    expect(await ask(socket, 'sub', ['trades:ETH/USDT'])).toEqual({ ok: true });
    const sentinel = arrival(socket, 'trades');
    t.ctx.realtime.publish(RealtimeTopic.tickers(), 'daymarket', ticker);
    t.ctx.realtime.publish(RealtimeTopic.trades('ETH/USDT'), 'trades', trades);
    await sentinel;
    expect(seen).toEqual([['trades', trades]]);
  });

  it(`caps a connection at ${MAX_TOPICS_PER_SOCKET} topics`, async () => {
    const socket = await client({ auth: { lang: 'jp' } });
    const pairs = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => `depth:C${from + i}/USDT`);
    expect(await ask(socket, 'sub', pairs(0, 40))).toEqual({ ok: true });
    // Topics already followed do not count twice.
    expect(await ask(socket, 'sub', pairs(30, 20))).toEqual({ ok: true });
    expect(await ask(socket, 'sub', pairs(50, 1))).toEqual({
      ok: false,
      message: '1つの接続で購読できるトピックは最大 50 件です',
    });
    expect(await ask(socket, 'unsub', pairs(0, 1))).toEqual({ ok: true });
    expect(await ask(socket, 'sub', pairs(50, 1))).toEqual({ ok: true });
  });
});

describe('user rooms', () => {
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };
  beforeAll(async () => {
    alice = await user('alice-rt@bourse.dev');
    bob = await user('bob-rt@bourse.dev');
  });

  it("joins the user's room with a valid token and receives that user's events", async () => {
    const socket = await client();
    expect(await ask(socket, 'auth', alice.token)).toEqual({ ok: true });
    const got = arrival(socket, 'balance');
    t.ctx.realtime.toUser(alice.id, 'balance', balance);
    expect(await got).toEqual(balance);
  });

  it("says it reaches a user only while one of the user's sockets is in the room", async () => {
    // The last test's socket may still be leaving.
    await expect.poll(() => t.ctx.realtime.reaches(alice.id)).toBe(false);
    const socket = await client();
    expect(await ask(socket, 'auth', alice.token)).toEqual({ ok: true });
    expect(t.ctx.realtime.reaches(alice.id)).toBe(true);
    expect(t.ctx.realtime.reaches(bob.id)).toBe(false);
    socket.disconnect();
    await expect.poll(() => t.ctx.realtime.reaches(alice.id)).toBe(false);
  });

  it('accepts the token in the handshake, with a Bearer prefix as HTTP does', async () => {
    const socket = await client({ auth: { token: `Bearer ${alice.token}` } });
    const got = arrival(socket, 'balance');
    t.ctx.realtime.toUser(alice.id, 'balance', balance);
    expect(await got).toEqual(balance);
  });

  it('answers an invalid token with a translated error and delivers nothing private', async () => {
    const socket = await client({ auth: { lang: 'kor' } });
    const seen = recorder(socket);
    expect(await ask(socket, 'auth', 'not-a-real-session-token-0123456789')).toEqual({
      ok: false,
      message: '세션이 만료되었습니다. 다시 로그인해 주세요',
    });
    expect((await ask(socket, 'auth', { id: alice.id })).ok).toBe(false);
    expect(await ask(socket, 'sub', ['tickers'])).toEqual({ ok: true });
    const sentinel = arrival(socket, 'daymarket');
    t.ctx.realtime.toUser(alice.id, 'balance', balance);
    t.ctx.realtime.publish(RealtimeTopic.tickers(), 'daymarket', ticker);
    await sentinel;
    expect(seen).toEqual([['daymarket', ticker]]);
  });

  it("never gives a client another user's events", async () => {
    const anonymous = await client();
    const bobSocket = await client();
    const seenAnonymous = recorder(anonymous);
    const seenBob = recorder(bobSocket);
    expect(await ask(anonymous, 'sub', ['tickers'])).toEqual({ ok: true });
    expect(await ask(bobSocket, 'auth', bob.token)).toEqual({ ok: true });
    expect(await ask(bobSocket, 'sub', ['tickers'])).toEqual({ ok: true });
    const sentinels = [arrival(anonymous, 'daymarket'), arrival(bobSocket, 'daymarket')];
    t.ctx.realtime.toUser(alice.id, 'balance', balance);
    t.ctx.realtime.publish(RealtimeTopic.tickers(), 'daymarket', ticker);
    await Promise.all(sentinels);
    expect(seenAnonymous).toEqual([['daymarket', ticker]]);
    expect(seenBob).toEqual([['daymarket', ticker]]);
  });

  it('leaves the user room on auth with an invalid token, and after logout', async () => {
    const socket = await client();
    const seen = recorder(socket);
    expect(await ask(socket, 'auth', alice.token)).toEqual({ ok: true });
    expect((await ask(socket, 'auth', 'x')).ok).toBe(false);
    expect(await ask(socket, 'sub', ['tickers'])).toEqual({ ok: true });
    let sentinel = arrival(socket, 'daymarket');
    t.ctx.realtime.toUser(alice.id, 'balance', balance);
    t.ctx.realtime.publish(RealtimeTopic.tickers(), 'daymarket', ticker);
    await sentinel;
    expect(seen).toEqual([['daymarket', ticker]]);

    // A logged-out token no longer signs a socket in.
    const token = await signUp(t.app, 'carol-rt@bourse.dev');
    expect((await call(t.app, 'GET', '/user/logout', {}, token)).type).toBe('ok');
    expect(await ask(socket, 'auth', token)).toEqual({
      ok: false,
      message: 'Your session has expired, please log in again',
    });
    seen.length = 0;
    sentinel = arrival(socket, 'daymarket');
    t.ctx.realtime.toUser(alice.id, 'balance', balance);
    t.ctx.realtime.publish(RealtimeTopic.tickers(), 'daymarket', ticker);
    await sentinel;
    expect(seen).toEqual([['daymarket', ticker]]);
  });

  it("takes a logged-out session's sockets out of the user room, and only those", async () => {
    const token = await signUp(t.app, 'dave-rt@bourse.dev');
    const { id } = await authenticate(t.ctx.db, t.ctx.clock, token);
    const second = await call<string>(t.app, 'POST', '/user/login', {
      user_string: 'dave-rt@bourse.dev',
      password: TEST_PASSWORD,
    });
    const [phone, laptop] = [await client(), await client()];
    const [onPhone, onLaptop] = [recorder(phone), recorder(laptop)];
    expect(await ask(phone, 'auth', token)).toEqual({ ok: true });
    expect(await ask(laptop, 'auth', second.message)).toEqual({ ok: true });
    for (const s of [phone, laptop]) expect(await ask(s, 'sub', ['tickers'])).toEqual({ ok: true });

    expect((await call(t.app, 'GET', '/user/logout', {}, token)).type).toBe('ok');
    // The room change runs after the reply; let the event loop take one turn.
    await new Promise((resolve) => setImmediate(resolve));
    const sentinels = [arrival(phone, 'daymarket'), arrival(laptop, 'daymarket')];
    t.ctx.realtime.toUser(id, 'balance', balance);
    t.ctx.realtime.publish(RealtimeTopic.tickers(), 'daymarket', ticker);
    await Promise.all(sentinels);
    expect(onPhone).toEqual([['daymarket', ticker]]);
    expect(onLaptop).toEqual([
      ['balance', balance],
      ['daymarket', ticker],
    ]);
  });

  it('moves a socket to the new user room when it signs in as someone else', async () => {
    const socket = await client();
    const seen = recorder(socket);
    expect(await ask(socket, 'auth', alice.token)).toEqual({ ok: true });
    expect(await ask(socket, 'auth', bob.token)).toEqual({ ok: true });
    const sentinel = arrival(socket, 'balance');
    t.ctx.realtime.toUser(alice.id, 'balance', { ...balance, currency: 'BTC' });
    t.ctx.realtime.toUser(bob.id, 'balance', balance);
    await sentinel;
    expect(seen).toEqual([['balance', balance]]);
  });
});

describe('wiring', () => {
  let idle: TestApp;
  beforeAll(async () => {
    idle = await buildTestApp();
  });

  it('stays detached from the hub until the server listens, and after it closes', async () => {
    expect(idle.ctx.realtime.active).toBe(false);
    await idle.app.listen({ port: 0, host: '127.0.0.1' });
    expect(idle.ctx.realtime.active).toBe(true);
    await idle.close();
    expect(idle.ctx.realtime.active).toBe(false);
  });
});
