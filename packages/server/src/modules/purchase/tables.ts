/**
 * Buying crypto by bank transfer, and coupons. Money lives in the ledger (journals keyed
 * `purchase:<id>` and `coupon:<id>:redeem`); these rows are what those journals name.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  COUPON_KINDS,
  CouponKind,
  PAYMENT_METHODS,
  PURCHASE_STATUSES,
  PurchaseStatus,
  type PurchaseBankDetails,
} from '@bourse/shared';
// Table to table (as content/tables.ts does): the schema must load without the services.
import { operators } from '../admin/tables.ts';
import { currencies } from '../system/tables.ts';
import { users } from '../users/tables.ts';
import { amount } from '../../db/columns.ts';

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The platform's receiving bank accounts: one per country and currency offered. A
 * currency is offered in a country exactly when an active row exists (seed/purchase.ts).
 */
export const purchaseBankAccounts = pgTable(
  'purchase_bank_accounts',
  {
    id: serial('id').primaryKey(),
    /** ISO 3166 code of the buyer's country (spec 9's nine). */
    country: text('country').notNull(),
    /** ISO 4217 code of the fiat the buyer transfers. */
    currency: text('currency').notNull(),
    beneficiary: text('beneficiary').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic').notNull(),
    bankName: text('bank_name').notNull(),
    bankAddress: text('bank_address').notNull(),
    /** Where the receiving bank is (the beneficiary country). */
    bankCountry: text('bank_country').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('purchase_bank_accounts_uq').on(t.country, t.currency)],
);

export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Unique per order; the buyer writes it in the transfer so the desk can match it. */
    reference: text('reference').notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** Whole units of `currency`. */
    amount: amount('amount').notNull(),
    /** Units of `currency` per USDT at ordering (fiat_rates setting; USD is 1). */
    rate: text('rate').notNull(),
    /** The USDT currency id and the amount credited on confirmation (rounded down). */
    receiveCurrencyId: integer('receive_currency_id')
      .notNull()
      .references(() => currencies.id),
    usdtAmount: amount('usdt_amount').notNull(),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    taxId: text('tax_id'),
    /** The bank details shown to the buyer, as they were (an operator may edit the account later). */
    bank: jsonb('bank').$type<PurchaseBankDetails>().notNull(),
    /** `/uploads/...` URL of the buyer's own upload of the transfer screenshot. */
    screenshot: text('screenshot'),
    reason: text('reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('purchases_reference_uq').on(t.reference),
    // One screenshot, one order: a receipt sent twice must not be credited twice.
    uniqueIndex('purchases_screenshot_uq')
      .on(t.screenshot)
      .where(sql`${t.screenshot} is not null`),
    index('purchases_user_idx').on(t.userId, t.id),
    index('purchases_status_idx').on(t.status, t.expiresAt),
    check('purchases_status_ck', sql`${t.status} in (${quoted(PURCHASE_STATUSES)})`),
    check('purchases_amount_ck', sql`${t.amount} > 0 and ${t.usdtAmount} > 0`),
    // Transfer completed and payment successful both mean the buyer sent a screenshot.
    check(
      'purchases_paid_ck',
      sql`${t.status} not in (${quoted([PurchaseStatus.transferCompleted, PurchaseStatus.paymentSuccessful])}) or ${t.screenshot} is not null`,
    ),
  ],
);

/** What the coupon centre offers; `stock_claimed` only grows, never past `stock_total`. */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: serial('id').primaryKey(),
    /** A stable name for the seed (never shown). */
    code: text('code').notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    /** fee_discount: percent off the trading fee. */
    percent: numeric('percent', { precision: 5, scale: 2 }),
    /** trial_bonus: paid in `currency_id` on redemption. */
    amount: amount('amount'),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    validityDays: integer('validity_days').notNull(),
    stockTotal: integer('stock_total').notNull(),
    stockClaimed: integer('stock_claimed').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('coupon_templates_code_uq').on(t.code),
    check('coupon_templates_kind_ck', sql`${t.kind} in (${quoted(COUPON_KINDS)})`),
    check(
      'coupon_templates_value_ck',
      sql`(${t.kind} = ${sql.raw(`'${CouponKind.feeDiscount}'`)} and ${t.percent} > 0 and ${t.percent} <= 100 and ${t.amount} is null) or (${t.kind} = ${sql.raw(`'${CouponKind.trialBonus}'`)} and ${t.amount} > 0 and ${t.percent} is null)`,
    ),
    check(
      'coupon_templates_stock_ck',
      sql`${t.stockClaimed} >= 0 and ${t.stockClaimed} <= ${t.stockTotal}`,
    ),
    check('coupon_templates_days_ck', sql`${t.validityDays} > 0`),
  ],
);

/** A claimed coupon: the template's terms copied, valid until `expires_at`, used once. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    percent: numeric('percent', { precision: 5, scale: 2 }),
    amount: amount('amount'),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** What used it: a fee discount names the order whose fee it lowered (`spot_orders:<id>`). */
    usedFor: text('used_for'),
  },
  (t) => [
    // One per user per template.
    uniqueIndex('user_coupons_user_template_uq').on(t.userId, t.templateId),
    index('user_coupons_user_idx').on(t.userId, t.expiresAt),
    check('user_coupons_kind_ck', sql`${t.kind} in (${quoted(COUPON_KINDS)})`),
  ],
);
