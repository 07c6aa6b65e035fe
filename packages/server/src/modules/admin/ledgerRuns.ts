/**
 * Recorded ledger verifications (issue 15): `npm run ledger:verify` and the console's
 * `POST /api/admin/ledger/verify` run `verifyLedger` and keep the result in
 * `ledger_verify_runs`, which the dashboard shows. One run at a time per database: the
 * run holds a transaction-scoped advisory lock, and a second one is refused at once
 * (errors.ledgerVerifyRunning) rather than queued behind a check that may take minutes.
 */
import { desc, sql } from 'drizzle-orm';
import {
  LEDGER_VERIFY_SUMMARY_MAX,
  type LedgerVerifyRun,
  type LedgerVerifySource,
} from '@bourse/shared';
import type { Clock } from '../../clock.ts';
import { unixSeconds } from '../../clock.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { fail } from '../../http/errors.ts';
import { formatLedgerReport, verifyLedger, type LedgerReport } from '../ledger/index.ts';
import { recordAudit } from './audit.ts';
import { ledgerVerifyRuns } from './tables.ts';

/** The advisory lock ("ldv", id 0) a verification holds while it runs. */
const LEDGER_VERIFY_LOCK_SPACE = 0x6c6476;

type RunRow = typeof ledgerVerifyRuns.$inferSelect;

export const ledgerRunView = (r: RunRow): LedgerVerifyRun => ({
  id: r.id,
  ok: r.ok,
  source: r.source,
  operator_id: r.operatorId,
  summary: r.summary,
  started_at: unixSeconds(r.startedAt),
  checked_at: unixSeconds(r.finishedAt),
});

/** The report as the CLI prints it, cut to what a run row keeps. */
export function reportSummary(report: LedgerReport): string {
  const text = formatLedgerReport(report).join('\n');
  if (text.length <= LEDGER_VERIFY_SUMMARY_MAX) return text;
  const cut = '\n... (cut; run npm run ledger:verify for the whole list)';
  return text.slice(0, LEDGER_VERIFY_SUMMARY_MAX - cut.length) + cut;
}

export interface VerifyRunInput {
  source: LedgerVerifySource;
  /** The operator who asked; null from the command line or a job. */
  operatorId: number | null;
}

/**
 * Verifies the ledger under the lock and records the run (and, for an operator, its audit
 * row `ledger.verify`) in the same transaction. Refuses when another run holds the lock.
 */
export async function recordLedgerVerify(
  db: Db,
  clock: Clock,
  input: VerifyRunInput,
): Promise<{ run: LedgerVerifyRun; report: LedgerReport }> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ ok: boolean }>(
      await tx.execute(
        sql`select pg_try_advisory_xact_lock(${LEDGER_VERIFY_LOCK_SPACE}::int, 0) as ok`,
      ),
    );
    if (!lock?.ok) return fail('errors.ledgerVerifyRunning');
    const startedAt = clock.now();
    const report = await verifyLedger(tx);
    // A run is never recorded as finished before it started, whatever a test clock did.
    const finishedAt = new Date(Math.max(clock.now().getTime(), startedAt.getTime()));
    const [row] = await tx
      .insert(ledgerVerifyRuns)
      .values({
        ok: report.ok,
        summary: reportSummary(report),
        source: input.source,
        operatorId: input.operatorId,
        startedAt,
        finishedAt,
      })
      .returning();
    if (input.operatorId !== null) {
      await recordAudit(tx, {
        operatorId: input.operatorId,
        action: 'ledger.verify',
        targetTable: 'ledger_verify_runs',
        targetId: row!.id,
        reason: null,
        detail: { ok: report.ok, counts: report.counts, problems: report.problems.length },
        at: finishedAt,
      });
    }
    return { run: ledgerRunView(row!), report };
  });
}

/** The latest recorded run, or null. */
export async function lastLedgerVerify(db: DbOrTx): Promise<LedgerVerifyRun | null> {
  const [row] = await db
    .select()
    .from(ledgerVerifyRuns)
    .orderBy(desc(ledgerVerifyRuns.id))
    .limit(1);
  return row ? ledgerRunView(row) : null;
}
