/**
 * Desk claims (issue 15): an operator claims an item of a queue (a deposit, a withdrawal, a
 * purchase, a verification, a trader application) so that two operators never decide the
 * same item, and the console shows who holds each one.
 *
 * Race-free by one rule: the claim, the release and every decision first lock the ITEM's
 * own row (SELECT ... FOR UPDATE), and only then read or write its `desk_claims` row. Two
 * operators claiming at once queue on the item's lock: the second finds the first's claim.
 * A claim racing a decision either comes first (the decision, by another operator, is
 * refused) or finds the item decided. A decision deletes the claim in its transaction, so a
 * decided item is nobody's. An unclaimed item can still be decided directly.
 *
 * This file knows no queue's table: the decisions pass their id column, and the claim
 * routes (claimRoutes.ts) a `DeskQueueItem` per queue.
 */
import { unixSeconds } from '../../clock.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  OperatorRole,
  type DeskClaim,
  type DeskClaimView,
  type DeskQueue,
  type MessageKey,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { recordAudit } from './audit.ts';
import type { AuthOperator } from './sessions.ts';
import { deskClaims, operators } from './tables.ts';

/** What the claim routes need of a queue: its table's name, its refusal, its pending test. */
export interface DeskQueueItem {
  /** The audit rows' target table (the item's own table). */
  table: string;
  /** Refusal for an id that names no item. */
  notFound: MessageKey;
  /**
   * Locks the item's row (FOR UPDATE) in `tx`: undefined when there is none, else whether
   * it is still waiting for a decision.
   */
  lockPending(tx: Tx, id: number): Promise<boolean | undefined>;
}

/** The claims of `ids` in `queue`, with their holders' names, for a desk list. */
export async function deskClaimsOf(
  db: DbOrTx,
  queue: DeskQueue,
  ids: readonly number[],
): Promise<Map<number, DeskClaim>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      itemId: deskClaims.itemId,
      operatorId: deskClaims.operatorId,
      name: operators.name,
      claimedAt: deskClaims.claimedAt,
    })
    .from(deskClaims)
    .innerJoin(operators, eq(operators.id, deskClaims.operatorId))
    .where(and(eq(deskClaims.queue, queue), inArray(deskClaims.itemId, [...new Set(ids)])));
  return new Map(
    rows.map((r) => [
      r.itemId,
      { operator_id: r.operatorId, operator_name: r.name, claimed_at: unixSeconds(r.claimedAt) },
    ]),
  );
}

/** Each item with its claim (null when nobody holds it), in the list's order. */
export async function withDeskClaims<T>(
  db: DbOrTx,
  queue: DeskQueue,
  items: readonly T[],
  idOf: (item: T) => number,
): Promise<(T & { claim: DeskClaim | null })[]> {
  const claims = await deskClaimsOf(db, queue, items.map(idOf));
  return items.map((item) => ({ ...item, claim: claims.get(idOf(item)) ?? null }));
}

async function heldClaim(tx: Tx, queue: DeskQueue, id: number) {
  const [row] = await tx
    .select({
      operatorId: deskClaims.operatorId,
      name: operators.name,
      claimedAt: deskClaims.claimedAt,
    })
    .from(deskClaims)
    .innerJoin(operators, eq(operators.id, deskClaims.operatorId))
    .where(and(eq(deskClaims.queue, queue), eq(deskClaims.itemId, id)));
  return row;
}

/**
 * Inside a decision's transaction, before it writes: locks the item's row (`idColumn` =
 * `id`), refuses (errors.deskItemClaimed, naming the holder) when ANOTHER operator holds the
 * item, and deletes the claim, the decision ending it. A refused decision rolls the delete
 * back with everything else.
 */
export async function settleDeskClaim(
  tx: Tx,
  queue: DeskQueue,
  idColumn: AnyPgColumn,
  id: number,
  operatorId: number,
): Promise<void> {
  await tx.execute(sql`select 1 from ${idColumn.table} where ${idColumn} = ${id} for update`);
  const [ended] = await tx
    .delete(deskClaims)
    .where(and(eq(deskClaims.queue, queue), eq(deskClaims.itemId, id)))
    .returning({ operatorId: deskClaims.operatorId });
  if (ended && ended.operatorId !== operatorId) {
    const [holder] = await tx
      .select({ name: operators.name })
      .from(operators)
      .where(eq(operators.id, ended.operatorId));
    fail('errors.deskItemClaimed', { name: holder?.name ?? `#${ended.operatorId}` });
  }
}

/**
 * `POST /api/admin/claims/:queue/:id`: the item becomes this operator's. Refused for an item
 * not waiting for a decision, or held by another operator (named); claiming one's own claim
 * again changes nothing (no second audit row).
 */
export async function claimDeskItem(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  queue: DeskQueue,
  item: DeskQueueItem,
  operatorId: number,
  id: number,
): Promise<DeskClaimView> {
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const pending = await item.lockPending(tx, id);
    if (pending === undefined) return fail(item.notFound);
    const held = await heldClaim(tx, queue, id);
    if (held && held.operatorId !== operatorId) {
      return fail('errors.deskItemClaimed', { name: held.name });
    }
    if (!pending) return fail('errors.deskItemNotPending');
    if (held) {
      const claim = {
        operator_id: operatorId,
        operator_name: held.name,
        claimed_at: unixSeconds(held.claimedAt),
      };
      return { queue, item_id: id, claim };
    }
    await tx.insert(deskClaims).values({ queue, itemId: id, operatorId, claimedAt: at });
    await recordAudit(tx, {
      operatorId,
      action: 'desk.claim',
      targetTable: item.table,
      targetId: id,
      reason: null,
      detail: { queue },
      at,
    });
    const [me] = await tx
      .select({ name: operators.name })
      .from(operators)
      .where(eq(operators.id, operatorId));
    return {
      queue,
      item_id: id,
      claim: {
        operator_id: operatorId,
        operator_name: me?.name ?? '',
        claimed_at: unixSeconds(at),
      },
    };
  });
}

/**
 * `POST /api/admin/claims/:queue/:id/release`: the holder, or an admin operator, gives the
 * item back to the queue (audited, naming whose claim ended). Releasing an unclaimed item
 * changes nothing.
 */
export async function releaseDeskItem(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  queue: DeskQueue,
  item: DeskQueueItem,
  operator: Pick<AuthOperator, 'id' | 'role'>,
  id: number,
): Promise<DeskClaimView> {
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if ((await item.lockPending(tx, id)) === undefined) return fail(item.notFound);
    const held = await heldClaim(tx, queue, id);
    if (!held) return { queue, item_id: id, claim: null };
    if (held.operatorId !== operator.id && operator.role !== OperatorRole.admin) {
      return fail('errors.deskClaimNotYours', { name: held.name });
    }
    await tx.delete(deskClaims).where(and(eq(deskClaims.queue, queue), eq(deskClaims.itemId, id)));
    await recordAudit(tx, {
      operatorId: operator.id,
      action: 'desk.release',
      targetTable: item.table,
      targetId: id,
      reason: null,
      detail: { queue, holder_id: held.operatorId, holder_name: held.name },
      at,
    });
    return { queue, item_id: id, claim: null };
  });
}
