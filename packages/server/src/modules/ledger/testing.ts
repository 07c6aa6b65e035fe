/**
 * Test helpers for every money test: call `expectLedgerBalanced(t.ctx)` after each
 * scenario, so a posting that breaks the books fails the test that made it.
 */
import { expect } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import { formatLedgerReport, verifyLedger } from './verify.ts';

/** Fails with the verifier's readable report unless the ledger is clean. */
export async function expectLedgerBalanced(ctx: { db: DbOrTx }): Promise<void> {
  const report = await verifyLedger(ctx.db);
  expect(report.problems, formatLedgerReport(report).join('\n')).toEqual([]);
}
