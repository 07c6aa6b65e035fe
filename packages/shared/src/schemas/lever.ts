/**
 * Contracts (`/lever/*`, client contract 7.9; issue 10): the request payloads and the reply
 * shapes. The instrument's own rules (lots, multiples, session) are checked by the service,
 * which knows the instrument, and named in its messages.
 */
import { z } from 'zod';
import type { Page } from '../api.ts';
import { LeverPriceType, LeverSide, LEVER_MARKET_PRICE_LITERAL } from '../lever.ts';
import { DECIMAL_RE, dec, isDecimalString, scaleOf } from '../money.ts';
import { bigIdField, idField, langField, pageFields, positiveDecimal } from './common.ts';

/** The largest number of lots or price a contract form may carry. */
export const LEVER_MAX_VALUE = '1000000000';

/** Forms send every field, filled or not: '' means "not given". */
const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);

const code = <T extends readonly [number, ...number[]]>(values: T) =>
  z.coerce
    .number({ error: 'validation.number' })
    .pipe(
      z.union(
        values.map((v) => z.literal(v)) as unknown as [
          z.ZodLiteral<T[number]>,
          z.ZodLiteral<T[number]>,
        ],
        { error: 'validation.invalid' },
      ),
    );

/** A price that may be cleared: '', '0' (or below) means "none" (client contract 7.9). */
const clearablePrice = z.preprocess(
  blankAsMissing,
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, { error: 'validation.decimal' })
    .refine((v) => !isDecimalString(v) || scaleOf(v) <= 18, {
      error: 'validation.decimals?max=18',
    })
    .refine((v) => !DECIMAL_RE.test(v) || dec(v).lte(LEVER_MAX_VALUE), {
      error: `validation.atMost?max=${LEVER_MAX_VALUE}`,
    })
    .optional(),
);

const pair = { currency_id: idField, legal_id: idField.default(3) };

/** `POST /lever/deal {currency_id, legal_id}`. */
export const leverDealBody = z.object({ ...pair, lang: langField });
export type LeverDealBody = z.infer<typeof leverDealBody>;

/**
 * `POST /lever/submit`: `share` lots (a whole number: the service names the pair's limits),
 * `type` 1 long / 2 short, `status` 1 market / 0 limit, `target_price` the limit price (the
 * literal 999 or nothing for a market order), `password` ignored (always empty).
 */
export const leverSubmitBody = z.object({
  share: positiveDecimal(LEVER_MAX_VALUE),
  multiple: z.coerce
    .number({ error: 'validation.number' })
    .int({ error: 'validation.integer' })
    .positive({ error: 'validation.positive' })
    .max(100_000, { error: 'validation.invalid' }),
  ...pair,
  type: code([LeverSide.long, LeverSide.short] as const),
  status: z.preprocess(
    blankAsMissing,
    code([LeverPriceType.limit, LeverPriceType.market] as const).default(LeverPriceType.market),
  ),
  target_price: z.preprocess(
    (v) => (v === LEVER_MARKET_PRICE_LITERAL || v === 999 ? undefined : blankAsMissing(v)),
    positiveDecimal(LEVER_MAX_VALUE).optional(),
  ),
  password: z.string().max(200).optional(),
  lang: langField,
});
export type LeverSubmitBody = z.infer<typeof leverSubmitBody>;

/** `POST /lever/close {id}`, `POST /lever/cancel {id}`, `GET /lever/position?id=`. */
export const leverIdBody = z.object({ id: bigIdField, lang: langField });

/** `POST /lever/setstop {id, target_profit_price, stop_loss_price}`: '' or 0 clears one. */
export const leverSetStopBody = z.object({
  id: bigIdField,
  target_profit_price: clearablePrice,
  stop_loss_price: clearablePrice,
  lang: langField,
});
export type LeverSetStopBody = z.infer<typeof leverSetStopBody>;

/** `POST /lever/batch_close {type}`: 0 all, 1 longs only, 2 shorts only; a pair optionally. */
export const leverBatchCloseBody = z.object({
  type: z.preprocess(blankAsMissing, code([0, 1, 2] as const).default(0)),
  currency_id: z.preprocess(blankAsMissing, idField.optional()),
  legal_id: z.preprocess(blankAsMissing, idField.optional()),
  lang: langField,
});
export type LeverBatchCloseBody = z.infer<typeof leverBatchCloseBody>;

