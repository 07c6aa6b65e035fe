/**
 * Wallet payloads and replies (spec sections 3 and 7 "Wallet", original-wire-notes): the
 * asset lists, transfers between a user's own accounts, conversion between coins, bills,
 * the address book and bank cards. Amounts are decimal strings both ways.
 */
import { z } from 'zod';
import type { Page } from '../api.ts';
import { ACCOUNT_TYPE_NAMES, AccountType, FIAT_CODES, type AccountTypeName } from '../enums.ts';
import { idField, langField, pageFields, positiveDecimal } from './common.ts';
import { isValidRealName } from './kyc.ts';
import {
  compactNumber,
  isValidAbaRouting,
  isValidBankAccountNumber,
  isValidCardNumber,
  isValidIban,
  isValidSwift,
} from './walletChecks.ts';

export * from './walletChecks.ts';

/** The largest amount any wallet call takes: far below numeric(36,18)'s limit. */
export const WALLET_MAX_AMOUNT = '100000000000';

/**
 * A positive plain decimal ("12.5"): no exponent, no sign, at most 18 decimals. The
 * currency's own decimals are checked by the service, which knows the currency.
 */
export const walletAmountField = positiveDecimal(WALLET_MAX_AMOUNT);

/** An account by name (`change`) or by the spec's id (`2`). */
export const accountField = z
  .string()
  .trim()
  .transform((v) => {
    const byId = Object.entries(AccountType).find(([, id]) => String(id) === v)?.[0];
    return byId ?? v;
  })
  .pipe(z.enum(ACCOUNT_TYPE_NAMES));

export const fiatField = z.string().trim().toUpperCase().pipe(z.enum(FIAT_CODES)).optional();

/** Forms send every field, filled or not: '' means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

// --- Requests ------------------------------------------------------------------------------

export const walletListBody = z.object({ fiat: optional(fiatField), lang: langField });
/** `POST /wallet/get_info`: with `currency`, that coin's withdrawal terms (client contract 7.5). */
export const walletInfoBody = walletListBody.extend({ currency: optional(idField) });

/** The original client's "all" filter: 0 (or nothing) means every one. */
const allOr = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === '0' || v === 0 ? undefined : v), schema.optional());
export const walletDetailBody = z.object({
  currency: idField,
  type: accountField,
  lang: langField,
});
export const rateCurrencyQuery = z.object({ id: idField, lang: langField });

/** `POST /wallet/change`: between two of the caller's own accounts. */
export const walletChangeBody = z.object({
  currency_id: idField,
  number: walletAmountField,
  from_field: accountField,
  to_field: accountField,
  lang: langField,
});
export type WalletChangeBody = z.infer<typeof walletChangeBody>;

export const pagedBody = z.object({ ...pageFields, lang: langField });

export const conversionPairBody = z.object({
  from_currency_id: idField,
  to_currency_id: idField,
  lang: langField,
});
export const conversionBody = conversionPairBody.extend({ number: walletAmountField });
export type ConversionBody = z.infer<typeof conversionBody>;

/** `POST /wallet/legal_log`: the client sends `type` (1-4 account id, 0 all) and `currency` (0 all). */
export const billsBody = z.object({
  account: optional(accountField),
  type: allOr(accountField),
  currency: allOr(idField),
  reason: optional(z.string().trim().max(40)),
  ...pageFields,
  lang: langField,
});
export type BillsBody = z.infer<typeof billsBody>;

// --- Address book and bank cards -----------------------------------------------------------

export const addressSaveBody = z.object({
  currency: idField,
  name: z.string().trim().min(1, { error: 'validation.required' }).max(30),
  address: z.string().trim().min(1, { error: 'validation.required' }).max(128),
  network: optional(z.string().trim().toUpperCase().max(16)),
  /** The original client's QR code picture: the caller's own upload. */
  qrcode: optional(z.string().trim().max(500)),
  lang: langField,
});
export type AddressSaveBody = z.infer<typeof addressSaveBody>;

