/**
 * The operator's lock-up desk (`/api/admin/lockup/plans`, role finance): create a plan,
 * pause, resume, close. Each decision writes its audit row (before and after) in the same
 * transaction. A plan's status decides only whether it takes NEW deposits: existing orders
 * keep their fixed terms (the database refuses any change of them, migration 0017).
 */
import { asc, eq, sql } from 'drizzle-orm';
import {
  LockupOrderStatus,
  LockupPlanStatus,
  dec,
  toPlain,
  type Lang,
  type LockupPlanAdminItem,
  type LockupPlanCreateBody,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { recordAudit } from '../admin/index.ts';
import { findCurrency } from '../system/index.ts';
import { dividendUtc, planItem, planWithCoin, type PlanRow } from './config.ts';
import { lockupOrders, lockupPlans } from './tables.ts';

const snapshot = (p: PlanRow) => ({
  status: p.status,
  currency_id: p.currencyId,
  min_amount: toPlain(p.minAmount),
  max_amount: toPlain(p.maxAmount),
  daily_rate_min: toPlain(p.dailyRateMin),
  daily_rate_max: toPlain(p.dailyRateMax),
  lock_days: p.lockDays,
  penalty_percent: toPlain(p.penaltyPercent),
});

export async function listPlansForDesk(
  ctx: Pick<AppContext, 'db'>,
  lang: Lang,
): Promise<LockupPlanAdminItem[]> {
  const plans = await ctx.db
    .select()
    .from(lockupPlans)
    .orderBy(asc(lockupPlans.sort), asc(lockupPlans.id));
  const running = await ctx.db
    .select({
      planId: lockupOrders.planId,
      n: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${lockupOrders.amount})::text`,
    })
    .from(lockupOrders)
    .where(eq(lockupOrders.status, LockupOrderStatus.running))
    .groupBy(lockupOrders.planId);
  const byPlan = new Map(running.map((r) => [r.planId, r]));
  const dividend = await dividendUtc(ctx.db);
  const items: LockupPlanAdminItem[] = [];
  for (const p of plans) {
    const coin = await findCurrency(ctx.db, p.currencyId);
    if (!coin) continue;
    items.push({
      ...planItem(p, coin, dividend, lang),
      sort: p.sort,
      running_orders: byPlan.get(p.id)?.n ?? 0,
      running_amount: toPlain(byPlan.get(p.id)?.amount ?? '0'),
    });
  }
  return items;
}

export async function createPlan(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  operatorId: number,
  body: Omit<LockupPlanCreateBody, 'lang'>,
): Promise<PlanRow> {
  const coin = await findCurrency(ctx.db, body.currency_id);
  if (!coin || !coin.isActive) return fail('errors.currencyUnavailable');
  if (
    dec(body.min_amount).gt(body.max_amount) ||
    dec(body.daily_rate_min).gt(body.daily_rate_max)
  ) {
    return fail('errors.lockupPlanRange');
  }
  if (dec(body.penalty_percent).mul(body.lock_days).gt(100))
    return fail('errors.lockupPlanPenalty');
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(lockupPlans)
      .values({
        currencyId: coin.id,
        minAmount: body.min_amount,
        maxAmount: body.max_amount,
        dailyRateMin: body.daily_rate_min,
        dailyRateMax: body.daily_rate_max,
        lockDays: body.lock_days,
        penaltyPercent: body.penalty_percent,
        status: LockupPlanStatus.active,
        sort: body.sort ?? 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit(tx, {
      operatorId,
      action: 'lockup.createPlan',
      targetTable: 'lockup_plans',
      targetId: plan!.id,
      reason: body.reason,
      detail: { before: null, after: snapshot(plan!) },
      at: now,
    });
    return plan!;
  });
}

const MOVES = {
  pause: {
    from: [LockupPlanStatus.active],
    to: LockupPlanStatus.paused,
    refusal: 'errors.lockupPlanNotActive',
  },
  resume: {
    from: [LockupPlanStatus.paused],
    to: LockupPlanStatus.active,
    refusal: 'errors.lockupPlanNotPaused',
  },
  close: {
    from: [LockupPlanStatus.active, LockupPlanStatus.paused],
    to: LockupPlanStatus.closed,
    refusal: 'errors.lockupPlanClosed',
  },
} as const;
export type PlanMove = keyof typeof MOVES;

/** Pause, resume or close: the plan row only, never an order. */
export async function movePlan(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  operatorId: number,
  id: number,
  move: PlanMove,
  reason: string,
): Promise<PlanRow> {
  const { coin } = await planWithCoin(ctx.db, id);
  const now = ctx.clock.now();
  const rule = MOVES[move];
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(lockupPlans)
      .where(eq(lockupPlans.id, id))
      .for('update');
    if (!before) return fail('errors.lockupPlanUnknown');
    if (!(rule.from as readonly string[]).includes(before.status)) {
      return fail(rule.refusal, { currency: coin.name, days: before.lockDays });
    }
    const [after] = await tx
      .update(lockupPlans)
      .set({ status: rule.to, updatedAt: now })
      .where(eq(lockupPlans.id, id))
      .returning();
    await recordAudit(tx, {
      operatorId,
      action: `lockup.${move}Plan`,
      targetTable: 'lockup_plans',
      targetId: id,
      reason,
      detail: { before: snapshot(before), after: snapshot(after!) },
      at: now,
    });
    return after!;
  });
}
