/**
 * The assets screen's view model, pure: one list per account with available, frozen and
 * USDT value per currency, the grand total, the hide-small filter. All maths in decimal
 * strings (dec), never JS numbers.
 */
import { dec, toPlain, type AccountTypeName } from '@bourse/shared';
import type { WalletBalanceRow, WalletList } from './types.ts';

/** The account tabs in screen order: spot, contract, options, stock, fiat. */
export const ACCOUNT_TABS = ['change', 'lever', 'micro', 'stock', 'legal'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** Below this USDT value a balance counts as "small" for the hide-small toggle. */
export const SMALL_BALANCE_USDT = '1';

export interface AssetRow {
  currency: number;
  name: string;
  available: string;
  frozen: string;
  /** available + frozen. */
  total: string;
  /** total in USDT. */
  usdt: string;
}

export interface AccountView {
  account: AccountTab;
  rows: AssetRow[];
  totalUsdt: string;
}

const safe = (v: string | number | undefined | null) => {
  try {
    if (v === undefined || v === null) return dec(0);
    const text = String(v).trim();
    return text === '' ? dec(0) : dec(text);
  } catch {
    return dec(0);
  }
};

export function toRow(account: AccountTypeName, raw: WalletBalanceRow): AssetRow {
  const available = safe(raw[`${account}_balance`]);
  const frozen = safe(raw[`lock_${account}_balance`]);
  const total = available.plus(frozen);
  return {
    currency: raw.currency,
    name: raw.currency_name,
    available: toPlain(available),
    frozen: toPlain(frozen),
    total: toPlain(total),
    // The server's value when it gives one (null: no index price known, worth 0 here).
    usdt: toPlain(
      raw.usdt_value !== undefined ? safe(raw.usdt_value) : total.mul(safe(raw.usdt_price)),
    ),
  };
}

/** Rows sorted by USDT value (largest first), then by name. */
export function accountView(
  list: Partial<WalletList> | undefined,
  account: AccountTab,
): AccountView {
  const wallet = list?.[`${account}_wallet`];
  const rows = (wallet?.balance ?? [])
    .map((r) => toRow(account, r))
    .sort((a, b) => dec(b.usdt).comparedTo(dec(a.usdt)) || a.name.localeCompare(b.name));
  const summed = rows.reduce((s, r) => s.plus(r.usdt), dec(0));
  const totalUsdt = wallet?.usdt_totle ? toPlain(safe(wallet.usdt_totle)) : toPlain(summed);
  return { account, rows, totalUsdt };
}

export function allAccounts(list: Partial<WalletList> | undefined): AccountView[] {
  return ACCOUNT_TABS.map((a) => accountView(list, a));
}

/** The grand total: the server's `total_usdt` when given, else the sum of the accounts. */
export function totalUsdt(list: Partial<WalletList> | undefined): string {
  if (list?.total_usdt) return toPlain(safe(list.total_usdt));
  return toPlain(allAccounts(list).reduce((s, a) => s.plus(a.totalUsdt), dec(0)));
}

/** Hide-small keeps rows worth at least SMALL_BALANCE_USDT, and any with a frozen part. */
export function visibleRows(rows: AssetRow[], hideSmall: boolean): AssetRow[] {
  if (!hideSmall) return rows;
  return rows.filter((r) => dec(r.usdt).gte(SMALL_BALANCE_USDT) || dec(r.frozen).gt(0));
}

/** A currency's available balance in an account ('0' when absent). */
export function availableOf(
  list: Partial<WalletList> | undefined,
  account: AccountTypeName,
  currency: number,
): string {
  const row = list?.[`${account}_wallet`]?.balance.find((r) => r.currency === currency);
  return row ? toPlain(safe(row[`${account}_balance`])) : '0';
}

/** Masked amounts keep the layout: "******". */
export const MASK = '******';
