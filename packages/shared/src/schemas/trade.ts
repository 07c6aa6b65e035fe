/**
 * Spot and stock trading payloads (spec 7: `POST /coin/trade`, `PUT /coin/trade`,
 * `GET /coin/list`; original-wire-notes: type 1 buy, 2 sell; a market order has no
 * target_price). The instrument's own rules (tick, lot, minimum value, session) are
 * checked by the service, which knows the instrument, and named in its messages.
 */
import { z } from 'zod';
import type { Page } from '../api.ts';
import { bigIdField, idField, langField, pageFields, positiveDecimal } from './common.ts';

/** The largest quantity or price an order may carry; far below numeric(36,18). */
export const ORDER_MAX_VALUE = '1000000000';

/** Time in force: good till cancelled, immediate or cancel, fill or kill, post only. */
export const TIME_IN_FORCE = ['GTC', 'IOC', 'FOK', 'POST_ONLY'] as const;
export type TimeInForce = (typeof TIME_IN_FORCE)[number];

export const OrderSide = { buy: 1, sell: 2 } as const;
export type OrderSideName = keyof typeof OrderSide;
/** 1 buy, 2 sell: the stored and wire code. */
export type OrderSideCode = (typeof OrderSide)[OrderSideName];

export const ORDER_STATUSES = ['open', 'partial', 'filled', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Why an order stopped before it filled completely. */
export const CANCEL_REASONS = [
  'user',
  'ioc',
  'fok',
  'post_only',
  'self_trade',
  'no_liquidity',
  'balance',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

const orderDecimal = (field: 'amount' | 'target_price') =>
  positiveDecimal(ORDER_MAX_VALUE).describe(field);

/** 1 to 64 letters, digits and `_ - : .` (a UUID fits). */
export const CLIENT_ORDER_ID_RE = /^[A-Za-z0-9_:.-]{1,64}$/;

/** Forms send every field, filled or not: '' means "not given". */
const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * `POST /coin/trade`: `amount` is the base quantity (coins or shares); `target_price`
 * makes it a limit order, its absence a market order (which never rests).
 */
export const coinTradeBody = z.object({
  amount: orderDecimal('amount'),
  target_price: z.preprocess(blankAsMissing, orderDecimal('target_price').optional()),
  currency_id: idField,
  legal_id: idField.default(3),
  type: z.coerce
    .number({ error: 'validation.number' })
    .pipe(z.union([z.literal(1), z.literal(2)], { error: 'validation.invalid' })),
  time_in_force: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v),
    z.enum(TIME_IN_FORCE, { error: 'validation.invalid' }).default('GTC'),
  ),
  /**
   * The caller's own id for this order, unique per user: a retried request with the same
   * id is answered with the first order instead of placing a second one.
   */
  client_order_id: z.preprocess(
    blankAsMissing,
    z.string().regex(CLIENT_ORDER_ID_RE, { error: 'validation.invalid' }).optional(),
  ),
  lang: langField,
});
export type CoinTradeBody = z.infer<typeof coinTradeBody>;

/** `PUT /coin/trade {id}` (and `POST /coin/cancel`): cancels what is left of an order. */
export const coinCancelBody = z.object({ id: bigIdField, lang: langField });

/**
 * `GET /coin/list`: open orders (`open`), finished ones (`history`) or all of them (the
 * default: the original client sends no status and badges open and filled), newest first;
 * empty ids (`currency_id=&legal_id=`) mean every pair.
 */
export const coinListQuery = z.object({
  status: z.preprocess(blankAsMissing, z.enum(['open', 'history', 'all']).default('all')),
  currency_id: z.preprocess(blankAsMissing, idField.optional()),
  legal_id: z.preprocess(blankAsMissing, idField.optional()),
  ...pageFields,
  lang: langField,
});
export type CoinListQuery = z.infer<typeof coinListQuery>;

// --- Replies -------------------------------------------------------------------------------

export interface SpotFillItem {
  id: number;
  price: string;
  amount: string;
  /** price x amount in the quote currency. */
  quote_amount: string;
  fee: string;
  fee_currency: string;
  role: 'maker' | 'taker';
  time: number;
}

export interface SpotOrderItem {
  id: number;
  symbol: string;
  currency_id: number;
  legal_id: number;
  /** 1 buy, 2 sell (as the original client sends). */
  type: 1 | 2;
  side: OrderSideName;
  order_type: 'limit' | 'market';
  time_in_force: TimeInForce;
  /** The limit price; null for a market order. */
  price: string | null;
  amount: string;
  filled_amount: string;
  /** Quote value of the fills. */
  filled_quote: string;
  /** Volume-weighted fill price, or null before the first fill. */
  avg_price: string | null;
  /** Fees paid so far, in fee_currency (a buy pays in the base, a sell in the quote). */
  fee: string;
  fee_currency: string;
  status: OrderStatus;
  cancel_reason: CancelReason | null;
  created_at: number;
  updated_at: number;
  fills: SpotFillItem[];
}

export type SpotOrderPage = Page<SpotOrderItem>;

/** The original client's order badge: 1 open (or partly filled), 2 filled, 3 cancelled. */
export type LegacyOrderStatus = 1 | 2 | 3;

/**
 * A row of `GET /coin/list` (a bare array; client contract 7.8): the order in the client's
 * words (`status` 1/2/3, `target_price`, `trade_amount`, `created_at` as
 * `YYYY-MM-DD HH:mm:ss` UTC) beside Bourse's own (`state`, `created_time` in seconds).
 */
export interface SpotOrderListItem extends Omit<SpotOrderItem, 'status' | 'created_at'> {
  status: LegacyOrderStatus;
  state: OrderStatus;
  /** The limit price ('' for a market order, which has none). */
  target_price: string;
  /** The base quantity ordered. */
  trade_amount: string;
  created_at: string;
  created_time: number;
}
