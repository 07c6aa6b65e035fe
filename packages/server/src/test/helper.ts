/**
 * Test harness: the real app on a fresh database per call, driven through inject.
 * In-memory PGlite by default; with DATABASE_URL a fresh PostgreSQL database is created
 * for each app and dropped when it closes, so files can run in parallel.
 */
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { ManualClock, type Clock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Cluster } from '../cluster/cluster.ts';
import { openPglite, openPostgres, type Database, type Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { buildApp } from '../app.ts';
import type { Notifier, OutgoingMessage } from '../notify.ts';
import type { Feed } from '../modules/market/index.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: ManualClock;
  /** Every message the app sent, newest last. */
  sent: OutgoingMessage[];
  close(): Promise<void>;
}

/**
 * Every test app starts from the migrated schema. Running initdb and the migrations for each
 * one cost about two seconds, most of the suite's time, so the first app in a run builds a
 * template once (keyed by the migrations' content) and every later one copies it: a PGlite
 * data-directory tarball in the temp directory, a PostgreSQL template database.
 */
function migrationsKey(): string {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
  const hash = createHash('sha256');
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(fs.readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `bourse-pglite-${migrationsKey()}.tar`);
  if (!fs.existsSync(file)) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const client = new PGlite('memory://');
    await migrate(drizzle({ client }) as unknown as Db);
    const tarball = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed: a file racing to build it never reads half a tarball.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    fs.renameSync(partial, file);
    // Templates of earlier migrations (40 MB each) go once an hour has passed.
    for (const old of fs.readdirSync(os.tmpdir())) {
      const at = path.join(os.tmpdir(), old);
      if (!old.startsWith('bourse-pglite-') || at === file) continue;
      const stat = fs.statSync(at, { throwIfNoEntry: false });
      if (stat && Date.now() - stat.mtimeMs > 3_600_000) fs.rmSync(at, { force: true });
    }
  }
  return new Blob([fs.readFileSync(file)]);
}

async function postgresTemplate(url: string): Promise<string> {
  const { default: pg } = await import('pg');
  const template = `bourse_tpl_${migrationsKey()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount) return template;
    // Built under a name of its own and renamed when complete, so a racing file either
    // sees no template or a finished one; the loser of the rename drops its copy.
    const building = `bourse_tplb_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${building}`);
    const buildUrl = new URL(url);
    buildUrl.pathname = `/${building}`;
    const database = await openPostgres(buildUrl.toString(), 1);
    await migrate(database.db);
    await database.close();
    try {
      await admin.query(`alter database ${building} rename to ${template}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '42P04') throw error;
      await admin.query(`drop database if exists ${building} with (force)`);
    }
    return template;
  } finally {
    await admin.end();
  }
}

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url)
    return { database: await openPglite(undefined, await pgliteTemplate()), drop: async () => {} };
  const { default: pg } = await import('pg');
  const template = await postgresTemplate(url);
  const name = `bourse_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString(), 20);
  return {
    database,
    drop: async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    clock?: ManualClock;
    /** Runs the app on another clock (the dev clock's own test); `clock` is then not the app's. */
    appClock?: Clock;
    feed?: Feed;
    /** Another app's database: a second "process" on it (the first app drops it). */
    database?: Database;
    cluster?: Cluster;
  } = {},
): Promise<TestApp> {
  const clock = options.clock ?? new ManualClock();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CODE_SECRET: 'test-code-secret-of-at-least-32-chars',
    // Tests read codes from the dev outbox and fund users from the faucet, and sign up
    // hundreds of users from one address; a test of either sets it back.
    ...(options.env?.NODE_ENV === 'production' ? {} : { DEV_ROUTES: 'on' }),
    RATE_LIMITS: 'off',
    ...options.env,
  });
  const { database, drop } = options.database
    ? { database: options.database, drop: undefined }
    : await freshDatabase();
  const sent: OutgoingMessage[] = [];
  const notifier: Notifier = { send: async (m) => void sent.push(m) };
  const app = await buildApp({
    config,
    database,
    clock: options.appClock ?? clock,
    notifier,
    feed: options.feed,
    logger: false,
    ...(options.cluster ? { cluster: options.cluster } : {}),
  });
  await app.ready();
  return {
    app,
    ctx: app.ctx,
    clock,
    sent,
    async close() {
      await app.close();
      if (drop) {
        await database.close();
        await drop();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Reply<T = unknown> {
  type: 'ok' | 'error' | 999 | 998;
  message: T;
}

/** Calls the API like the H5 client: form-urlencoded bodies, token in Authorization. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data: Record<string, string | number | undefined> = {},
  token?: string,
): Promise<Reply<T> & { status: number }> {
  const fields = Object.fromEntries(
    Object.entries(data)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  const headers: Record<string, string> = token ? { authorization: token } : {};
  const res =
    method === 'GET' || method === 'DELETE'
      ? await app.inject({ method, url: `/api${url}`, query: fields, headers })
      : await app.inject({
          method,
          url: `/api${url}`,
          payload: new URLSearchParams(fields).toString(),
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        });
  return { status: res.statusCode, ...(res.json() as Reply<T>) };
}
