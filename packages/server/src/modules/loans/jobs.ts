/**
 * The loan job (jobs/scheduler.ts, every 10 s, one runner per deployment): offers past
 * their time expire; each active loan, claimed FOR UPDATE SKIP LOCKED in its own
 * transaction (two runners never work on one loan, and a repayment holding it is left to
 * finish), gets its ended days written and is force-closed when its risk rate at the
 * recorded index is below its level. A repeated run writes nothing new.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import { LoanEnquiryStatus, LoanStatus } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { writeAccruals } from './accrual.ts';
import { coinById } from './config.ts';
import { forceCloseIfDue } from './risk.ts';
import { loanEnquiries, loans } from './tables.ts';

export interface LoanRun {
  /** Accrual rows written. */
  accrued: number;
  /** Loans force-closed. */
  liquidated: number;
  /** Offers expired. */
  expired: number;
}

export async function runLoanJobs(ctx: Pick<AppContext, 'db' | 'clock' | 'prices'>) {
  const now = ctx.clock.now();
  const run: LoanRun = { accrued: 0, liquidated: 0, expired: 0 };
  const expired = await ctx.db
    .update(loanEnquiries)
    .set({ status: LoanEnquiryStatus.expired, answeredAt: now })
    .where(
      and(
        eq(loanEnquiries.status, LoanEnquiryStatus.offered),
        lte(loanEnquiries.offerExpiresAt, now),
      ),
    )
    .returning({ id: loanEnquiries.id });
  run.expired = expired.length;
  const active = await ctx.db
    .select({ id: loans.id })
    .from(loans)
    .where(eq(loans.status, LoanStatus.active))
    .orderBy(asc(loans.id));
  for (const { id } of active) {
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(loans)
        .where(and(eq(loans.id, id), eq(loans.status, LoanStatus.active)))
        .for('update', { skipLocked: true });
      if (!row) return;
      const coin = await coinById(tx, row.loanCurrencyId);
      const { loan, written } = await writeAccruals(tx, row, coin.decimals, now, 'ended');
      run.accrued += written;
      if (await forceCloseIfDue(ctx, tx, loan)) run.liquidated++;
    });
  }
  return run;
}
