/**
 * An order against its pair's rules: trading on, the session open, then the rules shared
 * with the trade form (@bourse/shared `checkOrderRules`: the amount on the lot and within
 * its coin's decimals, a limit price on the tick, a limit order's value at least the
 * minimum), then the engine's range. Returns the order in ticks and lots; a refusal is a
 * DomainError naming the rule, with the shared refusal's key and parameters.
 */
import { checkOrderRules, toPlain, type OrderPairRules, type OrderRefusal } from '@bourse/shared';
import { DomainError, fail } from '../../http/errors.ts';
import { sessionRefusal } from '../market/index.ts';
import type { MarketState, PairCoins, PlaceCommand } from './plan.ts';
import { priceOf, qtyOf, unitsOf, type InstrumentRow } from './units.ts';

/** A pair's rules in the shared shape, named with its coins. */
export function orderRulesOf(instrument: InstrumentRow, coins: PairCoins): OrderPairRules {
  return {
    base: coins.base.name,
    quote: coins.quote.name,
    tick_size: instrument.tickSize,
    lot_size: instrument.lotSize,
    min_amount: instrument.minAmount,
    base_decimals: coins.base.decimals,
  };
}

/** Throws a shared rule's refusal as the server's error: the same key and parameters. */
export function refuseIf(refusal: OrderRefusal | undefined): void {
  if (refusal) throw new DomainError(refusal.key, refusal.params);
}

export function checkOrder(
  market: Pick<MarketState, 'instrument' | 'scale' | 'coins'>,
  input: Pick<PlaceCommand, 'amount' | 'price'>,
  at: Date,
): { lots: number; ticks: number } {
  const { instrument, scale, coins } = market;
  const symbol = instrument.symbol;
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
  const type = input.price === undefined ? 'market' : 'limit';
  refuseIf(
    checkOrderRules(
      { type, amount: input.amount, price: input.price },
      orderRulesOf(instrument, coins),
    ),
  );

  // On their steps by now, so only the engine's safe-integer range can refuse them here.
  const tooLarge = (maxLots: number) =>
    new DomainError('errors.orderTooLarge', {
      max: qtyOf(maxLots, scale),
      currency: coins.base.name,
    });
  const lots = unitsOf(input.amount, scale.qtyDecimals);
  if (!lots.ok) throw tooLarge(Number.MAX_SAFE_INTEGER);
  if (input.price === undefined) return { lots: lots.units, ticks: 0 };
  const ticks = unitsOf(input.price, scale.priceDecimals);
  // A price beyond 2^53 ticks cannot be given on this pair's tick: named as the tick, as before.
  if (!ticks.ok) {
    return fail('errors.orderPriceStep', {
      step: toPlain(priceOf(1, scale)),
      currency: coins.quote.name,
    });
  }
  if (ticks.units * lots.units > Number.MAX_SAFE_INTEGER) {
    throw tooLarge(Math.floor(Number.MAX_SAFE_INTEGER / ticks.units));
  }
  return { lots: lots.units, ticks: ticks.units };
}
