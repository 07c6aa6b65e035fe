/**
 * Ledger throughput for `npm run bench` (the lead's scripts/bench.ts calls benchLedger()).
 * Prints postings per second; asserts nothing about time. Each posting is one database
 * transaction holding one balanced journal of two entries (a user-to-user transfer), as
 * a service would post it. PGlite runs one transaction at a time; PostgreSQL is measured
 * with one worker and with several, on a fresh database that is dropped afterwards.
 *
 * Run alone: `npx tsx scripts/benchLedger.ts`.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { JournalReason, dec } from '@bourse/shared';
import { systemClock } from '../packages/server/src/clock.ts';
import { openPglite, openPostgres, type Database } from '../packages/server/src/db/client.ts';
import { migrate } from '../packages/server/src/db/migrate.ts';
import {
  creditFromSystem,
  transfer,
  userOwner,
  verifyLedger,
} from '../packages/server/src/modules/ledger/index.ts';
import { seedCurrencies } from '../packages/server/src/seed/catalogue.ts';

const USDT = 3;
const USERS = 200;
const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

const side = (user: number) => ({ owner: userOwner(user), account: 'change' as const });

/** Gives every bench user a balance large enough for any run. */
async function fundUsers(database: Database, run: string): Promise<void> {
  for (let user = 1; user <= USERS; user++) {
    await database.db.transaction((tx) =>
      creditFromSystem(tx, {
        idempotencyKey: `bench:${run}:fund:${user}`,
        reason: JournalReason.faucet,
        ref: { table: 'bench', id: user },
        at: systemClock.now(),
        system: 'faucet',
        to: side(user),
        currency: USDT,
        amount: dec('1000000'),
      }),
    );
  }
}

/**
 * `count` transfers spread over `workers` concurrent loops. Worker w moves money among its
 * own slice of users, so workers contend only as much as real, unrelated users would.
 */
async function transfers(
  database: Database,
  run: string,
  count: number,
  workers: number,
): Promise<number> {
  const perWorker = Math.ceil(count / workers);
  const slice = Math.floor(USERS / workers);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; i < perWorker; i++) {
        const from = w * slice + (i % slice) + 1;
        const to = w * slice + ((i + 1) % slice) + 1;
        await database.db.transaction((tx) =>
          transfer(tx, {
            idempotencyKey: `bench:${run}:${w}:${i}`,
            reason: JournalReason.userTransfer,
            ref: { table: 'bench', id: `${w}-${i}` },
            at: systemClock.now(),
            from: side(from),
            to: side(to),
            currency: USDT,
            amount: dec('0.01'),
          }),
        );
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return (perWorker * workers) / seconds;
}

async function prepare(database: Database, run: string): Promise<void> {
  await migrate(database.db);
  await seedCurrencies(database.db);
  await fundUsers(database, run);
}

async function verified(database: Database): Promise<string> {
  const report = await verifyLedger(database.db);
  return report.ok
    ? `ledger verified (${report.counts.entries} entries)`
    : `LEDGER NOT BALANCED: ${report.problems.length} problems`;
}

const rate = (perSecond: number) => `${Math.round(perSecond).toLocaleString('en-US')} postings/s`;

async function benchPglite(): Promise<string[]> {
  const database = await openPglite();
  try {
    await prepare(database, 'pglite');
    await transfers(database, 'pglite-warm', 200, 1);
    const sequential = await transfers(database, 'pglite', 3_000, 1);
    return [
      `ledger on PGlite (in memory): ${rate(sequential)}, 3,000 two-entry transfers, one at a time; ${await verified(database)}`,
    ];
  } finally {
    await database.close();
  }
}

/** pg-pool's end() resolves before its connections close; wait, so the database can be dropped. */
async function closePostgres(database: Database): Promise<void> {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  let open = pool.totalCount;
  const gone = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      if (--open === 0) resolve();
    });
  });
  await database.close();
  await gone;
}

async function benchPostgres(): Promise<string[]> {
  const url = process.env.DATABASE_URL ?? DEFAULT_PG_URL;
  const shown = url.replace(/\/\/[^@/]*@/, '//');
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch (error) {
    return [
      `ledger on PostgreSQL: not reachable at ${shown} (${(error as Error).message}), skipped`,
    ];
  }
  const name = `bourse_bench_${randomBytes(6).toString('hex')}`;
  const workers = 16;
  try {
    await admin.query(`create database ${name}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openPostgres(dbUrl.toString(), workers + 2);
    try {
      await prepare(database, 'pg');
      await transfers(database, 'pg-warm', 200, workers);
      const one = await transfers(database, 'pg-1', 2_000, 1);
      const many = await transfers(database, 'pg-n', 8_000, workers);
      const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]
        ?.server_version;
      return [
        `ledger on PostgreSQL ${version ?? '?'} (${shown}): ${rate(one)} with 1 connection (2,000 transfers); ${rate(many)} with ${workers} concurrent connections (8,000 transfers); ${await verified(database)}`,
      ];
    } finally {
      await closePostgres(database);
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** Printable lines: PGlite always, PostgreSQL when reachable. */
export async function benchLedger(): Promise<string[]> {
  return [...(await benchPglite()), ...(await benchPostgres())];
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  for (const line of await benchLedger()) console.log(line);
}
