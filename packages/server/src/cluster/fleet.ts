/**
 * Real server processes on one PostgreSQL and one NATS, as an operator would start them
 * (`npm run load`, the SIGKILL failover test, docs/operations.md). Each process is the
 * production entry point (main.ts) with its own PORT and NODE_SLOT.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface FleetNode {
  /** 1-based, as NODE_SLOT counts. */
  slot: number;
  url: string;
  process: ChildProcess;
  /** What it printed, for a failure's report. */
  output: string[];
  exited: Promise<number | null>;
}

export interface FleetOptions {
  databaseUrl: string;
  natsUrl: string;
  count: number;
  basePort: number;
  /** More environment for every node (MARKET_MAKER, LOG_LEVEL). */
  env?: Record<string, string>;
}

/** Starts node `slot` of `count` and waits until it answers HTTP. */
export async function startNode(o: FleetOptions, slot: number): Promise<FleetNode> {
  const port = o.basePort + slot - 1;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bourse-node-${slot}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      MARKET_MAKER: 'off',
      // The fleet signs its traders in from one address.
      RATE_LIMITS: 'off',
      ...o.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: o.databaseUrl,
      NATS_URL: o.natsUrl,
      NODE_SLOT: `${slot}/${o.count}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (b: Buffer) => {
    output.push(b.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  void exited.then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const node: FleetNode = { slot, url: `http://127.0.0.1:${port}`, process: child, output, exited };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`node ${slot} exited with ${child.exitCode}:\n${output.join('')}`);
    }
    try {
      const r = await fetch(`${node.url}/api/market/depth?symbol=BTC/USDT&limit=1`);
      if (r.ok) return node;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`node ${slot} did not answer in 120 s:\n${output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Starts `count` nodes: the first alone (it migrates and seeds), then the others at once.
 */
export async function startFleet(o: FleetOptions): Promise<FleetNode[]> {
  const first = await startNode(o, 1);
  const rest = await Promise.all(
    Array.from({ length: o.count - 1 }, (_, i) => startNode(o, i + 2)),
  );
  return [first, ...rest];
}

/** Stops every node still running (SIGTERM: they finish their batches and hand leases back). */
export async function stopFleet(nodes: FleetNode[]): Promise<void> {
  await Promise.all(
    nodes.map(async (n) => {
      if (n.process.exitCode !== null || n.process.signalCode !== null) return;
      n.process.kill('SIGTERM');
      const timer = setTimeout(() => n.process.kill('SIGKILL'), 15_000);
      await n.exited;
      clearTimeout(timer);
    }),
  );
}

/** The pid of the process that owns a market now (market_leases names `host:pid`). */
export async function ownerPid(databaseUrl: string, symbol: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const r = await client.query<{ owner: string }>(
      `select l.owner from market_leases l join instruments i on i.id = l.instrument_id where i.symbol = $1`,
      [symbol],
    );
    const owner = r.rows[0]?.owner;
    return owner ? Number(owner.split(':').pop()) : undefined;
  } finally {
    await client.end();
  }
}

/** A fresh database on the server of `url`; `drop` removes it. */
export async function scratchDatabase(
  url: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
