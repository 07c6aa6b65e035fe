/**
 * Money maths for Bourse. Every amount and price is a decimal string on the wire and a
 * Decimal in memory; never a JS number (DESIGN.md section 4, spec section 9:
 * precision 20, rounding half-up).
 */
import DecimalJs from 'decimal.js';

export const Decimal = DecimalJs.clone({ precision: 20, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = InstanceType<typeof Decimal>;
export type DecimalInput = Decimal | string | number | bigint;

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
