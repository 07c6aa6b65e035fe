/**
 * Which currency may sit in which account, and what a user's holdings are worth (spec 3
 * and 7 "Wallet"). Values are in USDT at the index price (ctx.prices, USDT 1), and in the
 * caller's fiat at the `fiat_rates` setting's rate (spec 9: USD to USDT 1:1).
 */
import { asc, eq } from 'drizzle-orm';
import type { Decimal } from '@bourse/shared';
import {
  ACCOUNT_TYPE_NAMES,
  AccountType,
  dec,
  toPlain,
  type AccountTypeName,
  type FiatCode,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError, fail } from '../../http/errors.ts';
import { currencies, findCurrency, settings, type Currency } from '../system/index.ts';

/** An account's name from the spec's id stored in a row (the table's check keeps it valid). */
export function accountOf(id: number): AccountTypeName {
  const name = ACCOUNT_TYPE_NAMES.find((n) => AccountType[n] === id);
  if (!name) throw new Error(`unknown account type ${id}`);
  return name;
}

/** Crypto sits in every crypto account; stocks only in the stock account, bought with USDT. */
const CRYPTO_ACCOUNTS: AccountTypeName[] = ['legal', 'change', 'lever', 'micro'];
export const STOCK_QUOTE = 'USDT';

export function accountsFor(c: Pick<Currency, 'kind' | 'name'>): AccountTypeName[] {
  if (c.kind === 'stock') return ['stock'];
  if (c.kind === 'fiat') return ['legal'];
  return c.name === STOCK_QUOTE ? [...CRYPTO_ACCOUNTS, 'stock'] : CRYPTO_ACCOUNTS;
}

export const canHold = (c: Pick<Currency, 'kind' | 'name'>, account: AccountTypeName) =>
  accountsFor(c).includes(account);

/** The active catalogue in display order. */
export function activeCurrencies(db: DbOrTx): Promise<Currency[]> {
  return db
    .select()
    .from(currencies)
    .where(eq(currencies.isActive, true))
    .orderBy(asc(currencies.sort), asc(currencies.id));
}

/** An active currency, or a refusal naming none (the id came from the caller). */
export async function activeCurrency(db: DbOrTx, id: number): Promise<Currency> {
  const row = await findCurrency(db, id);
  if (!row || !row.isActive) return fail('errors.currencyUnavailable');
  return row;
}

/** Two active currencies, in the order asked; a refusal as activeCurrency's. */
export async function activeCurrencyPair(
  db: DbOrTx,
  a: number,
  b: number,
): Promise<[Currency, Currency]> {
  const [first, second] = await Promise.all([findCurrency(db, a), findCurrency(db, b)]);
  if (!first?.isActive || !second?.isActive) return fail('errors.currencyUnavailable');
  return [first, second];
}

/** USDT values are shown to USDT's 6 decimals. */
export const usdtString = (value: Decimal) => toPlain(value.toDecimalPlaces(6));
/** Fiat totals are shown to 2 decimals. */
export const fiatString = (value: Decimal) => toPlain(value.toDecimalPlaces(2));

/**
 * The USDT price of each currency now, or null where the feed has none (a new coin, a
 * stock the feed does not carry): a listing must still show the balance.
 */
export async function usdtPrices(
  ctx: AppContext,
  list: Currency[],
): Promise<Map<number, string | null>> {
  const prices = new Map<number, string | null>();
  for (const c of list) {
    try {
      prices.set(c.id, (await ctx.prices.indexPrice(c.id)).price);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      prices.set(c.id, null);
    }
  }
  return prices;
}

/** Units of `fiat` per USDT, from the `fiat_rates` setting (USD is 1 by spec 9). */
export async function fiatRate(db: DbOrTx, fiat: FiatCode): Promise<Decimal> {
  if (fiat === 'USD') return dec(1);
  const [row] = await db.select().from(settings).where(eq(settings.keyword, 'fiat_rates'));
  const rates = (row?.value as { rates?: Record<string, unknown> } | undefined)?.rates;
  const rate = rates?.[fiat];
  if (typeof rate !== 'string' && typeof rate !== 'number') {
    return fail('errors.fiatRateUnavailable', { fiat });
  }
  const value = dec(rate);
  return value.isFinite() && value.gt(0) ? value : fail('errors.fiatRateUnavailable', { fiat });
}
