/**
 * What the NFT module fixes: the account it pays in, its settings, its locks and the names
 * its journals carry.
 */
import { sql } from 'drizzle-orm';
import {
  NFT_FEE_PERCENT_DEFAULT,
  dec,
  scaleOf,
  NFT_RESALE_MARGIN_PERCENT_DEFAULT,
  toPlain,
  type AccountTypeName,
} from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { settingOf } from '../system/index.ts';

/** Spot ("change", 2): buyers pay, sellers, creators and bidders' margins live there. */
export const NFT_ACCOUNT: AccountTypeName = 'change';

/** Journal keys: `nft_orders:<id>:pay`, `nft_margins:<listing>:<user>:<what>`. */
export const NFT_ORDERS_TABLE = 'nft_orders';
export const NFT_MARGINS_TABLE = 'nft_margins';

export const FEE_SETTING = 'nft_fee_percent';
export const RESALE_MARGIN_SETTING = 'nft_resale_margin_percent';

const isPercent = (v: unknown): v is string =>
  typeof v === 'string' && /^\d{1,2}(\.\d{1,4})?$/.test(v.trim());

/** The platform's published fee on a sale, in percent. */
export async function feePercent(db: DbOrTx): Promise<string> {
  const value = await settingOf(db, FEE_SETTING);
  return isPercent(value) ? toPlain(value.trim()) : NFT_FEE_PERCENT_DEFAULT;
}

/** A resale auction's margin, in percent of its starting price. */
export async function resaleMarginPercent(db: DbOrTx): Promise<string> {
  const value = await settingOf(db, RESALE_MARGIN_SETTING);
  return isPercent(value) && Number(value) > 0
    ? toPlain(value.trim())
    : NFT_RESALE_MARGIN_PERCENT_DEFAULT;
}

/** Advisory lock space of one user's NFT money moves ("nft"). */
const NFT_LOCK_SPACE = 0x6e6674;

/**
 * A user's bids and purchases are taken one at a time: a first bid checks "no margin yet"
 * before it freezes one, so two first bids at once must not both pass.
 */
export async function lockNftUser(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NFT_LOCK_SPACE}::int, ${userId}::int)`);
}

/**
 * Refuses ("please choose the correct price") an amount finer than the coin's decimals;
 * trailing zeros past them are fine. `undefined` values are skipped.
 */
export function requireCoinPrecision(decimals: number, ...values: (string | undefined)[]): void {
  for (const v of values) {
    if (v !== undefined && scaleOf(v) > decimals && !dec(v).eq(dec(v).toDecimalPlaces(decimals))) {
      fail('errors.choosePrice');
    }
  }
}
