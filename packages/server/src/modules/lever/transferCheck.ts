/**
 * Money leaving the lever account (wallet transfers) must not bring the user's risk rate to
 * or below the maintenance level: equity - amount must stay above maintenance% x used
 * margin. The wallet calls this inside its transaction; it takes the user's lever lock so a
 * transfer and an open never both pass on the same money.
 *
 * The wallet's transfers share one transaction (the ledger's group commit) and their
 * journals are written at its end, so two transfers of one user in one group would both
 * see the balance before either. Each check therefore adds what it let out to a
 * transaction-local setting (`set_config(..., true)`: gone at commit, undone with a
 * rolled-back savepoint) that the next check of the same transaction subtracts.
 */
import { sql } from 'drizzle-orm';
import { Exact, toPlain } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { fail } from '../../http/errors.ts';
import { LEVER_CURRENCY, accountState, lockLeverUser } from './account.ts';

const STEP = new Exact('0.000001');

export async function leverTransferCheck(
  tx: DbOrTx,
  ctx: Pick<AppContext, 'prices'>,
  userId: number,
  currencyId: number,
  amount: string,
): Promise<void> {
  if (currencyId !== LEVER_CURRENCY) return;
  await lockLeverUser(tx, userId);
  const name = `bourse.lever_out_${userId}`;
  const [row] = rowsOf<{ v: string | null }>(
    await tx.execute(sql`select current_setting(${name}, true) as v`),
  );
  const earlier = new Exact(row?.v || '0');
  const state = await accountState(ctx, tx, userId);
  if (!state.risk.usedMargin.isZero()) {
    const floor = new Exact(state.settings.maintenancePercent)
      .div(100)
      .times(state.risk.usedMargin);
    const room = state.risk.equity.minus(earlier).minus(floor);
    if (!room.gt(amount)) {
      // The most that can leave: strictly below `room`, in USDT's steps, at most what is available.
      let most = room.toDecimalPlaces(6, Exact.ROUND_DOWN);
      if (most.eq(room)) most = most.minus(STEP);
      most = Exact.max(Exact.min(most, state.available.minus(earlier)), 0);
      fail('errors.leverTransferRisk', { max: toPlain(most), currency: 'USDT' });
    }
  }
  await tx.execute(sql`select set_config(${name}, ${earlier.plus(amount).toFixed()}, true)`);
}
