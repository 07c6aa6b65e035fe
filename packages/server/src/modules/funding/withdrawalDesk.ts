/**
 * Withdrawal history and the finance desk's decision. Each decision claims its row with
 * an update that only changes a pending row, refuses a decided row, writes the audit row
 * and posts through the ledger in one transaction, shared with other callers' postings (the
 * ledger's group commit).
 */
import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  Exact,
  DeskQueue,
  JournalReason,
  type BalanceBucket,
  WithdrawalStatus,
  toPlain,
  type AdminWithdrawalView,
  type Page,
  type WithdrawalView,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { auditRow, settleDeskClaim, withDeskClaims } from '../admin/index.ts';
import { noticeRow } from '../content/index.ts';
import {
  postTogether,
  systemOwner,
  userOwner,
  type Entry,
  type JournalInput,
  type Owner,
} from '../ledger/index.ts';
import { currencies } from '../system/index.ts';
import { deskSearch, users } from '../users/index.ts';
import { withdrawals } from './tables.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { accountNameOf, withdrawalView, type WithdrawalRow } from './views.ts';
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
  claim: null,
});

/** `GET /api/admin/withdrawals`: the pending queue oldest first unless another status is asked. */
export async function listWithdrawalsForDesk(
  db: DbOrTx,
  query: { page: number; limit: number; status?: WithdrawalStatus | '' | undefined; q?: string },
): Promise<Page<AdminWithdrawalView>> {
  const status = query.status === undefined ? WithdrawalStatus.pending : query.status;
  const where = and(
    status ? eq(withdrawals.status, status) : undefined,
    deskSearch(query.q, { itemId: withdrawals.id, userId: withdrawals.userId }),
  );
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
    data: await withDeskClaims(
      db,
      DeskQueue.withdrawals,
      rows.map((r) => deskView(r.row, r.currencyName, r.account)),
      (w) => w.id,
    ),
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
 *
 * The row is claimed by a conditional update (only a pending row changes; a second
 * decision waits for the first's row lock, then finds it decided), which also returns what
 * the reply shows. A hash used before is refused by the unique index on `tx_hash`. The
 * ledger posts last, once for the whole group, so the `external` and `fees` rows are held
 * only from its statement to COMMIT.
 */
export async function decideWithdrawal(
  ctx: AppContext,
  decision: WithdrawalDecision,
): Promise<AdminWithdrawalView> {
  const { operatorId, withdrawalId, approve } = decision;
  const at = ctx.clock.now();
  try {
    const { userAccount, currencyName, ...row } = await postTogether(ctx, async (tx, ledger) => {
      // Refused while another operator holds the withdrawal's desk claim; a decision ends it.
      await settleDeskClaim(tx, DeskQueue.withdrawals, withdrawals.id, withdrawalId, operatorId);
      const [withdrawal] = await tx
        .update(withdrawals)
        .set({
          status: approve ? WithdrawalStatus.approved : WithdrawalStatus.rejected,
          txHash: approve ? decision.txHash : null,
          reason: approve ? null : decision.reason,
          decidedBy: operatorId,
          decidedAt: at,
        })
        .where(
          and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, WithdrawalStatus.pending)),
        )
        .returning({
          ...getTableColumns(withdrawals),
          userAccount: sql<string>`(select ${users.account} from ${users} where ${users.id} = ${withdrawals.userId})`,
          currencyName: sql<string>`(select ${currencies.name} from ${currencies} where ${currencies.id} = ${withdrawals.currencyId})`,
        });
      if (!withdrawal) return refuseDecision(tx, withdrawalId);
      // Written by the group's ledger statement, beside the money it records.
      ledger.insert(
        auditRow({
          operatorId,
          action: approve ? 'withdrawal.approve' : 'withdrawal.reject',
          targetTable: WITHDRAWALS_TABLE,
          targetId: withdrawalId,
          reason: approve ? null : decision.reason,
          detail: {
            user_id: withdrawal.userId,
            currency: withdrawal.currencyId,
            account_type: withdrawal.accountType,
            amount: new Exact(withdrawal.amount).toFixed(),
            fee: new Exact(withdrawal.fee).toFixed(),
            ...(approve ? { tx_hash: decision.txHash } : {}),
          },
          at,
        }),
      );
      if (approve) {
        // The user's Messages say so, written by the same statement as the release.
        ledger.insert(
          noticeRow(at, withdrawal.userId, 'withdrawalSent', {
            amount: new Exact(withdrawal.amount).toFixed(),
            currency: withdrawal.currencyName,
            address: withdrawal.address,
            network: withdrawal.network,
          }),
        );
      }
      for (const journal of decisionJournals(withdrawal, decision, at)) ledger.post(journal);
      return () => withdrawal;
    });
    return deskView(row, currencyName, userAccount);
  } catch (error) {
    // A hash approved before, or two withdrawals approved with one hash at the same
    // moment: the unique index decides.
    if (isUniqueViolation(error)) fail('errors.txHashUsed');
    throw error;
  }
}

/**
 * The decision's journals, posted in one unit of work: approval pays the frozen amount to
 * `external` and the frozen fee to `fees`; rejection unfreezes both.
 */
function decisionJournals(
  row: WithdrawalRow,
  decision: WithdrawalDecision,
  at: Date,
): JournalInput[] {
  const account = accountNameOf(row.accountType);
  const user = userOwner(row.userId);
  const amount = new Exact(row.amount);
  const fee = new Exact(row.fee);
  const ref = { table: WITHDRAWALS_TABLE, id: row.id };
  const leg = (owner: Owner, bucket: BalanceBucket, value: Exact): Entry => ({
    owner,
    account,
    currency: row.currencyId,
    bucket,
    amount: value,
  });
  const posted: JournalInput[] = [];
  if (!decision.approve) {
    posted.push({
      idempotencyKey: `withdrawal:${row.id}:unfreeze`,
      reason: JournalReason.unfreeze,
      ref,
      at,
      entries: [
        leg(user, 'frozen', amount.plus(fee).negated()),
        leg(user, 'available', amount.plus(fee)),
      ],
    });
    return posted;
  }
  posted.push({
    idempotencyKey: `withdrawal:${row.id}:pay`,
    reason: JournalReason.withdraw,
    ref,
    at,
    memo: decision.txHash,
    entries: [
      leg(user, 'frozen', amount.negated()),
      leg(systemOwner('external'), 'available', amount),
    ],
  });
  if (fee.gt(0)) {
    posted.push({
      idempotencyKey: `withdrawal:${row.id}:fee`,
      reason: JournalReason.fee,
      ref,
      at,
      entries: [leg(user, 'frozen', fee.negated()), leg(systemOwner('fees'), 'available', fee)],
    });
  }
  return posted;
}

/** Why a withdrawal could not be decided: there is none, or it was decided before. */
async function refuseDecision(tx: DbOrTx, withdrawalId: number): Promise<never> {
  const [row] = await tx
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(eq(withdrawals.id, withdrawalId));
  return fail(row ? 'errors.withdrawalDecided' : 'errors.withdrawalNotFound');
}
