/**
 * Operator login and tokens. Same construction as users' sessions (256 random bits,
 * stored only as a SHA-256 hash, revoked on logout) but a separate table, so a user token
 * is never an operator token, and shorter lives: 2 hours idle, 12 hours at most.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { MessageKey, OperatorRole } from '@bourse/shared';
import { HOUR_MS, MINUTE_MS, wallTimeOf, type Clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail, SessionError } from '../../http/errors.ts';
import {
  LOCK_MS,
  MAX_WRONG_PASSWORDS,
  attemptGuard,
  burnPasswordCheck,
  minutesLeft,
  hashToken,
  passwordMatches,
} from '../users/index.ts';
import { operatorSessions, operators } from './tables.ts';
import { acceptedStep, totpSecretOf } from './totpSecrets.ts';

export const OPERATOR_IDLE_MS = 2 * HOUR_MS;
export const OPERATOR_SESSION_MAX_MS = 12 * HOUR_MS;
/** last_seen_at is refreshed at most this often. */
const TOUCH_EVERY_MS = MINUTE_MS;

/** The operator behind a request that passed `app.requireOperator(...)`. */
export interface AuthOperator {
  id: number;
  role: OperatorRole;
  sessionId: number;
  /** Two-step sign-in enabled; without it the guard lets only enrolment routes through. */
  totpEnabled: boolean;
}

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

/**
 * `POST /api/admin/login`: returns a token. An unknown email and a wrong password get the
 * same reply; five wrong passwords in a row lock the operator for 15 minutes (as users).
 * An operator with two-step sign-in also sends the authenticator's code: a missing one is
 * refused (errors.operatorTotpRequired), a wrong or already used one (errors.operatorTotpInvalid)
 * counts toward the lock exactly as a wrong password does: its attempt was taken before the hash.
 */
export async function operatorLogin(
  db: DbOrTx,
  clock: Clock,
  codeSecret: string,
  body: { email: string; password: string; code?: string | undefined },
  meta: ClientMeta,
): Promise<string> {
  const [op] = await db
    .select()
    .from(operators)
    .where(eq(operators.email, body.email.trim().toLowerCase()));
  if (!op) {
    await burnPasswordCheck(body.password);
    return fail('errors.wrongCredentials');
  }
  const now = clock.now();
  // One attempt taken from the budget before the hash, in one UPDATE: parallel guesses
  // never get more checks than the budget; while locked, a right password is refused too.
  const guard = attemptGuard(operators.failedLogins, operators.lockedUntil, now);
  const [row] = await db
    .update(operators)
    .set({ failedLogins: guard.count, lockedUntil: guard.lockedUntil })
    .where(and(eq(operators.id, op.id), guard.open))
    .returning({ attempt: operators.failedLogins });
  if (!row) {
    const [locked] = await db
      .select({ until: operators.lockedUntil })
      .from(operators)
      .where(eq(operators.id, op.id));
    return fail('errors.accountLocked', { count: minutesLeft(locked?.until ?? null, now) });
  }
  const refuse = (key: MessageKey): never =>
    row.attempt >= MAX_WRONG_PASSWORDS
      ? fail('errors.accountLocked', { count: LOCK_MS / MINUTE_MS })
      : fail(key);
  if (!(await passwordMatches(op.passwordHash, body.password))) {
    return refuse('errors.wrongCredentials');
  }
  // Only someone holding the password learns that the account is disabled.
  if (op.disabledAt) return fail('errors.operatorDisabled');
  let step: number | null = null;
  if (op.totpEnabledAt) {
    if (!body.code) return refuse('errors.operatorTotpRequired');
    const secret = totpSecretOf(codeSecret, op);
    const at = wallTimeOf(clock).getTime();
    step = secret ? acceptedStep(secret, body.code, at, op.totpLastStep) : null;
    if (step === null) return refuse('errors.operatorTotpInvalid');
  }
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    // The step moves forward only: of logins racing with one code, one UPDATE finds the
    // row still before that step, and the others wait for it and then find none.
    // A login without a code still finds the operator without two-step sign-in.
    const stepLater =
      step === null
        ? isNull(operators.totpEnabledAt)
        : or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step));
    const [updated] = await tx
      .update(operators)
      .set({
        failedLogins: 0,
        lockedUntil: null,
        lastLoginAt: now,
        ...(step === null ? {} : { totpLastStep: step }),
      })
      .where(and(eq(operators.id, op.id), stepLater))
      .returning({ id: operators.id });
    if (!updated)
      refuse(step === null ? 'errors.operatorTotpRequired' : 'errors.operatorTotpInvalid');
    await tx.insert(operatorSessions).values({
      operatorId: op.id,
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, 300),
    });
  });
  return token;
}

/** The operator for a token, or SessionError (reply 999). Disabled operators have none. */
export async function authenticateOperator(
  db: DbOrTx,
  clock: Clock,
  token: string | undefined,
): Promise<AuthOperator> {
  if (!token) throw new SessionError();
  const [row] = await db
    .select({
      sessionId: operatorSessions.id,
      createdAt: operatorSessions.createdAt,
      lastSeenAt: operatorSessions.lastSeenAt,
      operatorId: operators.id,
      role: operators.role,
      totpEnabledAt: operators.totpEnabledAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        isNull(operatorSessions.revokedAt),
        isNull(operators.disabledAt),
      ),
    );
  if (!row) throw new SessionError();
  const now = clock.now().getTime();
  const idleMs = now - row.lastSeenAt.getTime();
  if (idleMs > OPERATOR_IDLE_MS || now - row.createdAt.getTime() > OPERATOR_SESSION_MAX_MS) {
    throw new SessionError();
  }
  if (idleMs > TOUCH_EVERY_MS) {
    await db
      .update(operatorSessions)
      .set({ lastSeenAt: clock.now() })
      .where(eq(operatorSessions.id, row.sessionId));
  }
  return {
    id: row.operatorId,
    role: row.role,
    sessionId: row.sessionId,
    totpEnabled: row.totpEnabledAt !== null,
  };
}

export async function revokeOperatorSession(
  db: DbOrTx,
  clock: Clock,
  sessionId: number,
): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: clock.now() })
    .where(eq(operatorSessions.id, sessionId));
}

export async function revokeAllOperatorSessions(
  db: DbOrTx,
  clock: Clock,
  operatorId: number,
  exceptSessionId?: number,
): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: clock.now() })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(operatorSessions.id, exceptSessionId),
      ),
    );
}
