/**
 * Ledger throughput for `npm run bench` (scripts/bench.ts calls benchLedger()). Prints
 * postings (journals) per second; asserts nothing about time.
 *
 *  1. Through the services that post (scripts/benchLedgerServices.ts), on PostgreSQL with
 *     50 callers side by side: transfers between accounts, conversions, deposits confirmed,
 *     withdrawals placed and approved.
 *  2. The ledger alone: one two-entry transfer journal per transaction (`transfer` of the
 *     ledger's door), on PGlite one at a time, on PostgreSQL with 1 and 16 connections.
 *
 * Each figure is printed beside the same measurement of an older commit (`--before`,
 * default 1719e6d, the last before the ledger's unit of work), taken in the same run: the
 * commit is checked out with `git archive` into a directory under the system's temp
 * directory (kept for the next run), this script and the services bench are copied into
 * it, and each side runs in its own process. Rounds alternate the two sides (before first
 * in odd rounds, now first in even ones); the summary gives each side's median and the
 * median and range of the same-round ratios. A figure of a single run moves with the
 * machine's load, a same-round ratio much less (docs/operations.md, "Ledger postings per
 * second").
 *
 * PostgreSQL runs on fresh databases that are dropped afterwards. Run alone:
 *
 *   npx tsx scripts/benchLedger.ts [--rounds 3] [--ops 2000] [--before 1719e6d | none]
 *
 * `DATABASE_URL` names the server; `BENCH_LEDGER_OPS` is the default of `--ops`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
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
import { CONCURRENCY, USERS, benchServices, type Phase } from './benchLedgerServices.ts';
import { buildWorld } from './soak/world.ts';

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';
/** The last commit before the ledger's unit of work (7bbd927): issue 8's baseline. */
const DEFAULT_BEFORE = '1719e6d';
const PHASES: Phase[] = ['transfers', 'conversions', 'deposits', 'withdrawals'];
const ALONE = ['pglite', 'pg1', 'pg16'] as const;
type Alone = (typeof ALONE)[number];
const ALONE_LABEL: Record<Alone, string> = {
  pglite: 'ledger alone, PGlite, one at a time',
  pg1: 'ledger alone, PostgreSQL, 1 connection',
  pg16: 'ledger alone, PostgreSQL, 16 connections',
};
/** What the side's process prints before its figures, so the parent finds them. */
const RESULT_MARK = 'BENCH_LEDGER_SIDE ';

/** One side's figures (postings per second); null where PostgreSQL was not reachable. */
interface SideResult {
  services: Record<Phase, number> | null;
  alone: Partial<Record<Alone, number>>;
  /** "PostgreSQL 15.20", or why PostgreSQL was skipped. */
  postgres: string;
  /** Verification problems found after a phase; empty when the books balanced. */
  problems: string[];
}

const rate = (perSecond: number) => Math.round(perSecond).toLocaleString('en-US');

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

async function problemsOf(database: Pick<Database, 'db'>, where: string): Promise<string[]> {
  const report = await verifyLedger(database.db);
  return report.problems.map((p) => `${where}: [${p.kind}] ${p.detail}`);
}

