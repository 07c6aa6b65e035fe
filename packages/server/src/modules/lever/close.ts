/**
 * Closing a position (user, batch, take-profit, stop-loss, liquidation) and cancelling a
 * pending order: the row and its one journal in the caller's transaction, under the
 * user's lock. A close releases the margin, settles the P/L against the house (treasury),
 * then takes the closing fee; a loss the lever account cannot cover is paid by the
 * insurance fund, so a user never owes more than the account (shared `closeSplit`).
 */
import { and, eq } from 'drizzle-orm';
import {
  Exact,
  JournalReason,
  LeverChargeKind,
  LeverCloseReason,
  LeverStatus,
  closeSplit,
  feeOf,
  fillPrice,
  notionalOf,
  pnlOf,
  roundToTick,
  type CloseSplit,
} from '@bourse/shared';
import type { IndexQuote } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { availableOf, systemOwner } from '../ledger/index.ts';
import { LEVER_CURRENCY, type PositionRow } from './account.ts';
import type { LeverPair } from './config.ts';
import { Legs, available, frozen, postLegs } from './postings.ts';
import { leverCharges, leverPositions } from './tables.ts';

/** What the insurance fund can pay now (its lever USDT). */
export const insuranceAvailable = (tx: Tx): Promise<Exact> =>
  availableOf(tx, systemOwner('insurance'), 'lever', LEVER_CURRENCY);

export interface Closed {
  id: number;
  exitPrice: Exact;
  split: CloseSplit;
  /** The user's lever available after this close. */
  availableAfter: Exact;
  /** The insurance fund's available after this close. */
  insuranceAfter: Exact;
}

/**
 * Closes an open position (its row locked by the caller) at `quote`: at the close-side
 * price, or at the index itself for a liquidation. `availableBefore` is the user's lever
 * available now (the caller tracks it over several closes in one transaction).
 */
export async function settleClose(
  tx: Tx,
  p: {
    row: PositionRow;
    pair: LeverPair;
    quote: IndexQuote;
    reason: LeverCloseReason;
    availableBefore: Exact;
    insurance: Exact;
    at: Date;
  },
): Promise<Closed> {
  const { row, pair, quote } = p;
  const tick = pair.instrument.tickSize;
  const liquidation = p.reason === LeverCloseReason.liquidation;
  const exitPrice = liquidation
    ? roundToTick(quote.price, tick)
    : fillPrice(quote.price, row.spreadPercent, row.side, 'close', tick);
  const pnl = pnlOf(row.side, row.openPrice!, exitPrice, row.quantity);
  const fee = feeOf(notionalOf(exitPrice, row.quantity), row.closeFeePercent);
  const margin = new Exact(row.margin);
  const split = closeSplit({
    pnl,
    fee,
    available: p.availableBefore.plus(margin),
    insurance: p.insurance,
  });
  const user = row.userId;
  const legs = new Legs()
    .move(frozen(user), available(user), margin)
    .move({ system: 'treasury' }, available(user), split.profitPaid)
    .move(available(user), { system: 'treasury' }, split.lossPaid)
    .move({ system: 'insurance' }, { system: 'treasury' }, split.insurancePaid)
    .move(available(user), { system: 'fees' }, split.feePaid);
  const [done] = await tx
    .update(leverPositions)
    .set({
      status: LeverStatus.closed,
      closePrice: exitPrice.toFixed(),
      closeIndex: quote.price,
      closeIndexSource: quote.source,
      closeIndexAt: quote.at,
      closeFee: split.feePaid.toFixed(),
      closeReason: p.reason,
      profit: pnl.toFixed(),
      closedAt: p.at,
    })
    .where(and(eq(leverPositions.id, row.id), eq(leverPositions.status, LeverStatus.open)))
    .returning({ id: leverPositions.id });
  if (!done) throw new Error(`lever position ${row.id} was not open when closed`);
  const posted = await postLegs(tx, legs, {
    positionId: row.id,
    what: 'close',
    reason: liquidation ? JournalReason.leverLiquidation : JournalReason.leverClose,
    at: p.at,
  });
  const stamp = {
    positionId: row.id,
    userId: user,
    indexPrice: quote.price,
    indexSource: quote.source,
    indexAt: quote.at,
    journalId: posted?.journalId ?? null,
    createdAt: p.at,
  };
  const charges: (typeof leverCharges.$inferInsert)[] = [
    { ...stamp, kind: LeverChargeKind.closeFee, amount: split.feePaid.toFixed() },
  ];
  const shortfall = split.insurancePaid.plus(split.unrecovered);
  if (!shortfall.isZero()) {
    charges.push({
      ...stamp,
      kind: LeverChargeKind.liquidationShortfall,
      amount: shortfall.toFixed(),
    });
  }
  await tx.insert(leverCharges).values(charges);
  return {
    id: row.id,
    exitPrice,
    split,
    availableAfter: p.availableBefore
      .plus(margin)
      .plus(split.profitPaid)
      .minus(split.lossPaid)
      .minus(split.feePaid),
    insuranceAfter: p.insurance.minus(split.insurancePaid),
  };
}

/** Cancels a pending order (row locked by the caller): its hold goes back to available. */
export async function cancelPending(
  tx: Tx,
  row: PositionRow,
  reason: typeof LeverCloseReason.cancelled | typeof LeverCloseReason.margin,
  at: Date,
): Promise<void> {
  const [done] = await tx
    .update(leverPositions)
    .set({ status: LeverStatus.cancelled, closeReason: reason, closedAt: at, held: '0' })
    .where(and(eq(leverPositions.id, row.id), eq(leverPositions.status, LeverStatus.pending)))
    .returning({ id: leverPositions.id });
  if (!done) throw new Error(`lever order ${row.id} was not pending when cancelled`);
  await postLegs(
    tx,
    new Legs().move(frozen(row.userId), available(row.userId), new Exact(row.held)),
    { positionId: row.id, what: 'release', reason: JournalReason.unfreeze, at },
  );
}
