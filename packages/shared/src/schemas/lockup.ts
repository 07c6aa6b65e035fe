/**
 * Lock-up mining (issue 11; client contract 7.12 `lh/*`): request payloads and replies. The
 * contract's field names are kept as they are (`config_id`, `save_min`, `interest_rate`,
 * `day`, `order_list`, `cancel_fee`); Bourse's own additions sit beside them.
 */
import { z } from 'zod';
import { DECIMAL_RE, dec, isDecimalString, scaleOf } from '../money.ts';
import type { LockupOrderStatus, LockupPlanStatus, LockupRedeemKind } from '../lockup.ts';
import { bigIdField, idField, langField, pageFields, positiveDecimal, text } from './common.ts';

/** The largest amount a request may carry at all; a plan's own maximum is lower. */
export const LOCKUP_MAX_AMOUNT = '1000000000';
/**
 * The highest daily rate an operator may publish, in percent (0.05% a day is 18.25% a
 * year): a lock-up plan pays what lending the coin could earn, never "2-8% a day".
 */
export const LOCKUP_MAX_DAILY_RATE = '0.05';
/** The longest lock an operator may publish, in days. */
export const LOCKUP_MAX_DAYS = 3650;

/** Forms send every field, filled or not: '' means "not given". */
const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A non-negative plain decimal of at most `decimals` places and at most `max`. */
const figure = (max: string, decimals = 18, allowZero = false) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .regex(DECIMAL_RE, { error: 'validation.decimal' })
    .refine((v) => !isDecimalString(v) || scaleOf(v) <= decimals, {
      error: `validation.decimals?max=${decimals}`,
    })
    .refine((v) => !isDecimalString(v) || (allowZero ? dec(v).gte(0) : dec(v).gt(0)), {
      error: 'validation.positive',
    })
    .refine((v) => !isDecimalString(v) || dec(v).lte(max), {
      error: `validation.atMost?max=${max}`,
    });

/** `POST /lh/deposit {config_id, amount}`: lock `amount` from the spot account. */
export const lockupDepositBody = z.object({
  config_id: idField,
  amount: positiveDecimal(LOCKUP_MAX_AMOUNT),
  lang: langField,
});
export type LockupDepositBody = z.infer<typeof lockupDepositBody>;

/** `GET /lh/deposit/order {page, limit}`: newest first (the summary asks limit 9999). */
export const lockupOrderQuery = z.object({
  page: pageFields.page,
  limit: z.preprocess(blankAsMissing, pageFields.limit),
  lang: langField,
});
export type LockupOrderQuery = z.infer<typeof lockupOrderQuery>;

/** `GET /lh/deposit/order/quote {id}` and `GET /lh/deposit/order/credits {id}`. */
export const lockupIdQuery = z.object({ id: bigIdField, lang: langField });

/**
 * `POST /lh/deposit/order/cancel {id}`: early redemption. Bourse's page also sends the
 * penalty it showed (`quoted_fee`); a redemption that would now cost more is refused.
 */
export const lockupCancelBody = z.object({
  id: bigIdField,
  quoted_fee: z.preprocess(blankAsMissing, figure(LOCKUP_MAX_AMOUNT, 18, true).optional()),
  lang: langField,
});
export type LockupCancelBody = z.infer<typeof lockupCancelBody>;

/** `POST /api/admin/lockup/plans`: a new plan (role finance). */
export const lockupPlanCreateBody = z.object({
  currency_id: idField,
  min_amount: figure(LOCKUP_MAX_AMOUNT),
  max_amount: figure(LOCKUP_MAX_AMOUNT),
  /** Daily percent, e.g. 0.012 (4.38% a year). */
  daily_rate_min: figure(LOCKUP_MAX_DAILY_RATE, 6),
  daily_rate_max: figure(LOCKUP_MAX_DAILY_RATE, 6),
  lock_days: z.coerce
    .number({ error: 'validation.number' })
    .int({ error: 'validation.integer' })
    .min(1, { error: 'validation.positive' })
    .max(LOCKUP_MAX_DAYS, { error: `validation.atMost?max=${LOCKUP_MAX_DAYS}` }),
  /** Spec 9's settlement ratio: percent of the amount per remaining day. */
  penalty_percent: figure('100', 6, true),
  sort: z.preprocess(blankAsMissing, z.coerce.number().int().min(0).max(1_000_000).optional()),
  reason: z.string().trim().max(500).optional(),
  lang: langField,
});
export type LockupPlanCreateBody = z.infer<typeof lockupPlanCreateBody>;

/** Pause, resume and close say why (audited). */
export const lockupPlanDecisionBody = z.object({ reason: text(1, 500), lang: langField });

/** One plan of `GET /lh/deposit/config` (a bare array). */
export interface LockupPlanItem {
  id: number;
  currency_id: number;
  currency_name: string;
  /** Minimum single amount. */
  save_min: string;
  save_max: string;
  /** The daily % an order placed now earns (decision 76: the bottom of the range). */
  interest_rate: string;
  interest_rate_min: string;
  interest_rate_max: string;
  /** `interest_rate` x 365, for display. */
  apr_percent: string;
  /** Lock days. */
  day: number;
  /** Percent of the amount per remaining day charged on early redemption (spec 9). */
  penalty_percent: string;
  /** HH:MM UTC of the daily credit. */
  dividend_utc: string;
  decimals: number;
  status: LockupPlanStatus;
  /** A translated one-line summary (shown by the original client instead of the rate). */
  intro: string;
}

/** One row of `GET /lh/deposit/order`'s `order_list`. */
export interface LockupOrderItem {
  id: number;
  status: LockupOrderStatus;
  config_id: number;
  currency_id: number;
  currency_name: string;
  amount: string;
  /** The order's fixed daily %. */
  day_rate: string;
  daily_interest: string;
  /** Interest credited so far. */
  total_interest: string;
  /** What the full term pays. */
  expected_interest: string;
  day: number;
  days_paid: number;
  /** `YYYY-MM-DD HH:mm:ss` UTC: the deposit, the value date, the end of the lock. */
  start_at: string;
  value_at: string;
  end_at: string;
  /** The early-redemption penalty if redeemed now, as a JSON number (the client calls .toFixed). */
  cancel_fee: number;
  /** The same penalty as an exact string. */
  cancel_fee_exact: string;
  penalty_percent: string;
  redeem_kind: LockupRedeemKind | null;
  /** Charged at redemption (null while running). */
  penalty: string | null;
  returned: string | null;
  redeemed_at: string | null;
}

export interface LockupOrderList {
  order_list: LockupOrderItem[];
  /** Interest credited on the listed orders. */
  total_interest: string;
  total: number;
  page: number;
  limit: number;
}

/** `GET /lh/deposit/order/quote`: what redeeming now would do. */
export interface LockupQuote {
  id: number;
  currency_name: string;
  amount: string;
  /** Credits due now and not yet paid: paid before the redemption, kept. */
  interest_due: string;
  remaining_days: number;
  penalty_percent: string;
  penalty: string;
  returned: string;
  matured: boolean;
}

/** One daily credit of an order (`GET /lh/deposit/order/credits`). */
export interface LockupCreditItem {
  day: number;
  amount: string;
  due_at: string;
  paid_at: string;
  journal_id: number | null;
}

/** An operator's view of a plan. */
export interface LockupPlanAdminItem extends LockupPlanItem {
  sort: number;
  running_orders: number;
  running_amount: string;
}
