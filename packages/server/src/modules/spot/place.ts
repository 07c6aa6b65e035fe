/**
 * Placing a spot or stock order (`POST /coin/trade`). In one transaction, under the pair's
 * book lock: the rules and the balance checked, the order row, matching in the engine,
 * every balance row the fills touch locked in the ledger's order, the hold through the
 * ledger, a trade row and a journal per fill, the order rows' new states, the hold's
 * unused part released, the candles. Either all of it commits or none of it does (an order
 * never rests or trades without its hold), and a failed transaction marks the in-memory
 * book stale so it is rebuilt from the database (books.ts).
 */
import { eq } from 'drizzle-orm';
import {
  JournalReason,
  toPlain,
  type CoinTradeBody,
  OrderSide,
  type OrderSideCode,
} from '@bourse/shared';
import { CancelCause, Side, Tif, type PlaceResult } from '@bourse/engine';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { retrying } from '../../db/retry.ts';
import { fail } from '../../http/errors.ts';
import {
  Exact,
  accountName,
  availableOf,
  freeze,
  lockBalances,
  systemOwner,
  type BalanceKey,
} from '../ledger/index.ts';
import {
  instrumentByPair,
  recordTrades,
  sessionRefusal,
  type CandleUpdate,
} from '../market/index.ts';
import { ownerKey, type LiveBook } from './books.ts';
import {
  addFill,
  applyDelta,
  emptyDelta,
  ownerOf,
  release,
  settleTrade,
  sideOf,
  type OrderDelta,
  type OrderOwner,
  type SettledTrade,
} from './settle.ts';
import { spotOrders } from './tables.ts';
import { priceOf, qtyOf, quoteOf, quoteUnitsIn, unitsOf, type InstrumentRow } from './units.ts';
import type { SpotDeps } from './deps.ts';

type CancelReason = NonNullable<(typeof spotOrders.$inferSelect)['cancelReason']>;

export interface PlaceInput {
  owner: OrderOwner;
  currencyId: number;
  legalId: number;
  side: OrderSideCode;
  /** Base quantity, a validated positive decimal string. */
  amount: string;
  /** Limit price; absent for a market order. */
  price?: string;
  timeInForce: CoinTradeBody['time_in_force'];
}

/** What happened, for the reply and for the announcements after commit. */
export interface Placement {
  orderId: number;
  instrument: InstrumentRow;
  trades: SettledTrade[];
  /** Every order whose row changed (the new one, makers, self-trade cancels). */
  touchedOrders: number[];
  /** Every owner whose balance changed. */
  touchedOwners: OrderOwner[];
  book: LiveBook;
  /** Candles the fills changed, to announce after commit. */
  candles: CandleUpdate[];
}

const TIF = { GTC: Tif.GTC, IOC: Tif.IOC, FOK: Tif.FOK, POST_ONLY: Tif.POST_ONLY } as const;

/** Checks the order against the pair's rules; returns it in ticks and lots. */
export function checkOrder(
  instrument: InstrumentRow,
  scale: LiveBook['scale'],
  input: PlaceInput,
  at: Date,
): { lots: number; ticks: number } {
  const symbol = instrument.symbol;
  const [base, quote] = symbol.split('/') as [string, string];
  if (!instrument.isActive) fail('errors.pairSuspended', { symbol });
  const closed = sessionRefusal(instrument, at);
  if (closed) {
    fail('errors.marketClosed', {
      symbol,
      open: closed.open,
      close: closed.close,
      timeZone: closed.timeZone.split('/').pop()!.replace(/_/g, ' '),
    });
  }
  const lots = unitsOf(input.amount, scale.qtyDecimals);
  if (!lots.ok) {
    return lots.reason === 'step'
      ? fail('errors.orderAmountStep', { step: toPlain(qtyOf(1, scale)), currency: base })
      : fail('errors.orderTooLarge', {
          max: qtyOf(Number.MAX_SAFE_INTEGER, scale),
          currency: base,
        });
  }
  if (input.price === undefined) return { lots: lots.units, ticks: 0 };
  const ticks = unitsOf(input.price, scale.priceDecimals);
  if (!ticks.ok)
    return fail('errors.orderPriceStep', { step: toPlain(priceOf(1, scale)), currency: quote });
  if (ticks.units * lots.units > Number.MAX_SAFE_INTEGER) {
    const maxLots = Math.floor(Number.MAX_SAFE_INTEGER / ticks.units);
    fail('errors.orderTooLarge', { max: qtyOf(maxLots, scale), currency: base });
  }
  const value = new Exact(input.price).times(input.amount);
  if (value.lt(instrument.minAmount)) {
    fail('errors.orderBelowMinimum', {
      min: new Exact(instrument.minAmount).toFixed(),
      currency: quote,
    });
  }
  return { lots: lots.units, ticks: ticks.units };
}

