/** Public market data of the spot books: depth from the live book, trades from the table. */
import { desc, eq } from 'drizzle-orm';
import {
  toPlain,
  type DepthItem,
  type DepthLevel,
  type PublicTradeItem,
  OrderSide,
} from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { LiveBook } from './books.ts';
import { spotTrades } from './tables.ts';
import { priceOf, qtyOf } from './units.ts';

export function depthOf(live: LiveBook, levels: number): DepthItem {
  const { bids, asks } = live.book.depth(levels);
  const show = (l: [number, number]): DepthLevel => [
    toPlain(priceOf(l[0], live.scale)),
    toPlain(qtyOf(l[1], live.scale)),
  ];
  return {
    symbol: live.instrument.symbol,
    bids: bids.map(show),
    asks: asks.map(show),
    seq: live.seq,
  };
}

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