const realNameField = z
  .string({ error: 'validation.required' })
  .trim()
  .overwrite((s) => s.replace(/\s+/g, ' '))
  .refine(isValidRealName, { error: 'validation.realNameRule' });
const textField = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max);
const compact = (rule: (v: string) => boolean, key: string) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .transform(compactNumber)
    .refine(rule, { error: key });

const optionalText = (max: number) => optional(z.string().trim().max(max));
const mobileField = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s()+-]/g, ''))
  .refine((v) => /^\d{5,15}$/.test(v), { error: 'validation.mobile' });

/**
 * `POST /user/cash_save`: a domestic bank card (spec 3: real name, card, bank, branch,
 * province/city, phone), under Bourse's names or the original client's (client contract
 * 7.5): `bank_account` (the card number, or the IBAN cash_info echoed), `bank_dizhi` (the
 * branch's address, kept as the branch), `bank_code` (the SWIFT/BIC code), `iban`,
 * `bank_address`. The client posts every field, '' (or `undefined`) for those it has no
 * input for. Alipay and WeChat accounts are not payout destinations: accepted, not kept.
 * The holder must be the caller's verified name (checked by the server).
 */
export const cashSaveBody = z
  .object({
    real_name: realNameField,
    bank_name: textField(60),
    card_number: optional(compact(isValidCardNumber, 'validation.cardNumber')),
    bank_account: optional(z.string().trim().max(40).transform(compactNumber)),
    iban: optional(compact(isValidIban, 'validation.iban')),
    bank_branch: optionalText(100),
    bank_dizhi: optionalText(100),
    bank_code: optional(compact(isValidSwift, 'validation.swift')),
    bank_address: optionalText(200),
    province: optionalText(40),
    city: optionalText(40),
    phone: optional(mobileField),
    alipay_account: optionalText(100),
    wechat_account: optionalText(100),
    wechat_nickname: optionalText(100),
    lang: langField,
  })
  .superRefine((v, ctx) => {
    // The echoed account is the saved IBAN, or else it must be a card number.
    if (v.bank_account && v.bank_account !== v.iban && !isValidCardNumber(v.bank_account))
      ctx.addIssue({ code: 'custom', message: 'validation.cardNumber', path: ['bank_account'] });
    else if (!v.card_number && !v.bank_account && !v.iban)
      ctx.addIssue({ code: 'custom', message: 'validation.ibanOrAccount', path: ['card_number'] });
  })
  .transform(({ bank_account, card_number, bank_branch, bank_dizhi, ...v }) => ({
    ...v,
    card_number:
      card_number ?? (bank_account && bank_account !== v.iban ? bank_account : undefined),
    bank_branch: bank_branch ?? bank_dizhi,
  }));
export type CashSaveBody = z.infer<typeof cashSaveBody>;

/** The international account's fields, in the order the original client's form shows them. */
export const INTERNATIONAL_BANK_KEYS = [
  'real_name',
  'bank_country',
  'iban',
  'account_number',
  'swift_code',
  'bank_name',
  'bank_address',
  'holder_address',
  'aba_number',
] as const;
export type InternationalBankKey = (typeof INTERNATIONAL_BANK_KEYS)[number];

/** The original client's form sends each field as `data[<key>]`: unwrapped to `<key>`. */
function unwrapDataFields(v: unknown): unknown {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(v)) {
    const inner = /^data\[([a-z_]{1,30})\]$/.exec(key)?.[1];
    if (inner === undefined) out[key] = value;
    else if (!(inner in out)) out[inner] = value;
  }
  return out;
}

/**
 * `POST /user/cash_save_international`: an IBAN (checked mod 97) or a plain account number,
 * the SWIFT/BIC code, the bank and the holder's addresses, and for a bank in the United
 * States the ABA routing number (checksummed). Fields come plain or as `data[<key>]`.
 */
