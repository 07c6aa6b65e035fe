/**
 * The fan-out hooks (fanout.ts) change how broadcasts are written, never what arrives: a
 * burst published at once reaches every subscriber whole and in order, on websocket and on
 * long-polling. The last two tests are canaries for a Socket.IO upgrade: they fail when
 * the library internals the hooks rely on move, so the speed is not lost unnoticed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeTopic, type TickerItem } from '@bourse/shared';
import { SessionError } from '../http/errors.ts';
import { attachGateway, type Gateway } from './gateway.ts';
import { RealtimeHub } from './hub.ts';
import { arrival, ask, connectClient, recorder, type ClientSocket } from './testing.ts';

const hub = new RealtimeHub();
const server = http.createServer((_req, res) => res.writeHead(404).end());
let gateway: Gateway;
let url: string;
const open: ClientSocket[] = [];
type EngineListener = Parameters<Gateway['io']['engine']['on']>[1];
const listeners: EngineListener[] = [];

/** Listens to engine.io's server-level `flush` beside the gateway's own listener. */
function onFlush<C, P>(listener: (conn: C, buffer: P[]) => void) {
  gateway.io.engine.on('flush', listener);
  listeners.push(listener);
}

const PAIRS = ['BTC', 'ETH', 'LTC', 'XRP', 'SOL', 'DOGE', 'BNB', 'AAPL', 'TSLA', 'NVDA'];
const ticker = (base: string, last: string) => ({ symbol: `${base}/USDT`, last }) as TickerItem;

/** Publishes every pair's ticker at once, as publishTickers does. */
function publishRound(last: string) {
  for (const base of PAIRS) hub.publish(RealtimeTopic.tickers(), 'daymarket', ticker(base, last));
}

async function subscriber(transport: 'websocket' | 'polling') {
  const socket = await connectClient(url, { transports: [transport] });
  open.push(socket);
  expect(await ask(socket, 'sub', ['tickers'])).toEqual({ ok: true });
  return socket;
}

/** What engine.io's server-level `flush` event hands over, as far as these tests read it. */
interface Flushed {
  transport: { name: string; socket?: { _socket?: { writableCorked: number } } };
}
type FlushedPacket = { options?: { wsPreEncodedFrame?: Buffer[] } };

beforeAll(async () => {
  gateway = attachGateway(server, {
    hub,
    authenticate: () => Promise.reject(new SessionError()),
    log: { info: () => {}, warn: () => {}, error: () => {} },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
  for (const listener of listeners.splice(0)) gateway.io.engine.off('flush', listener);
});
afterAll(async () => {
  await gateway.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('fan-out', () => {
  it('delivers rounds published at once whole and in order, on websocket and polling', async () => {
    const sockets = [
      await subscriber('websocket'),
      await subscriber('websocket'),
      await subscriber('polling'),
    ];
    const seen = sockets.map(recorder);
    const done = sockets.map((socket) => arrival(socket, 'market_depth'));
    publishRound('1');
    publishRound('2');
    // A sentinel after both rounds: once it is in, every ticker before it is too.
    const depth = { symbol: 'BTC/USDT', bids: [], asks: [], seq: 1 };
    hub.publish(RealtimeTopic.tickers(), 'market_depth', depth);
    await Promise.all(done);
    const expected = [
      ...PAIRS.map((base) => ['daymarket', ticker(base, '1')]),
      ...PAIRS.map((base) => ['daymarket', ticker(base, '2')]),
      ['market_depth', depth],
    ];
    for (const events of seen) expect(events).toEqual(expected);
  });

  it('hands engine.io a broadcast frame in one buffer (one write per socket)', async () => {
    const socket = await subscriber('websocket');
    const frames: number[] = [];
    onFlush((_conn: Flushed, buffer: FlushedPacket[]) => {
      for (const packet of buffer) frames.push(packet.options?.wsPreEncodedFrame?.length ?? 0);
    });
    const got = arrival(socket, 'daymarket');
    hub.publish(RealtimeTopic.tickers(), 'daymarket', ticker('BTC', '3'));
    await got;
    expect(frames).toEqual([1]);
  });

  it('corks the TCP socket while engine.io flushes several packets', async () => {
    const socket = await subscriber('websocket');
    const corkedDuringFlush: Array<[number, number | undefined]> = [];
    onFlush((conn: Flushed, buffer: unknown[]) => {
      corkedDuringFlush.push([buffer.length, conn.transport.socket?._socket?.writableCorked]);
    });
    const done = arrival(socket, 'market_depth');
    publishRound('4');
    hub.publish(RealtimeTopic.tickers(), 'market_depth', {
      symbol: 'X',
      bids: [],
      asks: [],
      seq: 2,
    });
    await done;
    // The first ticker goes out alone; the other tickers and the sentinel wait for its
    // write, then leave in one corked flush.
    expect(corkedDuringFlush).toEqual([
      [1, 0],
      [PAIRS.length - 1 + 1, 1],
    ]);
  });
});
