/**
 * Realtime fan-out for `npm run bench` (scripts/bench.ts calls benchRealtime()): the time
 * to deliver a ticker update to 2,000 connected Socket.IO clients. Prints figures; asserts
 * nothing about time.
 *
 * The gateway runs in a child process (realtime/gatewayProcess.ts, as in a real server);
 * the 2,000 websocket clients live in this process, subscribed to `tickers`. Each update
 * carries the instant it was sent (this process's clock) and is published only after the
 * previous one reached every client, so a latency is one update's fan-out: the server's
 * writes plus this process reading 2,000 sockets, the last of them waiting behind the rest.
 * With Redis reachable the same is measured through the Redis adapter: published in one
 * gateway process, delivered by another.
 *
 * Run alone: `npx tsx scripts/benchRealtime.ts`.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import {
  ask,
  connectClient,
  startGatewayProcess,
  type ClientSocket,
  type GatewayProcess,
} from '../packages/server/src/realtime/testing.ts';

const CLIENTS = 2000;
const UPDATES = 20;
/** Clients opening their connection at the same time while connecting. */
const CONNECT_BATCH = 100;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

interface Stamped {
  symbol: string;
  last: string;
  seq: number;
  sent_at: number;
}

async function connectAll(url: string): Promise<{ sockets: ClientSocket[]; each: number[] }> {
  const sockets: ClientSocket[] = [];
  const each: number[] = [];
  for (let start = 0; start < CLIENTS; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, CLIENTS - start) }, async () => {
      const began = performance.now();
      const socket = await connectClient(url);
      const reply = await ask(socket, 'sub', ['tickers']);
      if (!reply.ok) throw new Error(`sub refused: ${reply.message}`);
      each.push(performance.now() - began);
      sockets.push(socket);
    });
    await Promise.all(batch);
  }
  return { sockets, each: each.sort((a, b) => a - b) };
}

/** Publishes through `publisher`, waits for every client, returns the sorted latencies. */
async function deliver(publisher: GatewayProcess, sockets: ClientSocket[]): Promise<number[]> {
  const latencies: number[] = [];
  for (let seq = 0; seq < UPDATES; seq++) {
    let pending = sockets.length;
    await new Promise<void>((resolve) => {
      const onTicker = (raw: unknown) => {
        const update = raw as Stamped;
        if (update.seq !== seq) return;
        latencies.push(performance.now() - update.sent_at);
        if (--pending === 0) resolve();
      };
      for (const socket of sockets) socket.on('daymarket', onTicker);
      const payload: Stamped = { symbol: 'BTC/USDT', last: '65000.12', seq, sent_at: 0 };
      payload.sent_at = performance.now();
      publisher.send({ topic: 'tickers', event: 'daymarket', payload });
    });
    for (const socket of sockets) socket.off('daymarket');
  }
  return latencies.sort((a, b) => a - b);
}

/** Waits until the Redis subscriptions of both processes carry an update to a client. */
async function warmUp(publisher: GatewayProcess, socket: ClientSocket): Promise<void> {
  await new Promise<void>((resolve) => {
    const retry = setInterval(
      () =>
        publisher.send({
          topic: 'tickers',
          event: 'daymarket',
          payload: { symbol: 'BTC/USDT', last: '0', seq: -1, sent_at: 0 },
        }),
      50,
    );
    socket.once('daymarket', () => {
      clearInterval(retry);
      resolve();
    });
  });
}

async function run(label: string, redis: boolean): Promise<string[]> {
  const env: Record<string, string> = redis
    ? { REDIS_URL, REDIS_KEY: `bourse:bench:${randomBytes(6).toString('hex')}` }
    : {};
  const server = await startGatewayProcess(env);
  const publisher = redis ? await startGatewayProcess(env) : server;
  const began = performance.now();
  const { sockets, each } = await connectAll(server.url);
  const connectMs = performance.now() - began;
  try {
    if (redis) await warmUp(publisher, sockets[0]!);
    const latencies = await deliver(publisher, sockets);
    return [
      `${label}: connect ${CLIENTS} websocket clients + sub in ${ms(connectMs)} ` +
        `(each: p50 ${ms(percentile(each, 50))}, p99 ${ms(percentile(each, 99))})`,
      `${label}: ticker update to ${CLIENTS} clients x ${UPDATES} updates: ` +
        `p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, ` +
        `max ${ms(latencies.at(-1)!)}`,
    ];
  } finally {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([server.stop(), redis ? publisher.stop() : undefined]);
  }
}

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export async function benchRealtime(): Promise<string[]> {
  const rows = await run('Socket.IO (one process)', false);
  if (await redisReachable()) {
    rows.push(...(await run('Socket.IO via Redis (published in another process)', true)));
  } else {
    rows.push(`Socket.IO via Redis: skipped, no Redis answers at ${REDIS_URL}`);
  }
  return rows;
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  for (const line of await benchRealtime()) console.log(line);
}