export const cashSaveInternationalBody = z.preprocess(
  unwrapDataFields,
  z
    .object({
      real_name: realNameField,
      bank_country: z
        .string({ error: 'validation.required' })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, { error: 'validation.country' }),
      iban: optional(compact(isValidIban, 'validation.iban')),
      account_number: optional(compact(isValidBankAccountNumber, 'validation.bankAccount')),
      swift_code: compact(isValidSwift, 'validation.swift'),
      bank_name: textField(100),
      bank_address: textField(200),
      holder_address: textField(200),
      aba_number: optional(compact(isValidAbaRouting, 'validation.aba')),
      lang: langField,
    })
    .superRefine((v, ctx) => {
      if (!v.iban && !v.account_number)
        ctx.addIssue({ code: 'custom', message: 'validation.ibanOrAccount', path: ['iban'] });
      else if (v.bank_country === 'US' && !v.aba_number)
        ctx.addIssue({ code: 'custom', message: 'validation.abaRequired', path: ['aba_number'] });
    }),
);
export type CashSaveInternationalBody = z.infer<typeof cashSaveInternationalBody>;

// --- Replies -------------------------------------------------------------------------------

/** One currency of one account in `POST /wallet/list` (`change_balance`, `lock_change_balance`...). */
export type WalletBalanceRow = {
  currency: number;
  currency_name: string;
  decimals: number;
  logo: string;
  /** Price of one unit in USDT (USDT 1); null when no index price is known. */
  usdt_price: string | null;
  /** (available + frozen) x usdt_price, 6 decimals; null without a price. */
  usdt_value: string | null;
} & { [key: string]: string | number | null };

export interface WalletOfAccount {
  account: AccountTypeName;
  account_type: number;
  balance: WalletBalanceRow[];
  /** Sum of the rows' USDT values (the original's spelling). */
  usdt_totle: string;
  /** usdt_totle in the caller's fiat, when `fiat` was given. */
  fiat_totle?: string;
}

export interface WalletList {
  legal_wallet: WalletOfAccount;
  change_wallet: WalletOfAccount;
  lever_wallet: WalletOfAccount;
  micro_wallet: WalletOfAccount;
  stock_wallet: WalletOfAccount;
  total_usdt: string;
  /** With `fiat`: the code, its rate per USDT (USD 1:1, spec 9) and the total in it. */
  fiat?: string;
  ExRate?: string;
  total_fiat?: string;
}

export interface WalletDetail {
  /** `<type>_balance` and `lock_<type>_balance` (available, frozen) for the client's pages. */
  [balance: `${string}_balance`]: string | number | null;
  currency_id: number;
  currency_name: string;
  account: AccountTypeName;
  account_type: number;
  available: string;
  frozen: string;
  usdt_price: string | null;
  usdt_value: string | null;
}

export interface WalletInfo {
  accounts: { account: AccountTypeName; account_type: number; usdt_total: string }[];
  total_usdt: string;
  fiat?: string;
  ExRate?: string;
  total_fiat?: string;
}

export interface UserCurrencyItem {
  id: number;
  name: string;
  /** 1 when the account (legal, spot, contracts, seconds) may hold the coin, else 0. */
  is_legal: 0 | 1;
  is_match: 0 | 1;
  is_lever: 0 | 1;
  is_micro: 0 | 1;
  /** Available in each account (never null). */
  wallet: {
    legal_balance: string;
    change_balance: string;
    lever_balance: string;
    micro_balance: string;
  };
  display_name: string;
  kind: string;
  decimals: number;
  logo: string;
  /** Across every account, available plus frozen. */
  total: string;
  available: string;
  frozen: string;
  usdt_price: string | null;
  usdt_value: string | null;
}

export interface RateCurrency {
  currency_id: number;
  symbol: string;
  price: string;
  source: string;
  at: number;
}

export interface TransferItem {
  id: number;
  currency_id: number;
  currency_name: string;
  number: string;
  from_field: AccountTypeName;
  to_field: AccountTypeName;
  journal_id: number;
  created_at: number;
  /** The original client's names (`/wallet/hzhistory`): the move, the amount, the time. */
  transaction_info: string;
  value: string;
  created_time: string;
  info: string;
}
export type TransferPage = Page<TransferItem>;

