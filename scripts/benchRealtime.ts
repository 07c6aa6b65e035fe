/**
 * Realtime fan-out for `npm run bench` (scripts/bench.ts calls benchRealtime()): the time
 * from publishing a ticker to its receipt by every client subscribed to `tickers`. Prints
 * figures; asserts nothing about time.
 *
 * One server process: the gateway alone (realtime/gatewayProcess.ts). The clients live in
 * other child processes (realtime/clientsProcess.ts), so reading thousands of sockets runs
 * neither in the server nor in this measuring process; by default they speak the Socket.IO
 * protocol over bare `ws` (`--client socket.io` gives each one a socket.io-client instead).
 *
 * Each ticker is a full TickerItem stamped with the sending instant (performance.timeOrigin
 * + performance.now(), one clock across processes on one machine); the next is published
 * only after the previous one reached every client and a short pause (real tickers come
 * every 2 s). A latency is one client's receipt of one ticker; warm-up updates are not
 * counted. The 10k run then publishes rounds of 12 tickers at once, as publishTickers does
 * for the 12 seeded pairs, and measures the floor: the same frame written straight to each
 * TCP socket without Socket.IO (gatewayProcess.ts writeBare). "CPU per update" is the user
 * + system time of the server and of the client processes (Linux /proc): unlike latency,
 * barely moved by other work on the machine. With Redis reachable, the same is measured
 * through the Redis adapter: published in one gateway process, delivered by another.
 *
 * Run alone: `npx tsx scripts/benchRealtime.ts` (every run), or name runs: `10k`, `2k`,
 * `redis`; options `--clients N --updates N --rounds N --bare N --processes N`, and
 * `--client light|socket.io`.
 * File descriptors: one per socket in the server process (docs/operations.md); the bench
 * raises the soft `ulimit -n` of its children up to the hard limit, or says it cannot.
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { TickerItem } from '@bourse/shared';
import {
  TSX_LOADER,
  raiseFiles,
  redisReachable,
  startGatewayProcess,
  type GatewayProcess,
} from '../packages/server/src/realtime/testing.ts';
import type {
  ClientKind,
  FromClients,
  Stamped,
  ToClients,
} from '../packages/server/src/realtime/clientsProcess.ts';

const CLIENTS_ENTRY = fileURLToPath(
  new URL('../packages/server/src/realtime/clientsProcess.ts', import.meta.url),
);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const WARM_UP = 5;
const PAUSE_MS = 50;
/** A delivery slower than this is a fault of the bench or the gateway, not a figure. */
const DELIVERY_LIMIT_MS = 60_000;
/** The seed's pairs: a publishTickers round sends one ticker for each, at once. */
const PAIRS = 'BTC ETH LTC XRP SOL DOGE BNB AAPL TSLA NVDA MSFT AMZN'.split(' ');
/** Sequence numbers: single updates count from 0, round tickers and bare writes from here. */
const ROUND_BASE = 1_000_000;
const BARE_BASE = 2_000_000;
/** File descriptors a process needs beside its sockets (stdio, pipes, Redis, node itself). */
const SPARE_FILES = 100;

interface Run {
  label: string;
  clients: number;
  updates: number;
  /** Rounds of one ticker per pair published at once, after the single updates. */
  rounds: number;
  /** Updates written bare to the TCP sockets, bypassing Socket.IO: the machine's floor. */
  bare: number;
  redis: boolean;
  processes: number;
  client: ClientKind;
}

