/**
 * What the processes sharing a database say to each other about a spot market
 * (docs/operations.md): the broker subjects, the messages, and the market_leases epoch
 * that takes a market over and fences every commit.
 */
import { sql } from 'drizzle-orm';
import type { MessageKey, MessageParams } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { LeaseLost } from '../../cluster/leases.ts';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { DomainError } from '../../http/errors.ts';
import type { Placed, PlaceRequest } from './markets.ts';
import type { OrderOwner } from './plan.ts';
import type { BookSnapshot } from './sequencer.ts';

/** Broker subjects of one market (docs/operations.md). */
export const MARKET_SUBJECT = {
  /** Orders and cancels forwarded to the owner (request/reply). */
  commands: (id: number) => `bourse.spot.${id}.commands`,
  /** The owner's snapshot after each commit (broadcast). */
  book: (id: number) => `bourse.spot.${id}.book`,
  /** The owner's current snapshot, asked by a process that has none yet. */
  bookNow: (id: number) => `bourse.spot.${id}.book.now`,
};
export const EVERY_BOOK = 'bourse.spot.*.book';

/** A command sent to a market's owner. */
export type Forwarded =
  { op: 'place'; request: PlaceRequest } | { op: 'cancel'; owner: OrderOwner; orderId: number };

export type ForwardReply =
  | { ok: Placed }
  | { refused: { key: MessageKey; params: MessageParams } }
  | { moved: true }
  | { failed: string };

/** A snapshot as broadcast: the owner's epoch orders snapshots across owners. */
export interface RemoteBook {
  instrumentId: number;
  epoch: number;
  snapshot: BookSnapshot;
}

/** A command met a market this process does not own (and cannot take). */
export class NotOwner extends Error {}

/**
 * Takes a market over: bumps its epoch. The row lock waits for a commit of the previous
 * owner still in flight (it holds the row FOR SHARE), so the book loaded after this holds it.
 */
export async function takeOver(ctx: AppContext, instrumentId: number): Promise<number> {
  const [row] = rowsOf<{ epoch: string }>(
    await ctx.db.execute(sql`
      insert into market_leases (instrument_id, epoch, owner, acquired_at)
      values (${instrumentId}, 1, ${ctx.cluster.node}, ${ctx.clock.now()})
      on conflict (instrument_id) do update
        set epoch = market_leases.epoch + 1, owner = excluded.owner, acquired_at = excluded.acquired_at
      returning epoch`),
  );
  return Number(row!.epoch);
}

/** First in every commit: the market is still this owner's (its epoch), else LeaseLost. */
export async function fence(tx: Tx, instrumentId: number, epoch: number): Promise<void> {
  const [row] = rowsOf<{ epoch: string }>(
    await tx.execute(
      sql`select epoch from market_leases where instrument_id = ${instrumentId} for share`,
    ),
  );
  if (Number(row?.epoch) !== epoch) throw new LeaseLost(`market ${instrumentId}`);
}

/** What a forwarded command answered, as the caller's own call would have. */
export function answerOf(reply: ForwardReply): Placed {
  if ('ok' in reply) return reply.ok;
  if ('refused' in reply) throw new DomainError(reply.refused.key, reply.refused.params);
  if ('moved' in reply) throw new NotOwner();
  throw new Error(`the market's owner failed: ${reply.failed}`);
}
