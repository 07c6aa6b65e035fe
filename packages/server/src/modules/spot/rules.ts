/**
 * An order against its pair's rules: trading on, the session open, the quantity and price
 * on the pair's steps and within the engine's range, the value above the pair's minimum.
 * Returns the order in ticks and lots; a refusal is a DomainError naming the rule.
 */
import { Exact, toPlain } from '@bourse/shared';
import { DomainError, fail } from '../../http/errors.ts';
import { sessionRefusal } from '../market/index.ts';
import type { PlaceCommand } from './plan.ts';
import { priceOf, qtyOf, unitsOf, type InstrumentRow, type PairScale } from './units.ts';

export function checkOrder(
  instrument: InstrumentRow,
  scale: PairScale,
  input: Pick<PlaceCommand, 'amount' | 'price'>,
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
    throw lots.reason === 'step'
      ? new DomainError('errors.orderAmountStep', {
          step: toPlain(qtyOf(1, scale)),
          currency: base,
        })
      : new DomainError('errors.orderTooLarge', {
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
