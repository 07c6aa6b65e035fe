/**
 * One batch of a market's commands, matched in memory (no I/O): the sequencer (sequencer.ts)
 * hands it the live book, what the owners in the batch can spend, and order ids reserved
 * for the batch; it gets back a plan of every row and hold to write (commit.ts) and one
 * outcome per command. Commands run strictly in arrival order, exactly as if one at a
 * time: a refused command changes nothing (not the book, not the funds) and the next one
 * goes on.
 *
 * Holds follow the order: a limit buy holds price x quantity, a sell its quantity, a market
 * buy what the book costs now capped by its balance. A resting order's hold is always its
 * remaining quantity (sell) or remaining x price (buy), so a cancel or a self-trade removal
 * releases exactly that without reading the row.
 */
import {
  checkAffordable,
  checkMinimum,
  discountedFeeRate,
  Exact,
  OrderSide,
  roundAmount,
  Rounding,
  toPlain,
} from '@bourse/shared';
import { CancelCause, Side, Tif } from '@bourse/engine';
import { DomainError } from '../../http/errors.ts';
import {
  fundsKey,
  ownerKey,
  type BatchInputs,
  type BatchPlan,
  type CancelCommand,
  type CancelReason,
  type Command,
  type MarketState,
  type OrderChange,
  type OrderOwner,
  type Outcome,
  type PlaceCommand,
  type RestingMeta,
} from './plan.ts';
import { checkOrder, orderRulesOf, refuseIf } from './rules.ts';
import { priceOf, qtyOf, quoteOf, quoteUnitsIn } from './units.ts';

const TIF = { GTC: Tif.GTC, IOC: Tif.IOC, FOK: Tif.FOK, POST_ONLY: Tif.POST_ONLY } as const;

export function matchBatch(
  market: MarketState,
  commands: Command[],
  inputs: BatchInputs,
): BatchPlan {
  const plan: BatchPlan = {
    orders: new Map(),
    fills: [],
    movements: [],
    outcomes: [],
    owners: new Map(),
  };
  const ids = [...inputs.orderIds];
  const seenClientIds = new Map(inputs.clientIds);
  for (const command of commands) {
    try {
      if (command.kind === 'cancel') {
        plan.outcomes.push(cancelOne(market, command, inputs, plan));
        continue;
      }
      if (command.clientOrderId !== undefined) {
        const key = `${command.owner.ownerKind}:${command.owner.ownerId}:${command.clientOrderId}`;
        const first = seenClientIds.get(key);
        if (first !== undefined) {
          plan.outcomes.push({ kind: 'repeat', orderId: first });
          continue;
        }
        const id = ids[0]!;
        plan.outcomes.push(placeOne(market, command, inputs, plan, ids));
        if (plan.outcomes.at(-1)!.kind === 'placed') seenClientIds.set(key, id);
        continue;
      }
      plan.outcomes.push(placeOne(market, command, inputs, plan, ids));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      plan.outcomes.push({ kind: 'refused', error });
    }
  }
  return plan;
}

function cancelOne(
  market: MarketState,
  c: CancelCommand,
  inputs: BatchInputs,
  plan: BatchPlan,
): Outcome {
  const meta = market.resting.get(c.orderId);
  const mine = (o: OrderOwner | undefined) =>
    o !== undefined && o.ownerKind === c.owner.ownerKind && o.ownerId === c.owner.ownerId;
  if (!meta || !mine(meta.owner)) {
    // Not resting here: someone else's or unknown (not found), or finished (not open).
    if (meta || !mine(inputs.closedOrders.get(c.orderId)))
      throw new DomainError('errors.orderNotFound');
    throw new DomainError('errors.orderNotOpen');
  }
  const rest = market.book.cancel(c.orderId)!;
  endResting(market, inputs, plan, c.orderId, rest.qty, 'user');
  return { kind: 'cancelled', orderId: c.orderId };
}

