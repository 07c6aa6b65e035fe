/**
 * A user's own actions on positions: close (or cancel a pending order), cancel, set or
 * clear take-profit and stop-loss, close many. Each is one transaction under the user's
 * lock, the row locked FOR UPDATE, so a position is closed and paid once however many
 * requests race for it.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  LeverCloseReason,
  LeverSide,
  LeverStatus,
  dec,
  fillPrice,
  toPlain,
  type LeverBatchCloseBody,
  type LeverSetStopBody,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { availableOf, userOwner } from '../ledger/index.ts';
import { instrumentByPair } from '../market/index.ts';
import { LEVER_CURRENCY, lockLeverUser, quoteFor, type PositionRow } from './account.ts';
import { cancelPending, insuranceAvailable, settleClose } from './close.ts';
import { leverPairById } from './config.ts';
import { leverPositions } from './tables.ts';

/** The caller's row, locked; errors.leverPositionNotFound for anyone else's or none. */
async function ownRow(tx: Tx, userId: number, id: number): Promise<PositionRow> {
  const [row] = await tx
    .select()
    .from(leverPositions)
    .where(and(eq(leverPositions.id, id), eq(leverPositions.userId, userId)))
    .for('update');
  return row ?? fail('errors.leverPositionNotFound');
}

/** Closes the caller's open rows (locked) at the recorded index now; returns their ids. */
async function closeRows(
  ctx: AppContext,
  tx: Tx,
  userId: number,
  rows: PositionRow[],
  reason: LeverCloseReason,
): Promise<number[]> {
  const at = ctx.clock.now();
  const quotes = new Map();
  let free = await availableOf(tx, userOwner(userId), 'lever', LEVER_CURRENCY);
  let insurance = await insuranceAvailable(tx);
  const ids: number[] = [];
  for (const row of rows) {
    const pair = await leverPairById(tx, row.instrumentId);
    const quote = await quoteFor(ctx, tx, pair, quotes);
    const closed = await settleClose(tx, {
      row,
      pair,
      quote,
      reason,
      availableBefore: free,
      insurance,
      at,
    });
    free = closed.availableAfter;
    insurance = closed.insuranceAfter;
    ids.push(row.id);
  }
  return ids;
}

export type CloseOutcome = { closed: number[] } | { cancelled: number };

/** `POST /lever/close {id}`: closes an open position, or cancels a pending order. */
export async function closePosition(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<CloseOutcome> {
  return ctx.db.transaction(async (tx) => {
    await lockLeverUser(tx, userId);
    const row = await ownRow(tx, userId, id);
    if (row.status === LeverStatus.pending) {
      await cancelPending(tx, row, LeverCloseReason.cancelled, ctx.clock.now());
      return { cancelled: row.id };
    }
    if (row.status !== LeverStatus.open) fail('errors.leverNotOpen');
    return { closed: await closeRows(ctx, tx, userId, [row], LeverCloseReason.user) };
  });
}

/** `POST /lever/cancel {id}`: cancels a pending limit order and releases its hold. */
export async function cancelOrder(ctx: AppContext, userId: number, id: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await lockLeverUser(tx, userId);
    const row = await ownRow(tx, userId, id);
    if (row.status !== LeverStatus.pending) fail('errors.leverNotPending');
    await cancelPending(tx, row, LeverCloseReason.cancelled, ctx.clock.now());
    return row.id;
  });
}

/** `POST /lever/batch_close {type}`: all open positions, only longs (1) or only shorts (2). */
export async function batchClose(
  ctx: AppContext,
  userId: number,
  body: LeverBatchCloseBody,
): Promise<number[]> {
  let instrumentId: number | undefined;
  if (body.currency_id !== undefined) {
    const instrument = await instrumentByPair(ctx.db, body.currency_id, body.legal_id ?? 3);
    if (!instrument) return fail('errors.pairUnknown');
    instrumentId = instrument.id;
  }
  return ctx.db.transaction(async (tx) => {
    await lockLeverUser(tx, userId);
    const where = [eq(leverPositions.userId, userId), eq(leverPositions.status, LeverStatus.open)];
    if (body.type !== 0) where.push(eq(leverPositions.side, body.type));
    if (instrumentId !== undefined) where.push(eq(leverPositions.instrumentId, instrumentId));
    const rows = await tx
      .select()
      .from(leverPositions)
      .where(and(...where))
      .orderBy(asc(leverPositions.id))
      .for('update');
    return closeRows(ctx, tx, userId, rows, LeverCloseReason.batch);
  });
}

/** A stop field: undefined or <= 0 clears it. */
const stopValue = (v: string | undefined): string | null =>
  v === undefined || dec(v).lte(0) ? null : toPlain(v);

/**
 * `POST /lever/setstop`: a long's take-profit above the bid now and its stop-loss below it;
 * a short's take-profit below the ask and its stop-loss above it (the prices it would close
 * at). Zero or empty clears one.
 */
export async function setStops(
  ctx: AppContext,
  userId: number,
  body: LeverSetStopBody,
): Promise<PositionRow> {
  const tp = stopValue(body.target_profit_price);
  const sl = stopValue(body.stop_loss_price);
  return ctx.db.transaction(async (tx) => {
    await lockLeverUser(tx, userId);
    const row = await ownRow(tx, userId, body.id);
    if (row.status !== LeverStatus.open) fail('errors.leverNotOpen');
    const pair = await leverPairById(tx, row.instrumentId);
    const quote = await ctx.prices.record(pair.instrument.base.name, tx);
    const now = fillPrice(
      quote.price,
      row.spreadPercent,
      row.side,
      'close',
      pair.instrument.tickSize,
    );
    const price = toPlain(now);
    if (row.side === LeverSide.long) {
      if (tp && dec(tp).lte(now)) fail('errors.leverTakeProfitAbove', { price });
      if (sl && dec(sl).gte(now)) fail('errors.leverStopLossBelow', { price });
    } else {
      if (tp && dec(tp).gte(now)) fail('errors.leverTakeProfitBelow', { price });
      if (sl && dec(sl).lte(now)) fail('errors.leverStopLossAbove', { price });
    }
    const [updated] = await tx
      .update(leverPositions)
      .set({ tp, sl })
      .where(eq(leverPositions.id, row.id))
      .returning();
    return updated!;
  });
}

/** Rows of the caller by ids (for replies after a commit). */
export async function rowsByIds(ctx: AppContext, userId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return ctx.db
    .select()
    .from(leverPositions)
    .where(and(eq(leverPositions.userId, userId), inArray(leverPositions.id, ids)))
    .orderBy(asc(leverPositions.id));
}
