/**
 * Ledger throughput for `npm run bench` (scripts/bench.ts calls benchLedger()). Prints
 * postings (journals) per second; asserts nothing about time.
 *
 *  1. Through the services that post (scripts/benchLedgerServices.ts), on PostgreSQL with
 *     50 callers side by side: transfers between accounts, conversions, deposits confirmed,
 *     withdrawals placed and approved. Each figure is printed next to the one this same
 *     script measured before the ledger's unit of work (BEFORE below), and their ratio.
 *  2. The ledger alone: one two-entry transfer journal per transaction (`transfer` of the
 *     ledger's door), on PGlite one at a time, on PostgreSQL with 1 and 16 connections.
 *
 * PostgreSQL runs on a fresh database that is dropped afterwards. Run alone:
 * `npx tsx scripts/benchLedger.ts` (`DATABASE_URL` names the server, `BENCH_LEDGER_OPS`
 * the operations per phase).
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
import {
  CONCURRENCY,
  USERS,
  benchServices,
  type Phase,
  type PhaseResult,
} from './benchLedgerServices.ts';
import { buildWorld } from './soak/world.ts';

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';
/** Operations per phase of the services bench (BENCH_LEDGER_OPS for a quick try). */
const SERVICE_OPS = Number(process.env.BENCH_LEDGER_OPS ?? 2_000);

/**
 * Postings per second that this same script measured on commit 1719e6d, the last before
 * the ledger's unit of work (7bbd927): 2026-11-23, 6 runs alternated with runs of today's
 * code, medians; 2 vCPU, PostgreSQL 15.20 on loopback, the machine shared with test runs
 * (load average 4 to 9). Today's medians of the same rounds: transfers 153, conversions
 * 91, deposits 135, withdrawals 157; alone 184 and 374. The printed ratio compares a live
 * figure with this recorded one, so it moves with the machine's load; compare alternated
 * runs for a verdict (docs/operations.md, "Ledger postings per second").
 */
interface Baseline {
  commit: string;
  services: Record<Phase, number>;
  alone: { one: number; many: number };
}
const BEFORE: Baseline = {
  commit: '1719e6d',
  services: { transfers: 146, conversions: 76, deposits: 126, withdrawals: 152 },
  alone: { one: 221, many: 339 },
};

const rate = (perSecond: number) => Math.round(perSecond).toLocaleString('en-US');
const compared = (now: number, before: number) =>
  before > 0
    ? `; before (${BEFORE.commit}) ${rate(before)}, now x${(now / before).toFixed(2)}`
    : '';

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
        to: { owner: userOwner(user), account: 'change' },
        currency: 3,
        amount: dec('1000000'),
      }),
    );
  }
}

/** `count` ledger transfers on `workers` loops, each loop on its own slice of users. */
async function ledgerAlone(
  database: Database,
  run: string,
  count: number,
  workers: number,
): Promise<number> {
  const perWorker = Math.ceil(count / workers);
  const slice = Math.floor(USERS / workers);
  const side = (user: number) => ({ owner: userOwner(user), account: 'change' as const });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; i < perWorker; i++) {
        await database.db.transaction((tx) =>
          transfer(tx, {
            idempotencyKey: `bench:${run}:${w}:${i}`,
            reason: JournalReason.userTransfer,
            ref: { table: 'bench', id: `${w}-${i}` },
            at: systemClock.now(),
            from: side(w * slice + (i % slice) + 1),
            to: side(w * slice + ((i + 1) % slice) + 1),
            currency: 3,
            amount: dec('0.01'),
          }),
        );
      }
    }),
  );
  return (perWorker * workers) / ((performance.now() - started) / 1000);
}

async function prepareAlone(database: Database, run: string): Promise<void> {
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

async function benchPglite(): Promise<string[]> {
  const database = await openPglite();
  try {
    await prepareAlone(database, 'pglite');
    await ledgerAlone(database, 'pglite-warm', 200, 1);
    const one = await ledgerAlone(database, 'pglite', 3_000, 1);
    return [
      `ledger alone on PGlite (in memory): ${rate(one)} postings/s, 3,000 two-entry transfers, one at a time; ${await verified(database)}`,
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

async function aloneOnPostgres(url: string, admin: pg.Client): Promise<string> {
  const name = `bourse_bench_${randomBytes(6).toString('hex')}`;
  const workers = 16;
  await admin.query(`create database ${name}`);
  try {
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openPostgres(dbUrl.toString(), workers + 2);
    try {
      await prepareAlone(database, 'pg');
      await ledgerAlone(database, 'pg-warm', 200, workers);
      const one = await ledgerAlone(database, 'pg-1', 2_000, 1);
      const many = await ledgerAlone(database, 'pg-n', 8_000, workers);
      return `ledger alone on PostgreSQL: ${rate(one)} postings/s with 1 connection${compared(one, BEFORE.alone.one)}; ${rate(many)} with ${workers} connections${compared(many, BEFORE.alone.many)}; ${await verified(database)}`;
    } finally {
      await closePostgres(database);
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
  }
}

async function servicesOnPostgres(url: string): Promise<string[]> {
  const world = await buildWorld({ url }, USERS, 20);
  try {
    await benchServices(world, 100);
    const results = await benchServices(world, SERVICE_OPS);
    const report = await verifyLedger(world.ctx.db);
    const line = (r: PhaseResult) => {
      const perSecond = r.journals / r.seconds;
      return `  ${r.phase} (${r.what}): ${rate(perSecond)} postings/s, ${r.journals.toLocaleString('en-US')} journals in ${r.seconds.toFixed(1)} s${compared(perSecond, BEFORE.services[r.phase])}`;
    };
    return [
      `ledger through the services on PostgreSQL, ${CONCURRENCY} callers side by side, ${SERVICE_OPS.toLocaleString('en-US')} operations per phase:`,
      ...results.map(line),
      `  ${report.ok ? 'ledger verified' : `LEDGER NOT BALANCED: ${report.problems.length} problems`} (${report.counts.journals.toLocaleString('en-US')} journals)`,
    ];
  } finally {
    await world.close();
  }
}

async function benchPostgres(): Promise<string[]> {
  const url = process.env.DATABASE_URL ?? DEFAULT_PG_URL;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch (error) {
    const shown = url.replace(/\/\/[^@/]*@/, '//');
    return [
      `ledger on PostgreSQL: not reachable at ${shown} (${(error as Error).message}), skipped`,
    ];
  }
  try {
    const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]
      ?.server_version;
    return [
      `PostgreSQL ${version ?? '?'}:`,
      ...(await servicesOnPostgres(url)),
      await aloneOnPostgres(url, admin),
    ];
  } finally {
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
