/**
 * The replies of `/api/loan/*` and the desk: ids numbers, amounts plain strings, times
 * 10-digit seconds. A loan's figures come from risk.ts (the recorded index now) while it is
 * active, from its row once closed.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  LOAN_DAY_MS,
  LoanAccrualKind,
  LoanStatus,
  loanDayAmount,
  loanRiskShown,
  toPlain,
  type Exact,
  type LoanAccrualItem,
  type LoanDetail,
  type LoanEnquiryItem,
  type LoanIndexUsed,
  type LoanItem,
} from '@bourse/shared';
import type { AppContext, IndexQuote } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { debtOf } from './accrual.ts';
import { coinById, type EnquiryRow, type LoanRow } from './config.ts';
import { loanState } from './risk.ts';
import { loanAccruals, loans } from './tables.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'prices'>;

export const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const plain = (v: string | null) => (v === null ? null : toPlain(v));

export async function enquiryItem(
  db: DbOrTx,
  row: EnquiryRow,
  loanId: number | null,
): Promise<LoanEnquiryItem> {
  const name = async (id: number | null) => (id === null ? '' : (await coinById(db, id)).name);
  let offer: LoanEnquiryItem['offer'] = null;
  if (row.offerPrincipal !== null && row.offerLoanCurrencyId !== null) {
    const loanCoin = await coinById(db, row.offerLoanCurrencyId);
    const daily = loanDayAmount(row.offerPrincipal, row.offerDailyPercent!, loanCoin.decimals);
    offer = {
      loan_currency: loanCoin.name,
      principal: toPlain(row.offerPrincipal),
      collateral_currency: await name(row.offerCollateralCurrencyId),
      collateral_amount: toPlain(row.offerCollateralAmount!),
      daily_percent: toPlain(row.offerDailyPercent!),
      daily_interest: daily.toFixed(),
      term_interest: daily.times(row.offerTermDays!).toFixed(),
      overdue_daily_percent: toPlain(row.offerOverduePercent!),
      liquidation_risk_percent: toPlain(row.offerLiquidationPercent!),
      term_days: row.offerTermDays!,
      risk_percent: row.offerRiskPercent === null ? null : toPlain(row.offerRiskPercent),
      expires_at: seconds(row.offerExpiresAt!),
    };
  }
  return {
    id: row.id,
    status: row.status,
    amount: toPlain(row.amountUsdt),
    collateral_currency: await name(row.collateralCurrencyId),
    loan_currency: await name(row.loanCurrencyId),
    term_days: row.termDays,
    contact: row.contact,
    created_at: seconds(row.createdAt),
    offer,
    reject_reason: row.rejectReason,
    loan_id: loanId,
  };
}

const indexUsed = (q: IndexQuote): LoanIndexUsed => ({
  symbol: q.symbol,
  price: q.price,
  source: q.source,
  at: seconds(q.at),
});

interface Figures {
  item: LoanItem;
  interestDue: Exact;
  overdueDue: Exact;
  index: LoanDetail['index'];
}

async function figures(ctx: Ctx, loan: LoanRow): Promise<Figures> {
  const now = ctx.clock.now();
  const elapsedDays = Math.floor((now.getTime() - loan.startedAt.getTime()) / LOAN_DAY_MS);
  const left = Math.max(0, Math.ceil((loan.endsAt.getTime() - now.getTime()) / LOAN_DAY_MS));
  const [loanCoin, collateralCoin] = await Promise.all([
    coinById(ctx.db, loan.loanCurrencyId),
    coinById(ctx.db, loan.collateralCurrencyId),
  ]);
  const base = {
    id: loan.id,
    status: loan.status,
    loan_currency: loanCoin.name,
    principal: toPlain(loan.principal),
    collateral_currency: collateralCoin.name,
    collateral_amount: toPlain(loan.collateralAmount),
    daily_percent: toPlain(loan.dailyPercent),
    overdue_daily_percent: toPlain(loan.overduePercent),
    liquidation_risk_percent: toPlain(loan.liquidationPercent),
    term_days: loan.termDays,
    started_at: seconds(loan.startedAt),
    ends_at: seconds(loan.endsAt),
    closed_at: loan.closedAt ? seconds(loan.closedAt) : null,
    repaid_amount: plain(loan.repaidAmount),
    sold_collateral: plain(loan.soldCollateral),
    returned_collateral: plain(loan.returnedCollateral),
    shortfall: plain(loan.shortfall),
  };
  const written = debtOf(loan, loanCoin.decimals);
  const accrued = written.interest.plus(written.overdue).toFixed();
  if (loan.status !== LoanStatus.active) {
    return {
      item: {
        ...base,
        debt: loan.repaidAmount ? toPlain(loan.repaidAmount) : written.debt.toFixed(),
        accrued,
        risk_percent: null,
        liquidation_price: null,
        days_left: 0,
        days_overdue: written.overdueDays,
        close_index:
          loan.closeCollateralPrice && loan.closePriceAt
            ? {
                symbol: collateralCoin.name,
                price: loan.closeCollateralPrice,
                source: loan.closePriceSource ?? '',
                at: seconds(loan.closePriceAt),
              }
            : null,
      },
      interestDue: written.interest,
      overdueDue: written.overdue,
      index: null,
    };
  }
  const state = await loanState(ctx, ctx.db, loan, now);
  return {
    item: {
      ...base,
      debt: state.debt.debt.toFixed(),
      accrued,
      risk_percent: loanRiskShown(state.risk),
      liquidation_price: state.liquidation,
      days_left: left,
      days_overdue: Math.max(0, elapsedDays - loan.termDays),
      close_index: null,
    },
    interestDue: state.debt.interest,
    overdueDue: state.debt.overdue,
    index: { collateral: indexUsed(state.collateralIndex), loan: indexUsed(state.loanIndex) },
  };
}

export const loanItem = async (ctx: Ctx, loan: LoanRow): Promise<LoanItem> =>
  (await figures(ctx, loan)).item;

/** `GET /api/loan/list`: the caller's loans, newest first. */
export async function listLoans(ctx: Ctx, userId: number): Promise<LoanItem[]> {
  const rows = await ctx.db
    .select()
    .from(loans)
    .where(eq(loans.userId, userId))
    .orderBy(desc(loans.id))
    .limit(100);
  return Promise.all(rows.map((row) => loanItem(ctx, row)));
}

/** `GET /api/loan/detail?id=`: another user's loan is as unknown as a missing one. */
export async function loanDetail(ctx: Ctx, userId: number, id: number): Promise<LoanDetail> {
  const [loan] = await ctx.db
    .select()
    .from(loans)
    .where(and(eq(loans.id, id), eq(loans.userId, userId)));
  if (!loan) return fail('errors.loanNotFound');
  const f = await figures(ctx, loan);
  const rows = await ctx.db
    .select()
    .from(loanAccruals)
    .where(eq(loanAccruals.loanId, id))
    .orderBy(asc(loanAccruals.kind), asc(loanAccruals.day));
  const dayStart = (kind: string, day: number) =>
    (kind === LoanAccrualKind.interest ? loan.startedAt : loan.endsAt).getTime() +
    (day - 1) * LOAN_DAY_MS;
  const accruals: LoanAccrualItem[] = rows.map((r) => ({
    day: r.day,
    kind: r.kind,
    amount: toPlain(r.amount),
    at: Math.floor(dayStart(r.kind, r.day) / 1000),
  }));
  return {
    ...f.item,
    interest_due: f.interestDue.toFixed(),
    overdue_due: f.overdueDue.toFixed(),
    accruals,
    index: f.index,
  };
}
