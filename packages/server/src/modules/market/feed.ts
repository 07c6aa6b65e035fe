/**
 * Where index prices come from (DESIGN.md section 6). A feed answers the price of one
 * instrument in USDT at an instant; the seeded simulator is the default and adapters for
 * real venues implement the same interface. USDT itself is never asked: it is the quote
 * currency, pegged at 1 by the price service.
 */
import { PriceSource, dec, isDecimalString, type IndexPriceItem } from '@bourse/shared';
import type { IndexQuote } from '../../context.ts';

/** The context's port type, also offered here where feeds are written. */
export type { IndexQuote };

export interface Feed {
  /** Also the `source` of the quotes it gives, so a recorded price names its origin. */
  readonly name: string;
  /** The price at `at`, or undefined when the feed does not know the symbol. */
  quote(symbol: string, at: Date): Promise<IndexQuote | undefined>;
}

/** The instant a quote is for: prices move in whole seconds. */
export function toSecond(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 1000) * 1000);
}

/** A quote as the API sends it (GET /market/index, the wallet's coin page): `at` in seconds. */
export function indexPriceItem(q: IndexQuote): IndexPriceItem {
  return {
    symbol: q.symbol,
    price: q.price,
    source: q.source,
    at: Math.floor(q.at.getTime() / 1000),
  };
}

/**
 * A feed with fixed prices per symbol, for tests only: buildApp/buildTestApp take it as
 * `feed`. It is deliberately not reachable from configuration (docs/decisions.md).
 */
export class FixedFeed implements Feed {
  readonly name = PriceSource.fixed;
  private readonly prices: Map<string, string>;

  constructor(prices: Record<string, string>) {
    this.prices = new Map();
    for (const [symbol, price] of Object.entries(prices)) this.set(symbol, price);
  }

  /** Sets a price (a decimal string, quoted as given), as a test moving the market would. */
  set(symbol: string, price: string): void {
    if (!isDecimalString(price) || dec(price).lte(0)) {
      throw new Error(`FixedFeed: ${symbol} needs a positive decimal price, not ${price}`);
    }
    this.prices.set(symbol.toUpperCase(), price);
  }

  async quote(symbol: string, at: Date): Promise<IndexQuote | undefined> {
    const price = this.prices.get(symbol);
    return price === undefined ? undefined : { symbol, price, source: this.name, at: toSecond(at) };
  }
}