export async function placeOrder(
  ctx: AppContext,
  deps: SpotDeps,
  input: PlaceInput,
): Promise<Placement> {
  // Active or not: a suspended pair is refused by name in checkOrder.
  const instrument =
    (await instrumentByPair(ctx.db, input.currencyId, input.legalId)) ?? fail('errors.pairUnknown');
  const at = ctx.clock.now();
  return retrying(async () => {
    try {
      return await ctx.db.transaction(async (tx) => {
        const live = await deps.books.acquire(tx, instrument);
        const placement = await placeLocked(tx, live, input, at);
        placement.candles = await recordTrades(
          tx,
          instrument.id,
          placement.trades.map((t) => ({ price: t.price, quantity: t.quantity, at })),
        );
        await deps.books.commit(tx, live);
        return placement;
      });
    } catch (error) {
      deps.books.invalidate(instrument.id);
      throw error;
    }
  });
}

async function placeLocked(
  tx: Tx,
  live: LiveBook,
  input: PlaceInput,
  at: Date,
): Promise<Placement> {
  const { instrument, scale, book } = live;
  const { lots, ticks } = checkOrder(instrument, scale, input, at);
  const market = input.price === undefined;
  const owner = ownerKey(input.owner.ownerKind, input.owner.ownerId);
  const isBuy = input.side === OrderSide.buy;
  const symbol = instrument.symbol;
  const quoteName = symbol.split('/')[1]!;

  // What to hold: a limit buy its price x quantity, a sell its quantity, a market buy what
  // the book would cost now, capped by the balance (it then fills as far as that pays).
  let hold: Exact;
  let budget: number | undefined;
  if (market) {
    const reach = isBuy ? book.costToBuy(lots, owner) : book.proceedsToSell(lots, owner);
    if (reach.qty === 0) fail('errors.noLiquidity', { symbol });
    const value = quoteOf(reach.quote, scale);
    if (isBuy) {
      const available = await availableOf(
        tx,
        ownerOf(input.owner),
        accountName(instrument.accountType),
        instrument.quoteCurrencyId,
      );
      hold = Exact.min(value, available);
      if (hold.lte(0)) fail('errors.insufficientBalance');
      budget = quoteUnitsIn(hold, scale);
      hold = quoteOf(budget, scale);
    } else {
      hold = new Exact(qtyOf(lots, scale));
    }
    const estimate = isBuy ? hold : value;
    if (estimate.lt(instrument.minAmount)) {
      fail('errors.orderBelowMinimum', {
        min: new Exact(instrument.minAmount).toFixed(),
        currency: quoteName,
      });
    }
  } else {
    hold = isBuy ? new Exact(input.price!).times(input.amount) : new Exact(input.amount);
    if (input.timeInForce === 'POST_ONLY') {
      const best = isBuy ? book.bestAsk() : book.bestBid();
      if (best !== undefined && (isBuy ? ticks >= best : ticks <= best)) {
        fail('errors.postOnlyWouldTake', { price: toPlain(priceOf(best, scale)) });
      }
    }
  }
  if (hold.lte(0)) fail('errors.insufficientBalance');
  // Said with the numbers here; the ledger's conditional debit stays the backstop.
  const holdCurrency = isBuy ? instrument.quoteCurrencyId : instrument.baseCurrencyId;
  const available = await availableOf(
    tx,
    ownerOf(input.owner),
    accountName(instrument.accountType),
    holdCurrency,
  );
  if (available.lt(hold)) {
    fail('errors.orderUnaffordable', {
      need: toPlain(hold.toFixed()),
      available: toPlain(available.toFixed()),
      currency: isBuy ? quoteName : symbol.split('/')[0]!,
    });
  }

  const [order] = await tx
    .insert(spotOrders)
    .values({
      ownerKind: input.owner.ownerKind,
      ownerId: input.owner.ownerId,
      instrumentId: instrument.id,
      side: input.side,
      orderType: market ? 'market' : 'limit',
      timeInForce: market ? 'IOC' : input.timeInForce,
      price: market ? null : input.price!,
      quantity: qtyOf(lots, scale),
      frozen: hold.toFixed(),
      status: 'open',
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: spotOrders.id });
  const id = order!.id;
  const taker = { ...input.owner, id, side: input.side };

  // Matching decides whose balances the fills touch; they are all locked (and the hold
  // posted) before any money moves, in this same transaction, so nothing is observable
  // before commit and a failed hold rolls the match back with everything else.
  const result = book.place({
    id,
    owner,
    side: isBuy ? Side.buy : Side.sell,
    price: ticks,
    qty: lots,
    tif: market ? Tif.IOC : TIF[input.timeInForce],
    market,
    ...(budget !== undefined ? { budget } : {}),
  });
  return settleResult(
    tx,
    live,
    taker,
    { amount: hold, currency: holdCurrency },
    result,
    at,
    input.price,
  );
}