const now = () => performance.timeOrigin + performance.now();
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const sleep = (delayMs: number) => new Promise((resolve) => setTimeout(resolve, delayMs));
const byValue = (a: number, b: number) => a - b;
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/** A ticker as publishTickers sends it (about 600 bytes on the wire), stamped. */
function ticker(seq: number, base: string): TickerItem & Stamped {
  return {
    instrument_id: 1,
    id: 1,
    currency_name: base,
    legal_name: 'USDT',
    now_price: '65012.34',
    market_from: 2,
    sort: 1,
    symbol: `${base}/USDT`,
    currency_id: 1,
    legal_id: 3,
    base,
    quote: 'USDT',
    name: base,
    kind: 'crypto',
    tick_size: '0.01',
    lot_size: '0.00001',
    min_amount: '5',
    maker_fee: '0.001',
    taker_fee: '0.001',
    price_decimals: 2,
    amount_decimals: 5,
    color: '#F7931A',
    logo: `/static/coins/${base.toLowerCase()}.png`,
    session: null,
    last: '65012.34',
    index_price: '65010.00',
    open_24h: '64210.55',
    high_24h: '65500.00',
    low_24h: '63980.12',
    change: '1.25',
    volume: '1234.56789',
    quote_volume: '80265432.10',
    bench_seq: seq,
    bench_sent_at: now(),
  };
}

