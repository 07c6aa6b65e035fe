/**
 * Test harness: the real app on a fresh database per call, driven through inject.
 * In-memory PGlite by default; with DATABASE_URL a fresh PostgreSQL database is created
 * for each app and dropped when it closes, so files can run in parallel.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { ManualClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Cluster } from '../cluster/cluster.ts';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
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

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: await openPglite(), drop: async () => {} };
  const { default: pg } = await import('pg');
  const name = `bourse_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
  if (!options.database) await migrate(database.db);
  const sent: OutgoingMessage[] = [];
  const notifier: Notifier = { send: async (m) => void sent.push(m) };
  const app = await buildApp({
    config,
    database,
    clock,
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
