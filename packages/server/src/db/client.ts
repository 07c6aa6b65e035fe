/**
 * One database handle for both drivers: PGlite (embedded, the default, one transaction
 * at a time) and PostgreSQL through a pg pool. Same schema, same migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection string (leases hold their own session). */
  url?: string;
  close(): Promise<void>;
}

/** `dataDir` undefined means in memory (tests); `from` is a data-directory tarball to start from. */
export async function openPglite(dataDir?: string, from?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = new PGlite(dataDir ?? 'memory://', from ? { loadDataDir: from } : {});
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // numeric and bigint come back as strings; we never want them as JS numbers.
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client whose connection the server ends (a restart, a dropped test database)
  // emits 'error' on the pool; unhandled, that would crash the process. The next query
  // simply opens a new connection.
  pool.on('error', (error) => {
    if (process.env.NODE_ENV !== 'test')
      console.warn(`postgres: idle connection closed: ${error.message}`);
  });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return { db, kind: 'postgres', url, close: () => pool.end() };
}
