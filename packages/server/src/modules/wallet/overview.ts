/**
 * The asset pages' reads (spec 7 "Wallet"): `wallet/list` in the original client's shape
 * (original-wire-notes), `wallet/detail`, `wallet/get_info`, `currency/user_currency_list`
 * and `wallet/getRateCurrency`. Every row the catalogue allows appears, zero included, so
 * the assets page can list them all.
 */
import type { Decimal } from '@bourse/shared';
import {
  ACCOUNT_TYPE_NAMES,
  AccountType,
  dec,
  toPlain,
  type AccountTypeName,
  type FiatCode,
  type Lang,
  type RateCurrency,
  type UserCurrencyItem,
  type WalletBalanceRow,
  type WalletDetail,
  type WalletInfo,
  type WalletList,
  type WalletOfAccount,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { getBalance, getBalances, type BalanceView } from '../ledger/index.ts';
import { indexPriceItem } from '../market/index.ts';
import { localized, type Currency } from '../system/index.ts';
import {
  activeCurrencies,
  activeCurrency,
  canHold,
  fiatRate,
  fiatString,
  usdtPrices,
  usdtString,
} from './holdings.ts';

interface Holdings {
  list: Currency[];
  prices: Map<number, string | null>;
  /** `${account}:${currency}` -> balance. */
  balances: Map<string, BalanceView>;
}

async function holdings(ctx: AppContext, userId: number): Promise<Holdings> {
  const list = await activeCurrencies(ctx.db);
  const prices = await usdtPrices(ctx, list);
  const rows = await getBalances(ctx.db, userId);
  return { list, prices, balances: new Map(rows.map((b) => [`${b.account}:${b.currency}`, b])) };
}

const valueOf = (amount: Decimal, price: string | null) =>
  price === null ? null : amount.times(price);

function walletOf(h: Holdings, account: AccountTypeName): WalletOfAccount & { total: Decimal } {
  let total = dec(0);
  const balance: WalletBalanceRow[] = [];
  for (const c of h.list) {
    const b = h.balances.get(`${account}:${c.id}`);
    // A balance that exists is always shown, even where the catalogue would not put it.
    if (!b && !canHold(c, account)) continue;
    const available = dec(b?.available ?? '0');
    const frozen = dec(b?.frozen ?? '0');
    const price = h.prices.get(c.id) ?? null;
    const value = valueOf(available.plus(frozen), price);
    if (value) total = total.plus(value);
    balance.push({
      currency: c.id,
      currency_name: c.name,
      decimals: c.decimals,
      logo: c.logo,
      [`${account}_balance`]: toPlain(available),
      [`lock_${account}_balance`]: toPlain(frozen),
      usdt_price: price,
      usdt_value: value && usdtString(value),
    });
  }
  return {
    account,
    account_type: AccountType[account],
    balance,
    usdt_totle: usdtString(total),
    total,
  };
}

/** `POST /wallet/list {fiat?}`. */
export async function walletList(
  ctx: AppContext,
  userId: number,
  fiat: FiatCode | undefined,
): Promise<WalletList> {
  const rate = fiat ? await fiatRate(ctx.db, fiat) : undefined;
  const h = await holdings(ctx, userId);
  let total = dec(0);
  const wallets = {} as Record<`${AccountTypeName}_wallet`, WalletOfAccount>;
  for (const account of ACCOUNT_TYPE_NAMES) {
    const { total: sum, ...wallet } = walletOf(h, account);
    total = total.plus(sum);
    wallets[`${account}_wallet`] = rate
      ? { ...wallet, fiat_totle: fiatString(sum.times(rate)) }
      : wallet;
  }
  return {
    ...wallets,
    total_usdt: usdtString(total),
    ...(fiat && rate
      ? { fiat, ExRate: toPlain(rate), total_fiat: fiatString(total.times(rate)) }
      : {}),
  };
}

/** `POST /wallet/get_info {fiat?}`: the USDT total of each account and of all. */
export async function walletInfo(
  ctx: AppContext,
  userId: number,
  fiat: FiatCode | undefined,
): Promise<WalletInfo> {
  const list = await walletList(ctx, userId, fiat);
  return {
    accounts: ACCOUNT_TYPE_NAMES.map((account) => ({
      account,
      account_type: AccountType[account],
      usdt_total: list[`${account}_wallet`].usdt_totle,
    })),
    total_usdt: list.total_usdt,
    ...(list.fiat ? { fiat: list.fiat, ExRate: list.ExRate, total_fiat: list.total_fiat } : {}),
  };
}

/** `POST /wallet/detail {currency, type}`: one balance of the caller. */
export async function walletDetail(
  ctx: AppContext,
  userId: number,
  currencyId: number,
  account: AccountTypeName,
): Promise<WalletDetail> {
  const currency = await activeCurrency(ctx.db, currencyId);
  if (!canHold(currency, account)) {
    fail('errors.currencyNotInAccount', {
      currency: currency.name,
      account: `@wallet.account.${account}`,
    });
  }
  const b = await getBalance(ctx.db, userId, account, currency.id);
  const price = (await usdtPrices(ctx, [currency])).get(currency.id) ?? null;
  const value = valueOf(dec(b.available).plus(b.frozen), price);
  return {
    // The original client's names (client contract 7.5): `<type>_balance`, `lock_<type>_balance`.
    [`${account}_balance`]: b.available,
    [`lock_${account}_balance`]: b.frozen,
    currency_id: currency.id,
    currency_name: currency.name,
    account,
    account_type: AccountType[account],
    available: b.available,
    frozen: b.frozen,
    usdt_price: price,
    usdt_value: value && usdtString(value),
  };
}

/** `GET /currency/user_currency_list`: the catalogue with the caller's total of each. */
export async function userCurrencyList(
  ctx: AppContext,
  userId: number,
  lang: Lang,
): Promise<UserCurrencyItem[]> {
  const h = await holdings(ctx, userId);
  return h.list.map((c) => {
    let available = dec(0);
    let frozen = dec(0);
    for (const account of ACCOUNT_TYPE_NAMES) {
      const b = h.balances.get(`${account}:${c.id}`);
      available = available.plus(b?.available ?? '0');
      frozen = frozen.plus(b?.frozen ?? '0');
    }
    const total = available.plus(frozen);
    const price = h.prices.get(c.id) ?? null;
    const value = valueOf(total, price);
    const availableIn = (account: AccountTypeName) =>
      h.balances.get(`${account}:${c.id}`)?.available ?? '0';
    return {
      id: c.id,
      name: c.name,
      // The account-transfer page's flags and balances (client contract 7.4): never null.
      is_legal: canHold(c, 'legal') ? 1 : 0,
      is_match: canHold(c, 'change') ? 1 : 0,
      is_lever: canHold(c, 'lever') ? 1 : 0,
      is_micro: canHold(c, 'micro') ? 1 : 0,
      wallet: {
        legal_balance: availableIn('legal'),
        change_balance: availableIn('change'),
        lever_balance: availableIn('lever'),
        micro_balance: availableIn('micro'),
      },
      display_name: localized(c.names, lang),
      kind: c.kind,
      decimals: c.decimals,
      logo: c.logo,
      total: toPlain(total),
      available: toPlain(available),
      frozen: toPlain(frozen),
      usdt_price: price,
      usdt_value: value && usdtString(value),
    };
  });
}

/** `GET /wallet/getRateCurrency {id}`: the index price in USDT, with its source and second. */
export async function rateCurrency(ctx: AppContext, currencyId: number): Promise<RateCurrency> {
  const currency = await activeCurrency(ctx.db, currencyId);
  const item = indexPriceItem(await ctx.prices.indexPrice(currency.id));
  return { currency_id: currency.id, ...item };
}
