/**
 * After an order's transaction commits: depth, public trades, and each touched user's
 * orders and balances go to the realtime hub. Never before commit (a rolled-back change
 * must not be announced), and only when a gateway listens.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { RealtimeTopic, toPlain } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { balances } from '../ledger/index.ts';
import { publishCandles, type CandleUpdate } from '../market/index.ts';
import { depthOf, publicTrade } from './publicData.ts';
import type { SettledTrade, OrderOwner } from './settle.ts';
import { spotOrders } from './tables.ts';
import type { InstrumentRow } from './units.ts';
import { orderItemsById } from './views.ts';
import type { SpotDeps } from './deps.ts';

export interface Change {
  instrument: InstrumentRow;
  trades: SettledTrade[];
  touchedOrders: number[];
  touchedOwners: OrderOwner[];
  at: Date;
  candles?: CandleUpdate[];
}

export async function announce(ctx: AppContext, deps: SpotDeps, c: Change): Promise<void> {
  // Candles first: it also lets the next ticker read see the trades.
  await publishCandles(ctx, c.candles ?? []);
  const hub = ctx.realtime;
  if (!hub.active) return;
  const symbol = c.instrument.symbol;
  const live = await deps.books.read(ctx.db, c.instrument);
  hub.publish(RealtimeTopic.depth(symbol), 'market_depth', depthOf(live, 20));
  if (c.trades.length > 0) {
    hub.publish(RealtimeTopic.trades(symbol), 'trades', {
      symbol,
      trades: c.trades.map((t) => publicTrade({ ...t, createdAt: c.at })),
    });
  }
  const rows = await ctx.db
    .select({ id: spotOrders.id, ownerId: spotOrders.ownerId, side: spotOrders.side })
    .from(spotOrders)
    .where(and(inArray(spotOrders.id, c.touchedOrders), eq(spotOrders.ownerKind, 'user')));
  const items = await orderItemsById(
    ctx.db,
    rows.map((r) => r.id),
  );
  for (const item of items) {
    const owner = rows.find((r) => r.id === item.id)!.ownerId;
    hub.toUser(owner, 'order', item);
  }
  const users = c.touchedOwners.filter((o) => o.ownerKind === 'user').map((o) => o.ownerId);
  if (users.length === 0) return;
  const held = await ctx.db
    .select()
    .from(balances)
    .where(
      and(
        eq(balances.ownerKind, 'user'),
        inArray(balances.ownerId, users),
        eq(balances.accountType, c.instrument.accountType),
        inArray(balances.currencyId, [c.instrument.baseCurrencyId, c.instrument.quoteCurrencyId]),
      ),
    );
  const [base, quote] = symbol.split('/') as [string, string];
  for (const b of held) {
    hub.toUser(b.ownerId, 'balance', {
      account_type: b.accountType,
      currency_id: b.currencyId,
      currency: b.currencyId === c.instrument.baseCurrencyId ? base : quote,
      available: toPlain(b.available),
      frozen: toPlain(b.frozen),
    });
  }
}
