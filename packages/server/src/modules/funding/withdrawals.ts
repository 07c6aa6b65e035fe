/**
 * Withdrawals (spec 6-7): the gate (KYC Lv1, no security change in the last 24 hours, the
 * pay password), the checks (network, address, minimum, the KYC-level 24-hour limit in
 * BTC), the freeze of amount plus fee, and the finance desk's decision: approval pays the
 * frozen amount to `external` and the fee to `fees` and records the transaction hash;
 * rejection unfreezes both.
 */
import { and, eq, gt, inArray, sum } from 'drizzle-orm';
import {
  AccountType,
  Decimal,
  JournalReason,
  KycLevel,
  SECURITY_CHANGE_WITHDRAWAL_PAUSE_HOURS,
  WITHDRAWAL_LIMIT_BTC,
  WithdrawalStatus,
  isValidAddress,
  scaleOf,
  toPlain,
  type AccountTypeName,
  type WithdrawBody,
  type WithdrawalView,
} from '@bourse/shared';
import { DAY_MS, HOUR_MS } from '../../clock.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail, VerificationRequiredError } from '../../http/errors.ts';
import { freeze, userOwner } from '../ledger/index.ts';
import { requireKycLevel, verifiedLevel } from '../kyc/index.ts';
import { findCurrency, type Currency } from '../system/index.ts';
import { checkPayPassword, users } from '../users/index.ts';
// The address book's rows, read only (the wallet module owns them).
import { walletAddresses } from '../wallet/index.ts';
import { withdrawalRuleOf, type WithdrawalRule } from './settings.ts';
import { withdrawals } from './tables.ts';
import { Exact, withdrawalView } from './views.ts';

export const WITHDRAWALS_TABLE = 'withdrawals';
const PAUSE_MS = SECURITY_CHANGE_WITHDRAWAL_PAUSE_HOURS * HOUR_MS;

/** A withdrawal with its destination resolved: what the money rules work on. */
export interface WithdrawalInput {
  currency: number;
  amount: string;
  network: string;
  address: string;
  account: AccountTypeName;
}

/**
 * The destination: a saved address of the user's address book (`address_id`, which must be
 * for the same coin), or a typed address with its network.
 */
async function resolveDestination(
  db: DbOrTx,
  userId: number,
  body: Omit<WithdrawBody, 'lang' | 'pay_password'>,
): Promise<WithdrawalInput> {
  const { currency, amount, account } = body;
  if (body.address_id) {
    const [saved] = await db
      .select({ network: walletAddresses.network, address: walletAddresses.address })
      .from(walletAddresses)
      .where(
        and(
          eq(walletAddresses.id, body.address_id),
          eq(walletAddresses.userId, userId),
          eq(walletAddresses.currencyId, currency),
        ),
      );
    if (!saved) return fail('errors.notFound');
    return {
      currency,
      amount,
      account,
      network: saved.network.toUpperCase(),
      address: saved.address,
    };
  }
  if (!body.address) return fail('validation.required', { field: '@fields.address' });
  if (!body.network) return fail('validation.required', { field: '@fields.network' });
  return { currency, amount, account, network: body.network, address: body.address };
}

/**
 * Withdrawals pause for 24 hours after the login password or the pay password is set,
 * changed or reset: whoever just took over an account must not empty it at once.
 */
async function requireNoRecentSecurityChange(ctx: AppContext, userId: number): Promise<void> {
  const [u] = await ctx.db
    .select({ password: users.passwordChangedAt, pay: users.payPasswordChangedAt })
    .from(users)
    .where(eq(users.id, userId));
  const latest = Math.max(u?.password?.getTime() ?? 0, u?.pay?.getTime() ?? 0);
  const left = latest + PAUSE_MS - ctx.clock.now().getTime();
  if (left > 0) fail('errors.withdrawalPaused', { count: Math.ceil(left / HOUR_MS) });
}

interface Checked {
  currency: Currency;
  rule: WithdrawalRule;
}

