/**
 * OTC loans (issue 14). An enquiry is the user's form; an operator of the finance desk
 * claims it and answers with an offer (its terms on the enquiry row) or a rejection. When
 * the user accepts, a `loans` row is created with a copy of the terms that never changes
 * (migration 0026, BR004): the collateral is frozen in the spot account by
 * `loans:<id>:collateral`, the principal paid from the loan pool by `loans:<id>:disburse`.
 * `loan_accruals` holds each day's interest or overdue interest (a debt, no money moves);
 * the loan ends repaid (`loans:<id>:repay`, `:release`) or force-closed at the recorded
 * index (`loans:<id>:liquidation`, `:release`).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  LOAN_ACCRUAL_KINDS,
  LOAN_ENQUIRY_STATUSES,
  LOAN_STATUSES,
  type LoanAccrualKind,
  type LoanEnquiryStatus,
  type LoanStatus,
} from '@bourse/shared';
// Table to table: the schema must load without the services.
import { operators } from '../admin/tables.ts';
import { currencies } from '../system/tables.ts';
import { users } from '../users/tables.ts';
import { amount, at, percent, rate, sqlList as list } from '../../db/columns.ts';

/** Users an operator made eligible without the VIP level (spec: "or a market maker"). */
export const loanMarketMakers = pgTable('loan_market_makers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** Null when granted by the seed or the command line. */
  grantedBy: integer('granted_by').references(() => operators.id),
  grantedAt: at('granted_at').notNull(),
  note: text('note'),
});

