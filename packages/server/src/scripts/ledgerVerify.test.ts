/** `npm run ledger:verify` on a PGlite data directory (and on PostgreSQL when configured). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { JournalReason, dec } from '@bourse/shared';
import { ManualClock } from '../clock.ts';
import { openPglite, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { creditFromSystem, userOwner } from '../modules/ledger/index.ts';
import { seedCurrencies } from '../seed/catalogue.ts';
import { buildTestApp } from '../test/helper.ts';
import { ledgerVerify } from './ledgerVerify.ts';

async function deposit(database: Database): Promise<void> {
  await seedCurrencies(database.db);
  await database.db.transaction((tx) =>
    creditFromSystem(tx, {
      idempotencyKey: 'deposit:1',
      reason: JournalReason.deposit,
      ref: { table: 'deposits', id: 1 },
      at: new ManualClock().now(),
      system: 'external',
      to: { owner: userOwner(1), account: 'change' },
      currency: 3,
      amount: dec('100'),
    }),
  );
}

async function run(env: NodeJS.ProcessEnv): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await ledgerVerify(env, (line) => lines.push(line));
  return { code, lines };
}

describe('ledger:verify on PGlite', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-verify-'));
  const env = { DATA_DIR: dataDir, NODE_ENV: 'production' };
  beforeAll(async () => {
    const database = await openPglite(path.join(dataDir, 'pglite'));
    await migrate(database.db);
    await deposit(database);
    await database.close();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('prints the clean report and exits 0', async () => {
    expect(await run(env)).toEqual({
      code: 0,
      lines: [
        'Database: pglite',
        'Ledger: 1 journals, 2 entries, 2 balances.',
        'OK: every balance equals the sum of its entries, every journal sums to zero per currency, no guarded balance is negative, every frozen amount is held by an open order or a pending withdrawal.',
      ],
    });
  });

  it('exits 1 with a readable list when a balance was edited by hand', async () => {
    const database = await openPglite(path.join(dataDir, 'pglite'));
    await database.db.execute(sql`update balances set available = 99 where owner_kind = 'user'`);
    await database.close();
    const { code, lines } = await run(env);
    expect(code).toBe(1);
    expect(lines.slice(2)).toEqual([
      '2 problems:',
      '  - [balanceMismatch] balance of user 1 change USDT: available is 99, entries sum to 100',
      '  - [currencyUnbalanced] USDT: all balances together sum to -1, not 0',
    ]);
  });

  it('exits 2 when there is no database to check', async () => {
    const missing = path.join(dataDir, 'nothing-here');
    expect(await run({ DATA_DIR: missing })).toEqual({
      code: 2,
      lines: [
        `ledger:verify: no database at ${path.join(missing, 'pglite')} (start the server once, or set DATABASE_URL)`,
      ],
    });
    expect(await run({ DATABASE_URL: 'mysql://nope' })).toEqual({
      code: 2,
      lines: [
        'ledger:verify: Invalid DATABASE_URL="mysql://nope": must start with postgres:// or postgresql://',
      ],
    });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('ledger:verify on PostgreSQL', () => {
  it('checks the database at DATABASE_URL', async () => {
    const t = await buildTestApp();
    try {
      await deposit(t.ctx.database);
      const url = (t.ctx.db as unknown as { $client: pg.Pool }).$client.options.connectionString;
      const { code, lines } = await run({ DATABASE_URL: url });
      expect(code).toBe(0);
      expect(lines.slice(0, 2)).toEqual([
        'Database: postgres',
        'Ledger: 1 journals, 2 entries, 2 balances.',
      ]);
    } finally {
      await t.close();
    }
  });
});
