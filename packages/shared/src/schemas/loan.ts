/**
 * OTC loans (issue 14; pages common/borrowing, otc/otc, loan/loans, loan/detail): request
 * payloads and replies of `/api/loan/*` and the finance desk's `/api/admin/loans/*`. Ids are
 * numbers, amounts decimal strings, times 10-digit seconds.
 */
import { z } from 'zod';
import {
  LOAN_CURRENCIES,
  LOAN_ENQUIRY_STATUSES,
  LOAN_LIMITS,
  LOAN_STATUSES,
  type LoanAccrualKind,
  type LoanEnquiryStatus,
  type LoanStatus,
} from '../loan.ts';
import { DECIMAL_RE, dec, isDecimalString, scaleOf } from '../money.ts';
import { bigIdField, idField, langField, pageFields } from './common.ts';

const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A coin of the loan list, in any case on the wire. */
const loanCoin = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .pipe(z.enum(LOAN_CURRENCIES));

/** A plain positive decimal of at most `decimals` places, within [min, max] when given. */
const decimalIn = (decimals: number, max: string, min?: string, rangeKey?: string) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .regex(DECIMAL_RE, { error: 'validation.decimal' })
    .refine((v) => !isDecimalString(v) || scaleOf(v) <= decimals, {
      error: `validation.decimals?max=${decimals}`,
    })
    .refine((v) => !isDecimalString(v) || dec(v).gt(0), { error: 'validation.positive' })
    .refine(
      (v) => !isDecimalString(v) || ((min === undefined || dec(v).gte(min)) && dec(v).lte(max)),
      { error: rangeKey ?? `validation.atMost?max=${max}` },
    );

const termDays = z.coerce
  .number({ error: 'validation.number' })
  .int({ error: 'validation.integer' })
  .min(LOAN_LIMITS.minDays, {
    error: `errors.loanTermRange?min=${LOAN_LIMITS.minDays}&max=${LOAN_LIMITS.maxDays}`,
  })
  .max(LOAN_LIMITS.maxDays, {
    error: `errors.loanTermRange?min=${LOAN_LIMITS.minDays}&max=${LOAN_LIMITS.maxDays}`,
  });

/** A user id or an invite-code-like handle: printable, trimmed, at most 64 characters. */
// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const contactField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(64, { error: 'validation.tooLong?max=64' })
  .refine((v) => !CONTROL_RE.test(v), { error: 'validation.invalid' });

/** `POST /api/loan/apply`: the enquiry form (spec: desired amount, margin currency, contact UID). */
export const loanApplyBody = z.object({
  /** USDT equivalent, 500,000 to 10,000,000, at most 2 decimals. */
  amount: decimalIn(
    2,
    LOAN_LIMITS.maxUsdt,
    LOAN_LIMITS.minUsdt,
    `errors.loanAmountRange?min=${LOAN_LIMITS.minUsdt}&max=${LOAN_LIMITS.maxUsdt}`,
  ),
  collateral_currency: loanCoin,
  loan_currency: z.preprocess(blankAsMissing, loanCoin.default('USDT')),
  term_days: termDays,
  contact: contactField,
  lang: langField,
});
export type LoanApplyBody = z.infer<typeof loanApplyBody>;

/** `POST /api/loan/{withdraw,accept,decline,repay} {id}`. */
export const loanIdBody = z.object({ id: bigIdField, lang: langField });
/** `GET /api/loan/detail?id=`. */
export const loanIdQuery = z.object({ id: bigIdField, lang: langField });
/** `/api/admin/loans/.../:id`. */
export const loanIdParams = z.object({ id: bigIdField });

/** `GET /api/admin/loans/enquiries`: the desk's queue, unclaimed pending first. */
export const loanQueueQuery = z.object({
  status: z.preprocess(blankAsMissing, z.enum(LOAN_ENQUIRY_STATUSES).optional()),
  user_id: z.preprocess(blankAsMissing, idField.optional()),
  ...pageFields,
  lang: langField,
});
export type LoanQueueQuery = z.infer<typeof loanQueueQuery>;

/** `GET /api/admin/loans/list`. */
export const loanListQuery = z.object({
  status: z.preprocess(blankAsMissing, z.enum(LOAN_STATUSES).optional()),
  ...pageFields,
  lang: langField,
});
export type LoanListQuery = z.infer<typeof loanListQuery>;

