/**
 * The finance desk (`/api/admin/loans/*`, role finance; admin holds every role): the queue
 * of enquiries, a claim (one conditional UPDATE: of several operators exactly one holds an
 * enquiry, a loser is told who), an offer or a rejection by the holder, the loans with their
 * risk rates, and the market makers. Every decision writes an audit row in its transaction.
 * An operator never moves money and never changes a loan: money moves only when the
 * borrower accepts or repays, or when the job force-closes at the recorded index.
 */
import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  Exact,
  LOAN_LIMITS,
  LoanEnquiryStatus,
  loanRiskPercent,
  loanRiskShown,
  scaleOf,
  toPlain,
  type LoanDeskEnquiry,
  type LoanDeskLoan,
  type LoanListQuery,
  type LoanOfferBody,
  type LoanQueueQuery,
  type Page,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { operators, recordAudit } from '../admin/index.ts';
import { vipLevelOf } from '../vip/index.ts';
import { indexOf, isMarketMaker, loanCoin, loanSettings, type EnquiryRow } from './config.ts';
import { loanIdsOf } from './enquiries.ts';
import { loanEnquiries, loans } from './tables.ts';
import { enquiryItem, loanItem } from './views.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'prices'>;

async function operatorName(db: DbOrTx, id: number): Promise<string> {
  const [row] = await db
    .select({ name: operators.name })
    .from(operators)
    .where(eq(operators.id, id));
  return row?.name ?? `#${id}`;
}

async function deskItem(
  ctx: Ctx,
  row: EnquiryRow,
  loanId: number | null,
): Promise<LoanDeskEnquiry> {
  return {
    ...(await enquiryItem(ctx.db, row, loanId)),
    user_id: row.userId,
    vip_level: await vipLevelOf(ctx.db, row.userId),
    market_maker: await isMarketMaker(ctx.db, row.userId),
    claimed_by:
      row.claimedBy === null
        ? null
        : { id: row.claimedBy, name: await operatorName(ctx.db, row.claimedBy) },
  };
}

/** `GET /admin/loans/enquiries`: pending unclaimed first, then by id. */
export async function enquiryQueue(
  ctx: Ctx,
  query: LoanQueueQuery,
): Promise<Page<LoanDeskEnquiry>> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(loanEnquiries.status, query.status));
  if (query.user_id) filters.push(eq(loanEnquiries.userId, query.user_id));
  const where = filters.length ? and(...filters) : undefined;
  const rows = await ctx.db
    .select()
    .from(loanEnquiries)
    .where(where)
    .orderBy(
      sql`${loanEnquiries.status} <> 'pending'`,
      sql`${loanEnquiries.claimedBy} is not null`,
      asc(loanEnquiries.id),
    )
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await ctx.db.select({ n: count() }).from(loanEnquiries).where(where);
  const loanIds = await loanIdsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    data: await Promise.all(rows.map((r) => deskItem(ctx, r, loanIds.get(r.id) ?? null))),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

async function enquiryOf(db: DbOrTx, id: number, lock = false): Promise<EnquiryRow> {
  const query = db.select().from(loanEnquiries).where(eq(loanEnquiries.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? fail('errors.loanEnquiryNotFound');
}

/** `POST /admin/loans/enquiries/:id/claim`: taken when pending and unclaimed (or already this operator's). */
export async function claimEnquiry(ctx: Ctx, operatorId: number, id: number) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [won] = await tx
      .update(loanEnquiries)
      .set({ claimedBy: operatorId, claimedAt: now })
      .where(
        and(
          eq(loanEnquiries.id, id),
          eq(loanEnquiries.status, LoanEnquiryStatus.pending),
          or(isNull(loanEnquiries.claimedBy), eq(loanEnquiries.claimedBy, operatorId)),
        ),
      )
      .returning();
    if (won) {
      await recordAudit(tx, {
        operatorId,
        action: 'loan.claim',
        targetTable: 'loan_enquiries',
        targetId: id,
        reason: null,
        detail: { userId: won.userId },
        at: now,
      });
      return { id, claimed_by: { id: operatorId, name: await operatorName(tx, operatorId) } };
    }
    const row = await enquiryOf(tx, id);
    if (row.status !== LoanEnquiryStatus.pending) return fail('errors.loanEnquiryNotPending');
    return fail('errors.loanClaimedBy', { name: await operatorName(tx, row.claimedBy!) });
  });
}

/** The enquiry locked, pending and held by this operator. */
async function heldBy(db: DbOrTx, operatorId: number, id: number): Promise<EnquiryRow> {
  const row = await enquiryOf(db, id, true);
  if (row.status !== LoanEnquiryStatus.pending) return fail('errors.loanEnquiryNotPending');
  if (row.claimedBy !== operatorId) return fail('errors.loanNotClaimant');
  return row;
}

