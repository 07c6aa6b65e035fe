/**
 * Opening: `POST /lever/submit`. A market order fills now at the ask (long) or the bid
 * (short) of the recorded index; a limit order holds its margin and fee at the target
 * price until the fill job fills it (fill.ts). The row and its journal commit together,
 * under the user's lock.
 */
import { and, eq } from 'drizzle-orm';
import {
  Exact,
  JournalReason,
  LeverChargeKind,
  LeverCloseReason,
  LeverOrderType,
  LeverPriceType,
  LeverSide,
  LeverStatus,
  atMaintenance,
  dec,
  discountedFeePercent,
  fillPrice,
  openQuote,
  riskOf,
  toPlain,
  type LeverSubmitBody,
  type OpenQuote,
  type RiskPosition,
} from '@bourse/shared';
import type { AppContext, IndexQuote } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { availableOf, userOwner } from '../ledger/index.ts';
import { sessionRefusal } from '../market/index.ts';
import { vipDiscountOf } from '../vip/index.ts';
import { LEVER_CURRENCY, accountState, lockLeverUser, type PositionRow } from './account.ts';
import { cancelPending } from './close.ts';
import { leverPair, type LeverPair } from './config.ts';
import { Legs, available, frozen, postLegs } from './postings.ts';
import { leverCharges, leverPositions } from './tables.ts';

/** Checks the form against the pair's terms; every refusal happens before any write. */
function checkOrder(pair: LeverPair, body: LeverSubmitBody, at: Date): void {
  const { terms, instrument } = pair;
  const lots = dec(body.share);
  if (!lots.isInteger()) fail('errors.leverShareInteger');
  if (lots.lt(terms.minLots) || lots.gt(terms.maxLots)) {
    fail('errors.leverShareRange', { min: terms.minLots, max: terms.maxLots });
  }
  if (!terms.multiples.includes(body.multiple)) {
    fail('errors.leverMultipleNotAllowed', {
      multiple: body.multiple,
      allowed: terms.multiples.join(', '),
    });
  }
  const closed = sessionRefusal(instrument, at);
  if (closed) fail('errors.marketClosed', { symbol: instrument.symbol, ...closed });
  if (body.status === LeverPriceType.limit) {
    if (!body.target_price) fail('errors.leverLimitPriceRequired');
    if (!dec(body.target_price!).mod(instrument.tickSize).isZero()) {
      fail('errors.orderPriceStep', { step: instrument.tickSize, currency: instrument.quote });
    }
  }
}

/** Refuses, naming the amounts, when the account cannot pay `cost`. */
function mustAfford(free: Exact, quote: { margin: Exact; fee: Exact; cost: Exact }): void {
  if (free.lt(quote.cost)) {
    fail('errors.leverMarginShort', {
      need: toPlain(quote.cost),
      margin: toPlain(quote.margin),
      fee: toPlain(quote.fee),
      available: toPlain(free),
    });
  }
}

/**
 * The row's terms at placement (a later edit of the pair never changes an order). The open
 * and close fee percents are the pair's less the user's VIP discount (`discountPercent`, read
 * by the caller in its transaction: `vipDiscountOf`), cut down to the 4 decimals the row
 * keeps, so the row holds the rates it is charged and the verify view recomputes them.
 */
export function termsColumns(
  pair: LeverPair,
  body: LeverSubmitBody,
  userId: number,
  at: Date,
  discountPercent: string,
) {
  const { terms } = pair;
  const q = openQuote({
    price: body.target_price ?? '0',
    lots: body.share,
    contractSize: terms.contractSize,
    multiple: body.multiple,
    openFeePercent: terms.openFeePercent,
  });
  return {
    userId,
    instrumentId: pair.instrument.id,
    side: body.type,
    orderType: LeverOrderType.own,
    lots: toPlain(body.share),
    contractSize: terms.contractSize,
    quantity: q.quantity.toFixed(),
    multiple: body.multiple,
    spreadPercent: terms.spreadPercent,
    openFeePercent: discountedFeePercent(terms.openFeePercent, discountPercent).toFixed(),
    closeFeePercent: discountedFeePercent(terms.closeFeePercent, discountPercent).toFixed(),
    createdAt: at,
  };
}