function placeOne(
  market: MarketState,
  c: PlaceCommand,
  inputs: BatchInputs,
  plan: BatchPlan,
  ids: number[],
): Outcome {
  const { scale, book, coins } = market;
  const { lots, ticks } = checkOrder(market, c, inputs.at);
  const isMarket = c.price === undefined;
  const isBuy = c.side === OrderSide.buy;
  const key = ownerKey(c.owner);
  const holdCurrency = isBuy ? coins.quote : coins.base;
  const available = inputs.funds.get(fundsKey(c.owner, holdCurrency.id)) ?? new Exact(0);

  const { hold, budget } = holdFor(market, c, lots, ticks, available);

  // Accepted: from here on nothing refuses, so the book and funds may change.
  const id = ids.shift()!;
  credit(inputs, c.owner, holdCurrency.id, hold.negated());
  plan.owners.set(`${c.owner.ownerKind}:${c.owner.ownerId}`, c.owner);
  const change = orderChange(plan, id, c.owner, c.side, {
    orderType: isMarket ? 'market' : 'limit',
    timeInForce: isMarket ? 'IOC' : c.timeInForce,
    price: isMarket ? null : c.price!,
    quantity: qtyOf(lots, scale),
    hold,
    clientOrderId: c.clientOrderId ?? null,
  });
  plan.movements.push({
    orderId: id,
    owner: c.owner,
    currency: holdCurrency.id,
    amount: hold,
    step: 'freeze',
  });

  const result = book.place({
    id,
    owner: key,
    side: isBuy ? Side.buy : Side.sell,
    price: ticks,
    qty: lots,
    tif: isMarket ? Tif.IOC : TIF[c.timeInForce],
    market: isMarket,
    ...(budget !== undefined ? { budget } : {}),
  });
  // The engine reuses its result on the next call: read everything now.
  const { remaining, resting, cancelled } = result;
  const firstFill = plan.fills.length;
  for (const f of result.fills) {
    const maker = market.resting.get(f.makerId)!;
    addFill(market, inputs, plan, change, maker, f.makerId, f.price, f.qty);
    if (f.makerRemaining === 0) market.resting.delete(f.makerId);
  }
  for (const r of result.removed) endResting(market, inputs, plan, r.id, r.qty, 'self_trade');

  // What rests keeps its part of the hold; the rest of the hold goes back at once.
  const keep = !resting
    ? new Exact(0)
    : isBuy
      ? new Exact(qtyOf(remaining, scale)).times(c.price!)
      : new Exact(qtyOf(remaining, scale));
  const back = hold.minus(change.frozenOut).minus(keep);
  if (back.gt(0)) {
    change.frozenOut = change.frozenOut.plus(back);
    credit(inputs, c.owner, holdCurrency.id, back);
    plan.movements.push({
      orderId: id,
      owner: c.owner,
      currency: holdCurrency.id,
      amount: back,
      step: 'release:placed',
    });
  }
  if (resting) market.resting.set(id, { owner: c.owner, side: c.side, priceTicks: ticks });
  change.status = resting
    ? change.filledQuantity.gt(0)
      ? 'partial'
      : 'open'
    : remaining === 0
      ? 'filled'
      : 'cancelled';
  change.cancelReason = change.status === 'cancelled' ? cancelReasonOf(cancelled, isMarket) : null;
  return {
    kind: 'placed',
    orderId: id,
    view: {
      status: change.status,
      cancelReason: change.cancelReason,
      filledQuantity: change.filledQuantity.toFixed(),
      filledQuote: change.filledQuote.toFixed(),
      fills: plan.fills.slice(firstFill).map((_, i) => firstFill + i),
    },
  };
}

/**
 * What an order must hold, or its refusal: a limit buy its price x quantity, a sell its
 * quantity, a market buy what the book costs now capped by the balance (it then fills as
 * far as that pays, `budget` in ticks x lots). Changes nothing.
 */
function holdFor(
  market: MarketState,
  c: PlaceCommand,
  lots: number,
  ticks: number,
  available: Exact,
): { hold: Exact; budget?: number } {
  const { instrument, scale, book, coins } = market;
  const isMarket = c.price === undefined;
  const isBuy = c.side === OrderSide.buy;
  const holdCurrency = isBuy ? coins.quote : coins.base;
  let hold: Exact;
  let budget: number | undefined;
  if (isMarket) {
    const reach = isBuy
      ? book.costToBuy(lots, ownerKey(c.owner))
      : book.proceedsToSell(lots, ownerKey(c.owner));
    if (reach.qty === 0) throw new DomainError('errors.noLiquidity', { symbol: instrument.symbol });
    const value = quoteOf(reach.quote, scale);
    if (isBuy) {
      const capped = Exact.min(value, available);
      if (capped.lte(0))
        throw new DomainError('errors.insufficientBalance', { currency: coins.quote.name });
      budget = quoteUnitsIn(capped, scale);
      hold = new Exact(quoteOf(budget, scale));
    } else {
      hold = new Exact(qtyOf(lots, scale));
    }
    refuseIf(checkMinimum(isBuy ? hold : value, orderRulesOf(instrument, coins)));
  } else {
    hold = isBuy ? new Exact(c.price!).times(c.amount) : new Exact(c.amount);
    if (c.timeInForce === 'POST_ONLY') {
      const best = isBuy ? book.bestAsk() : book.bestBid();
      if (best !== undefined && (isBuy ? ticks >= best : ticks <= best)) {
        throw new DomainError('errors.postOnlyWouldTake', { price: toPlain(priceOf(best, scale)) });
      }
    }
  }
  if (hold.lte(0))
    throw new DomainError('errors.insufficientBalance', { currency: holdCurrency.name });
  refuseIf(checkAffordable(hold, available, holdCurrency.name));

  return budget === undefined ? { hold } : { hold, budget };
}

