/**
 * Lock-up plans and settings: the plan a deposit names, the published list
 * (`GET /lh/deposit/config`), and the `lockup_dividend_utc` setting (HH:MM UTC of the daily
 * credit, read through the system module's `settingOf`).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import {
  HHMM_RE,
  LOCKUP_DEFAULT_DIVIDEND_UTC,
  LockupPlanStatus,
  lockupAprPercent,
  lockupOrderRate,
  toPlain,
  translate,
  type AccountTypeName,
  type Lang,
  type LockupPlanItem,
} from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { findCurrency, settingOf, type Currency } from '../system/index.ts';
import { lockupPlans } from './tables.ts';

/** Issue 11: deposits come from, interest goes to and principal returns to the spot account. */
export const LOCKUP_ACCOUNT: AccountTypeName = 'change';
export const DIVIDEND_SETTING = 'lockup_dividend_utc';
/** The journal and row names: `lockup_orders:<id>:deposit|interest:<day>|redeem`. */
export const LOCKUP_ORDERS_TABLE = 'lockup_orders';

export type PlanRow = typeof lockupPlans.$inferSelect;

export async function dividendUtc(db: DbOrTx): Promise<string> {
  const value = String((await settingOf(db, DIVIDEND_SETTING)) ?? '');
  return HHMM_RE.test(value) ? value : LOCKUP_DEFAULT_DIVIDEND_UTC;
}

/** The plan and its coin, or a translated refusal (unknown, or a coin no longer listed). */
export async function planWithCoin(
  db: DbOrTx,
  id: number,
): Promise<{ plan: PlanRow; coin: Currency }> {
  const [plan] = await db.select().from(lockupPlans).where(eq(lockupPlans.id, id));
  if (!plan) return fail('errors.lockupPlanUnknown');
  const coin = await findCurrency(db, plan.currencyId);
  if (!coin) return fail('errors.currencyUnavailable');
  return { plan, coin };
}

/** `2.5`, not `2.50000000`: a percent for display, at most 4 decimals, trailing zeros cut. */
const shortPercent = (v: { toDecimalPlaces(n: number): { toFixed(): string } }) =>
  toPlain(v.toDecimalPlaces(4).toFixed());

export function planItem(
  plan: PlanRow,
  coin: Currency,
  dividend: string,
  lang: Lang,
): LockupPlanItem {
  const rate = lockupOrderRate({ min: plan.dailyRateMin, max: plan.dailyRateMax });
  const apr = shortPercent(lockupAprPercent(rate));
  return {
    id: plan.id,
    currency_id: coin.id,
    currency_name: coin.name,
    save_min: toPlain(plan.minAmount),
    save_max: toPlain(plan.maxAmount),
    interest_rate: toPlain(rate.toFixed()),
    interest_rate_min: toPlain(plan.dailyRateMin),
    interest_rate_max: toPlain(plan.dailyRateMax),
    apr_percent: apr,
    day: plan.lockDays,
    penalty_percent: toPlain(plan.penaltyPercent),
    dividend_utc: dividend,
    decimals: coin.decimals,
    status: plan.status,
    intro: translate(lang, 'lockup.intro', {
      apr,
      days: plan.lockDays,
      min: toPlain(plan.minAmount),
      currency: coin.name,
    }),
  };
}

/** `GET /lh/deposit/config`: active and paused plans (closed ones are gone), in sort order. */
export async function listPlans(db: DbOrTx, lang: Lang): Promise<LockupPlanItem[]> {
  const rows = await db
    .select()
    .from(lockupPlans)
    .where(inArray(lockupPlans.status, [LockupPlanStatus.active, LockupPlanStatus.paused]))
    .orderBy(asc(lockupPlans.sort), asc(lockupPlans.id));
  const dividend = await dividendUtc(db);
  const items: LockupPlanItem[] = [];
  for (const plan of rows) {
    const coin = await findCurrency(db, plan.currencyId);
    if (coin) items.push(planItem(plan, coin, dividend, lang));
  }
  return items;
}