/** `POST /lever/my_trade`: status 1 open, 0 pending limit orders, 3 closed (and cancelled). */
export const leverMyTradeBody = z.object({
  currency_id: z.preprocess(blankAsMissing, idField.optional()),
  legal_id: z.preprocess(blankAsMissing, idField.optional()),
  status: z.preprocess(blankAsMissing, code([0, 1, 3] as const).default(1)),
  ...pageFields,
  lang: langField,
});
export type LeverMyTradeBody = z.infer<typeof leverMyTradeBody>;

/** `POST /lever/dealall {currency_id, legal_id, page}`: the pair's closed positions. */
export const leverDealAllBody = z.object({ ...pair, ...pageFields, lang: langField });
export type LeverDealAllBody = z.infer<typeof leverDealAllBody>;

/** A recorded index price: what decided money, with its source and second. */
export interface LeverIndexStamp {
  price: string;
  source: string;
  /** Unix seconds. */
  at: number;
}

/** The account header: cross margin over every open position of the user. */
export interface LeverAccountView {
  /** Lever USDT available + frozen. */
  balance: string;
  available: string;
  equity: string;
  used_margin: string;
  unrealised: string;
  /** equity / used margin x 100 ('' when no margin is used). */
  risk_rate: string;
  /** risk rate x 1,000,000, an integer string (the client shows it / 1e6 with %). */
  hazard_rate: string;
  maintenance_percent: string;
}

/** A position or order (client contract 7.9 fields, then Bourse's). */
export interface LeverPositionItem {
  id: number;
  type: LeverSide;
  symbol: string;
  currency_id: number;
  legal_id: number;
  share: string;
  multiple: number;
  /** The open fill ('' for a pending order). */
  price: string;
  target_price: string;
  target_profit_price: string;
  stop_loss_price: string;
  /** The close-side price now (open) or the close fill (closed). */
  update_price: string;
  caution_money: string;
  overnight_money: string;
  trade_fee: string;
  close_fee: string;
  /** 'YYYY-MM-DD HH:mm:ss' UTC. */
  transaction_time: string;
  status: number;
  order_type: number;
  price_type: number;
  quantity: string;
  contract_size: string;
  /** Realised P/L before fees (closed), unrealised at the close-side price (open). */
  profits: string;
  pnl: string;
  liquidation_price: string;
  close_reason: string;
  held: string;
  open_index: LeverIndexStamp | null;
  close_index: LeverIndexStamp | null;
  created_at: number;
  opened_at: number | null;
  closed_at: number | null;
}

/** One line of the pair's terms (`/lever/deal` extras). */
export interface LeverTerms {
  lever_share_num: string;
  lever_share_limit: { min: string; max: string };
  spread: string;
  lever_trade_fee: string;
  lever_close_fee: string;
  overnight: string;
  maintenance_percent: string;
}

export interface LeverDealReply extends LeverTerms {
  user_lever: string;
  multiple: { muit: { value: number }[] };
  my_transaction: {
    id: number;
    type: number;
    transaction_time: string;
    price: string;
    share: string;
    order_type: number;
  }[];
  symbol: string;
  index: LeverIndexStamp;
  ask: string;
  bid: string;
  account: LeverAccountView;
  /** An i18n key: the platform is the counterparty of every contract. */
  counterparty: string;
  counterparty_text: string;
}

export interface LeverMyTradeReply {
  message: Page<LeverPositionItem>;
  rate_profits_total: { hazard_rate: string; profits_total: string };
  account: LeverAccountView;
}

/** `lever_trade` on the user's socket: the account after a change or a price step. */
export interface LeverTradeEvent {
  hazard_rate: string;
  profits_all: string;
  equity: string;
  used_margin: string;
  risk_rate: string;
  balance: string;
}

/** `lever_closed` on the user's socket: the positions just closed. */
export interface LeverClosedEvent {
  id: number[];
}

declare module './realtime.ts' {
  interface ServerToClientEvents {
    lever_trade: (event: LeverTradeEvent) => void;
    lever_closed: (event: LeverClosedEvent) => void;
  }
}
