/**
 * What invitees paid in trading fees on one UTC day, per inviter, invitee, coin and kind,
 * read from the rows that recorded each fee as it was charged (never recomputed from a
 * rate, so a fee discount or a coupon is already in them):
 *
 * - spot and stock trades (`spot_trades`): each side's fee, in what that side received (the
 *   buyer's in the base, the seller's in the quote; decision 51), its payer found through
 *   the side's order; the market maker's orders are a system account's and never count;
 * - contracts (`lever_charges`): opening and closing fees, in USDT; not overnight fees and
 *   not liquidation shortfalls (issue 12 shares trading fees only).
 *
 * Only users registered with an invite code (`users.referrer_id`) count; a zero fee does not.
 */
import { sql } from 'drizzle-orm';
import {
  AccountType,
  INVITE_DAY_MS,
  InviteFeeSource,
  LeverChargeKind,
  OrderSide,
  utcDayStart,
} from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { CONTRACT_FEE_CURRENCY } from './config.ts';

export interface DayFee {
  inviterId: number;
  inviteeId: number;
  currencyId: number;
  source: InviteFeeSource;
  /** The sum of the fees, exact, as a plain decimal string. */
  feeTotal: string;
  feeCount: number;
}

interface Row {
  inviter: number | string;
  invitee: number | string;
  currency: number | string;
  account: number | string;
  fee_total: string;
  fee_count: number | string;
}

/** Every invitee's fees of `day` (YYYY-MM-DD, UTC), in a stable order. */
export async function dayFees(db: DbOrTx, day: string): Promise<DayFee[]> {
  const from = utcDayStart(day);
  const to = new Date(from.getTime() + INVITE_DAY_MS);
  const [start, end] = [from.toISOString(), to.toISOString()];
  const spot = rowsOf<Row>(
    await db.execute(sql`
      select u.referrer_id as inviter, u.id as invitee,
             case when f.receives_quote then i.quote_currency_id else i.base_currency_id end
               as currency,
             i.account_type as account,
             sum(f.fee)::text as fee_total, count(*) as fee_count
      from (
        -- The maker receives the quote when the taker buys; the taker when it sells.
        select maker_order_id as order_id, maker_fee as fee, instrument_id,
               taker_side = ${OrderSide.buy} as receives_quote
        from spot_trades
        where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
          and maker_fee > 0
        union all
        select taker_order_id, taker_fee, instrument_id, taker_side = ${OrderSide.sell}
        from spot_trades
        where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
          and taker_fee > 0
      ) f
      join spot_orders o on o.id = f.order_id and o.owner_kind = 'user'
      join users u on u.id = o.owner_id and u.referrer_id is not null
      join instruments i on i.id = f.instrument_id
      where i.account_type in (${AccountType.change}, ${AccountType.stock})
      group by u.referrer_id, u.id, 3, i.account_type`),
  );
  const contract = rowsOf<Row>(
    await db.execute(sql`
      select u.referrer_id as inviter, u.id as invitee, ${CONTRACT_FEE_CURRENCY} as currency,
             ${AccountType.lever} as account, sum(c.amount)::text as fee_total,
             count(*) as fee_count
      from lever_charges c
      join users u on u.id = c.user_id and u.referrer_id is not null
      where c.kind in (${LeverChargeKind.openFee}, ${LeverChargeKind.closeFee})
        and c.created_at >= ${start}::timestamptz and c.created_at < ${end}::timestamptz
        and c.amount > 0
      group by u.referrer_id, u.id`),
  );
  const sourceOf = (account: number): InviteFeeSource =>
    account === AccountType.stock
      ? InviteFeeSource.stock
      : account === AccountType.lever
        ? InviteFeeSource.contract
        : InviteFeeSource.spot;
  return [...spot, ...contract]
    .map((r) => ({
      inviterId: Number(r.inviter),
      inviteeId: Number(r.invitee),
      currencyId: Number(r.currency),
      source: sourceOf(Number(r.account)),
      feeTotal: r.fee_total,
      feeCount: Number(r.fee_count),
    }))
    .sort(
      (a, b) =>
        a.inviterId - b.inviterId ||
        a.inviteeId - b.inviteeId ||
        a.currencyId - b.currencyId ||
        a.source.localeCompare(b.source),
    );
}
