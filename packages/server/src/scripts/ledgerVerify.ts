/**
 * `npm run ledger:verify`: rebuilds every balance from the ledger's entries, checks that
 * every journal and every currency sums to zero (DESIGN.md section 5), and that every
 * frozen amount is held by open spot orders or pending withdrawals. Uses
 * DATABASE_URL, else the PGlite database in DATA_DIR, like main.ts. It changes nothing
 * but its own record: the run is kept in `ledger_verify_runs` (source `cli`; the console's
 * dashboard shows the latest), and a run while another holds the lock is refused.
 * Exit code 0 when clean, 1 when a problem was found, 2 when it could not check.
 *
 * PGlite is single-process: stop the server before verifying its DATA_DIR.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { openPglite, type Database, type Db } from '../db/client.ts';
import { rowsOf } from '../db/migrate.ts';
import * as schema from '../db/schema.ts';
import { LedgerVerifySource } from '@bourse/shared';
import { systemClock } from '../clock.ts';
import { DomainError } from '../http/errors.ts';
import { recordLedgerVerify } from '../modules/admin/index.ts';
import { formatLedgerReport, verifyLedger, type LedgerReport } from '../modules/ledger/index.ts';

export async function ledgerVerify(
  env: NodeJS.ProcessEnv = process.env,
  print: (line: string) => void = console.log,
): Promise<number> {
  let config;
  try {
    // Only the database settings matter here, so production's other rules do not apply.
    config = loadConfig({ ...env, NODE_ENV: 'development' });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    print(`ledger:verify: ${error.message}`);
    return 2;
  }
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!config.databaseUrl && !fs.existsSync(pgliteDir)) {
    print(
      `ledger:verify: no database at ${pgliteDir} (start the server once, or set DATABASE_URL)`,
    );
    return 2;
  }
  const database = await openDatabase(config, pgliteDir);
  try {
    const [found] = rowsOf<{ table: string | null }>(
      await database.db.execute(sql`select to_regclass('public.ledger_entries')::text as table`),
    );
    if (!found?.table) {
      print('ledger:verify: this database has no ledger yet (start the server once to migrate it)');
      return 2;
    }
    const report = (await recorded(database.db))
      ? await recordRun(database.db, print)
      : await verifyLedger(database.db);
    if (!report) return 2;
    print(`Database: ${database.kind}`);
    for (const line of formatLedgerReport(report)) print(line);
    return report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

/** Whether the database has the run record yet (migration 0029; older ones are verified only). */
async function recorded(db: Db): Promise<boolean> {
  const [found] = rowsOf<{ table: string | null }>(
    await db.execute(sql`select to_regclass('public.ledger_verify_runs')::text as table`),
  );
  return Boolean(found?.table);
}

/** Verifies under the runs' lock and records the run; undefined when another run holds it. */
async function recordRun(db: Db, print: (line: string) => void): Promise<LedgerReport | undefined> {
  try {
    const { report } = await recordLedgerVerify(db, systemClock, {
      source: LedgerVerifySource.cli,
      operatorId: null,
    });
    return report;
  } catch (error) {
    if (!(error instanceof DomainError) || error.key !== 'errors.ledgerVerifyRunning') throw error;
    print('ledger:verify: another verification of this database is running; try again later');
    return undefined;
  }
}

async function openDatabase(config: Config, pgliteDir: string): Promise<Database> {
  if (!config.databaseUrl) return openPglite(pgliteDir);
  // One connection is all a one-shot check needs, and its end() resolves only once the
  // connection is closed (a pool's resolves earlier), so a caller may drop the database.
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  const db = drizzle({ client, schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => client.end() };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await ledgerVerify();
}
