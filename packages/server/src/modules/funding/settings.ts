/**
 * Funding configuration, kept in the settings table (operator-editable, seeded by
 * seed/funding.ts):
 *
 *   deposit_addresses  { "USDT": [{ "network": "TRC20", "address": "T..." }], ... }
 *   withdrawal_rules   { "USDT": { "TRC20": { "fee": "1", "min": "10" } }, ... }
 *
 * keyed by the coin's ticker. Only public receive addresses are ever stored: an entry that
 * is not a well-formed address of its network (a private key pasted by mistake, say) is
 * ignored, never shown.
 */
import { z } from 'zod';
import { DECIMAL_RE, dec, isValidAddress, type Decimal } from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { settingOf } from '../system/index.ts';

export const DEPOSIT_ADDRESSES_SETTING = 'deposit_addresses';
export const WITHDRAWAL_RULES_SETTING = 'withdrawal_rules';

export type DepositAddressConfig = Record<string, { network: string; address: string }[]>;
export type WithdrawalRulesConfig = Record<string, Record<string, { fee: string; min: string }>>;

const addressEntry = z.object({ network: z.string(), address: z.string() });
const decimalText = z.string().regex(DECIMAL_RE);
const ruleEntry = z.object({ fee: decimalText, min: decimalText });

/** The platform's receive addresses for a coin, by network; empty when none is configured. */
export async function depositAddressesOf(
  db: DbOrTx,
  ticker: string,
): Promise<{ network: string; address: string }[]> {
  const value = (await settingOf(db, DEPOSIT_ADDRESSES_SETTING)) as
    Record<string, unknown> | undefined;
  const list = z.array(z.unknown()).safeParse(value?.[ticker]);
  if (!list.success) return [];
  return list.data.flatMap((raw) => {
    const entry = addressEntry.safeParse(raw);
    if (!entry.success) return [];
    const network = entry.data.network.trim().toUpperCase();
    const address = entry.data.address.trim();
    return isValidAddress(network, address) ? [{ network, address }] : [];
  });
}

export interface WithdrawalRule {
  fee: Decimal;
  min: Decimal;
}

/** Fee and minimum of a coin on a network; undefined when withdrawals there are not offered. */
export async function withdrawalRuleOf(
  db: DbOrTx,
  ticker: string,
  network: string,
): Promise<WithdrawalRule | undefined> {
  const value = (await settingOf(db, WITHDRAWAL_RULES_SETTING)) as
    Record<string, Record<string, unknown> | undefined> | undefined;
  const rule = ruleEntry.safeParse(value?.[ticker]?.[network]);
  if (!rule.success) return undefined;
  const fee = dec(rule.data.fee);
  const min = dec(rule.data.min);
  return fee.gte(0) && min.gte(0) ? { fee, min } : undefined;
}