/** `POST /api/admin/loans/enquiries/:id/offer`: the terms; checked at the index by the server. */
export const loanOfferBody = z.object({
  loan_currency: loanCoin,
  principal: decimalIn(8, '100000000000'),
  collateral_currency: loanCoin,
  collateral_amount: decimalIn(8, '100000000000'),
  /** Percent a day, e.g. 0.05. */
  daily_percent: decimalIn(6, LOAN_LIMITS.maxDailyPercent),
  term_days: termDays,
  lang: langField,
});
export type LoanOfferBody = z.infer<typeof loanOfferBody>;

/** `POST /api/admin/loans/enquiries/:id/reject {reason}`: the user reads the reason. */
export const loanRejectBody = z.object({
  reason: z.string().trim().min(1).max(500),
  lang: langField,
});

/** `POST /api/admin/loans/market-makers {user_id, note?}` and its revoke. */
export const loanMakerBody = z.object({
  user_id: idField,
  note: z.preprocess(blankAsMissing, z.string().trim().max(200).optional()),
  lang: langField,
});

export interface LoanEligibility {
  eligible: boolean;
  vip_level: number;
  market_maker: boolean;
  /** What is needed: VIP level 2 or a market maker. */
  min_vip: number;
  /** Why not, in the caller's language; null when eligible or signed out. */
  reason: string | null;
}

/** `GET /api/loan/terms`: limits, coins, rates; the caller's eligibility when signed in. */
export interface LoanTerms {
  min_amount: string;
  max_amount: string;
  amount_currency: 'USDT';
  min_days: number;
  max_days: number;
  currencies: string[];
  overdue_daily_percent: string;
  liquidation_risk_percent: string;
  initial_risk_percent: string;
  max_initial_risk_percent: string;
  offer_hours: number;
  /** Null when signed out. */
  eligibility: LoanEligibility | null;
}

export interface LoanOffer {
  loan_currency: string;
  principal: string;
  collateral_currency: string;
  collateral_amount: string;
  daily_percent: string;
  /** One day's interest, rounded down to the loan coin. */
  daily_interest: string;
  /** The whole term's interest. */
  term_interest: string;
  overdue_daily_percent: string;
  liquidation_risk_percent: string;
  term_days: number;
  /** The risk rate at the index when offered; null for the demo seed's offer (no index). */
  risk_percent: string | null;
  expires_at: number;
}

export interface LoanEnquiryItem {
  id: number;
  status: LoanEnquiryStatus;
  amount: string;
  collateral_currency: string;
  loan_currency: string;
  term_days: number;
  contact: string;
  created_at: number;
  /** Null until an operator decides. */
  offer: LoanOffer | null;
  reject_reason: string | null;
  /** The loan an accepted offer became. */
  loan_id: number | null;
}

export interface LoanAccrualItem {
  day: number;
  kind: LoanAccrualKind;
  amount: string;
  at: number;
}

/** The index used for a figure: price in USDT, its source and second. */
export interface LoanIndexUsed {
  symbol: string;
  price: string;
  source: string;
  at: number;
}

export interface LoanItem {
  id: number;
  status: LoanStatus;
  loan_currency: string;
  principal: string;
  collateral_currency: string;
  collateral_amount: string;
  daily_percent: string;
  overdue_daily_percent: string;
  liquidation_risk_percent: string;
  term_days: number;
  started_at: number;
  ends_at: number;
  /** What repaying now costs: principal + interest and overdue days begun. */
  debt: string;
  /** Sum of the accrual rows written so far. */
  accrued: string;
  /** Percent, two decimals rounded down; null once closed. */
  risk_percent: string | null;
  liquidation_price: { price: string; of: 'collateral' | 'loan' } | null;
  days_left: number;
  days_overdue: number;
  closed_at: number | null;
  /** Closed loans: what was paid (repaid) or sold and returned (liquidated). */
  repaid_amount: string | null;
  sold_collateral: string | null;
  returned_collateral: string | null;
  shortfall: string | null;
  close_index: LoanIndexUsed | null;
}

export interface LoanDetail extends LoanItem {
  interest_due: string;
  overdue_due: string;
  accruals: LoanAccrualItem[];
  /** The indices the risk rate was computed with (null once closed). */
  index: { collateral: LoanIndexUsed; loan: LoanIndexUsed } | null;
}

/** The desk's view of an enquiry. */
export interface LoanDeskEnquiry extends LoanEnquiryItem {
  user_id: number;
  vip_level: number;
  market_maker: boolean;
  claimed_by: { id: number; name: string } | null;
}

export interface LoanDeskLoan extends LoanItem {
  user_id: number;
}

export interface LoanMarketMakerItem {
  user_id: number;
  granted_by: number | null;
  granted_at: number;
  note: string | null;
}
