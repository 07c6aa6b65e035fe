/**
 * What a batch reads before it is matched: the owners' balances of both coins, ids for its
 * new orders, earlier client order ids, and the owners of the orders its cancels name.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Exact } from '@bourse/shared';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { accountName, balancesOf, pgArray } from '../ledger/index.ts';
import { fundsKey, type Command, type MarketState, type OrderOwner } from './plan.ts';
import type { IdBlock } from '../../db/ids.ts';
import { spotOrders } from './tables.ts';

/** The users who sent `commands`. */
export function userIdsOf(commands: Command[]): number[] {
  return commands.filter((c) => c.owner.ownerKind === 'user').map((c) => c.owner.ownerId);
}

/**
 * What the batch needs from the database before matching, in at most four reads: the
 * owners' balances of both coins, ids for the new orders, earlier client order ids, and
 * the owners of every order a cancel names (an earlier command of the same batch may
 * have filled or cancelled it, so the answer must not depend on the book at batch start).
 */
export async function readInputs(
  db: Db,
  market: MarketState,
  commands: Command[],
  at: Date,
  ids: IdBlock,
) {
  const { instrument, coins } = market;
  const owners = new Map<string, OrderOwner>();
  let places = 0;
  const clientKeys: { owner: OrderOwner; clientOrderId: string }[] = [];
  const closed: number[] = [];
  for (const c of commands) {
    owners.set(`${c.owner.ownerKind}:${c.owner.ownerId}`, c.owner);
    if (c.kind === 'place') {
      places++;
      if (c.clientOrderId !== undefined)
        clientKeys.push({ owner: c.owner, clientOrderId: c.clientOrderId });
    } else closed.push(c.orderId);
  }
  const funds = new Map<string, Exact>();
  const list = [...owners.values()];
  for (const o of list) {
    funds.set(fundsKey(o, coins.base.id), new Exact(0));
    funds.set(fundsKey(o, coins.quote.id), new Exact(0));
  }
  if (places > 0) {
    const held = await balancesOf(
      db,
      list.map((o) => ({ kind: o.ownerKind, id: o.ownerId })),
      {
        account: accountName(instrument.accountType),
        currencies: [coins.base.id, coins.quote.id],
      },
    );
    for (const b of held) {
      funds.set(
        fundsKey(
          { ownerKind: b.owner.kind as OrderOwner['ownerKind'], ownerId: b.owner.id },
          b.currency,
        ),
        new Exact(b.available),
      );
    }
  }
  const clientIds = new Map<string, number>();
  if (clientKeys.length > 0) {
    const rows = rowsOf<{
      owner_kind: string;
      owner_id: number;
      client_order_id: string;
      id: string;
    }>(
      await db.execute(sql`
        select o.owner_kind, o.owner_id, o.client_order_id, o.id::text as id from spot_orders o
        join unnest(${pgArray(clientKeys.map((k) => k.owner.ownerKind))}::text[],
                    ${pgArray(clientKeys.map((k) => k.owner.ownerId))}::int[],
                    ${pgArray(clientKeys.map((k) => k.clientOrderId))}::text[]) as w(kind, id, cid)
          on o.owner_kind = w.kind and o.owner_id = w.id and o.client_order_id = w.cid`),
    );
    for (const r of rows)
      clientIds.set(`${r.owner_kind}:${Number(r.owner_id)}:${r.client_order_id}`, Number(r.id));
  }
  const closedOrders = new Map<number, OrderOwner>();
  if (closed.length > 0) {
    const rows = await db
      .select({ id: spotOrders.id, ownerKind: spotOrders.ownerKind, ownerId: spotOrders.ownerId })
      .from(spotOrders)
      .where(and(inArray(spotOrders.id, closed), eq(spotOrders.instrumentId, instrument.id)));
    for (const r of rows) closedOrders.set(r.id, { ownerKind: r.ownerKind, ownerId: r.ownerId });
  }
  const orderIds = await ids.take(db, places);
  return { at, funds, orderIds, clientIds, closedOrders };
}
