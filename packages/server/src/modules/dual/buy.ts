/**
 * `POST /dual/buyDual {id, num}` (client contract 7.13): buys `num` whole shares. Every
 * rule is checked before anything is written; then, in one transaction, the shares are
 * taken from the product in ONE conditional update (`sold + num <= total`, so buyers racing
 * for the last shares never oversell), the order row is written with its terms and both
 * payouts, and the money moves (postings.ts): the user's spot account pays the pool, which
 * reserves what it may have to pay.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import {
  DUAL_DAY_MS,
  DualOrderStatus,
  DualProductState,
  dualHoldingDays,
  dualInvested,
  dualOutcomes,
  toPlain,
  type DualBought,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { BalanceShortfall, availableOf, postJournal, userOwner } from '../ledger/index.ts';
import { toDateTime } from '../system/index.ts';
import { DUAL_ACCOUNT, dualPair, investSides, type DualProductRow } from './config.ts';
import { buyJournal } from './postings.ts';
import { findProduct, isoTime } from './products.ts';
import { dualOrders, dualProducts } from './tables.ts';

/** The refusal that explains why `p` cannot sell `num` shares at `now`, if any. */
function refusal(p: DualProductRow, num: number, now: Date): (() => never) | undefined {
  if (p.state === DualProductState.closed) return () => fail('errors.dualProductClosed');
  if (p.state === DualProductState.paused) return () => fail('errors.dualProductPaused');
  if (p.startAt > now) return () => fail('errors.dualNotStarted', { time: toDateTime(p.startAt) });
  if (p.endAt.getTime() - now.getTime() < DUAL_DAY_MS) return () => fail('errors.dualTooLate');
  const remaining = p.totalShares - p.soldShares;
  if (num > remaining) return () => fail('errors.dualSoldOut', { remaining });
  return undefined;
}

export async function buyDual(
  ctx: AppContext,
  userId: number,
  body: { id: number; num: number },
): Promise<DualBought> {
  const now = ctx.clock.now();
  const product = await findProduct(ctx.db, body.id);
  refusal(product, body.num, now)?.();
  const pair = await dualPair(ctx.db, product.currencyId, product.quoteCurrencyId);
  const { invest, alt } = investSides(product.type, pair);
  const amount = dualInvested(body.num, product.perShare);
  const days = dualHoldingDays(now, product.endAt);
  const { kept, converted } = dualOutcomes(
    {
      type: product.type,
      amount,
      linkedPrice: product.linkedPrice,
      aprPercent: product.aprPercent,
      days,
    },
    pair.decimals,
  );
  const owner = userOwner(userId);
  if ((await availableOf(ctx.db, owner, DUAL_ACCOUNT, invest.id)).lt(amount)) {
    return fail('errors.insufficientBalanceOf', { currency: invest.name });
  }

  const order = await ctx.db.transaction(async (tx) => {
    // The shares, taken only while every rule still holds (the same rules as refusal()).
    const taken = await tx
      .update(dualProducts)
      .set({ soldShares: sql`${dualProducts.soldShares} + ${body.num}`, updatedAt: now })
      .where(
        and(
          eq(dualProducts.id, product.id),
          eq(dualProducts.state, DualProductState.open),
          lte(dualProducts.startAt, now),
          gte(dualProducts.endAt, new Date(now.getTime() + DUAL_DAY_MS)),
          sql`${dualProducts.soldShares} + ${body.num} <= ${dualProducts.totalShares}`,
        ),
      )
      .returning({ id: dualProducts.id });
    if (taken.length === 0) {
      // Changed since the first read (paused, closed, sold): say what it is now.
      refusal(await findProduct(tx, product.id), body.num, now)?.();
      return fail('errors.dualSoldOut', { remaining: 0 });
    }
    const [row] = await tx
      .insert(dualOrders)
      .values({
        userId,
        productId: product.id,
        type: product.type,
        currencyId: product.currencyId,
        quoteCurrencyId: product.quoteCurrencyId,
        investCurrencyId: invest.id,
        altCurrencyId: alt.id,
        shares: body.num,
        perShare: product.perShare,
        amount: toPlain(amount),
        linkedPrice: product.linkedPrice,
        aprPercent: product.aprPercent,
        days,
        endAt: product.endAt,
        holdInvest: toPlain(kept.amount),
        holdAlt: toPlain(converted.amount),
        status: DualOrderStatus.bought,
        createdAt: now,
      })
      .returning();
    try {
      await postJournal(tx, buyJournal(row!, now));
    } catch (error) {
      if (error instanceof BalanceShortfall) {
        // Spent by another request since the check above, or the pool cannot promise more.
        if (error.rows.some((r) => r.ownerKind === 'user')) {
          return fail('errors.insufficientBalanceOf', { currency: invest.name });
        }
        return fail('errors.dualPoolShort');
      }
      throw error;
    }
    return row!;
  });
  return {
    id: order.id,
    shares: order.shares,
    amount: toPlain(order.amount),
    invest_currency: invest.name,
    day: order.days,
    end_time: isoTime(order.endAt),
  };
}
