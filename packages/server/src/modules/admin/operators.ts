/**
 * Operators: created, disabled and re-keyed only from the command line
 * (`npm run admin -- ...`), each change written to the audit log. There is no sign-up.
 */
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  localizeIssue,
  newOperatorInput,
  OPERATOR_ROLES,
  operatorPasswordField,
  type NewOperatorInput,
  type OperatorInfo,
  type OperatorListing,
  type OperatorRole,
} from '@bourse/shared';
import type { Clock } from '../../clock.ts';
import { unixSeconds } from '../../clock.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { hashPassword } from '../users/index.ts';
import { recordAudit } from './audit.ts';
import { revokeAllOperatorSessions } from './sessions.ts';
import { operators } from './tables.ts';
import { isUniqueViolation } from '../../db/errors.ts';

export type OperatorRow = typeof operators.$inferSelect;

/** Who made a change: an operator, or null for the command-line tool. */
export interface Actor {
  operatorId: number | null;
  reason?: string | null;
}
const CLI: Actor = { operatorId: null };

/** Parses with a shared schema; the first refusal becomes a translated domain error. */
export function parseOrFail<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const sent = issue.path.length
    ? (value as Record<string, unknown>)[String(issue.path[0])]
    : value;
  const { key, params } = localizeIssue(issue, sent);
  return fail(key, params);
}

export const operatorInfo = (o: OperatorRow): OperatorInfo => ({
  id: o.id,
  email: o.email,
  name: o.name,
  role: o.role,
  created_at: unixSeconds(o.createdAt),
  last_login_at: o.lastLoginAt ? unixSeconds(o.lastLoginAt) : null,
  totp_enabled: o.totpEnabledAt !== null,
});

export async function findOperatorByEmail(
  db: DbOrTx,
  email: string,
): Promise<OperatorRow | undefined> {
  const [row] = await db
    .select()
    .from(operators)
    .where(eq(operators.email, email.trim().toLowerCase()));
  return row;
}

export async function findOperator(db: DbOrTx, id: number): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

/** Creates an operator (email, name, role, a password of 12+ characters); returns it. */
export async function createOperator(
  db: Db,
  clock: Clock,
  input: NewOperatorInput,
  actor: Actor = CLI,
): Promise<OperatorInfo> {
  const data = parseOrFail(newOperatorInput, input);
  if (await findOperatorByEmail(db, data.email)) fail('errors.operatorExists');
  const passwordHash = await hashPassword(data.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(operators)
        .values({
          email: data.email,
          name: data.name,
          role: data.role,
          passwordHash,
          createdAt: clock.now(),
        })
        .returning();
      await recordAudit(tx, {
        operatorId: actor.operatorId,
        action: 'operator.create',
        targetTable: 'operators',
        targetId: row!.id,
        reason: actor.reason,
        detail: { email: data.email, role: data.role },
        at: clock.now(),
      });
      return operatorInfo(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) fail('errors.operatorExists');
    throw error;
  }
}

export async function listOperators(db: DbOrTx): Promise<OperatorListing[]> {
  const rows = await db.select().from(operators).orderBy(asc(operators.id));
  return rows.map((o) => ({ ...operatorInfo(o), disabled: o.disabledAt !== null }));
}

async function existing(db: DbOrTx, email: string): Promise<OperatorRow> {
  return (await findOperatorByEmail(db, email)) ?? fail('errors.operatorNotFound');
}

/** Disabling ends every session of the operator at once; enabling lets them log in again. */
export async function setOperatorDisabled(
  db: Db,
  clock: Clock,
  email: string,
  disabled: boolean,
  actor: Actor = CLI,
): Promise<OperatorInfo> {
  const op = await existing(db, email);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(operators)
      .set({ disabledAt: disabled ? clock.now() : null, failedLogins: 0, lockedUntil: null })
      .where(eq(operators.id, op.id))
      .returning();
    if (disabled) await revokeAllOperatorSessions(tx, clock, op.id);
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      action: disabled ? 'operator.disable' : 'operator.enable',
      targetTable: 'operators',
      targetId: op.id,
      reason: actor.reason,
      at: clock.now(),
    });
    return operatorInfo(row!);
  });
}

/** A new password (12+ characters) clears a lock-out and ends every session. */
export async function setOperatorPassword(
  db: Db,
  clock: Clock,
  email: string,
  password: string,
  actor: Actor = CLI,
): Promise<void> {
  const op = await existing(db, email);
  const checked = parseOrFail(operatorPasswordField, password);
  const passwordHash = await hashPassword(checked);
  await db.transaction(async (tx) => {
    await tx
      .update(operators)
      .set({ passwordHash, failedLogins: 0, lockedUntil: null })
      .where(eq(operators.id, op.id));
    await revokeAllOperatorSessions(tx, clock, op.id);
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      action: 'operator.setPassword',
      targetTable: 'operators',
      targetId: op.id,
      reason: actor.reason,
      at: clock.now(),
    });
  });
}

/** A role change takes effect on the operator's next request. */
export async function setOperatorRole(
  db: Db,
  clock: Clock,
  email: string,
  role: OperatorRole,
  actor: Actor = CLI,
): Promise<OperatorInfo> {
  const op = await existing(db, email);
  const checked = parseOrFail(z.enum(OPERATOR_ROLES), role);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(operators)
      .set({ role: checked })
      .where(eq(operators.id, op.id))
      .returning();
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      action: 'operator.setRole',
      targetTable: 'operators',
      targetId: op.id,
      reason: actor.reason,
      detail: { from: op.role, to: checked },
      at: clock.now(),
    });
    return operatorInfo(row!);
  });
}
