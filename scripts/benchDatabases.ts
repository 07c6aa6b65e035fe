/**
 * The databases a benchmark runs on: a fresh PGlite, then a fresh database on the
 * PostgreSQL server of DATABASE_URL (or the default local one) when it answers, dropped
 * afterwards. `run` returns the lines to print for one database.
 */
import { randomBytes } from 'node:crypto';
import { openPglite, openPostgres, type Database } from '../packages/server/src/db/client.ts';

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

async function postgres(
  prefix: string,
): Promise<{ database: Database; drop: () => Promise<void> } | undefined> {
  const url = process.env.DATABASE_URL ?? DEFAULT_PG_URL;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString(), 20);
  return {
    database,
    drop: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export async function onBenchDatabases(
  what: string,
  prefix: string,
  run: (database: Database, label: string) => Promise<string[]>,
): Promise<string[]> {
  const lines: string[] = [];
  const lite = await openPglite();
  try {
    lines.push(...(await run(lite, 'PGlite')));
  } finally {
    await lite.close();
  }
  const pgDb = await postgres(prefix);
  if (!pgDb) return [...lines, `${what} on PostgreSQL: skipped (no server reachable)`];
  try {
    lines.push(...(await run(pgDb.database, 'PostgreSQL')));
  } finally {
    await pgDb.drop();
  }
  return lines;
}
