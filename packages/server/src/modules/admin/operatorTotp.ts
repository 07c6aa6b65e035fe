/**
 * Operators' second factor (issue 15): RFC 6238 codes from an authenticator app. A
 * signed-in operator without it asks for a secret (`setup`, again as often as they like
 * until confirmed), confirms it with a code (`enable`, audited); from then on every login
 * needs a code. A code's 30-second step must be later than the last one accepted
 * (`totp_last_step`, moved by a conditional UPDATE), so a code is never accepted twice,
 * also by logins racing each other. `npm run admin -- reset-totp` clears the factor.
 */
import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { otpauthUri, type OperatorInfo, type OperatorTotpSetup } from '@bourse/shared';
import { wallTimeOf, type Clock } from '../../clock.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { recordAudit } from './audit.ts';
import { findOperator, findOperatorByEmail, operatorInfo, type Actor } from './operators.ts';
import { revokeAllOperatorSessions } from './sessions.ts';
import { operators } from './tables.ts';
import { acceptedStep, encryptTotpSecret, newTotpSecret, totpSecretOf } from './totpSecrets.ts';

/** The issuer an authenticator app shows beside the operator's email. */
export const TOTP_ISSUER = 'Bourse';

/** `POST /api/admin/totp/setup`: a new, unconfirmed secret replacing any earlier one. */
export async function setupOperatorTotp(
  ctx: AppContext,
  operatorId: number,
): Promise<OperatorTotpSetup> {
  const op = (await findOperator(ctx.db, operatorId)) ?? fail('errors.sessionInvalid');
  const secret = newTotpSecret();
  const [row] = await ctx.db
    .update(operators)
    .set({
      totpSecret: encryptTotpSecret(ctx.config.codeSecret, op.id, secret),
      totpLastStep: null,
    })
    .where(and(eq(operators.id, op.id), isNull(operators.totpEnabledAt)))
    .returning({ id: operators.id });
  if (!row) fail('errors.operatorTotpAlreadyEnabled');
  const uri = otpauthUri({ issuer: TOTP_ISSUER, account: op.email, secret });
  const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 256 });
  return { secret, otpauth_uri: uri, qr };
}

/**
 * `POST /api/admin/totp/enable`: the set-up confirmed with a code; audited. The calling
 * session keeps going with its role's rights; every other session of the operator ends.
 */
export async function enableOperatorTotp(
  ctx: AppContext,
  operator: { id: number; sessionId: number },
  code: string,
): Promise<OperatorInfo> {
  const op = (await findOperator(ctx.db, operator.id)) ?? fail('errors.sessionInvalid');
  if (op.totpEnabledAt) fail('errors.operatorTotpAlreadyEnabled');
  const secret = totpSecretOf(ctx.config.codeSecret, op) ?? fail('errors.operatorTotpNotSetUp');
  const now = ctx.clock.now();
  const step = acceptedStep(secret, code, wallTimeOf(ctx.clock).getTime(), op.totpLastStep);
  if (step === null) fail('errors.operatorTotpInvalid');
  return ctx.db.transaction(async (tx) => {
    // The very secret that was checked, still unconfirmed: a set-up in between replaced it.
    const [row] = await tx
      .update(operators)
      .set({ totpEnabledAt: now, totpLastStep: step })
      .where(
        and(
          eq(operators.id, op.id),
          isNull(operators.totpEnabledAt),
          eq(operators.totpSecret, op.totpSecret!),
        ),
      )
      .returning();
    if (!row) return fail('errors.operatorTotpInvalid');
    // The session that proved the code goes on with its role's rights; any other session,
    // opened with the password alone before, ends.
    await revokeAllOperatorSessions(tx, ctx.clock, op.id, operator.sessionId);
    await recordAudit(tx, {
      operatorId: op.id,
      action: 'operator.totpEnable',
      targetTable: 'operators',
      targetId: op.id,
      reason: null,
      at: now,
    });
    return operatorInfo(row!);
  });
}

/** `npm run admin -- reset-totp`: the factor cleared and every session ended; audited. */
export async function resetOperatorTotp(
  db: Db,
  clock: Clock,
  email: string,
  actor: Actor,
): Promise<OperatorInfo> {
  const op = (await findOperatorByEmail(db, email)) ?? fail('errors.operatorNotFound');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(operators)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(operators.id, op.id))
      .returning();
    await revokeAllOperatorSessions(tx, clock, op.id);
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      action: 'operator.totpReset',
      targetTable: 'operators',
      targetId: op.id,
      reason: actor.reason,
      detail: { was_enabled: op.totpEnabledAt !== null },
      at: clock.now(),
    });
    return operatorInfo(row!);
  });
}
