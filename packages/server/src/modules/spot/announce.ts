/**
 * After a batch commits: candles, depth (from the published snapshot), public trades, and
 * each touched user's orders and balances go to the realtime hub. Never before commit (a
 * rolled-back change must not be announced), once per batch, and only when a gateway
 * listens.
 */
import { RealtimeTopic } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { accountName, balancesOf, userOwner } from '../ledger/index.ts';
import { publishCandles } from '../market/index.ts';
import { publicTrade } from './publicData.ts';
import { depthFrom, type BookSnapshot } from './book.ts';
import type { CommittedView } from './sequencer.ts';
import { orderItemsById } from './views.ts';

export async function announce(
  ctx: AppContext,
  view: CommittedView,
  snapshot: BookSnapshot,
): Promise<void> {
  // Candles first: it also lets the next ticker read see the trades.
  await publishCandles(ctx, view.committed.candles);
  const hub = ctx.realtime;
  if (!hub.active) return;
  const { instrument, plan, committed, at } = view;
  const symbol = instrument.symbol;
  const depth = depthFrom(snapshot, 20);
  hub.publish(RealtimeTopic.depth(symbol), 'market_depth', depth);
  // The original client's stream: names, each side best first, 10 levels (it shows 10).
  const [currencyName, legalName] = symbol.split('/') as [string, string];
  hub.legacy('market_depth', {
    currency_name: currencyName,
    legal_name: legalName,
    bids: depth.bids.slice(0, 10),
    asks: depth.asks.slice(0, 10),
  });
  if (committed.fills.length > 0) {
    hub.publish(RealtimeTopic.trades(symbol), 'trades', {
      symbol,
      trades: committed.fills.map((t) => publicTrade({ ...t, createdAt: at })),
    });
  }
  // Only the users with a socket listening: nobody else's rows are read back.
  const mine = [...plan.orders.values()].filter(
    (o) => o.owner.ownerKind === 'user' && hub.reaches(o.owner.ownerId),
  );
  const items = await orderItemsById(
    ctx.db,
    mine.map((o) => o.id),
  );
  const ownerOf = new Map(mine.map((o) => [o.id, o.owner.ownerId]));
  for (const item of items) hub.toUser(ownerOf.get(item.id)!, 'order', item);
  const users = [...plan.owners.values()]
    .filter((o) => o.ownerKind === 'user' && hub.reaches(o.ownerId))
    .map((o) => o.ownerId);
  if (users.length === 0) return;
  const held = await balancesOf(ctx.db, users.map(userOwner), {
    account: accountName(instrument.accountType),
    currencies: [instrument.baseCurrencyId, instrument.quoteCurrencyId],
  });
  const [base, quote] = symbol.split('/') as [string, string];
  for (const b of held) {
    hub.toUser(b.owner.id, 'balance', {
      account_type: instrument.accountType,
      currency_id: b.currency,
      currency: b.currency === instrument.baseCurrencyId ? base : quote,
      available: b.available,
      frozen: b.frozen,
    });
  }
}
