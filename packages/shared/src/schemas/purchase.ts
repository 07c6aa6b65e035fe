/**
 * Buying crypto by bank transfer and coupons (spec sections 2-5, 9): the payloads of
 * `/purchase/*`, `/coupon/*` and the finance desk's `/api/admin/purchases`, and the views
 * they answer with. Pure, so the browser's forms refuse exactly what the server refuses.
 */
import { z } from 'zod';
import {
  COUPON_STATUSES,
  KycLevel,
  PURCHASE_STATUSES,
  type CouponKind,
  type CouponStatus,
  type PurchaseStatus,
} from '../enums.ts';
import { emailField, idField, langField, pageFields, text } from './common.ts';
import type { DeskClaim } from './adminConfig.ts';

/** Spec 9: the nine countries where crypto can be bought by bank transfer (ISO 3166 codes). */
export const PURCHASE_COUNTRIES = ['US', 'NG', 'TH', 'ID', 'BR', 'IN', 'VN', 'MX', 'PH'] as const;
export type PurchaseCountry = (typeof PURCHASE_COUNTRIES)[number];

/** Payment methods offered; only bank transfer for now (spec 2: "bank transfer details"). */
export const PAYMENT_METHODS = ['bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What is bought: USDT, 1:1 per USD (spec 9). */
export const PURCHASE_RECEIVE_CURRENCY = 'USDT';

/** Defaults when the `buy_crypto` setting names none. */
export const PURCHASE_DEFAULT_MIN_USDT = '50';
export const PURCHASE_DEFAULT_TIME_LIMIT_MINUTES = 30;

/** Spec 6: fiat trade per order, in USDT, by identity level (unverified users cannot buy). */
export const PURCHASE_LIMIT_USDT: Record<KycLevel, string> = {
  [KycLevel.basic]: '2000',
  [KycLevel.advanced]: '1000000',
};

/** Whole units of the chosen fiat currency, at most 15 digits (spec 5: integer). */
export const PURCHASE_MAX_DIGITS = 15;

const isCountry = (v: string): v is PurchaseCountry =>
  (PURCHASE_COUNTRIES as readonly string[]).includes(v);

export const purchaseCountryField = z
  .string()
  .trim()
  .toUpperCase()
  .min(1)
  .refine(isCountry, { error: 'errors.regionNotSupported' })
  .transform((v) => v as PurchaseCountry);

export const purchaseAmountField = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(/^\d+$/, { error: 'validation.integer' })
  .refine((v) => !/^\d+$/.test(v) || /[1-9]/.test(v), { error: 'validation.positive' })
  .refine((v) => !/^\d+$/.test(v) || v.replace(/^0+/, '').length <= PURCHASE_MAX_DIGITS, {
    error: `validation.tooLong?max=${PURCHASE_MAX_DIGITS}`,
  })
  .transform((v) => v.replace(/^0+/, ''));

/** Letters of any script, spaces, apostrophes, dots and hyphens: a name as on a bank account. */
export const PAYER_NAME_RE = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;
const payerName = text(1, 50).regex(PAYER_NAME_RE, { error: 'validation.invalid' });

export const PAYER_PHONE_RE = /^\+?\d{5,15}$/;

/** `POST /purchase/create`. */
export const purchaseCreateBody = z.object({
  country: purchaseCountryField,
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'validation.invalid' }),
  method: z.enum(PAYMENT_METHODS),
  amount: purchaseAmountField,
  first_name: payerName,
  last_name: payerName,
  email: emailField,
  phone: z.string().trim().regex(PAYER_PHONE_RE, { error: 'validation.mobile' }),
  tax_id: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9./-]*$/, { error: 'validation.invalid' })
    .optional(),
  lang: langField,
});
export type PurchaseCreateBody = z.infer<typeof purchaseCreateBody>;

/** `POST /purchase/paid`: the URL of the user's own upload of the transfer screenshot. */
export const purchasePaidBody = z.object({
  id: idField,
  screenshot: text(1, 500),
  lang: langField,
});

export const purchaseDetailQuery = z.object({ id: idField, lang: langField });

const statusFilter = z.union([z.enum(PURCHASE_STATUSES), z.literal('')]).optional();

/** `GET /purchase/list`. */
export const purchaseListQuery = z.object({ ...pageFields, status: statusFilter, lang: langField });

/** `GET /api/admin/purchases`: transfer-completed orders first unless another status is asked. */
export const adminPurchaseListQuery = purchaseListQuery.extend({
  /** Search: an item or user id, or part of the user's account (email or mobile). */
  q: z.string().trim().max(100).optional(),
});

/** The platform's bank account the user pays into, for the order's country and currency. */
export interface PurchaseBankDetails {
  beneficiary: string;
  iban: string;
  bic: string;
  bank_name: string;
  bank_address: string;
  /** ISO code of the bank's country (the beneficiary country). */
  country: string;
}

export interface PurchaseView {
  id: number;
  /** Put this in the transfer's reference so the desk can match the payment. */
  reference: string;
  country: PurchaseCountry;
  currency: string;
  method: PaymentMethod;
  /** Whole units of `currency` to transfer. */
  amount: string;
  /** Units of `currency` per USDT when ordered (USD is 1). */
  rate: string;
  /** USDT credited on confirmation: amount / rate, rounded down to USDT's decimals. */
  usdt_amount: string;
  status: PurchaseStatus;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  tax_id: string | null;
  bank: PurchaseBankDetails;
  screenshot: string | null;
  /** The desk's words on a rejection. */
  reason: string | null;
  created_at: number;
  /** Unpaid orders are cancelled at this instant (10-digit seconds). */
  expires_at: number;
  paid_at: number | null;
  decided_at: number | null;
}

export interface AdminPurchaseView extends PurchaseView {
  user_id: number;
  user_account: string;
  decided_by: number | null;
  /** Who holds the item on the desk (issue 15); null when nobody does. */
  claim: DeskClaim | null;
}

/** `GET /purchase/options`: what the buy form offers. */
export interface PurchaseOptions {
  receive_currency: string;
  methods: PaymentMethod[];
  time_limit_minutes: number;
  min_usdt: string;
  /** The caller's per-order limit in USDT; null when identity is not verified yet. */
  max_usdt: string | null;
  countries: {
    country: PurchaseCountry;
    currencies: {
      currency: string;
      /** Units per USDT. */
      rate: string;
      /** The smallest whole amount accepted in this currency. */
      min_amount: string;
    }[];
  }[];
}

/** `GET /coupon/mine`. */
export const couponMineQuery = z.object({
  ...pageFields,
  status: z.enum(COUPON_STATUSES).default('unused'),
  lang: langField,
});

export const couponIdBody = z.object({ id: idField, lang: langField });

/** A coupon on offer in the coupon centre. */
export interface CouponTemplateView {
  id: number;
  kind: CouponKind;
  /** Translated, e.g. "20% off trading fees". */
  title: string;
  /** fee_discount: percent off the trading fee ("20"); null for a trial bonus. */
  percent: string | null;
  /** trial_bonus: USDT paid on redemption ("10"); null for a fee discount. */
  amount: string | null;
  currency: string;
  /** Days a claimed coupon stays valid. */
  validity_days: number;
  stock_total: number;
  stock_left: number;
  /** Whether the caller has claimed it already (one per user). */
  claimed: boolean;
}

/** A coupon the user holds. */
export interface UserCouponView {
  id: number;
  template_id: number;
  kind: CouponKind;
  title: string;
  percent: string | null;
  amount: string | null;
  currency: string;
  status: CouponStatus;
  claimed_at: number;
  expires_at: number;
  used_at: number | null;
}
