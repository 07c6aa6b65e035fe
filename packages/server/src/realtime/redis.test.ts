/**
 * Fan-out across processes: two server processes (gatewayProcess.ts, each the gateway alone on
 * its own port) share rooms through the machine's Redis. A client connected to B receives
 * what A's hub publishes. Skipped, saying why, only when Redis cannot be reached.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceEvent, TickerItem } from '@bourse/shared';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import {
  arrival,
  ask,
  connectClient,
  recorder,
  redisReachable,
  startGatewayProcess,
  type ClientSocket,
  type GatewayProcess,
} from './testing.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const reachable = await redisReachable(REDIS_URL);
const title = reachable
  ? 'Redis fan-out between two processes'
  : `Redis fan-out between two processes (skipped: no Redis answers at ${REDIS_URL})`;

describe.skipIf(!reachable)(title, () => {
  // A channel prefix of this run's own, so parallel runs on one Redis never cross.
  const key = `bourse:test:${randomBytes(6).toString('hex')}`;
  const ticker = { symbol: 'BTC/USDT', last: '65000.12' } as TickerItem;
  const balance: BalanceEvent = {
    account_type: 2,
    currency_id: 3,
    currency: 'USDT',
    available: '7',
    frozen: '0',
  };
  let a: GatewayProcess;
  let b: GatewayProcess;
  const clients: ClientSocket[] = [];

  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_KEY: key };
    [a, b] = await Promise.all([startGatewayProcess(env), startGatewayProcess(env)]);
  });
  afterAll(async () => {
    for (const socket of clients) socket.disconnect();
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it("delivers a topic published in process A to a client of process B, and a user's events to that user only", async () => {
    const onB = await connectClient(b.url);
    const otherUserOnB = await connectClient(b.url);
    clients.push(onB, otherUserOnB);
    expect(await ask(onB, 'sub', ['tickers'])).toEqual({ ok: true });

    // Each process subscribes to Redis asynchronously at start: publish until one lands.
    const first = arrival(onB, 'daymarket');
    const retry = setInterval(
      () => a.send({ topic: 'tickers', event: 'daymarket', payload: ticker }),
      100,
    );
    try {
      expect(await first).toEqual(ticker);
    } finally {
      clearInterval(retry);
    }

    expect(await ask(onB, 'auth', 'peer-session-7')).toEqual({ ok: true });
    expect(await ask(otherUserOnB, 'auth', 'peer-session-8')).toEqual({ ok: true });
    expect(await ask(otherUserOnB, 'sub', ['trades:BTC/USDT'])).toEqual({ ok: true });
    const seenOther = recorder(otherUserOnB);
    const sentinel = arrival(otherUserOnB, 'trades');
    const toSeven = arrival(onB, 'balance');
    // Redis keeps the order of one publisher's messages: user 7's event goes out first.
    a.send({ userId: 7, event: 'balance', payload: balance });
    const trades = { symbol: 'BTC/USDT', trades: [] };
    a.send({ topic: 'trades:BTC/USDT', event: 'trades', payload: trades });
    expect(await toSeven).toEqual(balance);
    await sentinel;
    expect(seenOther).toEqual([['trades', trades]]);
  });

  describe('in the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ env: { REDIS_URL } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('wires the adapter into the app when REDIS_URL is set', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as { port: number };
      const socket = await connectClient(`http://127.0.0.1:${port}`);
      clients.push(socket);
      // A symbol of its own: the app's channels are shared with any other Bourse on this Redis.
      const topic = `trades:RT${randomBytes(3).toString('hex').toUpperCase()}/USDT`;
      expect(await ask(socket, 'sub', [topic])).toEqual({ ok: true });
      // Listen on the app's Redis channels too: the event must go out through Redis.
      const listener = new Redis(REDIS_URL);
      const viaRedis = new Promise<string>((resolve) =>
        listener.on('pmessageBuffer', (_pattern: Buffer, channel: Buffer) => {
          if (channel.toString().includes(topic)) resolve(channel.toString());
        }),
      );
      await listener.psubscribe('bourse:realtime#*');
      const got = arrival(socket, 'trades');
      const trades = { symbol: topic.slice('trades:'.length), trades: [] };
      t.ctx.realtime.publish(topic, 'trades', trades);
      expect(await got).toEqual(trades);
      expect(await viaRedis).toBe(`bourse:realtime#/#t:${topic}#`);
      listener.disconnect();
    });
  });
});
