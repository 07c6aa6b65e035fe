/**
 * VIP levels (issue 12): the `vip_levels` setting's shape, the queries and the replies of
 * `GET /api/vip` (the signed-in user's level) and `GET /api/vip/levels` (the table).
 */
import { z } from 'zod';
import { DECIMAL_RE, dec, isDecimalString, scaleOf } from '../money.ts';
import {
  VIP_DECIMALS,
  VIP_MAX_LEVEL,
  VIP_MAX_THRESHOLD,
  vipTableProblem,
  type VipLevelItem,
  type VipNext,
} from '../vip.ts';
import { langField } from './common.ts';

/** A plain non-negative decimal of at most VIP_DECIMALS places, below `max`. */
const figure = (max: string) =>
  z
    .string()
    .regex(DECIMAL_RE)
    .refine((v) => isDecimalString(v) && scaleOf(v) <= VIP_DECIMALS && dec(v).gte(0))
    .refine((v) => dec(v).lte(max));

/** One level of the setting (what an operator writes; checked before any use). */
export const vipLevelItem = z.object({
  level: z.number().int().min(0).max(VIP_MAX_LEVEL),
  volume_usdt: figure(VIP_MAX_THRESHOLD),
  holdings_usdt: figure(VIP_MAX_THRESHOLD),
  fee_discount_percent: figure('99.99'),
});

/** The whole table: level 0 first, each level above asking more and giving at least as much. */
export const vipLevelsSetting = z
  .array(vipLevelItem)
  .min(1)
  .max(VIP_MAX_LEVEL + 1)
  .refine((levels) => vipTableProblem(levels) === undefined);

export const vipQuery = z.object({ lang: langField });

/** `GET /api/vip/levels` (public), and part of `GET /api/vip`. */
export interface VipTableReply {
  levels: VipLevelItem[];
  /** A level is reached by meeting its volume OR its holdings. */
  rule: 'either';
  window_days: number;
  /** HH:MM UTC of the daily assessment. */
  assess_utc: string;
}

/** The figures a level was assessed from, and when (auditable: the run keeps its prices). */
export interface VipAssessmentItem {
  /** The assessment's UTC day (YYYY-MM-DD). */
  day: string;
  level: number;
  /** The discount this assessment gives until the next one. */
  fee_discount_percent: string;
  /** Unix seconds: when the figures were computed. */
  computed_at: number;
  /** Unix seconds: the volume window [from, to). */
  window_from: number;
  window_to: number;
  /** Spot and stock fills' quote value in USDT. */
  spot_volume_usdt: string;
  /** Contract open and close notionals in USDT. */
  contract_volume_usdt: string;
  volume_usdt: string;
  /** Every balance of every account, available + frozen, at the index (USDT 1). */
  holdings_usdt: string;
}

/** `GET /api/vip`: the user's level, what it came from, the next level and the table. */
export interface VipStatusReply extends VipTableReply {
  level: number;
  fee_discount_percent: string;
  /** Null until the user's first assessment (VIP0 until then). */
  assessment: VipAssessmentItem | null;
  /** Null at the top level. */
  next: VipNext | null;
  /** Unix seconds: when the next assessment is due. */
  next_assessment_at: number;
}
