/**
 * The two journals of a dual order (decision 77). The dual pool (system account 8) may not
 * go below zero (ledger/policy.ts), so it must already hold what it promises: a purchase
 * reserves BOTH possible payouts in the pool's frozen balance, and settlement pays one and
 * releases the other.
 *
 *   buy (dual_buy):     user invest available   -amount
 *                       pool invest available   -(holdInvest - amount)   the interest
 *                       pool invest frozen      +holdInvest
 *                       pool alt available      -holdAlt
 *                       pool alt frozen         +holdAlt
 *   settle (dual_settle): pool paid frozen -paid, user paid available +paid;
 *                         pool other frozen -hold, pool other available +hold
 */
import { JournalReason, dec, type Decimal } from '@bourse/shared';
import {
  systemOwner,
  userOwner,
  type Entry,
  type JournalInput,
  type Side,
} from '../ledger/index.ts';
import { DUAL_ACCOUNT, DUAL_ORDERS_TABLE, type DualOrderRow } from './config.ts';

const pool: Side = { owner: systemOwner('dualPool'), account: DUAL_ACCOUNT };
const userSide = (userId: number): Side => ({ owner: userOwner(userId), account: DUAL_ACCOUNT });

/** Legs with a zero amount are left out (the ledger refuses them). */
function legs(...entries: Entry[]): Entry[] {
  return entries.filter((e) => !e.amount.isZero());
}
const leg = (side: Side, currency: number, bucket: Entry['bucket'], amount: Decimal): Entry => ({
  ...side,
  currency,
  bucket,
  amount,
});

export function buyJournal(o: DualOrderRow, at: Date): JournalInput {
  const amount = dec(o.amount);
  const holdInvest = dec(o.holdInvest);
  const holdAlt = dec(o.holdAlt);
  return {
    idempotencyKey: `${DUAL_ORDERS_TABLE}:${o.id}:buy`,
    reason: JournalReason.dualBuy,
    ref: { table: DUAL_ORDERS_TABLE, id: o.id },
    at,
    entries: legs(
      leg(userSide(o.userId), o.investCurrencyId, 'available', amount.negated()),
      leg(pool, o.investCurrencyId, 'available', holdInvest.sub(amount).negated()),
      leg(pool, o.investCurrencyId, 'frozen', holdInvest),
      leg(pool, o.altCurrencyId, 'available', holdAlt.negated()),
      leg(pool, o.altCurrencyId, 'frozen', holdAlt),
    ),
  };
}

/** `paidInvest`: the outcome paid the invested currency (not converted). */
export function settleJournal(o: DualOrderRow, paidInvest: boolean, at: Date): JournalInput {
  const [paidCurrency, paid, otherCurrency, other] = paidInvest
    ? [o.investCurrencyId, dec(o.holdInvest), o.altCurrencyId, dec(o.holdAlt)]
    : [o.altCurrencyId, dec(o.holdAlt), o.investCurrencyId, dec(o.holdInvest)];
  return {
    idempotencyKey: `${DUAL_ORDERS_TABLE}:${o.id}:settle`,
    reason: JournalReason.dualSettle,
    ref: { table: DUAL_ORDERS_TABLE, id: o.id },
    at,
    entries: legs(
      leg(pool, paidCurrency, 'frozen', paid.negated()),
      leg(userSide(o.userId), paidCurrency, 'available', paid),
      leg(pool, otherCurrency, 'frozen', other.negated()),
      leg(pool, otherCurrency, 'available', other),
    ),
  };
}
