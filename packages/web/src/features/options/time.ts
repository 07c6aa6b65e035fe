/** Recorded seconds on screen: "2026-11-26 18:05:09" in the device's time zone. */
import { PLACEHOLDER, formatDate, toMillis } from '@bourse/shared';
import { clockTime } from '../trade/orders.ts';

export function secondTime(ts: number | string | null | undefined): string {
  if (ts === null || ts === undefined || ts === '') return PLACEHOLDER;
  if (Number.isNaN(toMillis(ts))) return PLACEHOLDER;
  return `${formatDate(ts)} ${clockTime(toMillis(ts))}`;
}