export interface ConversionPairs {
  currencies: { id: number; name: string; decimals: number; logo: string; available: string }[];
  pairs: { from_currency_id: number; to_currency_id: number }[];
  /** The original client's names: the coins that convert, and the spot balance of each. */
  transfer: { id: number; name: string }[];
  wallet: { currency: number; change_balance: string }[];
}

/** A quote: what one unit of `from` buys of `to` now, before the fee. */
export interface ConversionQuote {
  from_currency_id: number;
  to_currency_id: number;
  rate: string;
  from_price: string;
  to_price: string;
  /** e.g. "0.001" for 0.1 %. */
  fee_rate: string;
  /** The smallest amount of `from` accepted. */
  min: string;
  quote_at: number;
  source: string;
  /** The original client's names: `form_price` (sic) = from_price, `fee` = fee_rate. */
  form_price: string;
  fee: string;
}

/** A done conversion, as recorded for audit. */
export interface ConversionItem {
  id: number;
  from_currency_id: number;
  from_currency_name: string;
  to_currency_id: number;
  to_currency_name: string;
  number: string;
  rate: string;
  from_price: string;
  to_price: string;
  source: string;
  quote_at: number;
  fee_rate: string;
  /** number x rate, before the fee (18 decimals at most). */
  gross: string;
  fee: string;
  /** What the user received: gross - fee, rounded down to the target's decimals. */
  received: string;
  /** The rounding left with the platform's treasury: gross - fee - received. */
  remainder: string;
  journal_id: number;
  created_at: number;
}

export interface BillItem {
  id: number;
  journal_id: number;
  account: AccountTypeName;
  account_type: number;
  currency_id: number;
  currency_name: string;
  /** Signed: positive in, negative out. */
  amount: string;
  bucket: 'available' | 'frozen';
  reason: string;
  reason_label: string;
  ref_table: string;
  ref_id: string;
  created_at: number;
  /** The original client's names: `amount`, `reason_label`, the time as `YYYY-MM-DD HH:mm:ss`. */
  value: string;
  info: string;
  created_time: string;
}

export interface AddressItem {
  id: number;
  currency: number;
  currency_name: string;
  network: string;
  name: string;
  address: string;
  created_at: number;
  /** A signed URL of the caller's QR code upload, or ''. */
  qrcode: string;
  update_time: string;
}

/**
 * `POST /user/cash_info`: the domestic card, an object even before the first save (every
 * field '' and `updated_at` null; the original client reads `bank_name === ''` as "none
 * saved"). Beside Bourse's fields, the original client's (client contract 7.5):
 * `bank_account` (the payout account: card number, else IBAN), `bank_dizhi` (the branch),
 * `bank_code` (SWIFT/BIC), `iban`, `bank_address`; Alipay and WeChat are always ''.
 */
export interface BankCardInfo {
  real_name: string;
  card_number: string;
  bank_name: string;
  bank_branch: string;
  province: string;
  city: string;
  phone: string;
  bank_account: string;
  bank_dizhi: string;
  bank_code: string;
  iban: string;
  bank_address: string;
  alipay_account: string;
  wechat_account: string;
  wechat_nickname: string;
  updated_at: number | null;
}

export interface InternationalBankCardInfo {
  real_name: string;
  bank_country: string;
  iban: string | null;
  account_number: string | null;
  swift_code: string;
  bank_name: string;
  bank_address: string;
  holder_address: string;
  aba_number: string | null;
  updated_at: number;
}

/**
 * `POST /user/cash_info_international` (client contract 7.5): `forms` is each field's label
 * in the caller's language, `data` each field's saved value ('' when none, every key);
 * `updated_at` is null before the first save.
 */
export interface InternationalBankForm {
  forms: Record<InternationalBankKey, string>;
  data: Record<InternationalBankKey, string>;
  updated_at: number | null;
}
