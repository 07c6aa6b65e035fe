/**
 * Amount entry, pure: what the user may type (digits and one dot, at most the coin's
 * decimals) and why a typed amount cannot be sent. Decimal strings only.
 */
import { dec, isDecimalString, scaleOf } from '@bourse/shared';

/** Keeps digits and the first dot, and cuts the decimals at `decimals`. */
export function cleanAmount(raw: string, decimals: number): string {
  let text = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = text.indexOf('.');
  if (dot >= 0) {
    const frac = text.slice(dot + 1).replace(/\./g, '');
    text = decimals > 0 ? `${text.slice(0, dot)}.${frac.slice(0, decimals)}` : text.slice(0, dot);
  }
  if (text.startsWith('.')) text = `0${text}`;
  return text.replace(/^0+(?=\d)/, '');
}

export type AmountProblem =
  | { key: 'required' }
  | { key: 'invalid' }
  | { key: 'positive' }
  | { key: 'decimals'; max: number }
  | { key: 'min'; min: string }
  | { key: 'insufficient' };

/** Why `value` cannot be sent, or null. `fee` is paid on top of the amount. */
export function amountProblem(
  value: string,
  limits: { available: string; decimals: number; min?: string; fee?: string },
): AmountProblem | null {
  const text = value.trim();
  if (!text) return { key: 'required' };
  if (!isDecimalString(text)) return { key: 'invalid' };
  const amount = dec(text);
  if (amount.lte(0)) return { key: 'positive' };
  if (scaleOf(text) > limits.decimals) return { key: 'decimals', max: limits.decimals };
  if (limits.min && amount.lt(limits.min)) return { key: 'min', min: limits.min };
  if (amount.plus(limits.fee ?? '0').gt(limits.available)) return { key: 'insufficient' };
  return null;
}

/** The most that can be sent when `fee` comes on top: available - fee, never below 0. */
export function maxSendable(available: string, fee = '0'): string {
  const rest = dec(available).minus(fee);
  return rest.gt(0) ? rest.toFixed() : '0';
}
