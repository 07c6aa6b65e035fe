/**
 * Seconds options (issue 10; client contract 7.10 `microtrade/*`): the request payloads and
 * the replies. The contract's field names are kept as they are (`match_id`, `number`,
 * `profit_ratio`, `fact_profits`); Bourse's own additions sit beside them.
 */
import { z } from 'zod';
import { DECIMAL_RE, dec, isDecimalString, scaleOf } from '../money.ts';
import { OptionDirection, OptionStatus, type OptionOutcome } from '../options.ts';
import { bigIdField, idField, langField, pageFields, positiveDecimal } from './common.ts';

/** The largest stake a request may carry at all; the duration's own maximum is far lower. */
export const OPTION_MAX_STAKE = '1000000000';
/** `GET /microtrade/lists` pages by 5 unless told (the original client sends limit=5). */
export const OPTION_LIST_LIMIT = 5;
/** Issue 10: "a 5 s cooldown between submissions". */
export const OPTION_COOLDOWN_MS = 5_000;

const code = <T extends number>(values: readonly T[]) =>
  z.coerce
    .number({ error: 'validation.number' })
    .refine((v): v is T => (values as readonly number[]).includes(v), {
      error: 'validation.invalid',
    })
    .transform((v) => v as T);

/** `POST /microtrade/submit`: a bet on `match_id`'s index rising (type 1) or falling (2). */
export const optionSubmitBody = z.object({
  match_id: idField,
  /** The pair's `legal_id`: the stake coin (USDT). */
  currency_id: idField,
  type: code<OptionDirection>([OptionDirection.up, OptionDirection.down]),
  seconds: idField,
  number: positiveDecimal(OPTION_MAX_STAKE),
  lang: langField,
});
export type OptionSubmitBody = z.infer<typeof optionSubmitBody>;

/** `GET /microtrade/get_result {id}`. */
export const optionResultQuery = z.object({ id: bigIdField, lang: langField });

/** Forms send every field, filled or not: '' means "not given". */
const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);

/** `GET /microtrade/lists`: open orders (status 1) or history (3), newest first. */
export const optionListQuery = z.object({
  match_id: z.preprocess(blankAsMissing, idField.optional()),
  status: z.preprocess(
    blankAsMissing,
    code<OptionStatus>([OptionStatus.open, OptionStatus.settled]).default(OptionStatus.open),
  ),
  page: pageFields.page,
  limit: z.preprocess(blankAsMissing, pageFields.limit.default(OPTION_LIST_LIMIT)),
  lang: langField,
});
export type OptionListQuery = z.infer<typeof optionListQuery>;

/** `POST /microtrade/disclosure {accept: 1}`: the risk disclosure, accepted once. */
export const optionDisclosureBody = z.object({
  accept: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.union([z.literal('1'), z.literal('true'), z.literal(1), z.literal(true)], {
      error: 'validation.invalid',
    }),
  ),
  lang: langField,
});

/**
 * `POST /microtrade/loss_limit {amount}`: the user's own daily loss limit in USDT; `0`
 * removes it. A lower limit applies at once, a higher one (or none) from the next UTC day.
 */
export const optionLossLimitBody = z.object({
  amount: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .regex(DECIMAL_RE, { error: 'validation.decimal' })
    .refine((v) => !isDecimalString(v) || scaleOf(v) <= 6, { error: 'validation.decimals?max=6' })
    .refine((v) => !isDecimalString(v) || dec(v).gte(0), { error: 'validation.positive' })
    .refine((v) => !isDecimalString(v) || dec(v).lte(OPTION_MAX_STAKE), {
      error: `validation.atMost?max=${OPTION_MAX_STAKE}`,
    }),
  lang: langField,
});

/** One duration of `GET /microtrade/seconds`. */
export interface OptionDurationItem {
  seconds: number;
  /** Percent of the stake a win pays on top of it. */
  profit_ratio: string;
  min_amount: string;
  max_amount: string;
  /** Percent of the stake a loss takes: all of it. */
  loss_ratio: number;
  /** Percent of the stake a bet returns on average for a fair coin (the house edge). */
  expected_return: string;
}

/** One entry of `GET /microtrade/payable_currencies`. */
export interface OptionPayableCurrency {
  id: number;
  name: string;
  user_wallet: { micro_with_insurance: string };
}

/** `POST /microtrade/submit`'s reply. */
export interface OptionSubmitted {
  id: number;
  seconds: number;
  open_price: string;
  type: OptionDirection;
  number: string;
  profit_ratio: string;
  /** Unix seconds of the recorded tick that gave `open_price`. */
  open_at: number;
  open_source: string;
  /** Unix seconds. */
  expires_at: number;
  remain_milli_seconds: number;
  symbol: string;
}

/** `GET /microtrade/get_result`'s reply: both prices with their seconds and sources. */
export interface OptionResult {
  id: number;
  status: OptionStatus;
  outcome: OptionOutcome | null;
  type: OptionDirection;
  symbol: string;
  seconds: number;
  stake: string;
  profit_ratio: string;
  open_price: string;
  open_at: number;
  open_source: string;
  close_price: string | null;
  close_at: number | null;
  close_source: string | null;
  payout: string | null;
  /** Signed: payout - stake; '0' while the option runs. */
  fact_profits: string;
  expires_at: number;
  remain_milli_seconds: number;
}

/** A row of `GET /microtrade/lists`. */
export interface OptionListItem {
  id: number;
  symbol_name: string;
  type: OptionDirection;
  open_price: string;
  close_price: string | null;
  number: string;
  seconds: number;
  profit_ratio: string;
  /** `YYYY-MM-DD HH:mm:ss` (UTC) of the settlement, '' while open. */
  handled_at: string;
  fact_profits: string;
  remain_milli_seconds: number;
  status: OptionStatus;
  outcome: OptionOutcome | null;
  open_at: number;
  close_at: number | null;
}

export interface OptionList {
  total: number;
  page: number;
  limit: number;
  data: OptionListItem[];
}

/** `GET /microtrade/account`: what the options page needs before the form. */
export interface OptionAccountView {
  disclosure_accepted: boolean;
  disclosure_accepted_at: number | null;
  /** The limit in force today; null when there is none. */
  daily_loss_limit: string | null;
  /** A raised limit waiting for `pending_from` (unix seconds, the next UTC midnight). */
  pending_loss_limit: string | null;
  pending_from: number | null;
  /** Today's (UTC) net realised loss, floored at zero. */
  today_loss: string;
  /** Stakes of the options still running. */
  open_stakes: string;
  /** Whether the user's region may trade options. */
  region_allowed: boolean;
  cooldown_ms: number;
}

/** `closed_microorder` (to the owner's sockets): an option settled. */
export interface OptionClosedEvent {
  id: number;
  fact_profits: string;
  outcome: OptionOutcome;
  payout: string;
  close_price: string;
  close_at: number;
  close_source: string;
}

// The options event joins the server's events here, beside its payload (issue 10).
declare module './realtime.ts' {
  interface ServerToClientEvents {
    closed_microorder: (event: OptionClosedEvent) => void;
  }
}
