/**
 * The audit log (DESIGN.md section 9: operator actions audited). Callers write the row in
 * the transaction that makes the decision, so a decision without its audit row, or an
 * audit row for a decision that rolled back, cannot exist.
 */
import { unixSeconds } from '../../clock.ts';
import { and, count, desc, eq, isNull, like, type SQL } from 'drizzle-orm';
import type { AuditEntry, Page } from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { RowInsert } from '../ledger/index.ts';
import { auditLog, operators } from './tables.ts';

export interface AuditInput {
  /** The deciding operator; null only for the command-line tool. */
  operatorId: number | null;
  /** `<domain>.<verb>`, e.g. `kyc.approve`, `deposit.approve`, `withdrawal.reject`. */
  action: string;
  /** The decided row: its table and id. */
  targetTable: string;
  targetId: number | string;
  /** Why: the operator's words; null when none was given. */
  reason: string | null | undefined;
  /** Anything else worth keeping (amounts, the previous state), as JSON. */
  detail?: unknown;
  /** When; pass `ctx.clock.now()`. Defaults to the database's transaction time. */
  at?: Date;
}

export const AUDIT_ACTION_RE = /^[a-z][a-zA-Z_]*\.[a-z][a-zA-Z_]*$/;

function auditValues(input: AuditInput) {
  if (!AUDIT_ACTION_RE.test(input.action)) {
    throw new Error(`audit action must look like "domain.verb", got "${input.action}"`);
  }
  return {
    operatorId: input.operatorId,
    action: input.action,
    targetTable: input.targetTable,
    targetId: String(input.targetId),
    reason: input.reason || null,
    detail: input.detail ?? null,
    ...(input.at ? { createdAt: input.at } : {}),
  };
}

/** Appends one audit row in the caller's transaction (or on the database handle). */
export async function recordAudit(tx: DbOrTx, input: AuditInput): Promise<number> {
  const [row] = await tx.insert(auditLog).values(auditValues(input)).returning({ id: auditLog.id });
  return row!.id;
}

/**
 * The audit row as a row of a ledger unit of work (`ledger.insert(auditRow(...))`): written
 * by the statement that moves the money it records, so a grouped decision spends no
 * statement of its own on it. Give `at`, so every row of a group has the same columns.
 */
export function auditRow(input: AuditInput & { at: Date }): RowInsert {
  return { table: auditLog, values: auditValues(input) };
}

/** `GET /api/admin/audit`: newest first, optionally for one table or one row of it. */
export async function listAudit(
  db: DbOrTx,
  query: {
    page: number;
    limit: number;
    target_table?: string;
    target_id?: string;
    operator_id?: number;
    action?: string;
  },
): Promise<Page<AuditEntry>> {
  const filters: SQL[] = [];
  if (query.target_table) filters.push(eq(auditLog.targetTable, query.target_table));
  if (query.target_id) filters.push(eq(auditLog.targetId, query.target_id));
  if (query.operator_id !== undefined) {
    filters.push(
      query.operator_id === 0
        ? isNull(auditLog.operatorId)
        : eq(auditLog.operatorId, query.operator_id),
    );
  }
  if (query.action) {
    // `withdrawal` is every action of the domain; `withdrawal.approve` is one.
    filters.push(
      query.action.includes('.')
        ? eq(auditLog.action, query.action)
        : like(auditLog.action, `${query.action.replace(/[\\%_]/g, '\\$&')}.%`),
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const rows = await db
    .select({
      id: auditLog.id,
      operatorId: auditLog.operatorId,
      operatorName: operators.name,
      operatorEmail: operators.email,
      action: auditLog.action,
      targetTable: auditLog.targetTable,
      targetId: auditLog.targetId,
      reason: auditLog.reason,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
      chainSeq: auditLog.chainSeq,
      hash: auditLog.hash,
    })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return {
    data: rows.map((r) => ({
      id: r.id,
      operator_id: r.operatorId,
      operator_name: r.operatorName,
      operator_email: r.operatorEmail,
      action: r.action,
      target_table: r.targetTable,
      target_id: r.targetId,
      reason: r.reason,
      detail: r.detail,
      created_at: unixSeconds(r.createdAt),
      chain_seq: r.chainSeq,
      hash: r.hash,
    })),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}
