/**
 * Deposits and withdrawals (spec sections 3, 6 and 7): the payloads of `/wallet/get_in_address`,
 * `/wallet/charge_req`, `/wallet/out`, the two history lists and the finance desk, the
 * address rules per network and the KYC-level withdrawal limits. Pure, so the browser's
 * forms refuse exactly what the server refuses.
 */
import { z } from 'zod';
import {
  ACCOUNT_TYPE_NAMES,
  DEPOSIT_STATUSES,
  KycLevel,
  WITHDRAWAL_STATUSES,
  type AccountTypeName,
  type DepositStatus,
  type WithdrawalStatus,
} from '../enums.ts';
import { idField, langField, pageFields, positiveDecimal, text } from './common.ts';
import type { DeskClaim } from './adminConfig.ts';

/** Spec 6: the most a user may withdraw in any 24 hours, valued in BTC at the index price. */
export const WITHDRAWAL_LIMIT_BTC: Record<KycLevel, string> = {
  [KycLevel.basic]: '200',
  [KycLevel.advanced]: '500',
};

/** The largest single deposit or withdrawal accepted, far from numeric(36,18)'s limit. */
export const FUNDING_MAX_AMOUNT = '1000000000';

/** Withdrawals pause this long after a login or pay password change (account takeover guard). */
export const SECURITY_CHANGE_WITHDRAWAL_PAUSE_HOURS = 24;

/** A positive plain decimal ("12.5"), at most 18 decimals; the coin's own decimals are checked by the server. */
export const fundingAmountField = positiveDecimal(FUNDING_MAX_AMOUNT);

/** A network name as in the coin catalogue (`TRC20`); case does not matter. */
export const networkField = z
  .string()
  .trim()
  .min(1)
  .max(16)
  .regex(/^[A-Za-z0-9]+$/, { error: 'validation.invalid' })
  .transform((s) => s.toUpperCase());

/** `POST /wallet/get_in_address`. A `user_id` sent by old clients is accepted and ignored. */
export const inAddressBody = z.object({
  currency: idField,
  user_id: z.string().optional(),
  lang: langField,
});

/** One receive address of `POST /wallet/get_in_address`; `qrcode` is a PNG data URL. */
export interface DepositAddress {
  network: string;
  address: string;
  qrcode: string;
}

/**
 * `POST /wallet/charge_req`: `account` is the wallet credited, `type` the network the coins
 * were sent on, `voucher` the URL of the user's own upload (`POST /api/upload`) of the
 * transfer receipt.
 */
export const chargeReqBody = z
  .object({
    /** An account name, or (the original client) the receipt's upload URL. */
    account: text(1, 500),
    amount: fundingAmountField,
    currency: idField,
    /** The network; the original client sends `0` (not given). */
    type: z.union([networkField, z.literal('')]).optional(),
    voucher: text(1, 500).optional(),
    lang: langField,
  })
  .superRefine((v, ctx) => {
    // With a `voucher` (Bourse's app), `account` must name an account.
    if (v.voucher !== undefined && !(ACCOUNT_TYPE_NAMES as readonly string[]).includes(v.account))
      ctx.addIssue({ code: 'custom', message: 'validation.invalid', path: ['account'] });
  });
export type ChargeReqBody = z.infer<typeof chargeReqBody>;

/**
 * A deposit request in one shape: Bourse's app sends the account, network and `voucher`;
 * the original client (client contract 7.5) sends the receipt as `account`, `type=0` and
 * no network, which credits the spot account.
 */
export interface DepositRequest {
  account: AccountTypeName;
  amount: string;
  currency: number;
  /** undefined: not given (the coin's only network, or recorded as not given). */
  network: string | undefined;
  voucher: string;
}

export function depositRequestOf(body: ChargeReqBody): DepositRequest {
  const named = (ACCOUNT_TYPE_NAMES as readonly string[]).includes(body.account);
  const network = body.type && body.type !== '0' ? body.type : undefined;
  if (named && body.voucher !== undefined) {
    return {
      account: body.account as AccountTypeName,
      amount: body.amount,
      currency: body.currency,
      network,
      voucher: body.voucher,
    };
  }
  return {
    account: 'change',
    amount: body.amount,
    currency: body.currency,
    network,
    voucher: body.voucher ?? body.account,
  };
}

/**
 * Bank payouts: USDT only, paid 1:1 as USD to the user's saved card (`bank`), so the
 * amount has at most 2 decimals (cents). Fee and minimum are the `BANK` entry of USDT in
 * the `withdrawal_rules` setting; on approval `tx_hash` holds the bank transfer reference.
 */
export const BANK_PAYOUT = { network: 'BANK', currency: 'USDT', fiat: 'USD', decimals: 2 } as const;
export const BANK_CARD_KINDS = ['domestic', 'international'] as const;
export type BankCardKind = (typeof BANK_CARD_KINDS)[number];

/**
 * `POST /wallet/out`: `amount` reaches the address, a saved one (`address_id`, from the
 * address book) or one typed with its `network`, or the user's saved bank card (`bank`,
 * see BANK_PAYOUT; the address fields are then ignored); the fee of the currency and
 * network is frozen with it and kept by the platform. `account` defaults to the spot account.
 */