/**
 * `POST /admin/loans/enquiries/:id/offer`: the terms, checked at the recorded index: the
 * principal worth 500,000 to 10,000,000 USDT, the collateral worth between the initial risk
 * level (150%) and 3 times the loan (spec "up to 3x"). The overdue rate and the liquidation
 * level are the settings' now, fixed on the offer.
 */
export async function offerLoan(
  ctx: Ctx,
  operatorId: number,
  id: number,
  body: LoanOfferBody,
): Promise<EnquiryRow> {
  const [loanC, collateralC, settings] = await Promise.all([
    loanCoin(ctx.db, body.loan_currency),
    loanCoin(ctx.db, body.collateral_currency),
    loanSettings(ctx.db),
  ]);
  for (const [coin, value] of [
    [loanC, body.principal],
    [collateralC, body.collateral_amount],
  ] as const) {
    if (scaleOf(value) > coin.decimals) {
      return fail('errors.loanOfferDecimals', { currency: coin.name, decimals: coin.decimals });
    }
  }
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await heldBy(tx, operatorId, id);
    const loanIndex = await indexOf(ctx, loanC, tx);
    const collateralIndex = await indexOf(ctx, collateralC, tx);
    const value = new Exact(body.principal).times(loanIndex.price);
    if (value.lt(LOAN_LIMITS.minUsdt) || value.gt(LOAN_LIMITS.maxUsdt)) {
      return fail('errors.loanOfferPrincipal', {
        min: LOAN_LIMITS.minUsdt,
        max: LOAN_LIMITS.maxUsdt,
        principal: toPlain(body.principal),
        currency: loanC.name,
        value: value.toDecimalPlaces(2).toFixed(),
      });
    }
    const risk = loanRiskPercent(
      body.collateral_amount,
      collateralIndex.price,
      body.principal,
      loanIndex.price,
    );
    if (risk.lt(settings.initialPercent) || risk.gt(LOAN_LIMITS.maxInitialRiskPercent)) {
      return fail('errors.loanOfferRisk', {
        min: settings.initialPercent,
        max: LOAN_LIMITS.maxInitialRiskPercent,
        risk: loanRiskShown(risk),
      });
    }
    const expiresAt = new Date(now.getTime() + settings.offerHours * 3_600_000);
    const terms = {
      offerLoanCurrencyId: loanC.id,
      offerPrincipal: toPlain(body.principal),
      offerCollateralCurrencyId: collateralC.id,
      offerCollateralAmount: toPlain(body.collateral_amount),
      offerDailyPercent: toPlain(body.daily_percent),
      offerOverduePercent: settings.overduePercent,
      offerLiquidationPercent: settings.liquidationPercent,
      offerTermDays: body.term_days,
      offerRiskPercent: loanRiskShown(risk),
      offerExpiresAt: expiresAt,
    };
    const [offered] = await tx
      .update(loanEnquiries)
      .set({ ...terms, status: LoanEnquiryStatus.offered, decidedBy: operatorId, decidedAt: now })
      .where(eq(loanEnquiries.id, row.id))
      .returning();
    await recordAudit(tx, {
      operatorId,
      action: 'loan.offer',
      targetTable: 'loan_enquiries',
      targetId: id,
      reason: null,
      detail: {
        userId: row.userId,
        ...terms,
        offerExpiresAt: expiresAt.toISOString(),
        index: { collateral: collateralIndex, loan: loanIndex },
      },
      at: now,
    });
    return offered!;
  });
}

/** `POST /admin/loans/enquiries/:id/reject {reason}`: the user reads the reason. */
export async function rejectEnquiry(
  ctx: Ctx,
  operatorId: number,
  id: number,
  reason: string,
): Promise<EnquiryRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await heldBy(tx, operatorId, id);
    const [rejected] = await tx
      .update(loanEnquiries)
      .set({
        status: LoanEnquiryStatus.rejected,
        rejectReason: reason,
        decidedBy: operatorId,
        decidedAt: now,
      })
      .where(eq(loanEnquiries.id, row.id))
      .returning();
    await recordAudit(tx, {
      operatorId,
      action: 'loan.reject',
      targetTable: 'loan_enquiries',
      targetId: id,
      reason,
      detail: { userId: row.userId },
      at: now,
    });
    return rejected!;
  });
}

/** `GET /admin/loans/list`: loans with their risk rate at the recorded index now. */
export async function deskLoans(ctx: Ctx, query: LoanListQuery): Promise<Page<LoanDeskLoan>> {
  const where = query.status ? eq(loans.status, query.status) : undefined;
  const rows = await ctx.db
    .select()
    .from(loans)
    .where(where)
    .orderBy(desc(loans.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await ctx.db.select({ n: count() }).from(loans).where(where);
  const data: LoanDeskLoan[] = [];
  for (const row of rows) data.push({ ...(await loanItem(ctx, row)), user_id: row.userId });
  return { data, total: total?.n ?? 0, page: query.page, limit: query.limit };
}
