/**
 * `POST /loan/accept {id}`: the borrower takes an operator's offer. In one transaction under
 * the enquiry's row lock: the offer must stand (not answered, not expired), the risk rate at
 * the recorded index must still be above the liquidation level (else the loan would be
 * closed at once), then the loan row is written with the offer's terms, the collateral is
 * frozen in the borrower's spot account (`loans:<id>:collateral`) and the principal paid
 * from the loan pool to it (`loans:<id>:disburse`), one LedgerBatch. A short balance or a
 * short pool refuses it and nothing is written.
 */
import { eq } from 'drizzle-orm';
import {
  Exact,
  JournalReason,
  LOAN_DAY_MS,
  LoanEnquiryStatus,
  LoanStatus,
  loanDayAmount,
  loanRiskPercent,
  loanRiskShown,
  toPlain,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { BalanceShortfall, LedgerBatch, journals, userOwner } from '../ledger/index.ts';
import type { Currency } from '../system/index.ts';
import {
  LOAN_ACCOUNT,
  LOANS_TABLE,
  coinById,
  indexOf,
  loanPool,
  type EnquiryRow,
  type LoanRow,
} from './config.ts';
import { ownEnquiry } from './enquiries.ts';
import { loanEnquiries, loans } from './tables.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'prices'>;

export interface Accepted {
  loan: LoanRow;
  loanCoin: Currency;
  collateralCoin: Currency;
}

export async function acceptOffer(ctx: Ctx, userId: number, id: number): Promise<Accepted> {
  return ctx.db.transaction(async (tx) => {
    const row = await ownEnquiry(tx, userId, id, true);
    const now = ctx.clock.now();
    if (row.status === LoanEnquiryStatus.expired) return fail('errors.loanOfferExpired');
    if (row.status !== LoanEnquiryStatus.offered) return fail('errors.loanNoOffer');
    if (row.offerExpiresAt!.getTime() <= now.getTime()) return fail('errors.loanOfferExpired');
    await refuseBelowLevel(ctx, tx, row);
    return openLoan(tx, row, now);
  });
}

/** The risk rate at the recorded index now must be above the offer's liquidation level. */
async function refuseBelowLevel(ctx: Ctx, tx: Tx, row: EnquiryRow): Promise<void> {
  const loanCoin = await coinById(tx, row.offerLoanCurrencyId!);
  const collateralCoin = await coinById(tx, row.offerCollateralCurrencyId!);
  // Repaying at once owes one day's interest: the debt the job would weigh now.
  const debt = new Exact(row.offerPrincipal!).plus(
    loanDayAmount(row.offerPrincipal!, row.offerDailyPercent!, loanCoin.decimals),
  );
  const risk = loanRiskPercent(
    row.offerCollateralAmount!,
    (await indexOf(ctx, collateralCoin, tx)).price,
    debt,
    (await indexOf(ctx, loanCoin, tx)).price,
  );
  if (!risk.gt(row.offerLiquidationPercent!)) {
    fail('errors.loanRiskTooLow', {
      risk: loanRiskShown(risk),
      level: toPlain(row.offerLiquidationPercent!),
    });
  }
}

/**
 * Writes the loan of an offered enquiry and posts its two journals; the caller holds the
 * enquiry's row lock (and, but for the demo seed, checked the risk rate).
 */
export async function openLoan(tx: Tx, row: EnquiryRow, now: Date): Promise<Accepted> {
  const loanCoin = await coinById(tx, row.offerLoanCurrencyId!);
  const collateralCoin = await coinById(tx, row.offerCollateralCurrencyId!);
  const [loan] = await tx
    .insert(loans)
    .values({
      enquiryId: row.id,
      userId: row.userId,
      loanCurrencyId: loanCoin.id,
      principal: row.offerPrincipal!,
      collateralCurrencyId: collateralCoin.id,
      collateralAmount: row.offerCollateralAmount!,
      dailyPercent: row.offerDailyPercent!,
      overduePercent: row.offerOverduePercent!,
      liquidationPercent: row.offerLiquidationPercent!,
      termDays: row.offerTermDays!,
      startedAt: now,
      endsAt: new Date(now.getTime() + row.offerTermDays! * LOAN_DAY_MS),
      status: LoanStatus.active,
    })
    .returning();
  await tx
    .update(loanEnquiries)
    .set({ status: LoanEnquiryStatus.accepted, answeredAt: now })
    .where(eq(loanEnquiries.id, row.id));
  const user = { owner: userOwner(row.userId), account: LOAN_ACCOUNT };
  const ref = { table: LOANS_TABLE, id: loan!.id };
  const batch = new LedgerBatch();
  batch.post(
    journals.freeze({
      side: user,
      currency: collateralCoin.id,
      amount: new Exact(loan!.collateralAmount),
      reason: JournalReason.loanCollateral,
      idempotencyKey: `${LOANS_TABLE}:${loan!.id}:collateral`,
      ref,
      at: now,
    }),
  );
  batch.post(
    journals.transfer({
      from: loanPool,
      to: user,
      currency: loanCoin.id,
      amount: new Exact(loan!.principal),
      reason: JournalReason.loanDisburse,
      idempotencyKey: `${LOANS_TABLE}:${loan!.id}:disburse`,
      ref,
      at: now,
    }),
  );
  try {
    await batch.commit(tx, now);
  } catch (error) {
    if (error instanceof BalanceShortfall) {
      if (error.rows.some((r) => r.ownerKind === 'user')) {
        return fail('errors.insufficientBalanceOf', { currency: collateralCoin.name });
      }
      return fail('errors.loanPoolShort', {
        amount: toPlain(loan!.principal),
        currency: loanCoin.name,
      });
    }
    throw error;
  }
  return { loan: loan!, loanCoin, collateralCoin };
}
