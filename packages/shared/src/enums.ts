/**
 * Statuses and kinds, each one `as const` object carrying the spec's own codes. The
 * TypeScript union, the zod enum and the database check all derive from these.
 */

/** Reply `type` values of the envelope (spec section 7-8, DESIGN.md section 3). */
export const ReplyType = {
  ok: 'ok',
  error: 'error',
  sessionInvalid: '999',
  verifyIdentity: '998',
} as const;

/** Wallet account types, with the spec's ids (spec section 3). */
export const AccountType = { legal: 1, change: 2, lever: 3, micro: 4, stock: 5 } as const;
export type AccountTypeName = keyof typeof AccountType;
export const ACCOUNT_TYPE_NAMES = Object.keys(AccountType) as [
  AccountTypeName,
  ...AccountTypeName[],
];

/**
 * Who owns a ledger balance: a user, or one of the platform's own system accounts (the
 * other side of every user movement). System balances may go negative; user ones never.
 */
export const OwnerKind = { user: 'user', system: 'system' } as const;
export type OwnerKind = (typeof OwnerKind)[keyof typeof OwnerKind];
export const OWNER_KINDS = Object.values(OwnerKind) as [OwnerKind, ...OwnerKind[]];

/**
 * The platform's system accounts, by id (stored as the owner id of `system` balances).
 * `external` is the outside world: deposits come from it, withdrawals go to it, so its
 * balance is minus what users hold from outside. Product pools hold what users have put
 * into a product until it pays out. Ids are permanent: append, never renumber.
 */
export const SystemAccount = {
  /** Development and demo credits (`POST /api/dev/faucet`); never used in production. */
  faucet: 1,
  /** Trading, withdrawal and service fees collected. */
  fees: 2,
  /** The world outside Bourse: deposits and withdrawals. */
  external: 3,
  /** The house: the counterparty of options, contracts and promotions. */
  treasury: 4,
  /** The market maker that quotes the demo books. */
  marketMaker: 5,
  /** Product pools (spec 1): IEO subscriptions, lock-up mining, dual investment, NFT escrow, loans. */
  ieoPool: 6,
  stakingPool: 7,
  dualPool: 8,
  nftEscrow: 9,
  loanPool: 10,
  /** Coupons and campaigns: trial bonuses are paid from it (a marketing cost). */
  promotions: 11,
  /**
   * The insurance fund: pays the house what a liquidated contract account could not, so a
   * user never owes more than their lever account (negative-balance protection, issue 10).
   */
  insurance: 12,
} as const;
export type SystemAccountName = keyof typeof SystemAccount;
export type SystemAccountId = (typeof SystemAccount)[SystemAccountName];

/** Which part of a balance an entry moves: spendable, or held for an open order or product. */
export const BalanceBucket = { available: 'available', frozen: 'frozen' } as const;
export type BalanceBucket = (typeof BalanceBucket)[keyof typeof BalanceBucket];
export const BALANCE_BUCKETS = Object.values(BalanceBucket) as [BalanceBucket, ...BalanceBucket[]];

/**
 * Why a journal was posted (stored on every journal; the database check derives from this
 * object). Codes are permanent: a new business event gets a new code.
 */
