/**
 * IEO subscriptions (issue 11; client contract 7.11 `project*`): the request payloads and
 * the reply shapes. The contract's field names are kept as they are (`total_sell`,
 * `percentage`, `day`, `time_status`, `coin_amount`, `give_amount`, `sell_begin`);
 * Bourse's own additions sit beside them.
 */
import { z } from 'zod';
import type { IeoPhase, IeoSubscriptionStatus } from '../ieo.ts';
import { idField, langField, pageFields, positiveDecimal, text } from './common.ts';

/** The largest token count or total a request may carry at all. */
export const IEO_MAX_AMOUNT = '1000000000000';

/** Forms send every field, filled or not: '' means "not given". */
const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);

/** `GET /project {page, limit}`. */
export const ieoListQuery = z.object({ ...pageFields, lang: langField });
export type IeoListQuery = z.infer<typeof ieoListQuery>;

/** `GET /project/detail {project_id}`. */
export const ieoDetailQuery = z.object({ project_id: idField, lang: langField });

/**
 * `POST /project/order`: `amount` tokens paid in `pay_currency` (a coin id); `price` is the
 * client's own total, a hint the server checks against its figure (decision 75).
 */
export const ieoOrderBody = z.object({
  project_id: idField,
  amount: positiveDecimal(IEO_MAX_AMOUNT),
  pay_currency: idField,
  price: z.preprocess(blankAsMissing, positiveDecimal(IEO_MAX_AMOUNT).optional()),
  lang: langField,
});
export type IeoOrderBody = z.infer<typeof ieoOrderBody>;

/** `GET /user/project/order {page, limit}` (optionally one project). */
export const ieoMyOrdersQuery = z.object({
  ...pageFields,
  project_id: z.preprocess(blankAsMissing, idField.optional()),
  lang: langField,
});
export type IeoMyOrdersQuery = z.infer<typeof ieoMyOrdersQuery>;

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s]+$/i, { error: 'validation.invalid' });

const unixSeconds = z.coerce
  .number({ error: 'validation.number' })
  .int({ error: 'validation.integer' })
  .min(0, { error: 'validation.positive' })
  .max(4_102_444_800, { error: 'validation.invalid' });

/** `POST /api/admin/ieo/projects`: a project (its issuance goes to the IEO pool at once). */
export const ieoProjectCreateBody = z.object({
  title: text(1, 120),
  summary: text(1, 500),
  content: z.string().max(20_000).default(''),
  /** The token: a coin of the catalogue. */
  currency_id: idField,
  /** USDT per token. */
  price: positiveDecimal('1000000'),
  /** Coin ids accepted for payment, e.g. "3,1,2". */
  pay_currencies: z
    .string()
    .trim()
    .regex(/^\d{1,9}(,\d{1,9}){0,9}$/, { error: 'validation.invalid' }),
  total: positiveDecimal(IEO_MAX_AMOUNT),
  min_amount: positiveDecimal(IEO_MAX_AMOUNT),
  max_amount: positiveDecimal(IEO_MAX_AMOUNT),
  warmup_at: unixSeconds,
  start_at: unixSeconds,
  end_at: unixSeconds,
  lock_days: z.coerce.number().int().min(0).max(3650),
  market_at: unixSeconds,
  whitepaper_url: httpUrl,
  website_url: httpUrl,
  logo: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/[\w./-]+$/, { error: 'validation.invalid' }),
  reason: z.string().trim().max(500).optional(),
  lang: langField,
});
export type IeoProjectCreateBody = z.infer<typeof ieoProjectCreateBody>;

/** Pause, resume or close: the operator's reason is required (audited). */
export const ieoProjectDecisionBody = z.object({ reason: text(1, 500), lang: langField });

export const ieoProjectParams = z.object({ id: idField });

/** A pay coin of a project, with one token's price in it now. */
export interface IeoPayCurrency {
  id: number;
  name: string;
  /** One token in this coin (issue price / the coin's index), for display. */
  unit_price: string;
  /** The coin's recorded index in USDT ('1' for USDT), its source and second. */
  index_price: string;
  index_source: string;
  index_at: number;
  decimals: number;
}

/** One row of `GET /project` (client contract 7.11) and Bourse's fields beside them. */
export interface IeoProjectItem {
  id: number;
  title: string;
  summary: string;
  /** A path (the original client prepends its origin). */
  logo: string;
  currency_id: number;
  currency_name: string;
  token_decimals: number;
  /** Total issuance, in tokens. */
  amount: string;
  /** Tokens asked by every subscription so far. */
  total_sell: string;
  /** total_sell / amount x 100 (above 100 when oversubscribed). */
  percentage: string;
  /** USDT per token. */
  price: string;
  /** Lock days after the end. */
  day: number;
  time_status: IeoPhase;
  paused: boolean;
  /** `YYYY-MM-DD HH:mm:ss` UTC, shown raw by the client. */
  warmup_at: string;
  start_at: string;
  end_at: string;
  /** Unix seconds of the same instants (Bourse's app counts down from them). */
  warmup_ts: number;
  start_ts: number;
  end_ts: number;
  release_ts: number;
  market_ts: number;
  now_ts: number;
  min_amount: string;
  max_amount: string;
  pay_currencies: { id: number; name: string }[];
  participants: number;
  /** Set once allocated: tokens allotted, the pro-rata remainder, unix seconds. */
  sold: string | null;
  remainder: string | null;
  allocated_ts: number | null;
  whitepaper: string;
  website: string;
}

/** `GET /project/detail` -> `message.info`. */
export interface IeoProjectDetail extends IeoProjectItem {
  content: string;
  /** The website (the client opens it for both "website" and "white paper"). */
  link: string;
  btc_price: string | null;
  eth_price: string | null;
  pay: IeoPayCurrency[];
  tolerance_percent: string;
  /** The signed-in caller's tokens asked so far and what the maximum still allows. */
  mine: { subscribed: string; remaining: string } | null;
}

/** One row of `GET /user/project/order` -> `message.data`. */
export interface IeoOrderItem {
  id: number;
  project_id: number;
  /** The project's title. */
  name: string;
  currency_name: string;
  logo: string;
  /** Tokens asked. */
  coin_amount: string;
  /** Tokens allotted ('0' until the allocation). */
  give_amount: string;
  pay_currency: number;
  pay_currency_name: string;
  /** Held at subscription, in the pay coin. */
  pay_amount: string;
  /** The allotted tokens' cost and the refund (null until the allocation). */
  cost: string | null;
  refunded: string | null;
  /** The pay coin's recorded index used, its source and second. */
  pay_index_price: string;
  pay_index_source: string;
  status: IeoSubscriptionStatus;
  /** `YYYY-MM-DD HH:mm:ss` UTC: when subscribed, and when the tokens reach spot. */
  created_at: string;
  sell_begin: string;
  release_ts: number;
  released_ts: number | null;
}
