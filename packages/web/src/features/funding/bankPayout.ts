/**
 * Bank payouts of the withdraw form (server: BANK_PAYOUT): USDT paid 1:1 as USD to the
 * user's saved domestic card or international account, shown masked as the server records it.
 */
import { useQuery } from '@tanstack/react-query';
import {
  BANK_PAYOUT,
  maskAccountNumber,
  type BankCardInfo,
  type BankCardKind,
  type InternationalBankCardInfo,
} from '@bourse/shared';
import { bankCardQuery, intlBankCardQuery } from '../wallet/queries.ts';
import { ruleOf, type WithdrawalRules } from './rules.ts';

export interface PayoutCard {
  /** `**** 9012`: the card number, account number or IBAN, masked. */
  account: string;
  bankName: string;
  holderName: string;
}

/** A saved card as the payout destination; null when none (or no number) is saved. */
export function payoutCard(
  card: BankCardInfo | InternationalBankCardInfo | null | undefined,
): PayoutCard | null {
  if (!card) return null;
  // A domestic card's payout account is its number, or the IBAN the original client saves.
  const number =
    'card_number' in card
      ? card.card_number || card.bank_account
      : (card.iban ?? card.account_number ?? '');
  if (!number) return null;
  return {
    account: maskAccountNumber(number),
    bankName: card.bank_name,
    holderName: card.real_name,
  };
}

/** The BANK fee and minimum when the coin can be paid to a bank, else undefined. */
export function bankRuleOf(rules: WithdrawalRules | undefined, ticker: string) {
  return ticker === BANK_PAYOUT.currency ? ruleOf(rules, ticker, BANK_PAYOUT.network) : undefined;
}

/** The user's saved payout cards by kind (queried only while `enabled`). */
export function usePayoutCards(enabled: boolean): {
  cards: Record<BankCardKind, PayoutCard | null>;
  pending: boolean;
} {
  const domestic = useQuery({ ...bankCardQuery(), enabled });
  const international = useQuery({ ...intlBankCardQuery(), enabled });
  return {
    cards: {
      domestic: payoutCard(domestic.data),
      international: payoutCard(international.data),
    },
    pending: enabled && (domestic.isPending || international.isPending),
  };
}