async function settleResult(
  tx: Tx,
  live: LiveBook,
  taker: OrderOwner & { id: number; side: OrderSideCode },
  held: { amount: Exact; currency: number },
  result: PlaceResult,
  at: Date,
  limitPrice: string | undefined,
): Promise<Placement> {
  const market = limitPrice === undefined;
  const { instrument, scale } = live;
  // The engine may reuse its result arrays on the next call: copy what is needed now.
  const fills = result.fills.map((f) => ({ ...f }));
  const { filled, remaining, resting, cancelled } = result;
  const removed = result.removed.map((r) => ({ ...r }));
  const makers = new Map<
    number,
    { owner: OrderOwner; side: OrderSideCode; delta: OrderDelta; done: boolean }
  >();
  const makerRows = fills.length
    ? await tx.query.spotOrders.findMany({
        where: (o, { inArray }) => inArray(o.id, [...new Set(fills.map((f) => f.makerId))]),
        columns: { id: true, ownerKind: true, ownerId: true, side: true },
      })
    : [];
  for (const m of makerRows) {
    makers.set(m.id, { owner: m, side: m.side as OrderSideCode, delta: emptyDelta(), done: false });
  }
  const hold = held.amount;
  const pairSide = (o: OrderOwner) => sideOf(o, instrument);
  const keys: BalanceKey[] = [{ ...pairSide(taker), currency: held.currency }];
  const fees = { owner: systemOwner('fees'), account: pairSide(taker).account };
  const sides = fills.length > 0 ? [pairSide(taker), ...makerRows.map(pairSide), fees] : [];
  for (const side of sides) {
    keys.push({ ...side, currency: instrument.baseCurrencyId });
    keys.push({ ...side, currency: instrument.quoteCurrencyId });
  }
  await lockBalances(tx, keys, at);
  await freeze(tx, {
    side: pairSide(taker),
    currency: held.currency,
    amount: hold,
    idempotencyKey: `spot:${taker.id}:freeze`,
    reason: JournalReason.freeze,
    ref: { table: 'spot_orders', id: taker.id },
    at,
  });

  const takerDelta = emptyDelta();
  const trades: SettledTrade[] = [];
  for (const f of fills) {
    const maker = makers.get(f.makerId)!;
    const trade = await settleTrade(tx, {
      instrument,
      maker: { ...maker.owner, id: f.makerId, side: maker.side },
      taker,
      price: priceOf(f.price, scale),
      quantity: qtyOf(f.qty, scale),
      at,
    });
    trades.push(trade);
    addFill(maker.delta, maker.side, trade, trade.makerFee);
    addFill(takerDelta, taker.side, trade, trade.takerFee);
    maker.done = f.makerRemaining === 0;
  }
  for (const [makerId, m] of makers) {
    await applyDelta(tx, makerId, m.delta, m.done ? 'filled' : 'partial', at);
  }

  // Self-trade prevention cancelled resting orders of the taker's own owner.
  for (const r of removed) {
    const [row] = await tx
      .update(spotOrders)
      .set({ status: 'cancelled', cancelReason: 'self_trade', updatedAt: at })
      .where(eq(spotOrders.id, r.id))
      .returning();
    await release(
      tx,
      { ...row!, side: row!.side as OrderSideCode },
      instrument,
      new Exact(row!.frozen),
      at,
    );
  }

  // The taker: what rests keeps its part of the hold; the rest of the hold goes back.
  const rest = new Exact(qtyOf(remaining, scale));
  const keep = !resting
    ? new Exact(0)
    : taker.side === OrderSide.buy
      ? rest.times(limitPrice!)
      : rest;
  const status = resting
    ? filled > 0
      ? 'partial'
      : 'open'
    : remaining === 0
      ? 'filled'
      : 'cancelled';
  const reason: CancelReason | null =
    status === 'cancelled' ? cancelReasonOf(cancelled, market) : null;
  await applyDelta(tx, taker.id, takerDelta, status, at, reason);
  await release(tx, taker, instrument, hold.minus(takerDelta.frozen).minus(keep), at);

  const owners = new Map<string, OrderOwner>();
  for (const o of [taker, ...[...makers.values()].map((m) => m.owner)]) {
    owners.set(`${o.ownerKind}:${o.ownerId}`, { ownerKind: o.ownerKind, ownerId: o.ownerId });
  }
  return {
    orderId: taker.id,
    instrument,
    trades,
    touchedOrders: [taker.id, ...makers.keys(), ...removed.map((r) => r.id)],
    touchedOwners: [...owners.values()],
    book: live,
    candles: [],
  };
}

function cancelReasonOf(cause: CancelCause | undefined, market: boolean): CancelReason {
  switch (cause) {
    case CancelCause.fok:
      return 'fok';
    case CancelCause.postOnly:
      return 'post_only';
    case CancelCause.budget:
      return 'balance';
    case CancelCause.selfTrade:
      return 'self_trade';
    case CancelCause.user:
      return 'user';
    default:
      // IOC: a market order that found no more liquidity, or a limit IOC's remainder.
      return market ? 'no_liquidity' : 'ioc';
  }
}