/** Fills an order row (new or pending) at `quote`'s fill price: the open journal and fee row. */
export async function fillRow(
  tx: Tx,
  row: PositionRow,
  pair: LeverPair,
  quote: IndexQuote,
  at: Date,
): Promise<PositionRow> {
  const price = fillPrice(
    quote.price,
    row.spreadPercent,
    row.side,
    'open',
    pair.instrument.tickSize,
  );
  const q = openQuote({
    price,
    lots: row.lots,
    contractSize: row.contractSize,
    multiple: row.multiple,
    openFeePercent: row.openFeePercent,
  });
  const [filled] = await tx
    .update(leverPositions)
    .set({
      status: LeverStatus.open,
      openPrice: price.toFixed(),
      openIndex: quote.price,
      openIndexSource: quote.source,
      openIndexAt: quote.at,
      margin: q.margin.toFixed(),
      openMargin: q.margin.toFixed(),
      openFee: q.fee.toFixed(),
      held: '0',
      openedAt: at,
    })
    .where(and(eq(leverPositions.id, row.id), eq(leverPositions.status, row.status)))
    .returning();
  if (!filled) throw new Error(`lever order ${row.id} changed while filling`);
  const user = row.userId;
  const held = new Exact(row.held);
  const legs = new Legs()
    .move(frozen(user), available(user), held)
    .move(available(user), frozen(user), q.margin)
    .move(available(user), { system: 'fees' }, q.fee);
  const posted = await postLegs(tx, legs, {
    positionId: row.id,
    what: 'open',
    reason: JournalReason.leverOpen,
    at,
  });
  await tx.insert(leverCharges).values({
    positionId: row.id,
    userId: user,
    kind: LeverChargeKind.openFee,
    amount: q.fee.toFixed(),
    indexPrice: quote.price,
    indexSource: quote.source,
    indexAt: quote.at,
    journalId: posted?.journalId ?? null,
    createdAt: at,
  });
  return filled;
}

/**
 * Cross margin: a new position adds its margin to the used margin and costs its fee and
 * the spread at once, so on an account already losing it could bring the risk rate to the
 * maintenance level and be liquidated the next second. Such an open is refused instead.
 */
async function mustStayAboveMaintenance(
  ctx: AppContext,
  tx: Tx,
  userId: number,
  pair: LeverPair,
  quote: IndexQuote,
  side: LeverSide,
  q: OpenQuote,
): Promise<void> {
  const reached = await maintenanceAfterOpen(ctx, tx, userId, pair, quote, side, q);
  if (reached) fail('errors.leverOpenRisk', reached);
}

/** The risk rate an open would leave, when it is at or below the maintenance level. */
export async function maintenanceAfterOpen(
  ctx: Pick<AppContext, 'prices'>,
  tx: Tx,
  userId: number,
  pair: LeverPair,
  quote: IndexQuote,
  side: LeverSide,
  q: OpenQuote,
): Promise<{ rate: string; maintenance: string } | undefined> {
  const quotes = new Map([[pair.instrument.id, quote]]);
  const state = await accountState(ctx, tx, userId, { quotes });
  const added: RiskPosition = {
    instrument: pair.instrument.id,
    side,
    entry: q.price,
    quantity: q.quantity,
    margin: q.margin,
    spreadPercent: pair.terms.spreadPercent,
    tick: pair.instrument.tickSize,
    index: quote.price,
  };
  const after = riskOf({
    balance: state.balance.minus(q.fee),
    positions: [...state.positions.map((p) => p.risk), added],
  });
  if (!atMaintenance(after, state.settings.maintenancePercent)) return undefined;
  return {
    rate: toPlain(after.riskRate!.toDecimalPlaces(2, Exact.ROUND_DOWN)),
    maintenance: state.settings.maintenancePercent,
  };
}

export interface Submitted {
  row: PositionRow;
  pair: LeverPair;
  quote: IndexQuote;
}

