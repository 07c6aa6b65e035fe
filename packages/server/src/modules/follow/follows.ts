/**
 * A follower's side (issue 12; client contract 7.14): follow a trader or edit the follow,
 * cancel it, take a copied position over (self-holding). Each is one transaction under the
 * follower's lever lock, the lock the copy job takes before it opens a copy, so a follow
 * changed while a copy is being made is seen whole, before or after, and the "two traders
 * at most" count cannot be raced past.
 */
import { and, desc, eq, lte } from 'drizzle-orm';
import {
  CopyOutcome,
  FOLLOW_MAX_TRADERS,
  FollowStatus,
  FollowType,
  LeverOrderType,
  LeverStatus,
  dec,
  toPlain,
  type FollowBody,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { detachCopy, leverPositions, lockLeverUser } from '../lever/index.ts';
import { copyTrades, follows } from './tables.ts';
import { approvedTrader } from './traders.ts';

export type FollowRow = typeof follows.$inferSelect;

const DAY_MS = 86_400_000;

/** `POST /follow/follow`: a new follow, or the active follow of this trader edited. */
export async function followTrader(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  followerId: number,
  body: FollowBody,
): Promise<{ row: FollowRow; edited: boolean }> {
  const at = ctx.clock.now();
  if (body.trader_user_id === followerId) fail('errors.followSelf');
  if (body.type === FollowType.fixedLots && dec(body.number).lt(1)) {
    fail('errors.followLotsMin');
  }
  return ctx.db.transaction(async (tx) => {
    await lockLeverUser(tx, followerId);
    const trader = await approvedTrader(tx, body.trader_user_id);
    const active = await tx
      .select()
      .from(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.status, FollowStatus.active)))
      .for('update');
    const current = active.find((f) => f.traderId === body.trader_user_id);
    const settings = {
      type: body.type,
      number: toPlain(body.number),
      capAmount: body.amount ? toPlain(body.amount) : null,
      deadline: body.days ? new Date(at.getTime() + body.days * DAY_MS) : null,
      updatedAt: at,
    };
    if (current) {
      const [row] = await tx
        .update(follows)
        .set(settings)
        .where(eq(follows.id, current.id))
        .returning();
      return { row: row!, edited: true };
    }
    if (active.length >= FOLLOW_MAX_TRADERS) {
      fail('errors.followMaxTraders', { max: FOLLOW_MAX_TRADERS });
    }
    const [row] = await tx
      .insert(follows)
      .values({
        followerId,
        traderId: trader.userId,
        ...settings,
        profitSharePercent: trader.profitSharePercent,
        status: FollowStatus.active,
        createdAt: at,
      })
      .returning();
    return { row: row!, edited: false };
  });
}

/**
 * `POST /follow/cancel {follow_user_id}`: no new copies. Copies already open keep following
 * the trader's close (the follower may take any over with self-holding).
 */
export async function cancelFollow(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  followerId: number,
  traderId: number,
): Promise<FollowRow> {
  return ctx.db.transaction(async (tx) => {
    await lockLeverUser(tx, followerId);
    const [row] = await tx
      .update(follows)
      .set({ status: FollowStatus.cancelled, endedAt: ctx.clock.now(), updatedAt: ctx.clock.now() })
      .where(
        and(
          eq(follows.followerId, followerId),
          eq(follows.traderId, traderId),
          eq(follows.status, FollowStatus.active),
        ),
      )
      .returning();
    return row ?? fail('errors.followNotFound');
  });
}

/**
 * `POST /follow/selfHolding {transaction_id}`: the caller's open copied position stops
 * following its trader; it stays open, with its stops, managed by the follower.
 */
export async function selfHold(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  followerId: number,
  positionId: number,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await lockLeverUser(tx, followerId);
    const [row] = await tx
      .select()
      .from(leverPositions)
      .where(and(eq(leverPositions.id, positionId), eq(leverPositions.userId, followerId)))
      .for('update');
    if (!row) return fail('errors.leverPositionNotFound');
    if (row.status !== LeverStatus.open) fail('errors.leverNotOpen');
    if (row.orderType !== LeverOrderType.copied || row.copyOf === null)
      fail('errors.followNotACopy');
    const [opened] = await tx
      .select()
      .from(copyTrades)
      .where(and(eq(copyTrades.positionId, row.id), eq(copyTrades.outcome, CopyOutcome.opened)))
      .orderBy(desc(copyTrades.id))
      .limit(1);
    await detachCopy(tx, row);
    await tx.insert(copyTrades).values({
      signalId: null,
      followId: opened!.followId,
      followerId,
      traderId: opened!.traderId,
      outcome: CopyOutcome.detached,
      instrumentId: row.instrumentId,
      side: row.side,
      lots: row.lots,
      positionId: row.id,
      createdAt: ctx.clock.now(),
    });
    return row.id;
  });
}

/** Active follows past their deadline end (`expired`); the copy job runs this first. */
export async function expireFollows(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .update(follows)
    .set({ status: FollowStatus.expired, endedAt: now, updatedAt: now })
    .where(and(eq(follows.status, FollowStatus.active), lte(follows.deadline, now)))
    .returning({ id: follows.id });
  return rows.length;
}
