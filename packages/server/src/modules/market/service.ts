/**
 * Index prices for the rest of the server (DESIGN.md section 6): what a currency is worth
 * in USDT at an instant, and conversions between currencies through USDT. Built once in
 * buildApp as `ctx.prices`. Every answer carries the quotes it used, so whoever settles
 * with it can record the price and its source.
 */
import { PriceSource, dec, type DecimalInput } from '@bourse/shared';
import type { Clock } from '../../clock.ts';
import type { Conversion, CurrencyRef, IndexPrices } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { findCurrency } from '../system/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { toSecond, type Feed, type IndexQuote } from './feed.ts';
import { IndexTape } from './tape.ts';

/** The quote currency of every index price. */
export const QUOTE_SYMBOL = 'USDT';

export type { Conversion, CurrencyRef } from '../../context.ts';

export class PriceService implements IndexPrices {
  /** Catalogue id to ticker. A coin's ticker never changes, so this never goes stale. */
  private readonly symbols = new Map<number, string>();

  private readonly tape: IndexTape;

  constructor(private readonly deps: { feed: Feed; clock: Clock; db: DbOrTx }) {
    this.tape = new IndexTape(deps);
  }

  /** The feed's name, which is also the `source` of its quotes (`sim:42`). */
  get feedName(): string {
    return this.deps.feed.name;
  }

  /**
   * The index price of one unit in USDT, now or at a past `at`. Refuses an unknown
   * currency (errors.noIndexPrice) and a time in the future (errors.priceTimeInFuture).
   */
  async indexPrice(ref: CurrencyRef, at?: Date): Promise<IndexQuote> {
    return this.quoteAt(await this.symbolOf(ref), this.instant(at));
  }

  /** `amount` of `from` expressed in `to`, both valued at the same instant. */
  async convert(
    amount: DecimalInput,
    from: CurrencyRef,
    to: CurrencyRef,
    at?: Date,
  ): Promise<Conversion> {
    const instant = this.instant(at);
    const [fromSymbol, toSymbol] = await Promise.all([this.symbolOf(from), this.symbolOf(to)]);
    const [fromQuote, toQuote] = await Promise.all([
      this.quoteAt(fromSymbol, instant),
      this.quoteAt(toSymbol, instant),
    ]);
    const fromPrice = dec(fromQuote.price);
    const toPrice = dec(toQuote.price);
    return {
      // Multiply before dividing: exact whenever the target is USDT.
      amount: dec(amount).times(fromPrice).div(toPrice),
      rate: fromPrice.div(toPrice),
      quotes: [fromQuote, toQuote],
    };
  }

  /** What `amount` of `currency` is worth in `target` (BTC unless told): withdrawal limits. */
  valueIn(
    amount: DecimalInput,
    currency: CurrencyRef,
    target: CurrencyRef = 'BTC',
    at?: Date,
  ): Promise<Conversion> {
    return this.convert(amount, currency, target, at);
  }

  record(symbol: string, db?: DbOrTx): Promise<IndexQuote> {
    return this.tape.record(symbol, db);
  }

  recordedAt(symbol: string, at: Date, db?: DbOrTx): Promise<IndexQuote | undefined> {
    return this.tape.recordedAt(symbol, at, db);
  }

  firstRecordedFrom(symbol: string, at: Date, db?: DbOrTx): Promise<IndexQuote | undefined> {
    return this.tape.firstRecordedFrom(symbol, at, db);
  }

  recordNow(symbols: string[]): Promise<number> {
    return this.tape.recordNow(symbols);
  }

  private instant(at: Date | undefined): Date {
    const now = this.deps.clock.now();
    if (at && at.getTime() > now.getTime()) fail('errors.priceTimeInFuture');
    return toSecond(at ?? now);
  }

  private async quoteAt(symbol: string, at: Date): Promise<IndexQuote> {
    if (symbol === QUOTE_SYMBOL) return { symbol, price: '1', source: PriceSource.peg, at };
    const quote = await this.deps.feed.quote(symbol, at);
    return quote ?? fail('errors.noIndexPrice', { symbol });
  }

  private async symbolOf(ref: CurrencyRef): Promise<string> {
    if (typeof ref === 'string') return ref.trim().toUpperCase();
    let symbol = this.symbols.get(ref);
    if (symbol === undefined) {
      const currency =
        (await findCurrency(this.deps.db, ref)) ??
        fail('errors.noIndexPrice', { symbol: String(ref) });
      symbol = currency.name.toUpperCase();
      this.symbols.set(ref, symbol);
    }
    return symbol;
  }
}
