/**
 * What an order owes at an instant, as journals and rows: every daily credit due and not
 * yet paid (a missed day is paid late, never skipped), then, when the term is over, the
 * principal released; or, for an early redemption, the principal less the penalty. The job
 * and the user's redemption call the same function on a row they hold locked, and every
 * journal has its own key (`lockup_orders:<id>:interest:<day>`, `...:redeem`,
 * `...:release`), so nothing is ever paid twice.
 *
 * Issue 11's payout guarantee: the deposit reserved the whole promised interest in the
 * staking pool's frozen balance (`...:reserve`, orders.ts), so each credit is paid out of
 * that reserve (the pool's frozen to the user's available) and never waits for the pool;
 * an early redemption releases the reserve of the days it will never pay back to the
 * pool's available (`...:release`); at maturity nothing is left to release.
 */
import {
  Exact,
  JournalReason,
  LockupOrderStatus,
  LockupRedeemKind,
  lockupCreditAt,
  lockupRedeemQuote,
  lockupReserveLeft,
  type LockupRedeemQuote,
} from '@bourse/shared';
import { journals, systemOwner, userOwner, type JournalInput } from '../ledger/index.ts';
import { LOCKUP_ACCOUNT, LOCKUP_ORDERS_TABLE } from './config.ts';
import type { lockupCredits, lockupOrders } from './tables.ts';

export type OrderRow = typeof lockupOrders.$inferSelect;
type CreditInsert = typeof lockupCredits.$inferInsert;

export interface Accrual {
  /** One per paid day (a day that rounded to zero has a row and no journal). */
  credits: { row: CreditInsert; journal: JournalInput | null }[];
  /** The redemption's journal, when the order ends now. */
  redeem: JournalInput | null;
  /** An early redemption's release of the pool's reserve for the days never paid. */
  release: JournalInput | null;
  /** The order row's new columns. */
  update: Partial<OrderRow>;
  quote: LockupRedeemQuote;
  interest: Exact;
}

const posting = (row: OrderRow, what: string, reason: JournalReason, at: Date) => ({
  currency: row.currencyId,
  reason,
  idempotencyKey: `${LOCKUP_ORDERS_TABLE}:${row.id}:${what}`,
  ref: { table: LOCKUP_ORDERS_TABLE, id: row.id },
  at,
});

/**
 * The order's step at `now`. `early` redeems it now (penalty on the days left); otherwise
 * it ends only when its term is over. `decimals` is the coin's (the penalty's rounding).
 */
export function accrue(row: OrderRow, now: Date, decimals: number, early: boolean): Accrual {
  const quote = lockupRedeemQuote({
    amount: row.amount,
    dailyInterest: row.dailyInterest,
    penaltyPercentPerDay: row.penaltyPercent,
    lockDays: row.lockDays,
    daysPaid: row.daysPaid,
    valueAt: row.valueAt,
    now,
    decimals,
  });
  const user = { owner: userOwner(row.userId), account: LOCKUP_ACCOUNT };
  const pool = { owner: systemOwner('stakingPool'), account: LOCKUP_ACCOUNT };
  const daily = new Exact(row.dailyInterest);
  const credits: Accrual['credits'] = [];
  for (let day = row.daysPaid + 1; day <= quote.daysDue; day++) {
    credits.push({
      row: {
        orderId: row.id,
        userId: row.userId,
        day,
        amount: daily.toFixed(),
        dueAt: lockupCreditAt(row.valueAt, day),
        paidAt: now,
      },
      journal: daily.isZero()
        ? null
        : journals.settleFrozen({
            ...posting(row, `interest:${day}`, JournalReason.lockupInterest, now),
            from: pool,
            to: user,
            amount: daily,
          }),
    });
  }
  const daysPaid = Math.max(row.daysPaid, quote.daysDue);
  const interestPaid = daily.mul(daysPaid).toFixed();
  const interest = daily.mul(credits.length);
  const ends = quote.matured || early;
  if (!ends) {
    return {
      credits,
      redeem: null,
      release: null,
      quote,
      interest,
      update: { daysPaid, interestPaid, nextAt: lockupCreditAt(row.valueAt, daysPaid + 1) },
    };
  }
  const penalty = quote.matured ? new Exact(0) : quote.penalty;
  const returned = new Exact(row.amount).minus(penalty);
  const base = posting(row, 'redeem', JournalReason.lockupRedeem, now);
  let redeem: JournalInput = journals.unfreeze({
    ...base,
    side: user,
    amount: new Exact(row.amount),
  });
  if (!penalty.isZero()) {
    // Spec 9: the penalty goes to the platform's fees account, the rest back to the user.
    const fees = { owner: systemOwner('fees'), account: LOCKUP_ACCOUNT };
    redeem = {
      ...base,
      entries: [
        {
          ...user,
          currency: row.currencyId,
          bucket: 'frozen',
          amount: new Exact(row.amount).negated(),
        },
        ...(returned.isZero()
          ? []
          : [
              { ...user, currency: row.currencyId, bucket: 'available' as const, amount: returned },
            ]),
        { ...fees, currency: row.currencyId, bucket: 'available', amount: penalty },
      ],
    };
  }
  // Early: the days never paid give their reserve back to the pool (none at maturity).
  const unpaid = lockupReserveLeft(row.dailyInterest, row.lockDays, daysPaid);
  const release = unpaid.isZero()
    ? null
    : journals.unfreeze({
        ...posting(row, 'release', JournalReason.lockupRedeem, now),
        side: pool,
        amount: unpaid,
      });
  return {
    credits,
    redeem,
    release,
    quote: { ...quote, penalty, returned, matured: quote.matured },
    interest,
    update: {
      daysPaid,
      interestPaid,
      status: LockupOrderStatus.redeemed,
      nextAt: null,
      redeemKind: quote.matured ? LockupRedeemKind.matured : LockupRedeemKind.early,
      penalty: penalty.toFixed(),
      returned: returned.toFixed(),
      redeemedAt: now,
    },
  };
}
