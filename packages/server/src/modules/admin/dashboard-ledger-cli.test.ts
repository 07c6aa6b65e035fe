/**
 * `npm run ledger:verify` records its run (source `cli`, no operator, no audit row), which
 * the dashboard then shows as the last verification; a broken ledger is recorded as such.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { openPglite } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { ledgerVerify } from '../../scripts/ledgerVerify.ts';
import { lastLedgerVerify } from './index.ts';
import { auditLog, ledgerVerifyRuns } from './tables.ts';

describe('ledger:verify records its run', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-verify-runs-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  const env = { DATA_DIR: dataDir, NODE_ENV: 'production' };
  beforeAll(async () => {
    const database = await openPglite(pgliteDir);
    await migrate(database.db);
    await database.close();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function runs() {
    const database = await openPglite(pgliteDir);
    try {
      return {
        rows: await database.db.select().from(ledgerVerifyRuns).orderBy(ledgerVerifyRuns.id),
        last: await lastLedgerVerify(database.db),
        audits: await database.db.select().from(auditLog),
      };
    } finally {
      await database.close();
    }
  }

  it('keeps a clean run with the printed report, from the cli, by nobody', async () => {
    const printed: string[] = [];
    expect(await ledgerVerify(env, (line) => printed.push(line))).toBe(0);
    const { rows, last, audits } = await runs();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ok: true, source: 'cli', operatorId: null });
    expect(rows[0]!.summary).toBe(printed.slice(1).join('\n'));
    expect(last).toMatchObject({ id: rows[0]!.id, ok: true, source: 'cli', operator_id: null });
    expect(audits).toEqual([]);
  });

  it('keeps a failed run as not ok, and the recorded rows cannot be edited', async () => {
    const database = await openPglite(pgliteDir);
    await database.db.execute(sql`insert into currencies (id, name, networks, names, kind, decimals)
      values (3, 'USDT', '[]', '{}', 'crypto', 6)`);
    await database.db.execute(sql`insert into balances (owner_kind, owner_id, account_type,
      currency_id, available, updated_at) values ('user', 1, 2, 3, 5, ${new ManualClock().now()})`);
    await database.close();
    expect(await ledgerVerify(env, () => {})).toBe(1);
    const { rows, last } = await runs();
    expect(rows.map((r) => r.ok)).toEqual([true, false]);
    expect(last).toMatchObject({ ok: false, source: 'cli' });
    expect(last!.summary).toContain('[balanceMismatch]');
    const again = await openPglite(pgliteDir);
    try {
      const refused = await again.db.execute(sql`update ledger_verify_runs set ok = true`).then(
        () => 'accepted',
        (error: { cause?: { message?: string } }) => String(error.cause?.message),
      );
      expect(refused).toBe('ledger_verify_runs is append-only: UPDATE refused');
    } finally {
      await again.close();
    }
  });
});
