/** What the IEO module fixes: the account it holds and pays in, its lock, its table names. */
import { sql } from 'drizzle-orm';
import type { AccountTypeName } from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';

/** Spot ("change", 2): the account the client's balance check reads (`/wallet/detail type=change`). */
export const IEO_ACCOUNT: AccountTypeName = 'change';

/** USDT: pegged at 1, needs no recorded tick. */
export const IEO_USDT = 3;

/** The journal and row names: `ieo_projects:<id>:issue`, `ieo_subscriptions:<id>:<what>`. */
export const IEO_PROJECTS_TABLE = 'ieo_projects';
export const IEO_SUBSCRIPTIONS_TABLE = 'ieo_subscriptions';

/** Advisory lock space of one user's IEO subscriptions ("ieo"). */
const IEO_LOCK_SPACE = 0x69656f;

/**
 * A user's subscriptions are checked and written one at a time: the per-user maximum is a
 * sum over the user's rows, so two requests at once must not both see the old sum.
 */
export async function lockIeoUser(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IEO_LOCK_SPACE}::int, ${userId}::int)`);
}
