/**
 * Fee-discount coupons spent on trading fees. A user's unused, unexpired coupon lowers the
 * first fee that user pays after claiming it (largest percent first, then the one expiring
 * soonest); the coupon then names the order whose fee it lowered. A batch of fills claims
 * the coupons of every fee payer with one locking read and marks the spent ones with one
 * update, in the batch's transaction, so two fills can never spend one coupon.
 */
import { sql } from 'drizzle-orm';
import { CouponKind, Exact } from '@bourse/shared';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { pgArray } from '../ledger/index.ts';

export interface FeeDiscount {
  couponId: number;
  /** The fraction of the fee waived (percent / 100). */
  waived: Exact;
}

/**
 * Locks the unused coupons of `userIds` until the transaction ends and returns them per
 * user in the order they are spent.
 */
export async function claimFeeDiscounts(
  tx: Tx,
  userIds: number[],
  at: Date,
): Promise<Map<number, FeeDiscount[]>> {
  const byUser = new Map<number, FeeDiscount[]>();
  if (userIds.length === 0) return byUser;
  const rows = rowsOf<{ id: number; user_id: number; percent: string }>(
    await tx.execute(sql`
      select id, user_id, percent::text as percent from user_coupons
      where user_id = any(${pgArray(userIds)}::int[]) and kind = ${CouponKind.feeDiscount}
        and used_at is null and expires_at > ${at.toISOString()}::timestamptz
        and percent > 0
      order by user_id, percent desc, expires_at asc, id
      for update`),
  );
  for (const r of rows) {
    const list = byUser.get(Number(r.user_id)) ?? [];
    list.push({ couponId: Number(r.id), waived: new Exact(r.percent).div(100) });
    byUser.set(Number(r.user_id), list);
  }
  return byUser;
}

/** Marks coupons spent, each naming what used it (`spot_orders:<id>`). */
export async function markFeeDiscountsUsed(
  tx: Tx,
  uses: { couponId: number; usedFor: string }[],
  at: Date,
): Promise<void> {
  if (uses.length === 0) return;
  await tx.execute(sql`
    update user_coupons c set used_at = ${at.toISOString()}::timestamptz, used_for = u.used_for
    from unnest(${pgArray(uses.map((u) => u.couponId))}::int[],
                ${pgArray(uses.map((u) => u.usedFor))}::text[]) as u(id, used_for)
    where c.id = u.id`);
}