/** `ulimit -n` (soft and hard) of this process, as a shell reports it. */
function fileLimits(): { soft: number; hard: number } {
  const out = spawnSync('sh', ['-c', 'ulimit -Sn; ulimit -Hn'], { encoding: 'utf8' }).stdout;
  const [soft, hard] = out.split('\n').map((v) => (v === 'unlimited' ? Infinity : Number(v)));
  return { soft: soft || 1024, hard: hard || 1024 };
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** User + system CPU time of processes in ms, from Linux /proc; undefined elsewhere. */
function cpuMs(...pids: number[]): number | undefined {
  try {
    let ticks = 0;
    for (const pid of pids) {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** Resident memory of a process in MB, from Linux /proc; undefined elsewhere. */
function rssMb(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024 || undefined;
  } catch {
    return undefined;
  }
}

type Reply<K extends FromClients['kind']> = Extract<FromClients, { kind: K }>;

/** The next message of `kind` (and `match`) from a client process. */
function reply<K extends FromClients['kind']>(
  child: ChildProcess,
  kind: K,
  match: (m: Reply<K>) => boolean = () => true,
): Promise<Reply<K>> {
  return new Promise((resolve) => {
    const on = (m: FromClients) => {
      if (m.kind !== kind || !match(m as Reply<K>)) return;
      child.off('message', on);
      resolve(m as Reply<K>);
    };
    child.on('message', on);
  });
}

function startClients(processes: number, maxFiles: number | undefined): ChildProcess[] {
  const node = ['--import', TSX_LOADER];
  // Latencies come back as typed arrays: a 10k run notes about two million of them.
  const ipc = { serialization: 'advanced' as const };
  return range(0, processes).map(() => {
    const child = fork(
      CLIENTS_ENTRY,
      [],
      // A raised `ulimit -n` reaches the child through a shell that then becomes node.
      maxFiles
        ? {
            ...ipc,
            execPath: 'sh',
            execArgv: ['-c', raiseFiles(maxFiles), process.execPath, ...node],
          }
        : { ...ipc, execArgv: node },
    );
    child.once('exit', (code) => {
      console.error(`realtime bench: a client process exited with ${code}`);
      process.exit(1);
    });
    return child;
  });
}

const tell = (child: ChildProcess, message: ToClients) => child.send(message);

/**
 * Publishes the tickers numbered `seqs` at once and waits until every client process has
 * the last of them on all its sockets (a connection keeps order: the others came first).
 */
async function deliver(
  publisher: GatewayProcess,
  children: ChildProcess[],
  seqs: number[],
  resend: boolean,
) {
  const last = seqs.at(-1)!;
  const done = Promise.all(children.map((c) => reply(c, 'got', (m) => m.seq === last)));
  const publish = () =>
    publisher.send(
      seqs.map((seq, i) => ({
        topic: 'tickers',
        event: 'daymarket',
        payload: ticker(seq, PAIRS[i]!),
        bare: seq >= BARE_BASE,
      })),
    );
  publish();
  // Through Redis, warm-up updates are sent again until they arrive: the delivering process
  // subscribes to the channel a moment after it listens, and Redis keeps no message.
  const again = resend ? setInterval(publish, 500) : undefined;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    const error = new Error(`update ${last} did not reach every client in ${DELIVERY_LIMIT_MS} ms`);
    timer = setTimeout(() => reject(error), DELIVERY_LIMIT_MS);
  });
  try {
    await Promise.race([done, late]);
  } finally {
    clearInterval(again);
    clearTimeout(timer);
  }
}

/** CPU time per batch of the server process and of the client processes, where known. */
type CpuPer = { server: number | undefined; clients: number | undefined } | undefined;

/** Delivers each batch in turn; returns the CPU spent per batch. */
async function deliverAll(
  server: GatewayProcess,
  publisher: GatewayProcess,
  children: ChildProcess[],
  batches: number[][],
  resend = false,
): Promise<CpuPer> {
  const pids = children.map((child) => child.pid!);
  const before = [cpuMs(server.pid), cpuMs(...pids)];
  for (const seqs of batches) {
    await deliver(publisher, children, seqs, resend);
    await sleep(PAUSE_MS);
  }
  const after = [cpuMs(server.pid), cpuMs(...pids)];
  if (batches.length === 0) return undefined;
  const per = (i: number) => {
    const [from, to] = [before[i], after[i]];
    return from === undefined || to === undefined ? undefined : (to - from) / batches.length;
  };
  return { server: per(0), clients: per(1) };
}

function figures(sorted: number[], cpu: CpuPer, unit: string): string {
  const [p50, p99] = [percentile(sorted, 50), percentile(sorted, 99)];
  const latency = `p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(sorted.at(-1)!)}`;
  if (cpu?.server === undefined || cpu.clients === undefined) return latency;
  return `${latency}; CPU per ${unit}: server ${ms(cpu.server)}, clients ${ms(cpu.clients)}`;
}

/** Opens the run's sockets across the client processes; the time each took, sorted. */
async function connectClients(children: ChildProcess[], run: Run, url: string) {
  const perProcess = Math.ceil(run.clients / run.processes);
  const connected = children.map((c) => reply(c, 'connected'));
  children.forEach((child, i) => {
    const count = Math.min(perProcess, run.clients - i * perProcess);
    tell(child, { kind: 'connect', url, count, client: run.client });
  });
  return (await Promise.all(connected)).flatMap((m) => m.each).sort(byValue);
}

/** Every latency the client processes noted, sorted by kind of update. */
async function collectLatencies(children: ChildProcess[]) {
  const reports = children.map((c) => reply(c, 'latencies'));
  for (const child of children) tell(child, { kind: 'report' });
  const single: number[] = [];
  const round: number[] = [];
  const bare: number[] = [];
  for (const { seqs, latencies } of await Promise.all(reports)) {
    seqs.forEach((seq, i) => {
      if (seq < 0) return;
      (seq >= BARE_BASE ? bare : seq >= ROUND_BASE ? round : single).push(latencies[i]!);
    });
  }
  return { single: single.sort(byValue), round: round.sort(byValue), bare: bare.sort(byValue) };
}

async function measure(run: Run): Promise<string[]> {
  const { soft, hard } = fileLimits();
  const need = run.clients + SPARE_FILES;
  if (need > hard) {
    return [`${run.label}: skipped, ${need} file descriptors needed, \`ulimit -Hn\` is ${hard}`];
  }
  const raise = need > soft;
  const env: Record<string, string> = run.redis
    ? { REDIS_URL, REDIS_KEY: `bourse:bench:${randomBytes(6).toString('hex')}` }
    : {};
  const server = await startGatewayProcess(env, { maxFiles: raise ? need : undefined });
  const publisher = run.redis ? await startGatewayProcess(env) : server;
  const perProcess = Math.ceil(run.clients / run.processes);
  const children = startClients(run.processes, raise ? perProcess + SPARE_FILES : undefined);
  try {
    const began = now();
    const each = await connectClients(children, run, server.url);
    const connectMs = now() - began;
    const rss = rssMb(server.pid);

    const singles = (from: number, count: number) => range(from, count).map((seq) => [seq]);
    const rounds = range(0, run.rounds).map((r) =>
      range(ROUND_BASE + r * PAIRS.length, PAIRS.length),
    );
    await deliverAll(server, publisher, children, singles(-WARM_UP, WARM_UP), run.redis);
    const singleCpu = await deliverAll(server, publisher, children, singles(0, run.updates));
    // Bare writes go to the process that holds the sockets, whoever publishes the rest.
    const bareCpu = await deliverAll(server, server, children, singles(BARE_BASE, run.bare));
    const roundCpu = await deliverAll(server, publisher, children, rounds);
    const latencies = await collectLatencies(children);

    const processes = `${run.processes} client process${run.processes > 1 ? 'es' : ''}`;
    const memory = rss === undefined ? '' : `; server RSS ${rss.toFixed(0)} MB`;
    const rows = [
      `${run.label}: connect ${run.clients} clients (${run.client} client, ${processes}) + sub ` +
        `in ${ms(connectMs)} (each: p50 ${ms(percentile(each, 50))}, ` +
        `p99 ${ms(percentile(each, 99))})${memory}`,
      `${run.label}: ticker update to ${run.clients} clients x ${run.updates} updates: ` +
        figures(latencies.single, singleCpu, 'update'),
    ];
    if (run.bare > 0) {
      rows.push(
        `${run.label}: the same update written bare to the ${run.clients} TCP sockets, without ` +
          `Socket.IO (this machine's floor) x ${run.bare}: ${figures(latencies.bare, bareCpu, 'update')}`,
      );
    }
    if (run.rounds > 0) {
      rows.push(
        `${run.label}: round of ${PAIRS.length} tickers at once to ${run.clients} clients x ` +
          `${run.rounds} rounds: ${figures(latencies.round, roundCpu, 'round')}`,
      );
    }
    return rows;
  } finally {
    for (const child of children) {
      child.removeAllListeners('exit');
      child.disconnect();
    }
    await Promise.all([server.stop(), run.redis ? publisher.stop() : undefined]);
  }
}

const RUNS = {
  '10k': {
    label: 'Socket.IO (one process)',
    clients: 10_000,
    updates: 30,
    bare: 20,
    rounds: 10,
  },
  '2k': { label: 'Socket.IO (one process)', clients: 2000, updates: 20 },
  redis: {
    label: 'Socket.IO via Redis (published in another process)',
    clients: 2000,
    updates: 20,
    redis: true,
  },
} satisfies Record<string, Partial<Run>>;
type RunName = keyof typeof RUNS;

export async function benchRealtime(
  names: RunName[] = ['10k', '2k', 'redis'],
  options: Partial<Run> = {},
): Promise<string[]> {
  const rows: string[] = [];
  for (const name of names) {
    const defaults = { rounds: 0, bare: 0, redis: false, processes: 1, client: 'light' as const };
    const run: Run = { ...defaults, ...RUNS[name], ...options };
    if (run.redis && !(await redisReachable(REDIS_URL))) {
      rows.push(`${run.label}: skipped, no Redis answers at ${REDIS_URL}`);
      continue;
    }
    rows.push(...(await measure(run)));
  }
  return rows;
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: Object.fromEntries(
      ['clients', 'updates', 'rounds', 'bare', 'processes', 'client'].map((name) => [
        name,
        { type: 'string' as const },
      ]),
    ),
  });
  const options: Partial<Run> = {};
  for (const name of ['clients', 'updates', 'rounds', 'bare', 'processes'] as const) {
    if (values[name] !== undefined) options[name] = Number(values[name]);
  }
  if (values.client !== undefined) options.client = values.client as ClientKind;
  const unknown = positionals.filter((name) => !(name in RUNS));
  if (unknown.length > 0) throw new Error(`unknown run ${unknown.join(', ')}: 10k, 2k or redis`);
  const names = positionals as RunName[];
  for (const line of await benchRealtime(names.length > 0 ? names : undefined, options)) {
    console.log(line);
  }
}
