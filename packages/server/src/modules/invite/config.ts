/**
 * The invitation programme's settings and names: the published rebate share
 * (`invite_rebate_percent`, read through the system module's `settingOf`; 20 when unset or
 * unusable), where each kind of fee was collected and where its rebate is paid.
 */
import {
  INVITE_DEFAULT_REBATE_PERCENT,
  InviteFeeSource,
  isRebatePercent,
  toPlain,
  type AccountTypeName,
} from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { settingOf } from '../system/index.ts';

export const REBATE_SETTING = 'invite_rebate_percent';
/** The journal and row names: `invite_rebates:<id>`. */
export const INVITE_REBATES_TABLE = 'invite_rebates';
/**
 * Contracts settle in USDT (issue 10: lever's `LEVER_CURRENCY`, which its door does not
 * export); every `lever_charges` amount is in it.
 */
export const CONTRACT_FEE_CURRENCY = 3;

/**
 * Per kind of fee: the account type whose `fees` balance collected it (the rebate is paid
 * from there) and the inviter's account the rebate goes to. Spot and contract rebates go to
 * the spot account (issue 12); a stock pair's fees (its shares, its USDT) were collected in
 * the stock account, where that pair settles, and are rebated there.
 */
export const FEE_ACCOUNTS: Record<InviteFeeSource, { from: AccountTypeName; to: AccountTypeName }> =
  {
    [InviteFeeSource.spot]: { from: 'change', to: 'change' },
    [InviteFeeSource.stock]: { from: 'stock', to: 'stock' },
    [InviteFeeSource.contract]: { from: 'lever', to: 'change' },
  };

/** The share of the invitees' fees paid now, in percent (0 to 100). */
export async function rebatePercent(db: DbOrTx): Promise<string> {
  const value = await settingOf(db, REBATE_SETTING);
  return isRebatePercent(value) ? toPlain(String(value).trim()) : INVITE_DEFAULT_REBATE_PERCENT;
}
