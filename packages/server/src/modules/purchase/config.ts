/**
 * Purchase configuration, read from the settings table (operator-editable):
 *
 *   buy_crypto   { min_usdt: "50", time_limit_minutes: 30, rates: { "NGN": "1440" }, ... }
 *   fiat_rates   { rates: { "THB": "32.45", ... } }   units per USD = per USDT
 *
 * A currency's rate comes from fiat_rates (the display fiats, spec 3) and, for purchase
 * currencies it does not carry (NGN, IDR, BRL, INR, MXN), from buy_crypto.rates.
 *
 * with the shared defaults when a field is missing or malformed, so an old database keeps
 * working. The receiving bank accounts are rows of `purchase_bank_accounts`.
 */
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  DECIMAL_RE,
  PURCHASE_DEFAULT_MIN_USDT,
  PURCHASE_DEFAULT_TIME_LIMIT_MINUTES,
  PURCHASE_RECEIVE_CURRENCY,
  dec,
  type Decimal,
} from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { currencies, settings, type Currency } from '../system/index.ts';
import { purchaseBankAccounts } from './tables.ts';

export const BUY_CRYPTO_SETTING = 'buy_crypto';
export const FIAT_RATES_SETTING = 'fiat_rates';

export interface PurchaseRules {
  minUsdt: Decimal;
  timeLimitMinutes: number;
}

async function settingValue(db: DbOrTx, keyword: string): Promise<unknown> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.keyword, keyword));
  return row?.value;
}

const rulesShape = z.object({
  min_usdt: z.string().regex(DECIMAL_RE).optional().catch(undefined),
  time_limit_minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .optional()
    .catch(undefined),
});

export async function purchaseRules(db: DbOrTx): Promise<PurchaseRules> {
  const parsed = rulesShape.safeParse((await settingValue(db, BUY_CRYPTO_SETTING)) ?? {});
  const min = parsed.success ? parsed.data.min_usdt : undefined;
  const minUsdt = min && dec(min).gt(0) ? dec(min) : dec(PURCHASE_DEFAULT_MIN_USDT);
  const timeLimitMinutes =
    (parsed.success ? parsed.data.time_limit_minutes : undefined) ??
    PURCHASE_DEFAULT_TIME_LIMIT_MINUTES;
  return { minUsdt, timeLimitMinutes };
}

function rateIn(value: unknown, currency: string): Decimal | undefined {
  const rate = (value as { rates?: Record<string, unknown> } | undefined)?.rates?.[currency];
  if (typeof rate !== 'string' || !DECIMAL_RE.test(rate)) return undefined;
  const d = dec(rate);
  return d.gt(0) ? d : undefined;
}

/** Units of `currency` per USDT (spec 9: USD to USDT 1:1); undefined when no rate is set. */
export async function purchaseRate(db: DbOrTx, currency: string): Promise<Decimal | undefined> {
  if (currency === 'USD') return dec(1);
  return (
    rateIn(await settingValue(db, FIAT_RATES_SETTING), currency) ??
    rateIn(await settingValue(db, BUY_CRYPTO_SETTING), currency)
  );
}

export type BankAccountRow = typeof purchaseBankAccounts.$inferSelect;

/** The active receiving accounts, by country then display order. */
export function activeBankAccounts(db: DbOrTx): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(purchaseBankAccounts)
    .where(eq(purchaseBankAccounts.isActive, true))
    .orderBy(
      asc(purchaseBankAccounts.country),
      asc(purchaseBankAccounts.sort),
      asc(purchaseBankAccounts.id),
    );
}

export async function bankAccountFor(
  db: DbOrTx,
  country: string,
  currency: string,
): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(purchaseBankAccounts)
    .where(
      and(
        eq(purchaseBankAccounts.country, country),
        eq(purchaseBankAccounts.currency, currency),
        eq(purchaseBankAccounts.isActive, true),
      ),
    );
  return row;
}

/** The coin bought (USDT), from the catalogue. */
export async function receiveCurrency(db: DbOrTx): Promise<Currency> {
  const [row] = await db
    .select()
    .from(currencies)
    .where(eq(currencies.name, PURCHASE_RECEIVE_CURRENCY));
  return row && row.isActive ? row : fail('errors.currencyUnavailable');
}
