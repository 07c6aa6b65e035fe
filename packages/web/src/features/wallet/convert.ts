/** Conversion maths, pure: what an amount of `from` buys of `to` after the fee. */
import { dec, toPlain } from '@bourse/shared';

/**
 * amount x rate x (1 - fee_rate), rounded down to the target's decimals (the server
 * rounds the same way and keeps the remainder). '' when the amount is not a number.
 */
export function estimateReceive(
  amount: string,
  quote: { rate: string; fee_rate: string } | undefined,
  decimals: number,
): string {
  if (!quote || !/^\d+(\.\d+)?$/.test(amount.trim())) return '';
  const gross = dec(amount).mul(quote.rate);
  const net = gross.minus(gross.mul(quote.fee_rate));
  return toPlain(net.toDecimalPlaces(decimals, 1 /* ROUND_DOWN */));
}
