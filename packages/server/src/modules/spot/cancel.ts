/**
 * Cancelling what is left of an order (`PUT /coin/trade {id}`): under the book lock, the
 * order leaves the engine, its row says cancelled, and its whole remaining hold goes back.
 * Only the owner may cancel; an order that already finished is refused.
 */
import { type OrderSideCode } from '@bourse/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { retrying } from '../../db/retry.ts';
import { fail } from '../../http/errors.ts';
import { Exact } from '../ledger/index.ts';
import { instrumentById } from '../market/index.ts';
import { release, type OrderOwner } from './settle.ts';
import { spotOrders } from './tables.ts';
import type { SpotDeps } from './deps.ts';

export async function cancelOrder(
  ctx: AppContext,
  deps: SpotDeps,
  owner: OrderOwner,
  orderId: number,
  reason: 'user' = 'user',
): Promise<{ orderId: number; instrumentId: number }> {
  const [found] = await ctx.db
    .select({ instrumentId: spotOrders.instrumentId })
    .from(spotOrders)
    .where(
      and(
        eq(spotOrders.id, orderId),
        eq(spotOrders.ownerKind, owner.ownerKind),
        eq(spotOrders.ownerId, owner.ownerId),
      ),
    );
  if (!found) return fail('errors.orderNotFound');
  const instrument =
    (await instrumentById(ctx.db, found.instrumentId)) ?? fail('errors.pairUnknown');
  const at = ctx.clock.now();
  return retrying(async () => {
    try {
      return await ctx.db.transaction(async (tx) => {
        const live = await deps.books.acquire(tx, instrument);
        const [row] = await tx
          .update(spotOrders)
          .set({ status: 'cancelled', cancelReason: reason, updatedAt: at })
          .where(and(eq(spotOrders.id, orderId), inArray(spotOrders.status, ['open', 'partial'])))
          .returning();
        if (!row) return fail('errors.orderNotOpen');
        live.book.cancel(orderId);
        await release(
          tx,
          { ...row, side: row.side as OrderSideCode },
          instrument,
          new Exact(row.frozen),
          at,
        );
        await deps.books.commit(tx, live);
        return { orderId, instrumentId: instrument.id };
      });
    } catch (error) {
      deps.books.invalidate(instrument.id);
      throw error;
    }
  });
}
