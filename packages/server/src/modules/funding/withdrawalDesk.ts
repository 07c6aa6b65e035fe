/**
 * Withdrawal history and the finance desk's decision. Each decision claims its row with
 * SELECT ... FOR UPDATE, refuses a decided row, posts through the ledger and writes the
 * audit row in one transaction.
 */
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  Exact,
  JournalReason,
  WithdrawalStatus,
  toPlain,
  type AdminWithdrawalView,
  type Page,
  type WithdrawalView,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { recordAudit } from '../admin/index.ts';
import { settleFrozen, systemOwner, unfreeze, userOwner } from '../ledger/index.ts';
import { currencies } from '../system/index.ts';
import { users } from '../users/index.ts';
import { withdrawals } from './tables.ts';
import { accountNameOf, isUniqueViolation, withdrawalView, type WithdrawalRow } from './views.ts';
import { WITHDRAWALS_TABLE } from './withdrawals.ts';

const whereCurrency = (currency: number | '' | undefined): SQL | undefined =>
  currency ? eq(withdrawals.currencyId, currency) : undefined;

/** `GET /user/withdraw/list`: the signed-in user's withdrawals, newest first. */
export async function listWithdrawals(
  db: DbOrTx,
  userId: number,
  query: { page: number; limit: number; currency?: number | '' | undefined },
): Promise<Page<WithdrawalView>> {
  const where = and(eq(withdrawals.userId, userId), whereCurrency(query.currency));
  const rows = await db
    .select({ row: withdrawals, currencyName: currencies.name })
    .from(withdrawals)
    .innerJoin(currencies, eq(currencies.id, withdrawals.currencyId))
    .where(where)
    .orderBy(desc(withdrawals.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  return {
    data: rows.map((r) => withdrawalView(r.row, r.currencyName)),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** The user's view plus what only the desk sees, among it the card's full payout details. */
const deskView = (
  row: WithdrawalRow,
  currencyName: string,
  account: string,
): AdminWithdrawalView => ({
  ...withdrawalView(row, currencyName),
  user_id: row.userId,
  user_account: account,
  decided_by: row.decidedBy,
  btc_value: toPlain(row.btcValue),
  payout_details: row.payoutDetails,
});

/** `GET /api/admin/withdrawals`: the pending queue oldest first unless another status is asked. */
export async function listWithdrawalsForDesk(
  db: DbOrTx,
  query: { page: number; limit: number; status?: WithdrawalStatus | '' | undefined },
): Promise<Page<AdminWithdrawalView>> {
  const status = query.status === undefined ? WithdrawalStatus.pending : query.status;
  const where = status ? eq(withdrawals.status, status) : undefined;
  const order = status === WithdrawalStatus.pending ? asc(withdrawals.id) : desc(withdrawals.id);
  const rows = await db
    .select({ row: withdrawals, currencyName: currencies.name, account: users.account })
    .from(withdrawals)
    .innerJoin(currencies, eq(currencies.id, withdrawals.currencyId))
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(where)
    .orderBy(order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  return {
    data: rows.map((r) => deskView(r.row, r.currencyName, r.account)),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

export type WithdrawalDecision =
  | { operatorId: number; withdrawalId: number; approve: true; txHash: string }
  | { operatorId: number; withdrawalId: number; approve: false; reason: string };

/**
 * Approve: the frozen amount goes to `external` (it left the platform in `txHash`) and the
 * frozen fee to `fees`. Reject: amount and fee are unfrozen. A decided row is refused.
 */
export async function decideWithdrawal(
  ctx: AppContext,
  decision: WithdrawalDecision,
): Promise<AdminWithdrawalView> {
  const { operatorId, withdrawalId, approve } = decision;
  const at = ctx.clock.now();
  const ref = { table: WITHDRAWALS_TABLE, id: withdrawalId };
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.id, withdrawalId))
        .for('update');
      if (!before) return fail('errors.withdrawalNotFound');
      if (before.status !== WithdrawalStatus.pending) return fail('errors.withdrawalDecided');
      if (approve) {
        const [seen] = await tx
          .select({ id: withdrawals.id })
          .from(withdrawals)
          .where(eq(withdrawals.txHash, decision.txHash));
        if (seen) fail('errors.txHashUsed');
      }
      const [after] = await tx
        .update(withdrawals)
        .set({
          status: approve ? WithdrawalStatus.approved : WithdrawalStatus.rejected,
          txHash: approve ? decision.txHash : null,
          reason: approve ? null : decision.reason,
          decidedBy: operatorId,
          decidedAt: at,
        })
        .where(eq(withdrawals.id, withdrawalId))
        .returning();
      const side = { owner: userOwner(before.userId), account: accountNameOf(before.accountType) };
      const amount = new Exact(before.amount);
      const fee = new Exact(before.fee);
      const currency = before.currencyId;
      if (approve) {
        await settleFrozen(tx, {
          from: side,
          to: { owner: systemOwner('external'), account: side.account },
          currency,
          amount,
          idempotencyKey: `withdrawal:${withdrawalId}:pay`,
          reason: JournalReason.withdraw,
          ref,
          at,
          memo: decision.txHash,
        });
        if (fee.gt(0)) {
          await settleFrozen(tx, {
            from: side,
            to: { owner: systemOwner('fees'), account: side.account },
            currency,
            amount: fee,
            idempotencyKey: `withdrawal:${withdrawalId}:fee`,
            reason: JournalReason.fee,
            ref,
            at,
          });
        }
      } else {
        await unfreeze(tx, {
          side,
          currency,
          amount: amount.plus(fee),
          idempotencyKey: `withdrawal:${withdrawalId}:unfreeze`,
          reason: JournalReason.unfreeze,
          ref,
          at,
        });
      }
      await recordAudit(tx, {
        operatorId,
        action: approve ? 'withdrawal.approve' : 'withdrawal.reject',
        targetTable: WITHDRAWALS_TABLE,
        targetId: withdrawalId,
        reason: approve ? null : decision.reason,
        detail: {
          user_id: before.userId,
          currency,
          account_type: before.accountType,
          amount: amount.toFixed(),
          fee: fee.toFixed(),
          ...(approve ? { tx_hash: decision.txHash } : {}),
        },
        at,
      });
      return after!;
    });
    const [owner] = await ctx.db
      .select({ account: users.account, currencyName: currencies.name })
      .from(users)
      .innerJoin(currencies, eq(currencies.id, row.currencyId))
      .where(eq(users.id, row.userId));
    return deskView(row, owner?.currencyName ?? '', owner?.account ?? '');
  } catch (error) {
    // Two withdrawals approved with one hash at the same moment: the unique index decides.
    if (isUniqueViolation(error)) fail('errors.txHashUsed');
    throw error;
  }
}
