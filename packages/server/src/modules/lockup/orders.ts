/**
 * A user's lock-up orders: deposit (`POST /lh/deposit`), the early-redemption quote
 * (`GET /lh/deposit/order/quote`) and redemption (`POST /lh/deposit/order/cancel`). Every
 * rule is checked before anything is written, so a refusal changes nothing.
 *
 * Issue 11's payout guarantee (decision 76): a deposit reserves, in its own transaction,
 * the order's whole promised interest out of the staking pool's available into its frozen
 * balance (`lockup_orders:<id>:reserve`); when the pool's available cannot cover it, the
 * deposit is refused as "fully subscribed for now" and nothing is written. The pool's row
 * is locked by the ledger's statement, so deposits racing the last of the pool reserve it
 * one at a time and only those it covers pass.
 */
import { and, eq } from 'drizzle-orm';
import {
  Exact,
  JournalReason,
  LockupOrderStatus,
  LockupPlanStatus,
  dec,
  lockupDailyInterest,
  lockupCreditAt,
  lockupOrderRate,
  lockupReserveLeft,
  lockupSchedule,
  lockupTotalInterest,
  scaleOf,
  toPlain,
  type LockupQuote,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import {
  BalanceShortfall,
  availableOf,
  journals,
  postJournal,
  systemOwner,
  userOwner,
} from '../ledger/index.ts';
import { findCurrency } from '../system/index.ts';
import { accrue, type Accrual, type OrderRow } from './accrue.ts';
import { applyAccruals } from './apply.ts';
import { LOCKUP_ACCOUNT, LOCKUP_ORDERS_TABLE, dividendUtc, planWithCoin } from './config.ts';
import { lockupOrders, lockupPlans } from './tables.ts';

/** The staking pool's side: where every order's promised interest is reserved. */
const pool = { owner: systemOwner('stakingPool'), account: LOCKUP_ACCOUNT };

export async function depositLockup(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  body: { config_id: number; amount: string },
): Promise<{ order: OrderRow; currency: string }> {
  const now = ctx.clock.now();
  const { plan, coin } = await planWithCoin(ctx.db, body.config_id);
  const named = { currency: coin.name, days: plan.lockDays };
  if (plan.status === LockupPlanStatus.closed) return fail('errors.lockupPlanClosed', named);
  if (plan.status === LockupPlanStatus.paused) return fail('errors.lockupPlanPaused', named);
  const amount = dec(body.amount);
  if (scaleOf(body.amount) > coin.decimals && !amount.eq(amount.toDecimalPlaces(coin.decimals))) {
    return fail('errors.lockupAmountDecimals', { decimals: coin.decimals, currency: coin.name });
  }
  if (amount.lt(plan.minAmount) || amount.gt(plan.maxAmount)) {
    return fail('errors.lockupAmountRange', {
      min: toPlain(plan.minAmount),
      max: toPlain(plan.maxAmount),
      currency: coin.name,
    });
  }
  const owner = userOwner(userId);
  if ((await availableOf(ctx.db, owner, LOCKUP_ACCOUNT, coin.id)).lt(amount)) {
    return fail('errors.insufficientBalanceOf', { currency: coin.name });
  }
  // Decision 76: the rate is fixed now, at the bottom of the published range.
  const rate = lockupOrderRate({ min: plan.dailyRateMin, max: plan.dailyRateMax });
  // The whole promise, as the job will pay it: the rounded daily credit x the lock days.
  const promised = lockupTotalInterest(amount, rate, plan.lockDays, coin.decimals);
  if ((await availableOf(ctx.db, pool.owner, pool.account, coin.id)).lt(promised)) {
    return fail('errors.lockupPlanFull', named);
  }
  const dividend = await dividendUtc(ctx.db);
  const order = await ctx.db.transaction(async (tx) => {
    // A pause waits for deposits already past this line; deposits after it see it.
    const [locked] = await tx
      .select({ status: lockupPlans.status })
      .from(lockupPlans)
      .where(eq(lockupPlans.id, plan.id))
      .for('share');
    if (locked?.status !== LockupPlanStatus.active) {
      return fail(
        locked?.status === LockupPlanStatus.closed
          ? 'errors.lockupPlanClosed'
          : 'errors.lockupPlanPaused',
        named,
      );
    }
    const { valueAt, endAt } = lockupSchedule(now, plan.lockDays, dividend);
    const [row] = await tx
      .insert(lockupOrders)
      .values({
        userId,
        planId: plan.id,
        currencyId: coin.id,
        amount: toPlain(amount),
        dailyRate: rate.toFixed(),
        dailyInterest: lockupDailyInterest(amount, rate, coin.decimals).toFixed(),
        lockDays: plan.lockDays,
        penaltyPercent: plan.penaltyPercent,
        createdAt: now,
        valueAt,
        endAt,
        status: LockupOrderStatus.running,
        nextAt: lockupCreditAt(valueAt, 1),
      })
      .returning();
    try {
      await postJournal(
        tx,
        journals.freeze({
          side: { owner, account: LOCKUP_ACCOUNT },
          currency: coin.id,
          amount: new Exact(row!.amount),
          reason: JournalReason.lockupDeposit,
          idempotencyKey: `${LOCKUP_ORDERS_TABLE}:${row!.id}:deposit`,
          ref: { table: LOCKUP_ORDERS_TABLE, id: row!.id },
          at: now,
        }),
      );
      const reserve = lockupReserveLeft(row!.dailyInterest, row!.lockDays, 0);
      if (!reserve.isZero()) {
        await postJournal(
          tx,
          journals.freeze({
            side: pool,
            currency: coin.id,
            amount: reserve,
            reason: JournalReason.lockupDeposit,
            idempotencyKey: `${LOCKUP_ORDERS_TABLE}:${row!.id}:reserve`,
            ref: { table: LOCKUP_ORDERS_TABLE, id: row!.id },
            at: now,
          }),
        );
      }
    } catch (error) {
      // Spent by another request since the checks above: the same refusals, nothing written.
      if (error instanceof BalanceShortfall) {
        if (error.rows.some((r) => r.ownerKind === 'user')) {
          fail('errors.insufficientBalanceOf', { currency: coin.name });
        }
        fail('errors.lockupPlanFull', named);
      }
      throw error;
    }
    return row!;
  });
  return { order, currency: coin.name };
}

async function ownOrder(db: AppContext['db'] | Tx, userId: number, id: number, lock: boolean) {
  const query = db
    .select()
    .from(lockupOrders)
    .where(and(eq(lockupOrders.id, id), eq(lockupOrders.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  // Another user's order is as unknown as a missing one.
  if (!row) return fail('errors.lockupOrderUnknown');
  return row;
}

function quoteOf(row: OrderRow, currency: string, q: Accrual['quote']): LockupQuote {
  return {
    id: row.id,
    currency_name: currency,
    amount: toPlain(row.amount),
    interest_due: toPlain(q.interestDue.toFixed()),
    remaining_days: q.remainingDays,
    penalty_percent: toPlain(row.penaltyPercent),
    penalty: toPlain(q.penalty.toFixed()),
    returned: toPlain(q.returned.toFixed()),
    matured: q.matured,
  };
}

/** What redeeming now would do: the same function as the redemption, nothing written. */
export async function quoteRedeem(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  id: number,
): Promise<LockupQuote> {
  const row = await ownOrder(ctx.db, userId, id, false);
  const coin = await findCurrency(ctx.db, row.currencyId);
  if (row.status !== LockupOrderStatus.running) return fail('errors.lockupOrderRedeemed');
  const acc = accrue(row, ctx.clock.now(), coin?.decimals ?? 8, true);
  return quoteOf(row, coin?.name ?? '', acc.quote);
}

/**
 * Early redemption (spec 9): under the order's row lock, the credits due so far are paid,
 * then the principal comes back less ratio x remaining days x amount, which goes to fees.
 * The reserve of the days it will never pay goes back to the pool's available in the same
 * transaction. An order whose term is over is simply matured (no penalty). `quotedFee`, when given, is
 * the penalty the user saw: a higher one now is refused (the user confirms again).
 */
export async function redeemEarly(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  id: number,
  quotedFee?: string,
): Promise<{ quote: LockupQuote; order: OrderRow }> {
  const now = ctx.clock.now();
  // The interest due is paid out of the order's reserve: no pool can be short here.
  return ctx.db.transaction(async (tx) => {
    const row = await ownOrder(tx, userId, id, true);
    if (row.status !== LockupOrderStatus.running) return fail('errors.lockupOrderRedeemed');
    const coin = await findCurrency(tx, row.currencyId);
    const acc = accrue(row, now, coin?.decimals ?? 8, true);
    if (quotedFee !== undefined && acc.quote.penalty.gt(quotedFee)) {
      return fail('errors.lockupQuoteChanged', {
        penalty: toPlain(acc.quote.penalty.toFixed()),
        currency: coin?.name ?? '',
      });
    }
    await applyAccruals(tx, [{ row, acc }], now);
    return { quote: quoteOf(row, coin?.name ?? '', acc.quote), order: { ...row, ...acc.update } };
  });
}