export const loanEnquiries = pgTable(
  'loan_enquiries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Desired amount in USDT equivalent (spec: 500,000 to 10,000,000). */
    amountUsdt: amount('amount_usdt').notNull(),
    collateralCurrencyId: integer('collateral_currency_id')
      .notNull()
      .references(() => currencies.id),
    loanCurrencyId: integer('loan_currency_id')
      .notNull()
      .references(() => currencies.id),
    termDays: integer('term_days').notNull(),
    contact: text('contact').notNull(),
    status: text('status').$type<LoanEnquiryStatus>().notNull(),
    createdAt: at('created_at').notNull(),
    claimedBy: integer('claimed_by').references(() => operators.id),
    claimedAt: at('claimed_at'),
    decidedBy: integer('decided_by').references(() => operators.id),
    decidedAt: at('decided_at'),
    rejectReason: text('reject_reason'),
    /** The offer's terms (set with status offered). */
    offerLoanCurrencyId: integer('offer_loan_currency_id').references(() => currencies.id),
    offerPrincipal: amount('offer_principal'),
    offerCollateralCurrencyId: integer('offer_collateral_currency_id').references(
      () => currencies.id,
    ),
    offerCollateralAmount: amount('offer_collateral_amount'),
    offerDailyPercent: rate('offer_daily_percent'),
    offerOverduePercent: rate('offer_overdue_percent'),
    offerLiquidationPercent: percent('offer_liquidation_percent'),
    offerTermDays: integer('offer_term_days'),
    /** The risk rate at the index when offered, percent. */
    offerRiskPercent: percent('offer_risk_percent'),
    offerExpiresAt: at('offer_expires_at'),
    /** Accepted, declined, withdrawn or expired. */
    answeredAt: at('answered_at'),
  },
  (t) => [
    check('loan_enquiries_status_ck', sql`${t.status} in (${list(LOAN_ENQUIRY_STATUSES)})`),
    check(
      'loan_enquiries_terms_ck',
      sql`${t.amountUsdt} > 0 and ${t.termDays} between 1 and 3650 and char_length(${t.contact}) between 1 and 64`,
    ),
    // An offered (or later accepted/declined/expired) enquiry carries its whole offer.
    check(
      'loan_enquiries_offer_ck',
      sql`(${t.status} in ('pending', 'rejected', 'withdrawn') and ${t.offerPrincipal} is null) or (${t.status} not in ('pending', 'rejected', 'withdrawn') and ${t.offerPrincipal} > 0 and ${t.offerCollateralAmount} > 0 and ${t.offerDailyPercent} > 0 and ${t.offerOverduePercent} >= 0 and ${t.offerLiquidationPercent} > 0 and ${t.offerTermDays} > 0 and ${t.offerExpiresAt} is not null and ${t.offerLoanCurrencyId} is not null and ${t.offerCollateralCurrencyId} is not null)`,
    ),
    // At most one open enquiry per user: two forms at once meet here.
    uniqueIndex('loan_enquiries_open_uq')
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'offered')`),
    index('loan_enquiries_user_idx').on(t.userId, t.id.desc()),
    index('loan_enquiries_status_idx').on(t.status, t.id),
  ],
);

export const loans = pgTable(
  'loans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enquiryId: bigint('enquiry_id', { mode: 'number' })
      .notNull()
      .references(() => loanEnquiries.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    loanCurrencyId: integer('loan_currency_id')
      .notNull()
      .references(() => currencies.id),
    principal: amount('principal').notNull(),
    collateralCurrencyId: integer('collateral_currency_id')
      .notNull()
      .references(() => currencies.id),
    collateralAmount: amount('collateral_amount').notNull(),
    dailyPercent: rate('daily_percent').notNull(),
    overduePercent: rate('overdue_percent').notNull(),
    liquidationPercent: percent('liquidation_percent').notNull(),
    termDays: integer('term_days').notNull(),
    startedAt: at('started_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** Days with an accrual row: the job's cursor (the rows are the truth). */
    interestDays: integer('interest_days').notNull().default(0),
    overdueDays: integer('overdue_days').notNull().default(0),
    status: text('status').$type<LoanStatus>().notNull(),
    closedAt: at('closed_at'),
    /** Repaid: principal + accruals paid. */
    repaidAmount: amount('repaid_amount'),
    /** Liquidated: collateral sold to the pool, returned to the user, the pool's loss. */
    soldCollateral: amount('sold_collateral'),
    returnedCollateral: amount('returned_collateral'),
    shortfall: amount('shortfall'),
    /** The recorded index of a forced close (USDT per unit), its source and second. */
    closeCollateralPrice: text('close_collateral_price'),
    closeLoanPrice: text('close_loan_price'),
    closePriceSource: text('close_price_source'),
    closePriceAt: at('close_price_at'),
  },
  (t) => [
    unique('loans_enquiry_uq').on(t.enquiryId),
    index('loans_user_idx').on(t.userId, t.id.desc()),
    index('loans_active_idx')
      .on(t.id)
      .where(sql`${t.status} = 'active'`),
    check('loans_status_ck', sql`${t.status} in (${list(LOAN_STATUSES)})`),
    check(
      'loans_terms_ck',
      sql`${t.principal} > 0 and ${t.collateralAmount} > 0 and ${t.dailyPercent} > 0 and ${t.overduePercent} >= 0 and ${t.liquidationPercent} > 0 and ${t.termDays} > 0 and ${t.endsAt} > ${t.startedAt} and ${t.interestDays} between 0 and ${t.termDays} and ${t.overdueDays} >= 0`,
    ),
    check(
      'loans_closed_ck',
      sql`(${t.status} = 'active' and ${t.closedAt} is null and ${t.repaidAmount} is null and ${t.soldCollateral} is null) or (${t.status} = 'repaid' and ${t.closedAt} is not null and ${t.repaidAmount} > 0 and ${t.soldCollateral} is null) or (${t.status} = 'liquidated' and ${t.closedAt} is not null and ${t.soldCollateral} > 0 and ${t.returnedCollateral} >= 0 and ${t.shortfall} >= 0 and ${t.closeCollateralPrice} is not null and ${t.closePriceAt} is not null)`,
    ),
  ],
);

/** One day's interest or overdue interest of a loan: written once (migration 0026). */
export const loanAccruals = pgTable(
  'loan_accruals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    day: integer('day').notNull(),
    kind: text('kind').$type<LoanAccrualKind>().notNull(),
    amount: amount('amount').notNull(),
    accruedAt: at('accrued_at').notNull(),
  },
  (t) => [
    unique('loan_accruals_day_uq').on(t.loanId, t.day, t.kind),
    check('loan_accruals_kind_ck', sql`${t.kind} in (${list(LOAN_ACCRUAL_KINDS)})`),
    check('loan_accruals_ck', sql`${t.day} > 0 and ${t.amount} >= 0`),
  ],
);
