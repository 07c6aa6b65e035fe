/** Pure helpers of the buy flow: flags, the estimate, the countdown. */
import { Decimal, dec, isDecimalString } from '@bourse/shared';

/** 🇺🇸 from "US": the two regional-indicator letters. */
export function flagOf(iso: string): string {
  return [...iso.toUpperCase()]
    .map((c) => String.fromCodePoint(0x1f1e6 + c.charCodeAt(0) - 65))
    .join('');
}

/** USDT for `amount` at `rate` units per USDT, rounded down to 6 decimals; '' when unknown. */
export function estimateUsdt(amount: string, rate: string): string {
  if (!/^\d+$/.test(amount) || !isDecimalString(rate) || dec(rate).lte(0)) return '';
  return dec(amount).div(rate).toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed();
}

/** "29:59" until `expiresAt` (10-digit seconds); "00:00" once past. */
export function countdown(expiresAt: number, nowMs: number): string {
  const left = Math.max(0, expiresAt * 1000 - nowMs);
  const total = Math.floor(left / 1000);
  const mm = String(Math.floor(total / 60)).padStart(2, '0');
  const ss = String(total % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