/** The currency, network, address, decimals and minimum; nothing is written. */
async function checkRequest(ctx: AppContext, input: WithdrawalInput): Promise<Checked> {
  const currency = await findCurrency(ctx.db, input.currency);
  if (!currency || !currency.isActive) return fail('errors.currencyUnavailable');
  const rule = await withdrawalRuleOf(ctx.db, currency.name, input.network);
  if (!rule) {
    return fail('errors.networkUnavailable', { currency: currency.name, network: input.network });
  }
  if (!isValidAddress(input.network, input.address)) {
    fail('errors.addressInvalid', { network: input.network });
  }
  if (scaleOf(input.amount) > currency.decimals) {
    fail('validation.decimals', { field: '@fields.amount', max: currency.decimals });
  }
  if (new Exact(input.amount).lt(rule.min)) {
    fail('errors.withdrawalBelowMinimum', {
      currency: currency.name,
      network: input.network,
      min: toPlain(rule.min),
    });
  }
  return { currency, rule };
}

/** `POST /wallet/out`: the gate, then the withdrawal itself. */
export async function requestWithdrawal(
  ctx: AppContext,
  userId: number,
  body: Omit<WithdrawBody, 'lang'>,
): Promise<WithdrawalView> {
  await requireKycLevel(ctx.db, userId, KycLevel.basic);
  await requireNoRecentSecurityChange(ctx, userId);
  const { pay_password: payPassword, ...rest } = body;
  const input = await resolveDestination(ctx.db, userId, rest);
  await checkRequest(ctx, input);
  // Outside the transaction that moves the money, so a wrong guess is always counted.
  await checkPayPassword(ctx.db, ctx.clock, userId, payPassword);
  return placeWithdrawal(ctx, userId, input);
}

/**
 * Records a pending withdrawal and freezes its amount plus fee, once the gate has passed
 * (tests of the money rules call it directly). The user row is locked first, so two
 * withdrawals of one user are judged against the 24-hour limit one after the other; the
 * ledger's conditional debit makes overdrawing impossible either way.
 */
export async function placeWithdrawal(
  ctx: AppContext,
  userId: number,
  input: WithdrawalInput,
): Promise<WithdrawalView> {
  const { currency, rule } = await checkRequest(ctx, input);
  const amount = new Exact(input.amount);
  const valued = await ctx.prices.valueIn(amount, currency.id, 'BTC');
  // Rounded up: the limit is never judged on less than the true value.
  const btcValue = valued.amount.toDecimalPlaces(18, Decimal.ROUND_UP);
  const at = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const level = await verifiedLevel(tx, userId);
    if (level === 0) throw new VerificationRequiredError();
    const limit = new Exact(WITHDRAWAL_LIMIT_BTC[level]);
    const [used] = await tx
      .select({ total: sum(withdrawals.btcValue) })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.userId, userId),
          inArray(withdrawals.status, [WithdrawalStatus.pending, WithdrawalStatus.approved]),
          gt(withdrawals.createdAt, new Date(at.getTime() - DAY_MS)),
        ),
      );
    const usedBtc = new Exact(used?.total ?? 0);
    if (usedBtc.plus(btcValue).gt(limit)) {
      const left = Exact.max(limit.minus(usedBtc), 0).toDecimalPlaces(8, Decimal.ROUND_DOWN);
      fail('errors.withdrawalLimit', {
        limit: limit.toFixed(),
        level,
        left: toPlain(left.toFixed()),
      });
    }
    const [inserted] = await tx
      .insert(withdrawals)
      .values({
        userId,
        currencyId: currency.id,
        accountType: AccountType[input.account],
        network: input.network,
        address: input.address,
        amount: amount.toFixed(),
        fee: rule.fee.toFixed(),
        btcValue: btcValue.toFixed(),
        priceSource: valued.quotes[0].source,
        status: WithdrawalStatus.pending,
        createdAt: at,
      })
      .returning();
    await freeze(tx, {
      side: { owner: userOwner(userId), account: input.account },
      currency: currency.id,
      amount: amount.plus(rule.fee),
      idempotencyKey: `withdrawal:${inserted!.id}:freeze`,
      reason: JournalReason.freeze,
      ref: { table: WITHDRAWALS_TABLE, id: inserted!.id },
      at,
    });
    return inserted!;
  });
  return withdrawalView(row, currency.name);
}
