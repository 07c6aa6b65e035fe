/** Public trades of the spot books (depth comes from each sequencer's snapshot). */
import { desc, eq } from 'drizzle-orm';
import { toPlain, type PublicTradeItem, OrderSide } from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { spotTrades } from './tables.ts';

export const publicTrade = (t: {
  id: number;
  price: string;
  quantity: string;
  takerSide: number;
  createdAt: Date;
}): PublicTradeItem => ({
  id: t.id,
  price: toPlain(t.price),
  amount: toPlain(t.quantity),
  side: t.takerSide === OrderSide.buy ? 'buy' : 'sell',
  time: Math.floor(t.createdAt.getTime() / 1000),
});

export async function recentTrades(
  db: DbOrTx,
  instrumentId: number,
  limit: number,
): Promise<PublicTradeItem[]> {
  const rows = await db
    .select()
    .from(spotTrades)
    .where(eq(spotTrades.instrumentId, instrumentId))
    .orderBy(desc(spotTrades.id))
    .limit(limit);
  return rows.map(publicTrade);
}
