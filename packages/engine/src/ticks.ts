/**
 * The engine's boundary: prices and quantities become safe integers (ticks and lots) per
 * instrument, so matching never touches a decimal. Conversion refuses values that are
 * not exact multiples or do not fit a safe integer; the caller reports which rule.
 */
export interface Scale {
  /** Decimal places of one tick (a tick size of 0.01 has 2). */
  priceDecimals: number;
  /** Decimal places of one lot. */
  qtyDecimals: number;
}

export type ToUnitsResult =
  { ok: true; units: number } | { ok: false; reason: 'format' | 'precision' | 'range' };

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** "123.45" with 2 decimals -> 12345. Exact string arithmetic, no floating point. */
export function toUnits(value: string, decimals: number): ToUnitsResult {
  const m = PLAIN_DECIMAL.exec(value.trim());
  if (!m) return { ok: false, reason: 'format' };
  const whole = m[1]!;
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > decimals) return { ok: false, reason: 'precision' };
  const digits = (whole + frac.padEnd(decimals, '0')).replace(/^0+(?=\d)/, '');
  const units = Number(digits);
  if (!Number.isSafeInteger(units)) return { ok: false, reason: 'range' };
  return { ok: true, units };
}

/** 12345 with 2 decimals -> "123.45". */
export function fromUnits(units: number, decimals: number): string {
  if (!Number.isSafeInteger(units)) throw new RangeError(`not a safe integer: ${units}`);
  const negative = units < 0;
  const digits = String(Math.abs(units)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const frac = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${frac}`;
}
