/**
 * Copied positions (issue 12): what the copy-trading job asks of the contract module. A
 * copy is an ordinary position of the follower (own margin, fees, stops, liquidation),
 * opened and closed at the recorded index price of the trader's own fill or close, with
 * the pair's spread, so a follower pays what the trader paid per lot. The caller holds the
 * follower's lever lock (`lockLeverUser`) and posts in its transaction.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Exact } from '@bourse/shared';
import {
  JournalReason,
  LeverCloseReason,
  LeverOrderType,
  LeverPriceType,
  LeverStatus,
  discountedFeePercent,
  fillPrice,
  openQuote,
  toPlain,
  type CopySkipReason,
  type LeverSide,
} from '@bourse/shared';
import type { AppContext, IndexQuote } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { availableOf, userOwner } from '../ledger/index.ts';
import { vipDiscountOf } from '../vip/index.ts';
import { LEVER_CURRENCY, type PositionRow } from './account.ts';
import { insuranceAvailable, settleClose } from './close.ts';
import type { LeverPair } from './config.ts';
import { fillRow, maintenanceAfterOpen, termsColumns } from './open.ts';
import { Legs, available, postLegs } from './postings.ts';
import { leverPositions } from './tables.ts';

export type CopyOpened =
  { opened: PositionRow } | { skipped: CopySkipReason; detail: Record<string, string> };

/**
 * Opens the follower's copy of a trader's position at the trader's recorded `quote`, or
 * says why not (nothing written then): lots outside the pair's limits, a margin beyond
 * what the follow-amount cap leaves (`capLeft`, null for no cap), an account that cannot
 * pay margin and fee, or an open that would leave the account at its maintenance level.
 */
export async function openCopy(
  ctx: Pick<AppContext, 'prices'>,
  tx: Tx,
  p: {
    userId: number;
    pair: LeverPair;
    quote: IndexQuote;
    side: LeverSide;
    lots: Exact;
    multiple: number;
    copyOf: number;
    capLeft: Exact | null;
    at: Date;
  },
): Promise<CopyOpened> {
  const { terms, instrument } = p.pair;
  if (!terms.isActive) return { skipped: 'inactive', detail: {} };
  if (p.lots.lt(terms.minLots) || p.lots.gt(terms.maxLots)) {
    return {
      skipped: 'lots',
      detail: { lots: toPlain(p.lots), min: String(terms.minLots), max: String(terms.maxLots) },
    };
  }
  const price = fillPrice(p.quote.price, terms.spreadPercent, p.side, 'open', instrument.tickSize);
  // The follower's own VIP discount (issue 12), as on a position they open themselves.
  const discount = await vipDiscountOf(tx, p.userId);
  const q = openQuote({
    price,
    lots: p.lots,
    contractSize: terms.contractSize,
    multiple: p.multiple,
    openFeePercent: discountedFeePercent(terms.openFeePercent, discount),
  });
  if (p.capLeft && q.margin.gt(p.capLeft)) {
    return { skipped: 'cap', detail: { need: toPlain(q.margin), left: toPlain(p.capLeft) } };
  }
  const free = await availableOf(tx, userOwner(p.userId), 'lever', LEVER_CURRENCY);
  if (free.lt(q.cost)) {
    return {
      skipped: 'margin',
      detail: {
        need: toPlain(q.cost),
        margin: toPlain(q.margin),
        fee: toPlain(q.fee),
        available: toPlain(free),
      },
    };
  }
  const risk = await maintenanceAfterOpen(ctx, tx, p.userId, p.pair, p.quote, p.side, q);
  if (risk) return { skipped: 'risk', detail: risk };
  const columns = termsColumns(
    p.pair,
    {
      share: toPlain(p.lots),
      multiple: p.multiple,
      currency_id: instrument.baseCurrencyId,
      legal_id: instrument.quoteCurrencyId,
      type: p.side,
      status: LeverPriceType.market,
    },
    p.userId,
    p.at,
    discount,
  );
  const [row] = await tx
    .insert(leverPositions)
    .values({
      ...columns,
      orderType: LeverOrderType.copied,
      copyOf: p.copyOf,
      status: LeverStatus.pending,
      priceType: LeverPriceType.market,
    })
    .returning();
  return { opened: await fillRow(tx, row!, p.pair, p.quote, p.at) };
}

/** The follower's copies of `copyOf` still following it (open, not taken over), locked. */
export function openCopiesOf(tx: Tx, userId: number, copyOf: number): Promise<PositionRow[]> {
  return tx
    .select()
    .from(leverPositions)
    .where(
      and(
        eq(leverPositions.userId, userId),
        eq(leverPositions.copyOf, copyOf),
        eq(leverPositions.status, LeverStatus.open),
        eq(leverPositions.orderType, LeverOrderType.copied),
      ),
    )
    .orderBy(asc(leverPositions.id))
    .for('update');
}

/** Closes a copy (row locked by the caller) at the trader's close `quote`; returns the closed row. */
export async function closeCopy(
  tx: Tx,
  p: { row: PositionRow; pair: LeverPair; quote: IndexQuote; at: Date },
): Promise<PositionRow> {
  await settleClose(tx, {
    row: p.row,
    pair: p.pair,
    quote: p.quote,
    reason: LeverCloseReason.copy,
    availableBefore: await availableOf(tx, userOwner(p.row.userId), 'lever', LEVER_CURRENCY),
    insurance: await insuranceAvailable(tx),
    at: p.at,
  });
  const [closed] = await tx.select().from(leverPositions).where(eq(leverPositions.id, p.row.id));
  return closed!;
}

/** Pays a trader their share of a closed copy's profit, from the follower's lever account. */
export async function payProfitShare(
  tx: Tx,
  p: { positionId: number; followerId: number; traderId: number; amount: Exact; at: Date },
): Promise<number | null> {
  if (p.amount.lte(0)) return null;
  const posted = await postLegs(
    tx,
    new Legs().move(available(p.followerId), available(p.traderId), p.amount),
    { positionId: p.positionId, what: 'share', reason: JournalReason.copyProfitShare, at: p.at },
  );
  return posted?.journalId ?? null;
}

/** Self-holding: the follower takes a copy over (it stays open, no longer follows its trader). */
export async function detachCopy(tx: Tx, row: PositionRow): Promise<void> {
  await tx
    .update(leverPositions)
    .set({ orderType: LeverOrderType.own })
    .where(and(eq(leverPositions.id, row.id), eq(leverPositions.orderType, LeverOrderType.copied)));
}
