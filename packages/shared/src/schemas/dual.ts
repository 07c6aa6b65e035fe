/**
 * Dual investment (issue 11; client contract 7.13 `dual/*`): request payloads and replies.
 * The contract's field names are kept (`dual_currencys`, `exercise_price`, `rate`, `num`,
 * `success`); Bourse's own additions (the share size, both currencies' decimals, the
 * recorded settlement price and its second) sit beside them.
 */
import { z } from 'zod';
import {
  DUAL_TYPES,
  DualType,
  type DualOrderStatus,
  type DualPaidIn,
  type DualProductState,
} from '../dual.ts';
import { DECIMAL_RE, dec, isDecimalString, scaleOf } from '../money.ts';
import { MAX_ID, idField, langField, pageFields, positiveDecimal } from './common.ts';

/** Forms send every field, filled or not: '' means "not given". */
const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);

const dualTypeField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(DUAL_TYPES, { error: 'validation.invalid' }),
);

/** `GET /dual/index {currency_id (1 BTC, 2 ETH), type}`: the list of one coin and type. */
export const dualIndexQuery = z.object({
  currency_id: z.preprocess(blankAsMissing, idField.default(1)),
  type: z.preprocess(blankAsMissing, dualTypeField.default(DualType.call)),
  lang: langField,
});
export type DualIndexQuery = z.infer<typeof dualIndexQuery>;

/** `GET /dual/detail {id}`. */
export const dualDetailQuery = z.object({ id: idField, lang: langField });

/** The most shares one purchase may name (far above any product's size). */
export const DUAL_MAX_SHARES = 1_000_000;

/**
 * The number of shares: a positive whole number (spec 8: "please enter purchased
 * quantity"; "purchased quantity must be an integer"). Kept a string until checked, so
 * "1.5", "-2", "1e3" and a NUL byte are all refused with the same words.
 */
export const dualSharesField = z
  .union([z.string(), z.number()], { error: 'errors.dualSharesRequired' })
  .transform((v) => String(v).trim())
  .refine((v) => v !== '', { error: 'errors.dualSharesRequired' })
  .refine((v) => v === '' || /^\d+$/.test(v), { error: 'errors.dualSharesInteger' })
  .refine((v) => !/^\d+$/.test(v) || /[1-9]/.test(v), { error: 'errors.dualSharesPositive' })
  .refine((v) => !/^\d+$/.test(v) || v.replace(/^0+/, '').length <= 7, {
    error: `validation.atMost?max=${DUAL_MAX_SHARES}`,
  })
  .refine((v) => !/^\d+$/.test(v) || Number(v) <= DUAL_MAX_SHARES, {
    error: `validation.atMost?max=${DUAL_MAX_SHARES}`,
  })
  .transform((v) => Number(v));

/** `POST /dual/buyDual {id, num}`. */
export const dualBuyBody = z.object({
  id: idField,
  num: dualSharesField,
  lang: langField,
});
export type DualBuyBody = z.infer<typeof dualBuyBody>;

/**
 * `POST /dual/dual_list {currency, type, status, page}`: the caller's orders. The original
 * client always sends `status=1`; it is not a filter (every state is listed, newest first).
 */
export const dualListBody = z.object({
  currency: z.preprocess(blankAsMissing, idField.optional()),
  type: z.preprocess(blankAsMissing, dualTypeField.optional()),
  status: z.unknown().optional(),
  page: pageFields.page,
  limit: z.preprocess(blankAsMissing, pageFields.limit.default(10)),
  lang: langField,
});
export type DualListBody = z.infer<typeof dualListBody>;

const priceField = positiveDecimal('1000000000');
const isoTime = z
  .string({ error: 'validation.required' })
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'validation.invalid' });