/** `POST /lever/submit`: a market position now, or a pending limit order with its hold. */
export async function submitOrder(
  ctx: AppContext,
  userId: number,
  body: LeverSubmitBody,
): Promise<Submitted> {
  const at = ctx.clock.now();
  const pair = await leverPair(ctx.db, { currencyId: body.currency_id, legalId: body.legal_id });
  checkOrder(pair, body, at);
  const limit = body.status === LeverPriceType.limit;
  return ctx.db.transaction(async (tx) => {
    await lockLeverUser(tx, userId);
    const quote = await ctx.prices.record(pair.instrument.base.name, tx);
    const free = await availableOf(tx, userOwner(userId), 'lever', LEVER_CURRENCY);
    const base = termsColumns(pair, body, userId, at, await vipDiscountOf(tx, userId));
    if (limit) {
      const hold = openQuote({
        price: body.target_price!,
        lots: body.share,
        contractSize: pair.terms.contractSize,
        multiple: body.multiple,
        openFeePercent: base.openFeePercent,
      });
      mustAfford(free, hold);
      const [row] = await tx
        .insert(leverPositions)
        .values({
          ...base,
          status: LeverStatus.pending,
          priceType: LeverPriceType.limit,
          targetPrice: body.target_price!,
          held: hold.cost.toFixed(),
        })
        .returning();
      await postLegs(tx, new Legs().move(available(userId), frozen(userId), hold.cost), {
        positionId: row!.id,
        what: 'hold',
        reason: JournalReason.leverOpen,
        at,
      });
      return { row: row!, pair, quote };
    }
    const price = fillPrice(
      quote.price,
      pair.terms.spreadPercent,
      body.type,
      'open',
      pair.instrument.tickSize,
    );
    const q = openQuote({
      price,
      lots: body.share,
      contractSize: pair.terms.contractSize,
      multiple: body.multiple,
      openFeePercent: base.openFeePercent,
    });
    mustAfford(free, q);
    await mustStayAboveMaintenance(ctx, tx, userId, pair, quote, body.type, q);
    const [row] = await tx
      .insert(leverPositions)
      .values({ ...base, status: LeverStatus.pending, priceType: LeverPriceType.market })
      .returning();
    return { row: await fillRow(tx, row!, pair, quote, at), pair, quote };
  });
}

/**
 * Fills a pending limit order whose price the market reached (the fill job, under the
 * user's lock, row locked): at the current ask or bid, which is at least as good as the
 * target. If the account can no longer pay the real margin and fee, or the fill would
 * leave it at its maintenance level, the order is cancelled (reason `margin`) and its hold
 * released. Returns whether it filled.
 */
export async function fillPending(
  ctx: Pick<AppContext, 'prices'>,
  tx: Tx,
  row: PositionRow,
  pair: LeverPair,
  quote: IndexQuote,
  at: Date,
): Promise<boolean> {
  const price = fillPrice(
    quote.price,
    row.spreadPercent,
    row.side,
    'open',
    pair.instrument.tickSize,
  );
  const q = openQuote({
    price,
    lots: row.lots,
    contractSize: row.contractSize,
    multiple: row.multiple,
    openFeePercent: row.openFeePercent,
  });
  const free = (await availableOf(tx, userOwner(row.userId), 'lever', LEVER_CURRENCY)).plus(
    row.held,
  );
  // An order the account can no longer pay, or whose fill would leave the account at its
  // maintenance level (liquidated the next second), is cancelled, as the same order placed
  // at market now would be refused.
  if (
    free.lt(q.cost) ||
    (await maintenanceAfterOpen(ctx, tx, row.userId, pair, quote, row.side, q))
  ) {
    await cancelPending(tx, row, LeverCloseReason.margin, at);
    return false;
  }
  await fillRow(tx, row, pair, quote, at);
  return true;
}

/** Whether a pending order's price is reached: a long when ask <= target, a short when bid >= target. */
export function limitReached(row: PositionRow, pair: LeverPair, index: string): boolean {
  const price = fillPrice(index, row.spreadPercent, row.side, 'open', pair.instrument.tickSize);
  return row.side === LeverSide.long ? price.lte(row.targetPrice!) : price.gte(row.targetPrice!);
}