export const withdrawBody = z.object({
  currency: idField,
  /** Bourse's app sends `amount`; the original client `number` (client contract 7.5). */
  amount: fundingAmountField.optional(),
  number: fundingAmountField.optional(),
  /** The original client's fee hint: ignored, the fee is the server's. */
  rate: z.string().max(64).optional(),
  /** The original client's destination: 0 a saved address, 1 the bank card (its default). */
  type: z.enum(['0', '1'], { error: 'errors.withdrawTypeInvalid' }).optional(),
  bank: z.union([z.enum(BANK_CARD_KINDS), z.literal('')]).optional(),
  address_id: z.union([idField, z.literal('')]).optional(),
  network: z.union([networkField, z.literal('')]).optional(),
  address: z.string().trim().max(128).optional(),
  account: z.enum(ACCOUNT_TYPE_NAMES).default('change'),
  pay_password: z.string().min(1).max(64),
  lang: langField,
});
export type WithdrawBody = z.infer<typeof withdrawBody>;

/** `GET /recharge/log` and `GET /user/withdraw/list`: newest first, optionally one currency. */
export const fundingListQuery = z.object({
  ...pageFields,
  currency: z.union([idField, z.literal('')]).optional(),
  lang: langField,
});

/** One deposit request as its owner sees it. Amounts are decimal strings; times 10-digit seconds. */
export interface DepositView {
  id: number;
  currency: number;
  currency_name: string;
  account: AccountTypeName;
  account_type: number;
  network: string;
  amount: string;
  voucher: string;
  status: DepositStatus;
  /** Why the finance desk refused it; null otherwise. */
  reason: string | null;
  created_at: number;
  decided_at: number | null;
  /** The record's title on the original client's history page (the coin). */
  name: string;
}

/** One withdrawal as its owner sees it: `total` = `amount` + `fee`, the sum frozen. */
export interface WithdrawalView {
  id: number;
  currency: number;
  currency_name: string;
  account: AccountTypeName;
  account_type: number;
  /** `BANK` for a bank payout. */
  network: string;
  /** For a bank payout, the card's masked number or IBAN (as in `bank.account`). */
  address: string;
  /** The card as it was when the withdrawal was asked (bank payouts only, else null). */
  bank: WithdrawalBankSnapshot | null;
  amount: string;
  fee: string;
  total: string;
  status: WithdrawalStatus;
  /** The network's transaction hash, once approved; for a bank payout, the bank's transfer reference. */
  tx_hash: string | null;
  reason: string | null;
  created_at: number;
  decided_at: number | null;
  /** The original client's names: the title (the coin), `amount`, `created_at`. */
  name: string;
  number: string;
  create_time: number;
}

/** The payout card of a bank withdrawal, recorded when asked: later card edits do not change it. */
export interface WithdrawalBankSnapshot {
  kind: BankCardKind;
  /** Masked card number, account number or IBAN (`**** 0123`). */
  account: string;
  bank_name: string;
  holder_name: string;
}

/**
 * The full payout details of a bank withdrawal's card, copied from the saved card in the
 * transaction that records the withdrawal; later card edits do not change them. Shown to
 * the finance desk only (never in the user's replies).
 */
export type WithdrawalPayoutDetails =
  | {
      kind: 'domestic';
      real_name: string;
      card_number: string;
      bank_name: string;
      bank_branch: string;
      province: string;
      city: string;
      phone: string;
    }
  | {
      kind: 'international';
      real_name: string;
      bank_country: string;
      /** Exactly one of `iban` and `account_number` is set. */
      iban: string | null;
      account_number: string | null;
      swift_code: string;
      bank_name: string;
      bank_address: string;
      holder_address: string;
      aba_number: string | null;
    };

/** What the finance desk sees besides the user's view: who asked and who decided. */
export interface AdminFundingFields {
  user_id: number;
  user_account: string;
  decided_by: number | null;
  /** Who holds the item on the desk (issue 15); null when nobody does. */
  claim: DeskClaim | null;
}
export type AdminDepositView = DepositView &
  AdminFundingFields & {
    /** The depositor's own receive addresses (their network, or every one when none was named). */
    deposit_addresses: { network: string; address: string }[];
  };
export type AdminWithdrawalView = WithdrawalView &
  AdminFundingFields & {
    btc_value: string;
    /** Bank payouts: the card's full details as recorded with the withdrawal; else null. */
    payout_details: WithdrawalPayoutDetails | null;
  };

/** `GET /api/admin/deposits`: `status` defaults to the pending queue. */
export const adminDepositListQuery = z.object({
  /** Search: an item or user id, or part of the user's account (email or mobile). */
  q: z.string().trim().max(100).optional(),
  ...pageFields,
  status: z.union([z.enum(DEPOSIT_STATUSES), z.literal('')]).optional(),
  lang: langField,
});

/** `GET /api/admin/withdrawals`: `status` defaults to the pending queue. */
export const adminWithdrawalListQuery = z.object({
  /** Search: an item or user id, or part of the user's account (email or mobile). */
  q: z.string().trim().max(100).optional(),
  ...pageFields,
  status: z.union([z.enum(WITHDRAWAL_STATUSES), z.literal('')]).optional(),
  lang: langField,
});

/** A transaction hash or bank reference: 16 to 128 letters and digits, optionally `0x`. */
export const txHashField = z
  .string()
  .trim()
  .regex(/^(?:0x)?[A-Za-z0-9]{16,128}$/, { error: 'validation.txHash' });

/** `POST /api/admin/withdrawals/:id/approve`. */
export const approveWithdrawalBody = z.object({ tx_hash: txHashField, lang: langField });
