/**
 * Funding settings: withdrawal fees and minimums everywhere (an operator edits them), and
 * demo receive addresses outside production only. Production addresses are configuration
 * the operator enters: public addresses only, never a private key (the reader ignores
 * anything that is not a well-formed address of its network). Never overwrites an edit.
 */
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import {
  DEPOSIT_ADDRESSES_SETTING,
  DEPOSIT_XPUBS_SETTING,
  WITHDRAWAL_RULES_SETTING,
  type DepositAddressConfig,
  type DepositXpubConfig,
  type WithdrawalRulesConfig,
} from '../modules/funding/index.ts';
import { settings } from '../modules/system/index.ts';

/** Fee and minimum per coin and network, in the coin (typical exchange levels). */
export const WITHDRAWAL_RULES: WithdrawalRulesConfig = {
  BTC: { BTC: { fee: '0.0005', min: '0.001' } },
  ETH: { ERC20: { fee: '0.005', min: '0.01' } },
  // BANK: paid 1:1 as USD to the user's saved bank card (a wire costs more than a transfer).
  USDT: {
    ERC20: { fee: '5', min: '20' },
    TRC20: { fee: '1', min: '10' },
    BANK: { fee: '15', min: '100' },
  },
  LTC: { LTC: { fee: '0.001', min: '0.01' } },
  XRP: { XRP: { fee: '0.25', min: '20' } },
  SOL: { SOL: { fee: '0.01', min: '0.1' } },
  DOGE: { DOGE: { fee: '4', min: '50' } },
  BNB: { BEP20: { fee: '0.0005', min: '0.01' } },
};

/**
 * The networks deposits are offered on. The addresses are well-known unspendable "burn"
 * addresses, shown only for a network whose family has no xpub (each user gets an own
 * derived address where DEMO_DEPOSIT_XPUBS covers it).
 */
export const DEMO_DEPOSIT_ADDRESSES: DepositAddressConfig = {
  BTC: [{ network: 'BTC', address: '1BitcoinEaterAddressDontSendf59kuE' }],
  ETH: [{ network: 'ERC20', address: '0x000000000000000000000000000000000000dEaD' }],
  USDT: [
    { network: 'ERC20', address: '0x000000000000000000000000000000000000dEaD' },
    { network: 'TRC20', address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb' },
  ],
  BNB: [{ network: 'BEP20', address: '0x000000000000000000000000000000000000dEaD' }],
};

/**
 * Demo extended PUBLIC keys each user's own deposit addresses are derived from (m/0/<user
 * id>, modules/funding/depositAddresses.ts). DEMO KEYS: they come from a fixed, published
 * test seed (sha256 of "bourse demo deposit seed: public test key, never fund"), at
 * m/44'/60'/0', m/44'/195'/0' and m/84'/0'/0', so anyone can compute their private half.
 * Nobody should ever send funds to these addresses or use the private keys; production
 * configures the operator's own xpubs (never an xprv: the reader ignores one).
 */
export const DEMO_DEPOSIT_XPUBS: DepositXpubConfig = {
  EVM: 'xpub6BoiUHWBWELdHrh9P1iTFv4ju6p2mxhW2zoxzJHdevgpc7x6RyTtRRvVcXc4METe9YoepufuXXRcS73kWFys7QvNLG3QFQ8Fsz1audRr8Tp',
  TRON: 'xpub6D7jDyPUwFcUnsXNxkU7ZEk7me7jS3KZyjjPc7LZC7oZPwm6Pjpb6urnQWNvgG561gSyEur1co8tYBZoGtykwT6koyc8Q9CnttDWn5HDFDZ',
  BTC: 'xpub6CK74RPahFjbb3eYbMFJZkvUXboktg7ew7XmYb5GSu9Ese5KGqD6JAdzWHxbtThAT36bCNFk7YP8fHfgLGvjCQiEdZHyEvcRbgLUUb4261t',
};

export async function seedFunding(
  db: Db,
  clock: Clock,
  opts: { production: boolean },
): Promise<void> {
  const updatedAt = clock.now();
  const rows: (typeof settings.$inferInsert)[] = [
    { keyword: WITHDRAWAL_RULES_SETTING, value: WITHDRAWAL_RULES, isPublic: true, updatedAt },
  ];
  if (!opts.production) {
    rows.push({
      keyword: DEPOSIT_ADDRESSES_SETTING,
      value: DEMO_DEPOSIT_ADDRESSES,
      isPublic: false,
      updatedAt,
    });
    rows.push({
      keyword: DEPOSIT_XPUBS_SETTING,
      value: DEMO_DEPOSIT_XPUBS,
      isPublic: false,
      updatedAt,
    });
  }
  await db.insert(settings).values(rows).onConflictDoNothing();
}