/** `POST /api/admin/dual/products`: a new product, with the reason kept in the audit log. */
export const dualProductCreateBody = z.object({
  currency_id: idField,
  type: dualTypeField,
  linked_price: priceField,
  /** Annual rate in percent, above 0 and at most 1000, four decimals at most. */
  apr: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(DECIMAL_RE, { error: 'validation.decimal' })
    .refine((v) => !isDecimalString(v) || scaleOf(v) <= 4, { error: 'validation.decimals?max=4' })
    .refine((v) => !isDecimalString(v) || (dec(v).gt(0) && dec(v).lte(1000)), {
      error: 'validation.invalid',
    }),
  /** The size of one share in the invested currency (coin for a call, USDT for a put). */
  per_share: priceField,
  total_shares: z.coerce
    .number({ error: 'validation.number' })
    .int({ error: 'validation.integer' })
    .positive({ error: 'validation.positive' })
    .max(DUAL_MAX_SHARES, { error: `validation.atMost?max=${DUAL_MAX_SHARES}` }),
  start_time: z.preprocess(blankAsMissing, isoTime.optional()),
  end_time: isoTime,
  reason: z.string().trim().max(500).optional(),
  lang: langField,
});
export type DualProductCreateBody = z.infer<typeof dualProductCreateBody>;

/** Pause, resume and close say why (kept in the audit log). */
export const dualProductActionBody = z.object({
  reason: z.string().trim().max(500).optional(),
  lang: langField,
});

export const dualProductParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** One product of `GET /dual/index` (and the head of `/dual/detail`). */
export interface DualProductItem {
  id: number;
  name: string;
  /** Annual rate in percent. */
  rate: string;
  exercise_price: string;
  remaining_number: number;
  purchased_number: number;
  total_number: number;
  /** ISO 8601 (UTC): subscriptions open / maturity (settled on the index of that second). */
  start_time: string;
  end_time: string;
  /** 1 while a purchase is possible now, 0 otherwise (closed, paused, sold out, too late). */
  status: 0 | 1;
  /** The coin: BTC or ETH. */
  currency_name: string;
  currency_id: number;
  type: DualType;
  /** Bourse: the product's own state (open, paused, closed). */
  state: DualProductState;
  /** The size of one share, in `invest_currency`. */
  per_price: string;
  invest_currency: string;
  /** The currency of the other outcome. */
  alt_currency: string;
  /** Whole days an order bought now is held, and earns interest for. */
  day: number;
  /** Sold / total, percent with two decimals. */
  progress: string;
  coin_decimals: number;
  usdt_decimals: number;
  /** Unix seconds of `end_time`. */
  end_at: number;
}

export interface DualIndex {
  dual_currencys: DualProductItem[];
}

/** One order of `POST /dual/dual_list`. */
export interface DualOrderItem {
  id: number;
  product_id: number;
  name: string;
  status: DualOrderStatus;
  /** The payout with its currency ("0.00102 BTC") once settled, '' before. */
  success: string;
  order_rate: string;
  exercise_price: string;
  remaining_number: number;
  day: number;
  end_time: string;
  /** Shares bought. */
  number: number;
  /** The size of one share. */
  price: string;
  /** Invested: number x price, in `invest_currency`. */
  amount: string;
  type: DualType;
  currency_name: string;
  invest_currency: string;
  alt_currency: string;
  /** `YYYY-MM-DD HH:mm:ss` (UTC) of the purchase. */
  create: string;
  coin_decimals: number;
  usdt_decimals: number;
  /** The recorded index price that settled the order, its second (unix) and source. */
  settle_price: string | null;
  settle_at: number | null;
  settle_source: string | null;
  paid_currency: string | null;
  paid_amount: string | null;
  paid_in: DualPaidIn | null;
  converted: boolean | null;
}

export interface DualOrderList {
  list: DualOrderItem[];
  total: number;
  page: number;
  limit: number;
}

/** `POST /dual/buyDual`'s reply: the order (the original client reads success only). */
export interface DualBought {
  id: number;
  shares: number;
  amount: string;
  invest_currency: string;
  day: number;
  end_time: string;
}
