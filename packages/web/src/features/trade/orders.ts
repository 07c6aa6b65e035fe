/** Facts about an order the screens share. */
import { formatNumber, toMillis, type SpotOrderItem } from '@bourse/shared';

/** Still on the book (nothing or part of it filled): it can be cancelled. */
export const isOpen = (o: Pick<SpotOrderItem, 'status'>) =>
  o.status === 'open' || o.status === 'partial';

/**
 * The toast after `POST /coin/trade`, as a `trade` key: what happened to the order at
 * once (rests, partly filled, filled, or stopped and why).
 */
export function placedMessage(o: Pick<SpotOrderItem, 'status' | 'cancel_reason'>): string {
  if (o.status === 'cancelled' && o.cancel_reason) return `reason.${o.cancel_reason}`;
  return `placed.${o.status}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "14:05:09" in the device's time zone: trades and fills of the day. */
export function clockTime(ts: number): string {
  const d = new Date(toMillis(ts));
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * A sum in the quote currency (a total, a fee paid in the quote): to the cent, or to 4
 * decimals for a fee, where cents would hide it; other currencies keep 8 decimals.
 */
export function sumText(value: string, currency: string, quote: string, kind: 'total' | 'fee') {
  if (currency !== quote) return formatNumber(value, 'amount');
  return formatNumber(value, 'amount', { decimals: kind === 'total' ? 2 : 4, trim: false });
}