export const JournalReason = {
  /** Development credit from the faucet system account. */
  faucet: 'faucet',
  /** Money arriving from outside (on-chain or bank). */
  deposit: 'deposit',
  /** Money leaving to the outside world. */
  withdraw: 'withdraw',
  /** Between two accounts of the same user (spec 7: `POST /wallet/change`). */
  accountTransfer: 'account_transfer',
  /** From one user to another. */
  userTransfer: 'user_transfer',
  /** Held for an order or a product (available to frozen). */
  freeze: 'freeze',
  /** A hold released (frozen back to available). */
  unfreeze: 'unfreeze',
  /** A held amount paid out to its counterparty (a fill, a subscription, a purchase). */
  settle: 'settle',
  /** A trade: both legs and the fees in one journal. */
  trade: 'trade',
  /** A fee paid to the fees account. */
  fee: 'fee',
  /** An operator's correction, always with a memo. */
  adjustment: 'adjustment',
  /** One coin converted into another at the index price (spec 7: `POST /user/Transfer`). */
  conversion: 'conversion',
  /** Crypto bought by bank transfer, credited when the finance desk confirms the payment. */
  purchase: 'purchase',
  /** A promotion paid to a user (a redeemed trial-bonus coupon). */
  promotion: 'promotion',
  /** A contract opened: its margin held and its opening fee paid (a limit order's hold too). */
  leverOpen: 'lever_open',
  /** A contract closed: margin released, profit or loss against the house, closing fee. */
  leverClose: 'lever_close',
  /** The daily overnight fee of an open contract. */
  leverOvernight: 'lever_overnight',
  /** A contract account liquidated at the maintenance level (the insurance fund's share too). */
  leverLiquidation: 'lever_liquidation',
  /** A seconds option's stake held at acceptance. */
  optionStake: 'option_stake',
  /** A seconds option settled from the recorded index: win, loss or tie. */
  optionSettle: 'option_settle',
  /** An IEO subscription: the pay amount held until the subscription ends. */
  ieoSubscribe: 'ieo_subscribe',
  /** An IEO allocated at its end: the allotted cost paid to the pool, the unused rest refunded. */
  ieoAllocate: 'ieo_allocate',
  /** IEO tokens credited to the spot account once the lock period is over. */
  ieoRelease: 'ieo_release',
  /** A lock-up mining deposit: the principal held for the lock period. */
  lockupDeposit: 'lockup_deposit',
  /** A lock-up mining plan's daily yield, paid from the staking pool. */
  lockupInterest: 'lockup_interest',
  /** A lock-up principal returned: at expiry in full, early less the published penalty. */
  lockupRedeem: 'lockup_redeem',
  /** A dual-investment purchase: the amount paid into the dual pool. */
  dualBuy: 'dual_buy',
  /** A dual-investment order settled at maturity on the recorded index. */
  dualSettle: 'dual_settle',
  /** A copied contract closed in profit by its trader's close: the published share paid to the trader. */
  copyProfitShare: 'copy_profit_share',
  /** The daily invitation rebate: a published share of an invitee's trading fees, paid to the inviter. */
  inviteRebate: 'invite_rebate',
  /** An NFT sold: the buyer pays, the seller, the platform's fee and the creator's royalty are paid. */
  nftSale: 'nft_sale',
  /** An NFT auction margin held at a bidder's first bid, or released at the close. */
  nftMargin: 'nft_margin',
  /** An auction winner who did not pay in time: the margin paid to the seller. */
  nftForfeit: 'nft_forfeit',
  /** A quiz bet's stake held until its round settles. */
  quizStake: 'quiz_stake',
  /** A quiz round settled on the recorded index: pool split, fee and remainder, or refunds. */
  quizSettle: 'quiz_settle',
  /** OTC loan collateral frozen in the spot account when a loan starts, or released at its end. */
  loanCollateral: 'loan_collateral',
  /** An OTC loan's principal paid from the loan pool to the borrower. */
  loanDisburse: 'loan_disburse',
  /** An OTC loan repaid: principal, interest and overdue interest to the loan pool. */
  loanRepay: 'loan_repay',
  /** An OTC loan force-closed below the liquidation level: collateral sold at the index to the pool. */
  loanLiquidation: 'loan_liquidation',
} as const;
export type JournalReason = (typeof JournalReason)[keyof typeof JournalReason];
export const JOURNAL_REASONS = Object.values(JournalReason) as [JournalReason, ...JournalReason[]];

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

/** Identity verification levels (spec sections 4 and 6): Lv1 basic, Lv2 advanced. */
export const KycLevel = { basic: 1, advanced: 2 } as const;
export type KycLevel = (typeof KycLevel)[keyof typeof KycLevel];
export const KYC_LEVELS = Object.values(KycLevel) as [KycLevel, ...KycLevel[]];

/** Identity documents (spec section 3: id card, passport, driver licence). */
export const IdType = {
  idCard: 'idCard',
  passport: 'passport',
  driverLicence: 'driverLicence',
} as const;
export type IdType = (typeof IdType)[keyof typeof IdType];
export const ID_TYPES = Object.values(IdType) as [IdType, ...IdType[]];

