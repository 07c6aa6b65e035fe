/**
 * Who may sign in (issue 15): an operator disables or enables a user, or ends every session
 * of theirs. Each change takes the user's row lock first (the login's final update takes
 * the same lock, so a login and a disable are ordered: see users' accounts.ts `login`),
 * writes its audit row in the same transaction, and only after the commit tells every
 * process to drop the user's cached sessions (`sessionsEnded`), as a password reset does.
 * Disabling a disabled user, or enabling an enabled one, is refused: of operators
 * deciding at once exactly one acts and is audited.
 */
import { eq } from 'drizzle-orm';
import type { AdminUserAccess } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { unixSeconds } from '../../clock.ts';
import { fail } from '../../http/errors.ts';
import { revokeAllSessions, sessionsEnded, users } from '../users/index.ts';
import { recordAudit } from './audit.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'sessions' | 'realtime'>;

const USERS_TABLE = 'users';

const seconds = (d: Date | null) => (d ? unixSeconds(d) : null);

/** The user's access columns under the row lock; refuses an id no user has. */
async function lockUser(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({ disabledAt: users.disabledAt, disabledReason: users.disabledReason })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? fail('errors.userUnknown');
}

const accessView = (
  userId: number,
  disabledAt: Date | null,
  disabledReason: string | null,
  revoked: number,
): AdminUserAccess => ({
  user_id: userId,
  disabled: disabledAt !== null,
  disabled_at: seconds(disabledAt),
  disabled_reason: disabledReason,
  sessions_revoked: revoked,
});

/** `POST /api/admin/users/:id/disable`: no more sign-ins, every session ended. */
export async function disableUser(
  ctx: Ctx,
  operatorId: number,
  userId: number,
  reason: string,
): Promise<AdminUserAccess> {
  const at = ctx.clock.now();
  const view = await ctx.db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    if (before.disabledAt) return fail('errors.userAlreadyDisabled');
    await tx
      .update(users)
      .set({ disabledAt: at, disabledReason: reason })
      .where(eq(users.id, userId));
    const revoked = await revokeAllSessions(tx, ctx.clock, userId);
    await recordAudit(tx, {
      operatorId,
      action: 'user.disable',
      targetTable: USERS_TABLE,
      targetId: userId,
      reason,
      detail: {
        before: { disabled_at: null, disabled_reason: null },
        after: { disabled_at: seconds(at), disabled_reason: reason },
        sessions_revoked: revoked,
      },
      at,
    });
    return accessView(userId, at, reason, revoked);
  });
  sessionsEnded(ctx, userId, 'all');
  return view;
}

/** `POST /api/admin/users/:id/enable`: the user may sign in again (their old sessions stay ended). */
export async function enableUser(
  ctx: Ctx,
  operatorId: number,
  userId: number,
  reason: string,
): Promise<AdminUserAccess> {
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    if (!before.disabledAt) return fail('errors.userNotDisabled');
    await tx
      .update(users)
      .set({ disabledAt: null, disabledReason: null })
      .where(eq(users.id, userId));
    await recordAudit(tx, {
      operatorId,
      action: 'user.enable',
      targetTable: USERS_TABLE,
      targetId: userId,
      reason,
      detail: {
        before: { disabled_at: seconds(before.disabledAt), disabled_reason: before.disabledReason },
        after: { disabled_at: null, disabled_reason: null },
      },
      at,
    });
    return accessView(userId, null, null, 0);
  });
}

/** `POST /api/admin/users/:id/revoke-sessions`: every live session ends; the account stays as it is. */
export async function revokeUserSessions(
  ctx: Ctx,
  operatorId: number,
  userId: number,
  reason: string,
): Promise<AdminUserAccess> {
  const at = ctx.clock.now();
  const view = await ctx.db.transaction(async (tx) => {
    const state = await lockUser(tx, userId);
    const revoked = await revokeAllSessions(tx, ctx.clock, userId);
    await recordAudit(tx, {
      operatorId,
      action: 'user.revokeSessions',
      targetTable: USERS_TABLE,
      targetId: userId,
      reason,
      detail: { count: revoked },
      at,
    });
    return accessView(userId, state.disabledAt, state.disabledReason, revoked);
  });
  sessionsEnded(ctx, userId, 'all');
  return view;
}
