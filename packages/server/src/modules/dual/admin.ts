/**
 * The operator's dual desk (`/api/admin/dual/products`): create a product, pause, resume,
 * close. Each decision writes its audit row (before and after) in the transaction that
 * makes it. Pausing and closing stop new purchases only; no operator path touches an order
 * (the database refuses any change of an order's terms or result: migration 0018).
 *
 * Creating a product needs the pool's capacity (decision 77): the dual pool must hold, in
 * available balance, what the whole product could have to pay beyond what its buyers bring:
 * the interest in the invested currency and every share converted in the other one. The
 * check is recorded in the audit row; each purchase then reserves its own payouts, so the
 * pool can never promise more than it holds.
 */
import { eq } from 'drizzle-orm';
import {
  DUAL_DAY_MS,
  DualProductState,
  dualHoldingDays,
  dualInvested,
  dualOutcomes,
  toPlain,
  type DualProductCreateBody,
  type DualProductItem,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { recordAudit } from '../admin/index.ts';
import { availableOf, systemOwner } from '../ledger/index.ts';
import { DUAL_ACCOUNT, dualPair, investSides, type DualProductRow } from './config.ts';
import { findProduct, productItem } from './products.ts';
import { dualProducts } from './tables.ts';

const snapshot = (p: DualProductRow) => ({
  state: p.state,
  sold_shares: p.soldShares,
  total_shares: p.totalShares,
});

export async function createDualProduct(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  operatorId: number | null,
  body: Omit<DualProductCreateBody, 'lang'>,
): Promise<DualProductItem> {
  const now = ctx.clock.now();
  const pair = await dualPair(ctx.db, body.currency_id);
  const startAt = body.start_time ? new Date(body.start_time) : now;
  const endAt = new Date(body.end_time);
  if (endAt.getTime() - Math.max(startAt.getTime(), now.getTime()) < DUAL_DAY_MS) {
    return fail('errors.dualEndTime');
  }
  const { invest, alt } = investSides(body.type, pair);
  const amount = dualInvested(body.total_shares, body.per_share);
  // The worst case: every share bought at the start, for the most days.
  const { kept, converted } = dualOutcomes(
    {
      type: body.type,
      amount,
      linkedPrice: body.linked_price,
      aprPercent: body.apr,
      days: dualHoldingDays(startAt > now ? startAt : now, endAt),
    },
    pair.decimals,
  );
  const needs = [
    { currency: invest, need: kept.amount.sub(amount) },
    { currency: alt, need: converted.amount },
  ];
  return ctx.db.transaction(async (tx) => {
    const capacity: Record<string, string> = {};
    for (const { currency, need } of needs) {
      const available = await availableOf(tx, systemOwner('dualPool'), DUAL_ACCOUNT, currency.id);
      capacity[currency.name] = toPlain(available);
      if (available.lt(need)) {
        return fail('errors.dualPoolCapacity', {
          need: toPlain(need),
          currency: currency.name,
          available: toPlain(available),
        });
      }
    }
    const [row] = await tx
      .insert(dualProducts)
      .values({
        currencyId: pair.coin.id,
        quoteCurrencyId: pair.quote.id,
        type: body.type,
        linkedPrice: body.linked_price,
        aprPercent: body.apr,
        perShare: body.per_share,
        totalShares: body.total_shares,
        state: DualProductState.open,
        startAt,
        endAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit(tx, {
      operatorId,
      action: 'dual.create',
      targetTable: 'dual_products',
      targetId: row!.id,
      reason: body.reason,
      detail: {
        after: { ...snapshot(row!), type: body.type, linked_price: body.linked_price },
        pool_needs: Object.fromEntries(needs.map((n) => [n.currency.name, toPlain(n.need)])),
        pool_available: capacity,
      },
      at: now,
    });
    return productItem(row!, pair, now);
  });
}

const TRANSITIONS = {
  pause: {
    from: [DualProductState.open],
    to: DualProductState.paused,
    refusal: 'errors.dualProductNotOpen',
  },
  resume: {
    from: [DualProductState.paused],
    to: DualProductState.open,
    refusal: 'errors.dualProductNotPaused',
  },
  close: {
    from: [DualProductState.open, DualProductState.paused],
    to: DualProductState.closed,
    refusal: 'errors.dualProductClosed',
  },
} as const;

export type DualProductAction = keyof typeof TRANSITIONS;

export async function changeDualProduct(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  operatorId: number | null,
  id: number,
  action: DualProductAction,
  reason: string | undefined,
): Promise<DualProductItem> {
  const now = ctx.clock.now();
  const rule = TRANSITIONS[action];
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(dualProducts)
      .where(eq(dualProducts.id, id))
      .for('update');
    if (!before) return fail('errors.dualProductUnknown');
    if (!(rule.from as readonly number[]).includes(before.state)) return fail(rule.refusal);
    const [after] = await tx
      .update(dualProducts)
      .set({ state: rule.to, updatedAt: now })
      .where(eq(dualProducts.id, id))
      .returning();
    await recordAudit(tx, {
      operatorId,
      action: `dual.${action}`,
      targetTable: 'dual_products',
      targetId: id,
      reason,
      detail: { before: snapshot(before), after: snapshot(after!) },
      at: now,
    });
    const pair = await dualPair(tx, after!.currencyId, after!.quoteCurrencyId);
    return productItem(after!, pair, now);
  });
}

export { findProduct };
