/**
 * Risk rate = collateral x its index / (debt x the loan coin's index), in percent (shared
 * `loanRiskPercent`); the debt is what repaying now would cost (days begun). Below the
 * loan's liquidation level (110%, fixed at the offer) the job force-closes it at the
 * recorded index, in one transaction under the loan's row lock: collateral worth the debt
 * (rounded up, capped at all of it) goes from the borrower's frozen balance to the loan
 * pool, the rest is unfrozen back; the prices, their source and second are kept on the row,
 * and what the collateral could not cover is recorded as the pool's loss.
 */
import { eq } from 'drizzle-orm';
import {
  JournalReason,
  LoanStatus,
  loanLiquidation,
  loanLiquidationPrice,
  loanRiskPercent,
  type Exact,
} from '@bourse/shared';
import type { AppContext, IndexQuote } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { LedgerBatch, journals, userOwner } from '../ledger/index.ts';
import type { Currency } from '../system/index.ts';
import { debtAt, writeAccruals, type LoanDebt } from './accrual.ts';
import {
  LOAN_ACCOUNT,
  LOANS_TABLE,
  coinById,
  indexOf,
  isStable,
  loanPool,
  type LoanRow,
} from './config.ts';
import { loans } from './tables.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'prices'>;

export interface LoanState {
  loan: LoanRow;
  loanCoin: Currency;
  collateralCoin: Currency;
  debt: LoanDebt;
  collateralIndex: IndexQuote;
  loanIndex: IndexQuote;
  risk: Exact;
  liquidation: { price: string; of: 'collateral' | 'loan' } | null;
}

/** The loan at `now` on the recorded index: debt, risk rate and liquidation price. */
export async function loanState(
  ctx: Ctx,
  db: DbOrTx,
  loan: LoanRow,
  now: Date,
): Promise<LoanState> {
  const [loanCoin, collateralCoin] = await Promise.all([
    coinById(db, loan.loanCurrencyId),
    coinById(db, loan.collateralCurrencyId),
  ]);
  const collateralIndex = await indexOf(ctx, collateralCoin, db);
  const loanIndex = await indexOf(ctx, loanCoin, db);
  const debt = debtAt(loan, loanCoin.decimals, now);
  return {
    loan,
    loanCoin,
    collateralCoin,
    debt,
    collateralIndex,
    loanIndex,
    risk: loanRiskPercent(loan.collateralAmount, collateralIndex.price, debt.debt, loanIndex.price),
    liquidation: loanLiquidationPrice({
      collateral: loan.collateralAmount,
      collateralIndex: collateralIndex.price,
      collateralStable: isStable(collateralCoin),
      debt: debt.debt,
      loanIndex: loanIndex.price,
      loanStable: isStable(loanCoin),
      liquidationPercent: loan.liquidationPercent,
    }),
  };
}

/** Spec: "forced close when the risk rate is below 110%" (strictly below). */
export const belowLiquidation = (s: LoanState): boolean => s.risk.lt(s.loan.liquidationPercent);

/**
 * Force-closes `locked` (its row lock held, status active) when its risk rate at the
 * recorded index of this second is below its level; false (nothing written) otherwise.
 */
export async function forceCloseIfDue(ctx: Ctx, tx: Tx, locked: LoanRow): Promise<boolean> {
  const now = ctx.clock.now();
  const state = await loanState(ctx, tx, locked, now);
  if (!belowLiquidation(state)) return false;
  const { loan } = await writeAccruals(tx, locked, state.loanCoin.decimals, now, 'begun');
  const split = loanLiquidation({
    collateral: loan.collateralAmount,
    collateralIndex: state.collateralIndex.price,
    collateralDecimals: state.collateralCoin.decimals,
    debt: state.debt.debt,
    loanIndex: state.loanIndex.price,
    loanDecimals: state.loanCoin.decimals,
  });
  const sources = [state.collateralIndex.source, state.loanIndex.source];
  await tx
    .update(loans)
    .set({
      status: LoanStatus.liquidated,
      closedAt: now,
      soldCollateral: split.sold.toFixed(),
      returnedCollateral: split.returned.toFixed(),
      shortfall: split.shortfall.toFixed(),
      closeCollateralPrice: state.collateralIndex.price,
      closeLoanPrice: state.loanIndex.price,
      closePriceSource: sources[0] === sources[1] ? sources[0]! : sources.join(' / '),
      closePriceAt: state.collateralIndex.at,
    })
    .where(eq(loans.id, loan.id));
  const user = { owner: userOwner(loan.userId), account: LOAN_ACCOUNT };
  const ref = { table: LOANS_TABLE, id: loan.id };
  const batch = new LedgerBatch();
  batch.post(
    journals.settleFrozen({
      from: user,
      to: loanPool,
      currency: loan.collateralCurrencyId,
      amount: split.sold,
      reason: JournalReason.loanLiquidation,
      idempotencyKey: `${LOANS_TABLE}:${loan.id}:liquidation`,
      ref,
      at: now,
    }),
  );
  if (split.returned.gt(0)) {
    batch.post(
      journals.unfreeze({
        side: user,
        currency: loan.collateralCurrencyId,
        amount: split.returned,
        reason: JournalReason.loanCollateral,
        idempotencyKey: `${LOANS_TABLE}:${loan.id}:release`,
        ref,
        at: now,
      }),
    );
  }
  await batch.commit(tx, now);
  return true;
}
