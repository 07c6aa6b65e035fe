/**
 * What OTC loans are made of: the coins (spec: BTC, ETH, USDT, USDC), where the money sits
 * (the borrower's spot account and the loan pool's), the settings each offer fixes on its
 * loan, the index of a coin (stablecoins at their peg of 1 USDT, others the recorded index)
 * and who may borrow (VIP level 2 or a market maker).
 */
import { eq } from 'drizzle-orm';
import {
  LOAN_CURRENCIES,
  LOAN_DEFAULTS,
  LOAN_LIMITS,
  LOAN_STABLES,
  PriceSource,
  isDecimalString,
  toPlain,
  translate,
  type Lang,
  type LoanEligibility,
} from '@bourse/shared';
import type { AppContext, IndexQuote } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { systemOwner, type Side } from '../ledger/index.ts';
import { currencies, findCurrency, settingOf, type Currency } from '../system/index.ts';
import { vipLevelOf } from '../vip/index.ts';
import { loanMarketMakers, type loanEnquiries, type loans } from './tables.ts';

export type LoanRow = typeof loans.$inferSelect;
export type EnquiryRow = typeof loanEnquiries.$inferSelect;

export const LOAN_ACCOUNT = 'change' as const;
export const LOANS_TABLE = 'loans';
export const loanPool: Side = { owner: systemOwner('loanPool'), account: LOAN_ACCOUNT };

export interface LoanSettings {
  overduePercent: string;
  liquidationPercent: string;
  initialPercent: string;
  offerHours: number;
}

async function decimalSetting(db: DbOrTx, keyword: string, fallback: string): Promise<string> {
  const value = String((await settingOf(db, keyword)) ?? '');
  return isDecimalString(value) && !value.startsWith('-') ? toPlain(value) : fallback;
}

/** The `loan_*` settings, each falling back to the published default. */
export async function loanSettings(db: DbOrTx): Promise<LoanSettings> {
  const [overduePercent, liquidationPercent, initialPercent, hours] = await Promise.all([
    decimalSetting(db, 'loan_overdue_daily_percent', LOAN_DEFAULTS.overdueDailyPercent),
    decimalSetting(db, 'loan_liquidation_risk_percent', LOAN_DEFAULTS.liquidationRiskPercent),
    decimalSetting(db, 'loan_initial_risk_percent', LOAN_DEFAULTS.initialRiskPercent),
    settingOf(db, 'loan_offer_hours'),
  ]);
  const offerHours = Number(hours);
  return {
    overduePercent,
    liquidationPercent,
    initialPercent,
    offerHours:
      Number.isInteger(offerHours) && offerHours > 0 && offerHours <= 720
        ? offerHours
        : LOAN_DEFAULTS.offerHours,
  };
}

/** A coin of the loan list by ticker, present and active in the catalogue. */
export async function loanCoin(db: DbOrTx, ticker: string): Promise<Currency> {
  const name = ticker.trim().toUpperCase();
  if ((LOAN_CURRENCIES as readonly string[]).includes(name)) {
    const [row] = await db.select().from(currencies).where(eq(currencies.name, name));
    const coin = row ? await findCurrency(db, row.id) : undefined;
    if (coin?.isActive) return coin;
  }
  return fail('errors.loanCurrencyUnavailable', { currency: name });
}

/** A coin by id (a row's own currency: always present). */
export async function coinById(db: DbOrTx, id: number): Promise<Currency> {
  return (await findCurrency(db, id)) ?? fail('errors.loanCurrencyUnavailable', { currency: id });
}

export const isStable = (coin: Currency): boolean => LOAN_STABLES.includes(coin.name);

const toSecond = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);

/**
 * The index of one unit in USDT: a stablecoin at its peg, any other coin the recorded index
 * of this second (`ctx.prices.record`, kept for ever, so a user can audit it). Inside a
 * transaction pass it as `db` (PGlite runs one at a time).
 */
export async function indexOf(
  ctx: Pick<AppContext, 'prices' | 'clock'>,
  coin: Currency,
  db?: DbOrTx,
): Promise<IndexQuote> {
  if (isStable(coin)) {
    return {
      symbol: coin.name,
      price: '1',
      source: PriceSource.peg,
      at: toSecond(ctx.clock.now()),
    };
  }
  return ctx.prices.record(coin.name, db);
}

export async function isMarketMaker(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: loanMarketMakers.userId })
    .from(loanMarketMakers)
    .where(eq(loanMarketMakers.userId, userId));
  return row !== undefined;
}

/** Spec: "OTC borrowing needs VIP level 2 or above, or a market maker." */
export async function eligibilityOf(
  db: DbOrTx,
  userId: number,
  lang: Lang,
): Promise<LoanEligibility> {
  const [level, maker] = await Promise.all([vipLevelOf(db, userId), isMarketMaker(db, userId)]);
  const eligible = maker || level >= LOAN_LIMITS.minVip;
  return {
    eligible,
    vip_level: level,
    market_maker: maker,
    min_vip: LOAN_LIMITS.minVip,
    reason: eligible
      ? null
      : translate(lang, 'errors.loanNotEligible', { min: LOAN_LIMITS.minVip, level }),
  };
}
