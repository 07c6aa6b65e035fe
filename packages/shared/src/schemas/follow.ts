/**
 * Copy trading (issue 12; client contract 7.14 `follow/*`): request payloads and replies.
 * The contract's names are kept (`trader_user_id`, `follow_user_id`, `transaction_id`,
 * `follow_num`, `correct_rate`, `profitCount`, ...); Bourse's own fields sit beside them.
 */
import { z } from 'zod';
import {
  FOLLOW_MAX_NUMBER,
  FOLLOW_TYPES,
  PROFIT_SHARE_MAX_PERCENT,
  type CopyOutcome,
  type CopySignalKind,
  type CopySkipReason,
  type FollowStatus,
  type FollowType,
  type TraderStatus,
} from '../follow.ts';
import { DECIMAL_RE, dec, isDecimalString, scaleOf } from '../money.ts';
import { NAME_RE, bigIdField, idField, langField, pageFields, positiveDecimal } from './common.ts';
import type { DeskClaim } from './adminConfig.ts';

/** Forms send every field, filled or not: '' means "not given". */
const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The largest follow-amount cap a request may carry, USDT. */
export const FOLLOW_MAX_CAP = '100000000';
/** The longest deadline of a follow, days. */
export const FOLLOW_MAX_DAYS = 365;

/** `GET /follow/index?page=N`: approved traders, the most followed first. */
export const followIndexQuery = z.object({
  page: pageFields.page,
  limit: z.preprocess(blankAsMissing, pageFields.limit),
  lang: langField,
});
export type FollowIndexQuery = z.infer<typeof followIndexQuery>;

/** `GET /follow/traderDetail` and `GET /follow/historyTrade {trader_user_id}`. */
export const traderIdQuery = z.object({ trader_user_id: idField, lang: langField });

/**
 * `POST /follow/follow`: follow (or edit the follow of) a trader. `type` 1 copies `number`
 * times the trader's lots, 2 copies `number` lots; `number` up to 5 with at most two
 * decimals (the original client sends whole numbers). Bourse's app also sends `amount`, the
 * follow-amount cap (the margin all open copies of this trader may hold, USDT), and `days`,
 * the deadline; both optional.
 */
export const followBody = z.object({
  trader_user_id: idField,
  type: z.coerce.number({ error: 'validation.number' }).pipe(
    z.union(FOLLOW_TYPES.map((v) => z.literal(v)) as [z.ZodLiteral<1>, z.ZodLiteral<2>], {
      error: 'validation.invalid',
    }),
  ),
  number: positiveDecimal(FOLLOW_MAX_NUMBER).refine((v) => !isDecimalString(v) || scaleOf(v) <= 2, {
    error: 'validation.decimals?max=2',
  }),
  amount: z.preprocess(blankAsMissing, positiveDecimal(FOLLOW_MAX_CAP).optional()),
  days: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'validation.number' })
      .int({ error: 'validation.integer' })
      .min(1, { error: 'validation.positive' })
      .max(FOLLOW_MAX_DAYS, { error: `validation.atMost?max=${FOLLOW_MAX_DAYS}` })
      .optional(),
  ),
  lang: langField,
});
export type FollowBody = z.infer<typeof followBody>;

/** `POST /follow/cancel {follow_user_id}`: the trader's id. */
export const followCancelBody = z.object({ follow_user_id: idField, lang: langField });

/** `POST /follow/selfHolding {transaction_id}`: a copied lever position the caller takes over. */
export const selfHoldingBody = z.object({ transaction_id: bigIdField, lang: langField });

/** `POST /api/follow/apply`: become a trader (an operator decides). */
export const traderApplyBody = z.object({
  nickname: z
    .string({ error: 'validation.required' })
    .trim()
    .min(2, { error: 'validation.traderNameRule' })
    .max(20, { error: 'validation.traderNameRule' })
    .regex(NAME_RE, { error: 'validation.noSpecialChars' }),
  /** An uploaded picture's path (`POST /api/upload`); the profile picture when empty. */
  head_portrait: z.preprocess(blankAsMissing, z.string().trim().max(500).optional()),
  introduction: z
    .string({ error: 'validation.required' })
    .trim()
    .min(10, { error: 'validation.traderIntroRule' })
    .max(300, { error: 'validation.traderIntroRule' }),
  profit_share_percent: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(DECIMAL_RE, { error: 'validation.decimal' })
    .refine((v) => !isDecimalString(v) || scaleOf(v) <= 2, { error: 'validation.decimals?max=2' })
    .refine((v) => !isDecimalString(v) || (dec(v).gte(0) && dec(v).lte(PROFIT_SHARE_MAX_PERCENT)), {
      error: `validation.profitShareRange?max=${PROFIT_SHARE_MAX_PERCENT}`,
    }),
  lang: langField,
});
export type TraderApplyBody = z.infer<typeof traderApplyBody>;

/** `GET /api/follow/copies`, `GET /api/follow/followers`: newest first. */
export const followPageQuery = z.object({
  page: pageFields.page,
  limit: z.preprocess(blankAsMissing, pageFields.limit),
  lang: langField,
});

