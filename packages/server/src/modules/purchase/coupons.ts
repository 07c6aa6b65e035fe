/**
 * Coupons (spec 2: coupon centre, my coupons): templates on offer, one claim per user per
 * template with the stock taken atomically, and a user's coupons by status. A trial bonus
 * is redeemed once for USDT from the `promotions` system account to the user's spot
 * (change) account. A fee discount is never redeemed for money: the spot module spends it
 * on the next fee its owner pays (`spendFeeDiscount`).
 */
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  CouponKind,
  CouponStatus,
  JournalReason,
  toPlain,
  translate,
  type CouponTemplateView,
  type Lang,
  type Page,
  type UserCouponView,
  Exact,
} from '@bourse/shared';
import { DAY_MS } from '../../clock.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { creditFromSystem, userOwner } from '../ledger/index.ts';
import { currencies } from '../system/index.ts';
import { toSeconds } from '../system/index.ts';
import { couponTemplates, userCoupons } from './tables.ts';
import { isUniqueViolation } from '../../db/errors.ts';

export const USER_COUPONS_TABLE = 'user_coupons';

/** Where a redeemed trial bonus is paid (see docs/decisions.md). */
export const COUPON_CREDIT_ACCOUNT = 'change' as const;

interface Terms {
  kind: CouponKind;
  percent: string | null;
  amount: string | null;
}

function titleOf(lang: Lang, t: Terms, currency: string): string {
  return t.kind === CouponKind.feeDiscount
    ? translate(lang, 'coupon.feeDiscount', { percent: toPlain(t.percent ?? '0') })
    : translate(lang, 'coupon.trialBonus', { amount: toPlain(t.amount ?? '0'), currency });
}

const plainOrNull = (v: string | null) => (v === null ? null : toPlain(v));

/** `GET /coupon/center`: the active templates, with what is left and whether the caller has one. */
export async function couponCenter(
  ctx: AppContext,
  userId: number,
  lang: Lang,
): Promise<CouponTemplateView[]> {
  const rows = await ctx.db
    .select({ t: couponTemplates, currency: currencies.name, mine: userCoupons.id })
    .from(couponTemplates)
    .innerJoin(currencies, eq(currencies.id, couponTemplates.currencyId))
    .leftJoin(
      userCoupons,
      and(eq(userCoupons.templateId, couponTemplates.id), eq(userCoupons.userId, userId)),
    )
    .where(eq(couponTemplates.isActive, true))
    .orderBy(asc(couponTemplates.sort), asc(couponTemplates.id));
  return rows.map(({ t, currency, mine }) => ({
    id: t.id,
    kind: t.kind,
    title: titleOf(lang, t, currency),
    percent: plainOrNull(t.percent),
    amount: plainOrNull(t.amount),
    currency,
    validity_days: t.validityDays,
    stock_total: t.stockTotal,
    stock_left: t.stockTotal - t.stockClaimed,
    claimed: mine !== null,
  }));
}

type CouponRow = typeof userCoupons.$inferSelect;

function statusOf(row: CouponRow, now: Date): CouponStatus {
  if (row.usedAt) return CouponStatus.used;
  return row.expiresAt.getTime() <= now.getTime() ? CouponStatus.expired : CouponStatus.unused;
}

function couponView(row: CouponRow, currency: string, lang: Lang, now: Date): UserCouponView {
  return {
    id: row.id,
    template_id: row.templateId,
    kind: row.kind,
    title: titleOf(lang, row, currency),
    percent: plainOrNull(row.percent),
    amount: plainOrNull(row.amount),
    currency,
    status: statusOf(row, now),
    claimed_at: toSeconds(row.claimedAt),
    expires_at: toSeconds(row.expiresAt),
    used_at: row.usedAt ? toSeconds(row.usedAt) : null,
  };
}

async function currencyName(ctx: AppContext, id: number): Promise<string> {
  const [row] = await ctx.db
    .select({ name: currencies.name })
    .from(currencies)
    .where(eq(currencies.id, id));
  return row?.name ?? '';
}

/**
 * `POST /coupon/claim`: one per user per template. The stock is taken by a conditional
 * update (never past the total), and the unique (user, template) index stops a double
 * claim sent twice at once; either refusal rolls the other back.
 */
