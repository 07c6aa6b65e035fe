/**
 * Many clients subscribed to `tickers`, as a child process: the receiving side of the
 * realtime bench (scripts/benchRealtime.ts forks it, IPC serialization `advanced`), kept out of the
 * gateway's process and the measuring one. Told `connect`, it opens its sockets and answers
 * `connected`; for every ticker it notes `performance.timeOrigin + performance.now()` minus
 * the payload's `bench_sent_at` (one clock across processes on one machine) and answers
 * `got` once all its sockets have update `bench_seq`; told `report`, it sends what it noted.
 * It exits when the channel closes.
 *
 * The `light` client speaks the Socket.IO protocol itself over `ws`: Engine.IO 4 handshake,
 * namespace connect, `sub` with its ack, ping/pong, and `42["daymarket",{...}]` decoded
 * with JSON.parse. One socket.io-client per connection (`socket.io`, the H5 app's library)
 * costs the receiving side several times more, which on a small machine shares the cores
 * with the server being measured.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { SOCKET_PATH } from './gateway.ts';
import { ask, connectClient } from './testing.ts';

export type ClientKind = 'light' | 'socket.io';
/** What the bench publishes: any payload with these two fields. */
export interface Stamped {
  bench_seq: number;
  bench_sent_at: number;
}
export type ToClients =
  { kind: 'connect'; url: string; count: number; client: ClientKind } | { kind: 'report' };
export type FromClients =
  | { kind: 'connected'; each: number[] }
  | { kind: 'got'; seq: number }
  /** One entry per ticker received: its `bench_seq` and its latency in ms (`advanced` IPC). */
  | { kind: 'latencies'; seqs: Float64Array; latencies: Float64Array };

/** How many connections are being opened at any moment. */
const CONNECT_CONCURRENCY = 100;

const now = () => performance.timeOrigin + performance.now();

/** Resolves once subscribed, with a function that closes the connection. */
type Connect = (url: string, onTicker: (update: Stamped) => void) => Promise<() => void>;

const light: Connect = (url, onTicker) => {
  const ws = new WebSocket(
    `${url.replace(/^http/, 'ws')}${SOCKET_PATH}/?EIO=4&transport=websocket`,
    {
      perMessageDeflate: false,
    },
  );
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text === '2') return ws.send('3'); // the server's ping
      if (text[0] === '0') return ws.send('40'); // Engine.IO open: join the namespace
      if (text.startsWith('40')) return ws.send('420["sub",["tickers"]]');
      if (text.startsWith('42')) {
        const [event, payload] = JSON.parse(text.slice(2)) as [string, Stamped];
        if (event === 'daymarket') onTicker(payload);
      } else if (text === '430[{"ok":true}]') resolve(() => ws.close());
      else if (text.startsWith('4')) reject(new Error(`unexpected packet ${text.slice(0, 80)}`));
    });
  });
};

const socketIo: Connect = async (url, onTicker) => {
  const socket = await connectClient(url);
  const reply = await ask(socket, 'sub', ['tickers']);
  if (!reply.ok) throw new Error(`sub refused: ${reply.message}`);
  const raw = socket as unknown as { on(event: string, fn: (update: Stamped) => void): void };
  raw.on('daymarket', onTicker);
  return () => void socket.disconnect();
};

const send = (message: FromClients) => process.send!(message);
const seqs: number[] = [];
const latencies: number[] = [];
const arrived = new Map<number, number>();
const closers: Array<() => void> = [];
let count = 0;

function onTicker(update: Stamped): void {
  const at = now();
  seqs.push(update.bench_seq);
  latencies.push(at - update.bench_sent_at);
  const seen = (arrived.get(update.bench_seq) ?? 0) + 1;
  arrived.set(update.bench_seq, seen);
  if (seen === count) send({ kind: 'got', seq: update.bench_seq });
}

async function connectAll(url: string, wanted: number, client: ClientKind): Promise<void> {
  const connect = client === 'light' ? light : socketIo;
  count = wanted;
  const each: number[] = [];
  let next = 0;
  const open = async () => {
    while (next < wanted) {
      next += 1;
      const began = now();
      closers.push(await connect(url, onTicker));
      each.push(now() - began);
    }
  };
  await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, open));
  send({ kind: 'connected', each });
}

process.on('message', (message: ToClients) => {
  if (message.kind === 'connect') void connectAll(message.url, message.count, message.client);
  else
    send({
      kind: 'latencies',
      seqs: Float64Array.from(seqs),
      latencies: Float64Array.from(latencies),
    });
});
process.on('disconnect', () => {
  for (const close of closers) close();
  process.exit(0);
});