/** `GET /api/admin/follow/traders {status}`. */
export const traderDeskQuery = z.object({
  status: z.preprocess(blankAsMissing, z.enum(['pending', 'approved', 'rejected']).optional()),
  lang: langField,
});

/** A trader's figures (client contract 7.14 `traderDetail.data`), then Bourse's. */
export interface TraderStatsView {
  follow_num: number;
  /** Net P/L of every closed position, USDT. */
  total_profits: string;
  /** total_profits / the closed positions' opening margins x 100. */
  total_income_rate: string;
  /** Profitable closed / closed x 100. */
  correct_rate: string;
  profitCount: number;
  /** Profitable closed shorts. */
  fallCount: number;
  /** Profitable closed longs. */
  riseCount: number;
  yesterday_profits: string;
  position_count: number;
  total_count: number;
  closed_count: number;
  /** When the figures were computed (unix seconds; hourly), null before the first run. */
  computed_at: number | null;
}

/** One row of `/follow/index` `message.data`. */
export interface TraderListItem {
  /** The trader's user id (`trader_user_id` of the other calls). */
  id: number;
  head_portrait: string;
  nickname: string;
  follow_num: number;
  is_followed: 0 | 1;
  /**
   * The original list shows this with `%`: it is the total return in percent (the detail's
   * `total_income_rate`); the amount is `total_pnl`.
   */
  total_profits: string;
  correct_rate: string;
  total_pnl: string;
  profit_share_percent: string;
  closed_count: number;
  computed_at: number | null;
}

/** A follow of the caller (one row of `/api/follow/mine` `follows`). */
export interface FollowItem {
  id: number;
  trader_user_id: number;
  nickname: string;
  head_portrait: string;
  type: FollowType;
  number: string;
  /** The follow-amount cap, '' for none. */
  amount: string;
  /** Unix seconds, null for none. */
  deadline: number | null;
  status: FollowStatus;
  profit_share_percent: string;
  created_at: number;
  ended_at: number | null;
  open_copies: number;
  /** Margin the open copies hold now. */
  margin_in_use: string;
  /** Net P/L of the closed copies, after fees, before the profit share. */
  realised: string;
  /** Profit share paid to the trader. */
  shared: string;
}

/** `GET /follow/traderDetail`. */
export interface TraderDetailView {
  trader_info: {
    head_portrait: string;
    nickname: string;
    signature: string;
    introduction: string;
    profit_share_percent: string;
  };
  data: TraderStatsView;
  is_followed: 0 | 1;
  /** The caller's active follow of this trader (to edit it), or null. */
  follow: FollowItem | null;
  /** Whether the caller is this trader. */
  is_self: boolean;
}

/** One row of `/follow/historyTrade` `message.data`: the trader's closed positions. */
export interface TraderTradeItem {
  id: number;
  symbol: string;
  /** 1 long, 2 short. */
  type: number;
  /** Opening price. */
  price: string;
  share: string;
  /** Opened, `YYYY-MM-DD HH:mm:ss` UTC. */
  transaction_time: string;
  close_price: string;
  /** Net P/L after fees. */
  profit: string;
  closed_at: number;
}

/** One row of the copy history (`GET /api/follow/copies`). */
export interface CopyItem {
  id: number;
  trader_user_id: number;
  trader_nickname: string;
  kind: CopySignalKind | 'detach';
  outcome: CopyOutcome;
  reason: CopySkipReason | null;
  /** The refusal's figures (need, available, cap, lots...), for the explanation. */
  detail: Record<string, string>;
  symbol: string;
  /** 1 long, 2 short. */
  side: number;
  lots: string;
  /** The follower's position, when one opened or closed. */
  position_id: number | null;
  /** The trader's recorded index price this copy used, its source and second. */
  index_price: string;
  index_source: string;
  index_at: number;
  /** The trader's profit share paid on this close ('' when none). */
  profit_share: string;
  /** A closed copy's net P/L after its fees and overnight fees, before the share ('' otherwise). */
  profit: string;
  created_at: number;
}

/** The caller as a trader (`GET /api/follow/mine` `trader`). */
export interface TraderApplicationView {
  status: TraderStatus;
  nickname: string;
  head_portrait: string;
  introduction: string;
  profit_share_percent: string;
  /** The operator's reason when rejected. */
  reason: string;
  applied_at: number;
  decided_at: number | null;
  followers: number;
  /** Profit share received from followers, USDT. */
  shared_received: string;
}

/** `GET /api/follow/mine`. */
export interface FollowMineView {
  trader: TraderApplicationView | null;
  follows: FollowItem[];
  max_traders: number;
  profit_share_range: { min: string; max: string };
}

/** One row of `GET /api/follow/followers` (a trader's followers, accounts masked). */
export interface FollowerItem {
  account: string;
  type: FollowType;
  number: string;
  status: FollowStatus;
  created_at: number;
  shared: string;
}

/** One row of `GET /api/admin/follow/traders`. */
export interface TraderDeskItem {
  user_id: number;
  account: string;
  status: TraderStatus;
  nickname: string;
  introduction: string;
  profit_share_percent: string;
  reason: string;
  applied_at: number;
  decided_at: number | null;
  closed_positions: number;
  /** Who holds the item on the desk (issue 15); null when nobody does. */
  claim: DeskClaim | null;
}
