/**
 * Order placement through the HTTP API (autocannon), on PGlite and on PostgreSQL when
 * reachable. Each connection is one pair of signed-in traders, a seller and a buyer, who
 * alternate a sell and a crossing buy at the same price on each pair in turn, so every
 * second request places an order that trades (two orders, one trade row, one trade
 * journal, holds and releases, candles). Two shapes: the earlier figure's (10 connections,
 * BTC/USDT only) and issue 8's target (50 connections across 4 pairs). autocannon runs in
 * its own worker thread (scripts/benchOrders.client.cjs gives each connection its
 * traders), so the server's event loop serves requests only. Prints requests per second,
 * latency and the sequencers' batches; asserts nothing. Run alone:
 * `npx tsx scripts/benchOrders.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { JournalReason, dec } from '@bourse/shared';
import { buildApp } from '../packages/server/src/app.ts';
import { systemClock } from '../packages/server/src/clock.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { openPglite, openPostgres, type Database } from '../packages/server/src/db/client.ts';
import { migrate } from '../packages/server/src/db/migrate.ts';
import {
  creditFromSystem,
  userOwner,
  verifyLedger,
} from '../packages/server/src/modules/ledger/index.ts';
import { FixedFeed } from '../packages/server/src/modules/market/index.ts';
import { spotMarkets } from '../packages/server/src/modules/spot/index.ts';
import { seedCurrencies } from '../packages/server/src/seed/catalogue.ts';
import { seedInstruments } from '../packages/server/src/seed/instruments.ts';
import { seedSettings } from '../packages/server/src/seed/settings.ts';
import { hash } from '@node-rs/argon2';
import { users } from '../packages/server/src/db/schema.ts';

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = 8;
/** Pairs of the wide run: base currency id, a price on its tick, an amount on its lot. */
const PAIRS: [number, string, string][] = [
  [1, '50000', '0.001'],
  [2, '3000', '0.01'],
  [6, '150', '0.1'],
  [8, '600', '0.01'],
];
const SHAPES = [
  { connections: 10, pairs: 1 },
  { connections: 50, pairs: 4 },
];
const TRADERS = Math.max(...SHAPES.map((s) => s.connections));
const CLIENT = fileURLToPath(new URL('./benchOrders.client.cjs', import.meta.url));

async function run(database: Database, label: string): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-bench-orders-'));
  try {
    await migrate(database.db);
    await seedSettings(database.db, systemClock);
    await seedCurrencies(database.db);
    await seedInstruments(database.db);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMITS: 'off',
    });
    const app = await buildApp({
      config,
      database,
      clock: systemClock,
      feed: new FixedFeed({ BTC: '50000', ETH: '3000', SOL: '150', BNB: '600' }),
      logger: false,
    });
    await app.ready();
    const passwordHash = await hash('Bench12345');
    const signIn = async (account: string): Promise<string> => {
      const [user] = await database.db
        .insert(users)
        .values({
          account,
          email: account,
          passwordHash,
          nickname: account.split('@')[0]!,
          inviteCode: account.split('@')[0]!.toUpperCase(),
          createdAt: new Date(),
        })
        .returning({ id: users.id });
      const id = user!.id;
      const seller = account.startsWith('s');
      for (const currency of seller ? PAIRS.map((p) => p[0]) : [3]) {
        await database.db.transaction((tx) =>
          creditFromSystem(tx, {
            system: 'faucet',
            to: { owner: userOwner(id), account: 'change' },
            currency,
            amount: dec(seller ? '1000000' : '100000000000'),
            idempotencyKey: `bench-orders:${id}:${currency}`,
            reason: JournalReason.faucet,
            ref: { table: 'users', id },
            at: systemClock.now(),
          }),
        );
      }
      const login = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { user_string: account, password: 'Bench12345' },
      });
      return (login.json() as { message: string }).message;
    };
    const traders: { seller: string; buyer: string }[] = [];
    for (let i = 0; i < TRADERS; i++) {
      traders.push({
        seller: await signIn(`s${i}@bench.dev`),
        buyer: await signIn(`b${i}@bench.dev`),
      });
    }
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const order = (
      type: 1 | 2,
      token: string,
      [currency, price, amount]: (typeof PAIRS)[number],
    ) => ({
      method: 'POST' as const,
      path: '/api/coin/trade',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token },
      body: `currency_id=${currency}&legal_id=3&type=${type}&amount=${amount}&target_price=${price}`,
    });
    const lines: string[] = [];
    for (const shape of SHAPES) {
      const pairs = PAIRS.slice(0, shape.pairs);
      const lists = traders
        .slice(0, shape.connections)
        .map((t) => pairs.flatMap((p) => [order(2, t.seller, p), order(1, t.buyer, p)]));
      const file = path.join(dataDir, 'requests.json');
      fs.writeFileSync(file, JSON.stringify(lists));
      process.env.BENCH_ORDERS_FILE = file;
      const before = await batchStats(app);
      const result = await autocannon({
        url: address,
        connections: shape.connections,
        workers: 1,
        duration: SECONDS,
        // In workers mode autocannon takes a file to require, which its types do not say.
        setupClient: CLIENT as unknown as (client: autocannon.Client) => void,
        requests: lists[0]!,
      });
      const after = await batchStats(app);
      const batches = after.batches - before.batches;
      const perBatch =
        batches > 0 ? ((after.commands - before.commands) / batches).toFixed(1) : '-';
      lines.push(
        `POST /api/coin/trade on ${label} (${shape.connections} connections, ${shape.pairs} pair${shape.pairs > 1 ? 's' : ''}, half the orders trade): ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}; ${batches} batches, ${perBatch} orders each`,
      );
    }
    const report = await verifyLedger(database.db);
    lines.push(
      `  ledger after the ${label} runs: ${report.ok ? 'verifies' : `${report.problems.length} problems`}`,
    );
    await app.close();
    return lines;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Batches and commands the app's sequencers committed so far. */
async function batchStats(app: Awaited<ReturnType<typeof buildApp>>) {
  const loaded = await spotMarkets(app.ctx).loaded();
  return {
    batches: loaded.reduce((n, s) => n + s.stats.batches, 0),
    commands: loaded.reduce((n, s) => n + s.stats.commands, 0),
  };
}

async function onPostgres(): Promise<string[]> {
  const url = process.env.DATABASE_URL ?? DEFAULT_PG_URL;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch (error) {
    return [
      `POST /api/coin/trade on PostgreSQL: not reachable (${(error as Error).message}), skipped`,
    ];
  }
  const name = `bourse_bench_${randomBytes(6).toString('hex')}`;
  try {
    await admin.query(`create database ${name}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openPostgres(dbUrl.toString(), 20);
    try {
      return await run(database, 'PostgreSQL');
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function benchOrders(): Promise<string[]> {
  const lite = await openPglite();
  let pglite: string[];
  try {
    pglite = await run(lite, 'PGlite');
  } finally {
    await lite.close();
  }
  return [...pglite, ...(await onPostgres())];
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  for (const line of await benchOrders()) console.log(line);
}
