/**
 * Fee-discount coupons spent on trading fees. A user's unused, unexpired coupon lowers the
 * first fee that user pays after claiming it (largest percent first, then the one expiring
 * soonest); the coupon then names the order whose fee it lowered.
 *
 * A batch of fills is written in one statement (the spot sequencer's), so its coupons are
 * decided before it is sent: a `FeeCouponBook` remembers what each payer holds, and
 * `couponSpend`, part of the statement, marks the spent ones and ends the statement if
 * what the book remembered is no longer true (a coupon spent elsewhere, expired or granted
 * since). The batch is then matched again with what the database holds, so two fills never
 * spend one coupon and a payer's best coupon is always the one spent.
 */
import { sql, type SQL } from 'drizzle-orm';
import { CouponKind, Exact } from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { pgArray } from '../ledger/index.ts';

export interface FeeDiscount {
  couponId: number;
  /** The fraction of the fee waived (percent / 100). */
  waived: Exact;
}

/** An unused fee-discount coupon as a `FeeCouponBook` remembers it. */
interface HeldCoupon {
  couponId: number;
  percent: string;
  expiresAt: number;
}

/** Users remembered at most; past it the book starts empty again. */
const BOOK_MAX_USERS = 100_000;

/** Why `couponSpend` ended a statement. */
export const COUPONS_CHANGED = 'fees:coupons-changed';

/**
 * The unused fee-discount coupons of the users a sequencer has met, as last read. Only a
 * hint: `couponSpend` checks it in the statement that spends them.
 */
export class FeeCouponBook {
  private readonly held = new Map<number, HeldCoupon[]>();

  /** Of `userIds`, those whose coupons were never read (or forgotten since). */
  unknown(userIds: Iterable<number>): number[] {
    return [...new Set(userIds)].filter((id) => !this.held.has(id));
  }

  /** Reads the coupons of `userIds` (one statement) and remembers them. */
  async read(db: DbOrTx, userIds: number[], at: Date): Promise<void> {
    if (userIds.length === 0) return;
    const rows = rowsOf<{ id: number; user_id: number; percent: string; expires_at: string }>(
      await db.execute(sql`
        select id, user_id, percent::text as percent,
               (extract(epoch from expires_at) * 1000)::text as expires_at
        from user_coupons
        where user_id = any(${pgArray(userIds)}::int[]) and kind = ${CouponKind.feeDiscount}
          and used_at is null and expires_at > ${at.toISOString()}::timestamptz
          and percent > 0`),
    );
    if (this.held.size + userIds.length > BOOK_MAX_USERS) this.held.clear();
    for (const id of userIds) this.held.set(id, []);
    for (const r of rows) {
      this.held.get(Number(r.user_id))!.push({
        couponId: Number(r.id),
        percent: r.percent,
        expiresAt: Number(r.expires_at),
      });
    }
  }

  /** Forgets everything (what it remembered turned out wrong). */
  forget(): void {
    this.held.clear();
  }

  /**
   * What each of `userIds` may spend at `at`, in spending order, and the ids of every
   * coupon that list holds (what `couponSpend` checks). Every user must be known.
   */
  spendable(userIds: number[], at: Date): { lists: Map<number, FeeDiscount[]>; known: number[] } {
    const lists = new Map<number, FeeDiscount[]>();
    const known: number[] = [];
    for (const id of userIds) {
      const held = (this.held.get(id) ?? [])
        .filter((c) => c.expiresAt > at.getTime())
        .sort(
          (a, b) =>
            new Exact(b.percent).comparedTo(a.percent) ||
            a.expiresAt - b.expiresAt ||
            a.couponId - b.couponId,
        );
      known.push(...held.map((c) => c.couponId));
      lists.set(
        id,
        held.map((c) => ({ couponId: c.couponId, waived: new Exact(c.percent).div(100) })),
      );
    }
    return { lists, known };
  }

  /** The coupons a committed statement spent are gone. */
  spent(uses: { couponId: number }[]): void {
    const ids = new Set(uses.map((u) => u.couponId));
    if (ids.size === 0) return;
    for (const [user, list] of this.held) {
      if (list.some((c) => ids.has(c.couponId)))
        this.held.set(
          user,
          list.filter((c) => !ids.has(c.couponId)),
        );
    }
  }
}

/**
 * The part of a one-statement write that spends coupons: a WITH item `coupons_used` that
 * marks `uses` spent, and the guards that end the statement (COUPONS_CHANGED) when one of
 * them is no longer unused and unexpired, or when a payer holds a coupon that `known` does
 * not list (granted since it was read). Text the same whatever the arrays hold.
 */
export function couponSpend(
  payers: number[],
  known: number[],
  uses: { couponId: number; usedFor: string }[],
  at: Date,
): { with: SQL; guards: { why: string; when: SQL }[] } {
  const when = sql`${at.toISOString()}::timestamptz`;
  return {
    with: sql`coupons_used as (
      update user_coupons c set used_at = ${when}, used_for = u.used_for
      from unnest(${pgArray(uses.map((u) => u.couponId))}::int[],
                  ${pgArray(uses.map((u) => u.usedFor))}::text[]) as u(id, used_for)
      where c.id = u.id and c.used_at is null and c.expires_at > ${when}
      returning c.id)`,
    guards: [
      {
        why: COUPONS_CHANGED,
        when: sql`(select count(*) from coupons_used) <> ${uses.length}::int
          or exists (
            select 1 from user_coupons c
            where c.user_id = any(${pgArray(payers)}::int[]) and c.kind = ${CouponKind.feeDiscount}
              and c.used_at is null and c.expires_at > ${when} and c.percent > 0
              and not (c.id = any(${pgArray(known)}::int[])))`,
      },
    ],
  };
}
