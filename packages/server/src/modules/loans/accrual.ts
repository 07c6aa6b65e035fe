/**
 * A loan's debt: principal + each day's interest inside the term + each day's overdue
 * interest past it (shared loan.ts: days from the start instant in 86,400 s steps, each
 * day's amount rounded down to the loan coin). Accrual moves no money: it writes the days
 * as `loan_accruals` rows (unique per loan, day and kind, so a repeated or a second runner
 * writes a day once) and moves the loan's day counters, under the loan's row lock. Every
 * day of a kind is the same amount, so the debt follows from the counters; the rows explain
 * it to the user.
 */
import { eq } from 'drizzle-orm';
import {
  Exact,
  LoanAccrualKind,
  loanDayAmount,
  loanDaysDue,
  type LoanAccrualKind as Kind,
} from '@bourse/shared';
import type { Tx } from '../../db/client.ts';
import type { LoanRow } from './config.ts';
import { loanAccruals, loans } from './tables.ts';

export interface LoanDebt {
  dailyInterest: Exact;
  dailyOverdue: Exact;
  interestDays: number;
  overdueDays: number;
  interest: Exact;
  overdue: Exact;
  /** principal + interest + overdue. */
  debt: Exact;
}

/** The debt with `days` of each kind (at least the days already written). */
export function debtOf(
  loan: LoanRow,
  decimals: number,
  days: { interest: number; overdue: number } = {
    interest: loan.interestDays,
    overdue: loan.overdueDays,
  },
): LoanDebt {
  const dailyInterest = loanDayAmount(loan.principal, loan.dailyPercent, decimals);
  const dailyOverdue = loanDayAmount(loan.principal, loan.overduePercent, decimals);
  const interestDays = Math.max(days.interest, loan.interestDays);
  const overdueDays = Math.max(days.overdue, loan.overdueDays);
  const interest = dailyInterest.times(interestDays);
  const overdue = dailyOverdue.times(overdueDays);
  return {
    dailyInterest,
    dailyOverdue,
    interestDays,
    overdueDays,
    interest,
    overdue,
    debt: new Exact(loan.principal).plus(interest).plus(overdue),
  };
}

/** The days due at `now`: ended (the job) or begun (a repayment or a forced close). */
export function daysDue(loan: LoanRow, now: Date, mode: 'ended' | 'begun') {
  return loanDaysDue(loan.startedAt.getTime(), loan.termDays, now.getTime(), mode);
}

/** What repaying at `now` costs, nothing written. */
export const debtAt = (loan: LoanRow, decimals: number, now: Date): LoanDebt =>
  debtOf(loan, decimals, daysDue(loan, now, 'begun'));

/**
 * Writes the days due and not yet written; the caller holds the loan's row lock. Returns
 * the loan as it now stands and the number of rows written.
 */
export async function writeAccruals(
  tx: Tx,
  loan: LoanRow,
  decimals: number,
  now: Date,
  mode: 'ended' | 'begun',
): Promise<{ loan: LoanRow; written: number }> {
  const debt = debtOf(loan, decimals, daysDue(loan, now, mode));
  const rows: (typeof loanAccruals.$inferInsert)[] = [];
  const add = (kind: Kind, from: number, to: number, amount: Exact) => {
    for (let day = from + 1; day <= to; day++) {
      rows.push({ loanId: loan.id, day, kind, amount: amount.toFixed(), accruedAt: now });
    }
  };
  add(LoanAccrualKind.interest, loan.interestDays, debt.interestDays, debt.dailyInterest);
  add(LoanAccrualKind.overdue, loan.overdueDays, debt.overdueDays, debt.dailyOverdue);
  if (rows.length === 0) return { loan, written: 0 };
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insert(loanAccruals)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
  const [updated] = await tx
    .update(loans)
    .set({ interestDays: debt.interestDays, overdueDays: debt.overdueDays })
    .where(eq(loans.id, loan.id))
    .returning();
  return { loan: updated!, written: rows.length };
}
