/**
 * An instrument's scale: decimal prices and quantities to the engine's safe integers and
 * back (DESIGN.md section 4: the engine converts at its boundary). Tick and lot sizes are
 * powers of ten, so a price in ticks is its digits at the tick's decimals, and a quote
 * value in ticks x lots is exact at (price decimals + quantity decimals).
 */
import { Exact, scaleOf } from '@bourse/shared';
import { fromUnits, toUnits } from '@bourse/engine';
import type { Instrument } from '../market/index.ts';

/** What the spot module reads of a pair: a table row and the market's cached pair both fit. */
export type InstrumentRow = Pick<
  Instrument,
  | 'id'
  | 'symbol'
  | 'baseCurrencyId'
  | 'quoteCurrencyId'
  | 'accountType'
  | 'tickSize'
  | 'lotSize'
  | 'minAmount'
  | 'makerFee'
  | 'takerFee'
  | 'session'
  | 'isActive'
>;

export interface PairScale {
  priceDecimals: number;
  qtyDecimals: number;
}

export function scaleOfInstrument(i: Pick<InstrumentRow, 'tickSize' | 'lotSize'>): PairScale {
  const tick = new Exact(i.tickSize).toFixed();
  const lot = new Exact(i.lotSize).toFixed();
  if (!/^(?:1|0\.0*1)$/.test(tick) || !/^(?:1|0\.0*1)$/.test(lot)) {
    throw new Error(`instrument steps must be powers of ten (tick ${tick}, lot ${lot})`);
  }
  return { priceDecimals: scaleOf(tick), qtyDecimals: scaleOf(lot) };
}

export type UnitsResult = { ok: true; units: number } | { ok: false; reason: 'step' | 'range' };

/** A decimal string (already validated as a positive plain decimal) to ticks or lots. */
export function unitsOf(value: string, decimals: number): UnitsResult {
  const r = toUnits(new Exact(value).toFixed(), decimals);
  if (r.ok) return r.units > 0 ? r : { ok: false, reason: 'step' };
  return { ok: false, reason: r.reason === 'range' ? 'range' : 'step' };
}

export const priceOf = (ticks: number, s: PairScale): string => fromUnits(ticks, s.priceDecimals);
export const qtyOf = (lots: number, s: PairScale): string => fromUnits(lots, s.qtyDecimals);

/** A quote value in ticks x lots, as an Exact of the quote currency. */
export function quoteOf(units: number, s: PairScale): Exact {
  return new Exact(fromUnits(units, s.priceDecimals + s.qtyDecimals));
}

/** The largest whole number of quote units that `amount` pays for (rounded down). */
export function quoteUnitsIn(amount: Exact, s: PairScale): number {
  const units = amount.times(new Exact(10).pow(s.priceDecimals + s.qtyDecimals)).floor();
  return units.gt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : units.toNumber();
}
