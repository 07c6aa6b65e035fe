/**
 * Statuses and kinds, each one `as const` object carrying the spec's own codes. The
 * TypeScript union, the zod enum and the database check all derive from these.
 */

/** Reply `type` values of the envelope (spec section 7-8, DESIGN.md section 3). */
export const ReplyType = {
  ok: 'ok',
  error: 'error',
  sessionInvalid: 999,
  verifyIdentity: 998,
} as const;

/** Wallet account types, with the spec's ids (spec section 3). */
export const AccountType = { legal: 1, change: 2, lever: 3, micro: 4, stock: 5 } as const;
export type AccountTypeName = keyof typeof AccountType;

/** What a verification code may be used for. */
export const CodeScene = {
  register: 'register',
  forget: 'forget',
  bind: 'bind',
  security: 'security',
  withdraw: 'withdraw',
} as const;
export type CodeScene = (typeof CodeScene)[keyof typeof CodeScene];
export const CODE_SCENES = Object.values(CodeScene) as [CodeScene, ...CodeScene[]];

/** How a user registers or receives a code. */
export const ContactKind = { email: 'email', mobile: 'mobile' } as const;
export type ContactKind = (typeof ContactKind)[keyof typeof ContactKind];
export const CONTACT_KINDS = Object.values(ContactKind) as [ContactKind, ...ContactKind[]];

/** News categories of `POST /news/list` (spec section 7: c_id 4 news, 5 banner). */
export const NewsCategory = { news: 4, banner: 5, announcement: 6, help: 7 } as const;
export type NewsCategory = (typeof NewsCategory)[keyof typeof NewsCategory];

/** Kinds of entries in the coin catalogue. */
export const CurrencyKind = { crypto: 'crypto', stock: 'stock', fiat: 'fiat' } as const;
export type CurrencyKind = (typeof CurrencyKind)[keyof typeof CurrencyKind];
export const CURRENCY_KINDS = Object.values(CurrencyKind) as [CurrencyKind, ...CurrencyKind[]];

/** Identity verification review states (spec section 4). */
export const ReviewStatus = { notVerified: 0, verifying: 1, verified: 2, failed: 3 } as const;
export type ReviewStatus = (typeof ReviewStatus)[keyof typeof ReviewStatus];

/** Fiat display currencies (spec section 3). USD is the default, 1:1 with USDT. */
export const FIAT_CODES = [
  'USD',
  'CNY',
  'GBP',
  'HKD',
  'JPY',
  'EUR',
  'AED',
  'THB',
  'PHP',
  'SGD',
  'VND',
] as const;
export type FiatCode = (typeof FIAT_CODES)[number];
