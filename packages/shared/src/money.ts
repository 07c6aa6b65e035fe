/**
 * Money maths for Bourse. Every amount and price is a decimal string on the wire and a
 * Decimal in memory; never a JS number (DESIGN.md section 4, spec section 9:
 * precision 20, rounding half-up).
 */
import DecimalJs from 'decimal.js';

export const Decimal = DecimalJs.clone({ precision: 20, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = InstanceType<typeof Decimal>;
export type DecimalInput = Decimal | string | number | bigint;

/**
 * Exact arithmetic for stored amounts: numeric(36,18) has 36 significant digits and a sum
 * of many of them a few more, beyond the 20 digits of the display Decimal. Ledger sums,
 * holds, fills and anything written to the database use Exact; rounding is explicit, by
 * `roundAmount` to a currency's decimals. The one definition in the code base.
 */
export const Exact = DecimalJs.clone({ precision: 60, rounding: DecimalJs.ROUND_HALF_UP });
export type Exact = InstanceType<typeof Exact>;

/** How an amount is rounded to a currency's decimals, named where it is used. */
export const Rounding = {
  /** Spec 9: the published default (fees, displayed values). */
  halfUp: DecimalJs.ROUND_HALF_UP,
  /** What a user receives from a division (conversions, allocations): never more than exact. */
  down: DecimalJs.ROUND_DOWN,
  /** What a user is asked to pay when it must cover an exact amount. */
  up: DecimalJs.ROUND_UP,
} as const;
export type Rounding = (typeof Rounding)[keyof typeof Rounding];

/**
 * `value` rounded to `decimals` places (a currency's `decimals`, at most 18, the column's
 * scale), as an Exact. Fees are `roundAmount(rate x amount, currency.decimals, halfUp)`.
 */
export function roundAmount(value: DecimalInput, decimals: number, mode: Rounding): Exact {
  const places = Math.min(Math.max(0, Math.trunc(decimals)), 18);
  return new Exact(typeof value === 'bigint' ? value.toString() : value).toDecimalPlaces(
    places,
    mode,
  );
}

/** Strict decimal syntax accepted from users: digits, one optional dot, optional sign. */
export const DECIMAL_RE = /^-?(?:\d+)(?:\.\d+)?$/;

export function dec(value: DecimalInput): Decimal {
  return new Decimal(typeof value === 'bigint' ? value.toString() : value);
}

export function isDecimalString(value: string): boolean {
  return DECIMAL_RE.test(value);
}

/** Number of digits after the point, as the user typed them ("1.50" has 2). */
export function scaleOf(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

/** Rounds half-up to `places` and prints without exponent, the canonical wire form. */
export function toFixedString(value: DecimalInput, places: number): string {
  return dec(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
}

/** Canonical wire form of a stored amount: plain notation, no trailing zeros. */
export function toPlain(value: DecimalInput): string {
  const d = dec(value);
  return d.isZero() ? '0' : d.toFixed();
}

/** `amount` in whole units of 10^-decimals, exactly (the caller checked its scale). */
export function toUnits(amount: DecimalInput, decimals: number): bigint {
  const scaled = new Exact(String(amount)).mul(new Exact(10).pow(decimals));
  if (!scaled.isInteger()) throw new Error(`${String(amount)} has more than ${decimals} decimals`);
  return BigInt(scaled.toFixed(0));
}

/** Whole units back to a plain decimal string. */
export function fromUnits(units: bigint, decimals: number): string {
  return new Exact(units.toString()).div(new Exact(10).pow(decimals)).toFixed();
}