/** One fill between the taker (`taker`) and a resting maker, with both fees (spec 9). */
function addFill(
  market: MarketState,
  inputs: BatchInputs,
  plan: BatchPlan,
  taker: OrderChange,
  makerMeta: RestingMeta,
  makerId: number,
  priceTicks: number,
  lots: number,
): void {
  const { instrument, scale, coins } = market;
  const maker = orderChange(plan, makerId, makerMeta.owner, makerMeta.side);
  const price = priceOf(priceTicks, scale);
  const quantity = qtyOf(lots, scale);
  const base = new Exact(quantity);
  const quote = base.times(price);
  const takerBuys = taker.side === OrderSide.buy;
  const buyer = takerBuys ? taker : maker;
  const seller = takerBuys ? maker : taker;
  // Each side pays in what it receives at its rate less its VIP discount, rounded half-up
  // to that coin's precision.
  const buyerDiscount = discountOf(inputs, buyer.owner);
  const sellerDiscount = discountOf(inputs, seller.owner);
  const buyerFee = roundAmount(
    base.times(rateFor(takerBuys ? instrument.takerFee : instrument.makerFee, buyerDiscount)),
    coins.base.decimals,
    Rounding.halfUp,
  );
  const sellerFee = roundAmount(
    quote.times(rateFor(takerBuys ? instrument.makerFee : instrument.takerFee, sellerDiscount)),
    coins.quote.decimals,
    Rounding.halfUp,
  );
  const index = plan.fills.length;
  plan.fills.push({
    makerId,
    takerId: taker.id,
    takerSide: taker.side,
    buyer: buyer.owner,
    seller: seller.owner,
    buyerOrderId: buyer.id,
    sellerOrderId: seller.id,
    price,
    quantity,
    quote,
    buyerFee,
    sellerFee,
    buyerDiscount,
    sellerDiscount,
  });
  for (const o of [buyer, seller]) {
    o.filledQuantity = o.filledQuantity.plus(base);
    o.filledQuote = o.filledQuote.plus(quote);
    o.fills.push(index);
  }
  buyer.frozenOut = buyer.frozenOut.plus(quote);
  seller.frozenOut = seller.frozenOut.plus(base);
  // What each side receives is spendable by its next order in this batch.
  credit(inputs, buyer.owner, coins.base.id, base.minus(buyerFee));
  credit(inputs, seller.owner, coins.quote.id, quote.minus(sellerFee));
  plan.owners.set(`${maker.owner.ownerKind}:${maker.owner.ownerId}`, maker.owner);
  maker.status = market.book.get(makerId) ? 'partial' : 'filled';
}

/** An owner's VIP discount percent ('0': none, and always for a system account). */
function discountOf(inputs: BatchInputs, owner: OrderOwner): string {
  if (owner.ownerKind !== 'user') return '0';
  return inputs.feeDiscounts?.get(owner.ownerId) ?? '0';
}

/** A fee rate less a discount; the pair's rate itself when there is none. */
const rateFor = (rate: string, discount: string) =>
  discount === '0' ? rate : discountedFeeRate(rate, discount);

/**
 * A resting order leaves the book (the engine already took it out): cancelled for `reason`,
 * and its remaining hold (remaining lots, or remaining x price) released at once.
 */
function endResting(
  market: MarketState,
  inputs: BatchInputs,
  plan: BatchPlan,
  orderId: number,
  lots: number,
  reason: CancelReason,
): void {
  const { scale, coins } = market;
  const meta = market.resting.get(orderId)!;
  market.resting.delete(orderId);
  const change = orderChange(plan, orderId, meta.owner, meta.side);
  change.status = 'cancelled';
  change.cancelReason = reason;
  const qty = new Exact(qtyOf(lots, scale));
  const isBuy = meta.side === OrderSide.buy;
  const amount = isBuy ? qty.times(priceOf(meta.priceTicks, scale)) : qty;
  if (amount.lte(0)) return;
  const currency = isBuy ? coins.quote.id : coins.base.id;
  change.frozenOut = change.frozenOut.plus(amount);
  credit(inputs, meta.owner, currency, amount);
  plan.owners.set(`${meta.owner.ownerKind}:${meta.owner.ownerId}`, meta.owner);
  plan.movements.push({ orderId, owner: meta.owner, currency, amount, step: 'release:end' });
}

function orderChange(
  plan: BatchPlan,
  id: number,
  owner: OrderOwner,
  side: OrderChange['side'],
  created?: OrderChange['created'],
): OrderChange {
  let change = plan.orders.get(id);
  if (!change) {
    change = {
      id,
      owner,
      side,
      isNew: created !== undefined,
      ...(created ? { created } : {}),
      filledQuantity: new Exact(0),
      filledQuote: new Exact(0),
      frozenOut: new Exact(0),
      fills: [],
    };
    plan.orders.set(id, change);
  }
  return change;
}

/** Tracks what an owner can spend within the batch (only owners read before it). */
function credit(inputs: BatchInputs, owner: OrderOwner, currency: number, amount: Exact): void {
  const key = fundsKey(owner, currency);
  const now = inputs.funds.get(key);
  if (now !== undefined) inputs.funds.set(key, now.plus(amount));
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
