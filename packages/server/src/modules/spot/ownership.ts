/**
 * What the processes sharing a database say to each other about a spot market
 * (docs/operations.md): the broker subjects, the messages, and the market_leases epoch
 * that takes a market over and fences every commit.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { MessageKey, MessageParams } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { rowsOf } from '../../db/migrate.ts';
import { DomainError } from '../../http/errors.ts';
import type { Placed, PlaceRequest } from './markets.ts';
import type { OrderOwner } from './plan.ts';
import type { BookSnapshot } from './book.ts';

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

/** Why a batch's statement ended itself when its market had moved to another owner. */
export const LEASE_MOVED = 'spot:lease-moved';

/**
 * Part of every commit of an owned market: reads the market's lease row FOR SHARE (a
 * take-over's epoch bump waits for this commit, then loads the book with it) and ends the
 * statement (LEASE_MOVED) unless the epoch is still `epoch`.
 */
export function fenceOf(
  instrumentId: number,
  epoch: number,
): { with: SQL; guard: { why: string; when: SQL } } {
  return {
    with: sql`lease as (
      select epoch from market_leases where instrument_id = ${instrumentId}::int for share)`,
    guard: {
      why: LEASE_MOVED,
      when: sql`not exists (select 1 from lease where epoch = ${epoch}::bigint)`,
    },
  };
}

/** What a forwarded command answered, as the caller's own call would have. */
export function answerOf(reply: ForwardReply): Placed {
  if ('ok' in reply) return reply.ok;
  if ('refused' in reply) throw new DomainError(reply.refused.key, reply.refused.params);
  if ('moved' in reply) throw new NotOwner();
  throw new Error(`the market's owner failed: ${reply.failed}`);
}