async function alonePglite(result: SideResult): Promise<void> {
  const database = await openPglite();
  try {
    await prepareAlone(database, 'pglite');
    await ledgerAlone(database, 'pglite-warm', 200, 1);
    result.alone.pglite = await ledgerAlone(database, 'pglite', 3_000, 1);
    result.problems.push(...(await problemsOf(database, 'ledger alone on PGlite')));
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

async function aloneOnPostgres(url: string, admin: pg.Client, result: SideResult): Promise<void> {
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
      result.alone.pg1 = await ledgerAlone(database, 'pg-1', 2_000, 1);
      result.alone.pg16 = await ledgerAlone(database, 'pg-n', 8_000, workers);
      result.problems.push(...(await problemsOf(database, 'ledger alone on PostgreSQL')));
    } finally {
      await closePostgres(database);
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
  }
}

async function servicesOnPostgres(url: string, ops: number, result: SideResult): Promise<void> {
  const world = await buildWorld({ url }, USERS, 20);
  try {
    await benchServices(world, 100);
    const phases = await benchServices(world, ops);
    result.services = Object.fromEntries(
      phases.map((r) => [r.phase, r.journals / r.seconds]),
    ) as Record<Phase, number>;
    result.problems.push(...(await problemsOf(world.ctx, 'services')));
  } finally {
    await world.close();
  }
}

/** Measures the code of the tree this file sits in, in this process. */
async function measureHere(ops: number): Promise<SideResult> {
  const result: SideResult = { services: null, alone: {}, postgres: '', problems: [] };
  await alonePglite(result);
  const url = process.env.DATABASE_URL ?? DEFAULT_PG_URL;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch (error) {
    const shown = url.replace(/\/\/[^@/]*@/, '//');
    result.postgres = `PostgreSQL not reachable at ${shown} (${(error as Error).message}), skipped`;
    return result;
  }
  try {
    const { rows } = await admin.query<{ server_version: string }>('show server_version');
    result.postgres = `PostgreSQL ${rows[0]?.server_version.split(' ')[0] ?? '?'}`;
    await servicesOnPostgres(url, ops, result);
    await aloneOnPostgres(url, admin, result);
  } finally {
    await admin.end();
  }
  return result;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
/** The files a side needs beyond its own tree: this bench, as it is now. */
const BENCH_FILES = [
  'scripts/benchLedger.ts',
  'scripts/benchLedgerServices.ts',
  'scripts/soak/world.ts',
];

/**
 * A checkout of `rev` beside the system's temp files, its dependencies installed from its
 * own lockfile (`npm ci`, from npm's cache where it can), and today's bench scripts. Kept
 * between runs.
 */
function checkout(rev: string): string {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${rev}^{commit}`], { cwd: root })
    .toString()
    .trim();
  const dir = path.join(os.tmpdir(), `bourse-bench-${commit.slice(0, 12)}`);
  if (!fs.existsSync(path.join(dir, '.complete'))) {
    console.error(`ledger bench: checking out ${rev} into ${dir} and installing its packages`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const archive = execFileSync('git', ['archive', '--format=tar', commit], {
      cwd: root,
      maxBuffer: 1 << 30,
    });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    execFileSync(
      'npm',
      ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
      { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    fs.writeFileSync(path.join(dir, '.complete'), `${commit}\n`);
  }
  for (const file of BENCH_FILES) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  return dir;
}

/** Runs one side in its own process, in `dir`, and reads its figures. */
function runSide(dir: string, ops: number): Promise<SideResult> {
  const cli = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const args = [cli, 'scripts/benchLedger.ts', '--side', '--ops', `${ops}`];
  const child = spawn(process.execPath, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  // Dropping a bench database ends the pool's last connections as they close, and the pool
  // says so on stderr: noise here. Everything else goes through.
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => {
    const lines = (err + chunk.toString()).split('\n');
    err = lines.pop()!;
    for (const line of lines) {
      if (!line.startsWith('postgres: idle connection closed')) process.stderr.write(`${line}\n`);
    }
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith(RESULT_MARK));
      if (code === 0 && line) resolve(JSON.parse(line.slice(RESULT_MARK.length)) as SideResult);
      else reject(new Error(`bench side in ${dir} exited ${code}:\n${out}${err}`));
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

interface Options {
  /** A commit to measure beside this tree in the same run; null for none. */
  before?: string | null;
  rounds?: number;
  ops?: number;
  /** Gets each round's lines as it ends (else they come first in the result). */
  progress?: (line: string) => void;
}

/** Printable lines: each round's figures, then the medians and same-round ratios. */
export async function benchLedger(options: Options = {}): Promise<string[]> {
  const before = options.before === undefined ? DEFAULT_BEFORE : options.before;
  const rounds = options.rounds ?? 1;
  const ops = options.ops ?? Number(process.env.BENCH_LEDGER_OPS ?? 2_000);
  const lines: string[] = [];
  const say = options.progress ?? ((line: string) => lines.push(line));
  let dir: string | null = null;
  if (before) {
    try {
      dir = checkout(before);
    } catch (error) {
      say(
        `ledger bench: cannot check out ${before} (${(error as Error).message}); measuring now only`,
      );
    }
  }
  const now: SideResult[] = [];
  const then: SideResult[] = [];
  const loadAtStart = load();
  for (let round = 1; round <= rounds; round++) {
    const sides: ['now' | 'before', string][] = [['now', root]];
    if (dir) sides[round % 2 ? 'unshift' : 'push'](['before', dir]);
    for (const [side, where] of sides) {
      const result = await runSide(where, ops);
      (side === 'now' ? now : then).push(result);
      const figures = result.services
        ? PHASES.map((p) => `${p} ${rate(result.services![p])}`).join(', ')
        : result.postgres;
      say(
        `  round ${round}, ${side === 'now' ? 'this tree' : before}: ${figures} (load ${load()})`,
      );
      for (const problem of result.problems) say(`    LEDGER NOT BALANCED: ${problem}`);
    }
  }
  const head = now[0]!;
  const pick = (r: SideResult, key: Phase | Alone) =>
    (PHASES as string[]).includes(key) ? r.services?.[key as Phase] : r.alone[key as Alone];
  const rows = [...PHASES, ...ALONE].map((key) => {
    const label = (PHASES as string[]).includes(key)
      ? `${key} (services, ${CONCURRENCY} callers)`
      : ALONE_LABEL[key as Alone];
    const ours = now.map((r) => pick(r, key)).filter((v) => v !== undefined);
    if (ours.length === 0) return `  ${label}: not measured`;
    const theirs = then.map((r) => pick(r, key)).filter((v) => v !== undefined);
    // Same round: this tree's figure over the other side's, measured minutes apart.
    const ratios = now.flatMap((r, i) => {
      const [a, b] = [pick(r, key), then[i] && pick(then[i], key)];
      return a !== undefined && b ? [a / b] : [];
    });
    const compared =
      ratios.length > 0
        ? `; ${before} ${rate(median(theirs))}, same-round ratio ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)})`
        : '';
    return `  ${label}: ${rate(median(ours))} postings/s${compared}`;
  });
  return [
    ...lines,
    `${head.postgres}; ${ops.toLocaleString('en-US')} operations per phase; ${rounds} round${rounds === 1 ? '' : 's'}, medians; load average ${loadAtStart} at the start, ${load()} at the end:`,
    ...rows,
    now.concat(then).some((r) => r.problems.length > 0)
      ? '  LEDGER NOT BALANCED after some phase (above)'
      : '  ledger verified after every phase, on both sides',
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { values } = parseArgs({
    options: {
      before: { type: 'string', default: DEFAULT_BEFORE },
      rounds: { type: 'string', default: '1' },
      ops: { type: 'string' },
      side: { type: 'boolean', default: false },
    },
  });
  const ops = Number(values.ops ?? process.env.BENCH_LEDGER_OPS ?? 2_000);
  if (values.side) {
    console.log(`${RESULT_MARK}${JSON.stringify(await measureHere(ops))}`);
  } else {
    const lines = await benchLedger({
      before: values.before === 'none' ? null : values.before,
      rounds: Number(values.rounds),
      ops,
      progress: (line) => console.error(line),
    });
    console.log(lines.join('\n'));
  }
}
