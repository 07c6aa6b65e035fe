/**
 * What dual investment is offered on and where its money sits: BTC and ETH against USDT,
 * paid from and to the spot (`change`) account, the account `/wallet/detail type=change`
 * shows on the purchase page.
 */
import { DualType, type DualDecimals, type DualTerms } from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { findCurrency, type Currency } from '../system/index.ts';
import type { dualOrders, dualProducts } from './tables.ts';

export const DUAL_ACCOUNT = 'change' as const;
/** The coins offered (client contract 7.13: currency 1 BTC, 2 ETH) and the quote. */
export const DUAL_COINS: readonly number[] = [1, 2];
export const DUAL_QUOTE = 3;
export const DUAL_ORDERS_TABLE = 'dual_orders';

export type DualProductRow = typeof dualProducts.$inferSelect;
export type DualOrderRow = typeof dualOrders.$inferSelect;

/** The pair of currencies of a product: the coin and USDT, with their decimals. */
export interface DualPair {
  coin: Currency;
  quote: Currency;
  decimals: DualDecimals;
}

export async function dualPair(
  db: DbOrTx,
  coinId: number,
  quoteId = DUAL_QUOTE,
): Promise<DualPair> {
  const coin = DUAL_COINS.includes(coinId) ? await findCurrency(db, coinId) : undefined;
  const quote = await findCurrency(db, quoteId);
  if (!coin || !quote) return fail('errors.dualCoinUnsupported');
  return { coin, quote, decimals: { coin: coin.decimals, usdt: quote.decimals } };
}

/** A call invests the coin and may pay USDT; a put the reverse. */
export function investSides(type: DualType, pair: DualPair): { invest: Currency; alt: Currency } {
  return type === DualType.call
    ? { invest: pair.coin, alt: pair.quote }
    : { invest: pair.quote, alt: pair.coin };
}

/** An order's terms as the shared formulas take them. */
export const termsOf = (o: DualOrderRow): DualTerms => ({
  type: o.type,
  amount: o.amount,
  linkedPrice: o.linkedPrice,
  aprPercent: o.aprPercent,
  days: o.days,
});