export async function claimCoupon(
  ctx: AppContext,
  userId: number,
  templateId: number,
  lang: Lang,
): Promise<UserCouponView> {
  const now = ctx.clock.now();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [template] = await tx
        .select()
        .from(couponTemplates)
        .where(and(eq(couponTemplates.id, templateId), eq(couponTemplates.isActive, true)));
      if (!template) return fail('errors.couponNotFound');
      const [held] = await tx
        .select({ id: userCoupons.id })
        .from(userCoupons)
        .where(and(eq(userCoupons.userId, userId), eq(userCoupons.templateId, templateId)));
      if (held) return fail('errors.couponClaimed');
      const taken = await tx
        .update(couponTemplates)
        .set({ stockClaimed: sql`${couponTemplates.stockClaimed} + 1` })
        .where(
          and(
            eq(couponTemplates.id, templateId),
            sql`${couponTemplates.stockClaimed} < ${couponTemplates.stockTotal}`,
          ),
        )
        .returning({ id: couponTemplates.id });
      if (taken.length === 0) return fail('errors.couponSoldOut');
      const [inserted] = await tx
        .insert(userCoupons)
        .values({
          userId,
          templateId,
          kind: template.kind,
          percent: template.percent,
          amount: template.amount,
          currencyId: template.currencyId,
          claimedAt: now,
          expiresAt: new Date(now.getTime() + template.validityDays * DAY_MS),
        })
        .returning();
      return inserted!;
    });
    return couponView(row, await currencyName(ctx, row.currencyId), lang, now);
  } catch (error) {
    if (isUniqueViolation(error)) fail('errors.couponClaimed');
    throw error;
  }
}

function whereStatus(status: CouponStatus, now: Date): SQL | undefined {
  if (status === CouponStatus.used) return isNotNull(userCoupons.usedAt);
  return and(
    isNull(userCoupons.usedAt),
    status === CouponStatus.expired
      ? lte(userCoupons.expiresAt, now)
      : gt(userCoupons.expiresAt, now),
  );
}

/** `GET /coupon/mine {status}`: the caller's coupons, newest first. */
export async function myCoupons(
  ctx: AppContext,
  userId: number,
  query: { status: CouponStatus; page: number; limit: number },
  lang: Lang,
): Promise<Page<UserCouponView>> {
  const now = ctx.clock.now();
  const where = and(eq(userCoupons.userId, userId), whereStatus(query.status, now));
  const rows = await ctx.db
    .select({ row: userCoupons, currency: currencies.name })
    .from(userCoupons)
    .innerJoin(currencies, eq(currencies.id, userCoupons.currencyId))
    .where(where)
    .orderBy(desc(userCoupons.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await ctx.db.select({ n: count() }).from(userCoupons).where(where);
  return {
    data: rows.map((r) => couponView(r.row, r.currency, lang, now)),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/**
 * `POST /coupon/redeem`: a trial bonus, once, before it expires: the coupon is marked used
 * and the bonus credited in the same transaction (the journal key is the coupon's id).
 */
export async function redeemCoupon(
  ctx: AppContext,
  userId: number,
  couponId: number,
  lang: Lang,
): Promise<UserCouponView> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(userCoupons)
      .where(and(eq(userCoupons.id, couponId), eq(userCoupons.userId, userId)))
      .for('update');
    if (!before) return fail('errors.couponNotFound');
    if (before.usedAt) return fail('errors.couponUsed');
    if (before.kind !== CouponKind.trialBonus || !before.amount) {
      return fail('errors.couponNotRedeemable');
    }
    if (before.expiresAt.getTime() <= now.getTime()) return fail('errors.couponExpired');
    const [after] = await tx
      .update(userCoupons)
      .set({ usedAt: now })
      .where(eq(userCoupons.id, couponId))
      .returning();
    await creditFromSystem(tx, {
      system: 'promotions',
      to: { owner: userOwner(userId), account: COUPON_CREDIT_ACCOUNT },
      currency: before.currencyId,
      amount: new Exact(before.amount),
      idempotencyKey: `coupon:${couponId}:redeem`,
      reason: JournalReason.promotion,
      ref: { table: USER_COUPONS_TABLE, id: couponId },
      at: now,
    });
    return after!;
  });
  return couponView(row, await currencyName(ctx, row.currencyId), lang, now);
}

/**
 * Spends the user's best unused, unexpired fee-discount coupon on one fee (a spot fill,
 * inside its transaction): the largest percent first, then the one expiring soonest. The
 * row is locked and marked used at once, so two fills can never spend one coupon; `usedFor`
 * names the order whose fee it lowered. Returns the fraction of the fee that is waived, or undefined.
 */
export async function spendFeeDiscount(
  tx: Tx,
  userId: number,
  usedFor: string,
  at: Date,
): Promise<Exact | undefined> {
  const [row] = await tx
    .update(userCoupons)
    .set({ usedAt: at, usedFor })
    .where(
      eq(
        userCoupons.id,
        sql`(select ${userCoupons.id} from ${userCoupons} where ${userCoupons.userId} = ${userId} and ${userCoupons.kind} = ${CouponKind.feeDiscount} and ${userCoupons.usedAt} is null and ${userCoupons.expiresAt} > ${at} order by ${userCoupons.percent} desc, ${userCoupons.expiresAt} asc limit 1 for update)`,
      ),
    )
    .returning({ percent: userCoupons.percent });
  return row?.percent ? new Exact(row.percent).div(100) : undefined;
}
