/**
 * `POST /loan/repay {id}`: the whole debt, early or at or after the term. Under the loan's
 * row lock (the job's forced close claims the same row, SKIP LOCKED, so the two never both
 * close it; concurrent repayments wait and find it closed): every interest and overdue day
 * begun is written (shared loan.ts: an early repayment pays the days begun, at least one),
 * the debt goes from the borrower's spot available in the loan coin to the loan pool
 * (`loans:<id>:repay`) and the collateral is unfrozen (`loans:<id>:release`). A short
 * balance refuses it and nothing is written.
 */
import { and, eq } from 'drizzle-orm';
import { Exact, JournalReason, LoanStatus } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { BalanceShortfall, LedgerBatch, journals, userOwner } from '../ledger/index.ts';
import type { Currency } from '../system/index.ts';
import { debtOf, writeAccruals } from './accrual.ts';
import { LOAN_ACCOUNT, LOANS_TABLE, coinById, loanPool, type LoanRow } from './config.ts';
import { loans } from './tables.ts';

export interface Repaid {
  loan: LoanRow;
  paid: Exact;
  loanCoin: Currency;
  collateralCoin: Currency;
}

export async function repayLoan(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  id: number,
): Promise<Repaid> {
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(loans)
      .where(and(eq(loans.id, id), eq(loans.userId, userId)))
      .for('update');
    if (!locked) return fail('errors.loanNotFound');
    if (locked.status !== LoanStatus.active) return fail('errors.loanClosed');
    const now = ctx.clock.now();
    const loanCoin = await coinById(tx, locked.loanCurrencyId);
    const collateralCoin = await coinById(tx, locked.collateralCurrencyId);
    const { loan } = await writeAccruals(tx, locked, loanCoin.decimals, now, 'begun');
    const paid = debtOf(loan, loanCoin.decimals).debt;
    const [closed] = await tx
      .update(loans)
      .set({ status: LoanStatus.repaid, closedAt: now, repaidAmount: paid.toFixed() })
      .where(eq(loans.id, id))
      .returning();
    const user = { owner: userOwner(userId), account: LOAN_ACCOUNT };
    const ref = { table: LOANS_TABLE, id };
    const batch = new LedgerBatch();
    batch.post(
      journals.transfer({
        from: user,
        to: loanPool,
        currency: loan.loanCurrencyId,
        amount: paid,
        reason: JournalReason.loanRepay,
        idempotencyKey: `${LOANS_TABLE}:${id}:repay`,
        ref,
        at: now,
      }),
    );
    batch.post(
      journals.unfreeze({
        side: user,
        currency: loan.collateralCurrencyId,
        amount: new Exact(loan.collateralAmount),
        reason: JournalReason.loanCollateral,
        idempotencyKey: `${LOANS_TABLE}:${id}:release`,
        ref,
        at: now,
      }),
    );
    try {
      await batch.commit(tx, now);
    } catch (error) {
      if (error instanceof BalanceShortfall) {
        return fail('errors.insufficientBalanceOf', { currency: loanCoin.name });
      }
      throw error;
    }
    return { loan: closed!, paid, loanCoin, collateralCoin };
  });
}
