/**
 * What the VIP page and `GET /user/info` show: the user's current level (their latest
 * assessment; VIP0 before the first), the figures and window it came from, what the next
 * level still needs from those figures, and the published table.
 */
import { and, eq } from 'drizzle-orm';
import {
  VIP_ASSESS_UTC,
  VIP_WINDOW_DAYS,
  Exact,
  toPlain,
  vipAssessmentAt,
  vipAssessmentDay,
  vipNext,
  type VipAssessmentItem,
  type VipStatusReply,
  type VipTableReply,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { vipTable } from './levels.ts';
import { userVip, vipAssessments, vipRuns } from './tables.ts';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
/** A stored figure without its trailing zeros, every digit kept (figures exceed 20 digits). */
const plain = (v: string) => new Exact(v).toFixed();
const DAY_MS = 86_400_000;

/** The user's current level number (0 until assessed): `/user/info`, the OTC gate. */
export async function vipLevelOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ level: userVip.level })
    .from(userVip)
    .where(eq(userVip.userId, userId));
  return row?.level ?? 0;
}

/** `GET /api/vip/levels`: the table the next assessment will use, and the rule. */
export async function vipTableReply(db: DbOrTx): Promise<VipTableReply> {
  const { levels } = await vipTable(db);
  return { levels, rule: 'either', window_days: VIP_WINDOW_DAYS, assess_utc: VIP_ASSESS_UTC };
}

/** `GET /api/vip`. */
export async function vipStatus(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
): Promise<VipStatusReply> {
  const [table, [current]] = await Promise.all([
    vipTableReply(ctx.db),
    ctx.db
      .select({ a: vipAssessments, run: { from: vipRuns.windowFrom, to: vipRuns.windowTo } })
      .from(userVip)
      .innerJoin(
        vipAssessments,
        and(eq(vipAssessments.userId, userVip.userId), eq(vipAssessments.day, userVip.day)),
      )
      .innerJoin(vipRuns, eq(vipRuns.day, userVip.day))
      .where(eq(userVip.userId, userId)),
  ]);
  const assessment = current ? assessmentItem(current.a, current.run) : null;
  const level = assessment?.level ?? 0;
  const figures = {
    volume: assessment?.volume_usdt ?? '0',
    holdings: assessment?.holdings_usdt ?? '0',
  };
  const now = ctx.clock.now();
  const latestDue = vipAssessmentAt(vipAssessmentDay(now));
  return {
    ...table,
    level,
    fee_discount_percent: assessment?.fee_discount_percent ?? '0',
    assessment,
    next: vipNext(table.levels, level, figures),
    next_assessment_at: seconds(new Date(latestDue.getTime() + DAY_MS)),
  };
}

function assessmentItem(
  a: typeof vipAssessments.$inferSelect,
  window: { from: Date; to: Date },
): VipAssessmentItem {
  return {
    day: a.day,
    level: a.level,
    fee_discount_percent: toPlain(a.feeDiscountPercent),
    computed_at: seconds(a.computedAt),
    window_from: seconds(window.from),
    window_to: seconds(window.to),
    spot_volume_usdt: plain(a.spotVolume),
    contract_volume_usdt: plain(a.contractVolume),
    volume_usdt: new Exact(a.spotVolume).plus(a.contractVolume).toFixed(),
    holdings_usdt: plain(a.holdings),
  };
}