/**
 * The state of one verification application. "Not verified" (spec section 4) is having no
 * application at a level; `ReviewStatus` is the numeric form shown to users.
 */
export const KycStatus = {
  verifying: 'verifying',
  verified: 'verified',
  failed: 'failed',
} as const;
export type KycStatus = (typeof KycStatus)[keyof typeof KycStatus];
export const KYC_STATUSES = Object.values(KycStatus) as [KycStatus, ...KycStatus[]];

/** Operator roles on the operator's desk; `admin` holds every role. */
export const OperatorRole = {
  finance: 'finance',
  compliance: 'compliance',
  support: 'support',
  admin: 'admin',
} as const;
export type OperatorRole = (typeof OperatorRole)[keyof typeof OperatorRole];
export const OPERATOR_ROLES = Object.values(OperatorRole) as [OperatorRole, ...OperatorRole[]];

/**
 * Where an index price came from (DESIGN.md section 6: every settlement records the price
 * and its source). A quote's `source` is one of these, optionally followed by `:` and what
 * makes it reproducible: `sim:42` is the seeded simulator with seed 42, so anyone can
 * recompute that price for the same instant. Codes are permanent: a venue gets a new code.
 */
export const PriceSource = {
  /** The seeded simulator (`PRICE_FEED=sim`). */
  simulator: 'sim',
  /** USDT, the quote currency, is 1 by definition. */
  peg: 'peg',
  /** Prices given in code; only tests inject it, never configuration. */
  fixed: 'fixed',
  /** Binance's public spot trade stream (`PRICE_FEED=binance`): `binance:<trade time ms>`. */
  binance: 'binance',
} as const;
export type PriceSource = (typeof PriceSource)[keyof typeof PriceSource];
export const PRICE_SOURCES = Object.values(PriceSource) as [PriceSource, ...PriceSource[]];

/** A deposit request (`POST /wallet/charge_req`): waiting for the finance desk, then decided. */
export const DepositStatus = {
  pending: 'pending',
  confirmed: 'confirmed',
  rejected: 'rejected',
} as const;
export type DepositStatus = (typeof DepositStatus)[keyof typeof DepositStatus];
export const DEPOSIT_STATUSES = Object.values(DepositStatus) as [DepositStatus, ...DepositStatus[]];

/**
 * A withdrawal (`POST /wallet/out`): its amount plus fee is frozen while pending; approval
 * pays it out (with the transaction hash), rejection unfreezes it.
 */
export const WithdrawalStatus = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
} as const;
export type WithdrawalStatus = (typeof WithdrawalStatus)[keyof typeof WithdrawalStatus];
export const WITHDRAWAL_STATUSES = Object.values(WithdrawalStatus) as [
  WithdrawalStatus,
  ...WithdrawalStatus[],
];

/**
 * A bank-transfer purchase (spec 4): to be paid, transfer completed (screenshot uploaded),
 * payment successful (the desk confirmed and credited); cancelled when unpaid in time,
 * rejected when the desk finds no payment.
 */
export const PurchaseStatus = {
  toBePaid: 'to_be_paid',
  transferCompleted: 'transfer_completed',
  paymentSuccessful: 'payment_successful',
  cancelled: 'cancelled',
  rejected: 'rejected',
} as const;
export type PurchaseStatus = (typeof PurchaseStatus)[keyof typeof PurchaseStatus];
export const PURCHASE_STATUSES = Object.values(PurchaseStatus) as [
  PurchaseStatus,
  ...PurchaseStatus[],
];

/** Coupons: a trading-fee discount (applied by trading) or a trial bonus (redeemed to USDT). */
export const CouponKind = { feeDiscount: 'fee_discount', trialBonus: 'trial_bonus' } as const;
export type CouponKind = (typeof CouponKind)[keyof typeof CouponKind];
export const COUPON_KINDS = Object.values(CouponKind) as [CouponKind, ...CouponKind[]];

/** A user's coupon as shown in "my coupons"; `expired` is derived from the clock. */
export const CouponStatus = { unused: 'unused', used: 'used', expired: 'expired' } as const;
export type CouponStatus = (typeof CouponStatus)[keyof typeof CouponStatus];
export const COUPON_STATUSES = Object.values(CouponStatus) as [CouponStatus, ...CouponStatus[]];
