/**
 * The borrower's side of an enquiry: the form (`POST /loan/apply`, VIP2+ or a market maker,
 * at most one open enquiry per user: a partial unique index, so two forms at once meet
 * there), withdrawing a pending one, declining an offer, and the list. Every query is
 * scoped to the signed-in user; another user's enquiry is as unknown as a missing one.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  LOAN_LIMITS,
  LoanEnquiryStatus,
  toPlain,
  type Lang,
  type LoanApplyBody,
  type LoanEnquiryItem,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { fail } from '../../http/errors.ts';
import { eligibilityOf, loanCoin, type EnquiryRow } from './config.ts';
import { loanEnquiries, loans } from './tables.ts';
import { enquiryItem } from './views.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export async function applyForLoan(
  ctx: Ctx,
  userId: number,
  lang: Lang,
  body: LoanApplyBody,
): Promise<EnquiryRow> {
  const eligibility = await eligibilityOf(ctx.db, userId, lang);
  if (!eligibility.eligible) {
    return fail('errors.loanNotEligible', {
      min: LOAN_LIMITS.minVip,
      level: eligibility.vip_level,
    });
  }
  const [collateral, loan] = await Promise.all([
    loanCoin(ctx.db, body.collateral_currency),
    loanCoin(ctx.db, body.loan_currency),
  ]);
  try {
    const [row] = await ctx.db
      .insert(loanEnquiries)
      .values({
        userId,
        amountUsdt: toPlain(body.amount),
        collateralCurrencyId: collateral.id,
        loanCurrencyId: loan.id,
        termDays: body.term_days,
        contact: body.contact,
        status: LoanEnquiryStatus.pending,
        createdAt: ctx.clock.now(),
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) return fail('errors.loanEnquiryOpen');
    throw error;
  }
}

/** The caller's own enquiry, locked when asked; anyone else's is "not found". */
export async function ownEnquiry(
  db: DbOrTx | Tx,
  userId: number,
  id: number,
  lock: boolean,
): Promise<EnquiryRow> {
  const query = db
    .select()
    .from(loanEnquiries)
    .where(and(eq(loanEnquiries.id, id), eq(loanEnquiries.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? fail('errors.loanEnquiryNotFound');
}

/** `POST /loan/withdraw {id}`: a pending enquiry (an offer is declined instead). */
export async function withdrawEnquiry(ctx: Ctx, userId: number, id: number): Promise<EnquiryRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await ownEnquiry(tx, userId, id, true);
    if (row.status !== LoanEnquiryStatus.pending) return fail('errors.loanEnquiryNotPending');
    const [updated] = await tx
      .update(loanEnquiries)
      .set({ status: LoanEnquiryStatus.withdrawn, answeredAt: ctx.clock.now() })
      .where(eq(loanEnquiries.id, id))
      .returning();
    return updated!;
  });
}

/** `POST /loan/decline {id}`: the offer is refused; the user may apply again. */
export async function declineOffer(ctx: Ctx, userId: number, id: number): Promise<EnquiryRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await ownEnquiry(tx, userId, id, true);
    if (row.status !== LoanEnquiryStatus.offered) return fail('errors.loanNoOffer');
    const [updated] = await tx
      .update(loanEnquiries)
      .set({ status: LoanEnquiryStatus.declined, answeredAt: ctx.clock.now() })
      .where(eq(loanEnquiries.id, id))
      .returning();
    return updated!;
  });
}

/** Each enquiry's loan id, for those accepted. */
export async function loanIdsOf(db: DbOrTx, enquiryIds: number[]): Promise<Map<number, number>> {
  if (enquiryIds.length === 0) return new Map();
  const rows = await db
    .select({ id: loans.id, enquiryId: loans.enquiryId })
    .from(loans)
    .where(inArray(loans.enquiryId, enquiryIds));
  return new Map(rows.map((r) => [r.enquiryId, r.id]));
}

/** `GET /loan/enquiries`: the caller's enquiries, newest first. */
export async function listEnquiries(ctx: Ctx, userId: number): Promise<LoanEnquiryItem[]> {
  const rows = await ctx.db
    .select()
    .from(loanEnquiries)
    .where(eq(loanEnquiries.userId, userId))
    .orderBy(desc(loanEnquiries.id))
    .limit(100);
  const loanIds = await loanIdsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return Promise.all(rows.map((r) => enquiryItem(ctx.db, r, loanIds.get(r.id) ?? null)));
}
