/**
 * The hub's pure choices: which products are shown in which order, which catalogue rows
 * make the "few live products" of each section, and how long until an event. No request,
 * no clock of its own (the caller passes `nowMs`), no number maths on money: rates are
 * compared as decimals.
 */
import {
  LockupPlanStatus,
  dec,
  type DualProductItem,
  type EarnProduct,
  type EarnProductSummary,
  type EarnSummary,
  type IeoProjectItem,
  type LockupPlanItem,
} from '@bourse/shared';

/** The hub's order: the steady income first, then structured products, then launches. */
export const HUB_ORDER: readonly EarnProduct[] = ['lockup', 'dual', 'ieo'];

/** The contract's financial tab: the first 3 IEO projects of page 1 (client contract 7.11). */
export const IEO_SHOWN = 3;
export const LOCKUP_SHOWN = 3;
/** Dual products shown per coin (BTC, ETH). */
export const DUAL_SHOWN_PER_COIN = 2;

/** A product the user has or had something in: running positions or income of any kind. */
export function hasActivity(p: EarnProductSummary): boolean {
  return p.open > 0 || p.holding.length > 0 || p.pending.length > 0 || p.paid.length > 0;
}

/** The summary's products with activity, in the hub's order. */
export function activeProducts(summary: EarnSummary): EarnProductSummary[] {
  return HUB_ORDER.map((name) => summary.products.find((p) => p.product === name)).filter(
    (p): p is EarnProductSummary => !!p && hasActivity(p),
  );
}

export const openPositions = (summary: EarnSummary): number =>
  summary.products.reduce((sum, p) => sum + p.open, 0);

/** The open plans with the highest annual yield first (a tie keeps the operator's order). */
export function topLockupPlans(plans: LockupPlanItem[], count = LOCKUP_SHOWN): LockupPlanItem[] {
  return plans
    .map((plan, index) => ({ plan, index }))
    .filter(({ plan }) => plan.status === LockupPlanStatus.active)
    .sort((a, b) => dec(b.plan.apr_percent).cmp(dec(a.plan.apr_percent)) || a.index - b.index)
    .slice(0, count)
    .map(({ plan }) => plan);
}

/**
 * A few dual products per coin that can be bought now (`status` 1), in the server's order
 * (nearest maturity first), BTC's then ETH's.
 */
export function liveDualProducts(
  perCoin: (DualProductItem[] | undefined)[],
  count = DUAL_SHOWN_PER_COIN,
): DualProductItem[] {
  return perCoin.flatMap((list) => (list ?? []).filter((p) => p.status === 1).slice(0, count));
}

export const firstIeoProjects = (list: IeoProjectItem[] | undefined): IeoProjectItem[] =>
  (list ?? []).slice(0, IEO_SHOWN);

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left until `atSec` (unix seconds) from `nowMs`; null once it is due. */
export function timeLeft(atSec: number, nowMs: number): TimeLeft | null {
  const total = Math.floor((atSec * 1000 - nowMs) / 1000);
  if (total <= 0) return null;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}
