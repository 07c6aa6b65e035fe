/**
 * The development faucet: credits the signed-in user from the `faucet` system account,
 * through the ledger like any other money, so demos and tests start from real balances.
 * Registered only outside production (see routes.ts).
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  ACCOUNT_TYPE_NAMES,
  DECIMAL_RE,
  JournalReason,
  dec,
  idField,
  isDecimalString,
  langField,
  scaleOf,
  type AccountTypeName,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { findCurrency } from '../system/index.ts';
import { getBalance, type BalanceView } from './read.ts';
import { creditFromSystem } from './moves.ts';
import { userOwner } from './types.ts';

/** The most one faucet call gives: enough for any demo, far from numeric(36,18)'s limit. */
export const FAUCET_MAX_AMOUNT = '1000000';

/** A positive plain decimal ("12.5"): no exponent, no spaces inside, at most 18 decimals. */
const amountField = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(DECIMAL_RE, { error: 'validation.decimal' })
  // Zod runs every check, so the ones below skip what the pattern already refused.
  .refine((v) => !isDecimalString(v) || scaleOf(v) <= 18, { error: 'validation.decimals?max=18' })
  .refine((v) => !isDecimalString(v) || dec(v).gt(0), { error: 'validation.positive' })
  .refine((v) => !isDecimalString(v) || dec(v).lte(FAUCET_MAX_AMOUNT), {
    error: `validation.atMost?max=${FAUCET_MAX_AMOUNT}`,
  });

/** `POST /api/dev/faucet`: a development route, so its schema lives beside it, not in the contract. */
export const faucetBody = z.object({
  currency: idField,
  amount: amountField,
  account: z.enum(ACCOUNT_TYPE_NAMES),
  lang: langField,
});
export type FaucetBody = z.infer<typeof faucetBody>;

export interface FaucetReply extends BalanceView {
  currency_name: string;
}

export async function faucetCredit(
  ctx: AppContext,
  userId: number,
  input: { currency: number; amount: string; account: AccountTypeName },
): Promise<FaucetReply> {
  const currency = await findCurrency(ctx.db, input.currency);
  if (!currency || !currency.isActive) return fail('errors.currencyUnavailable');
  // No dust below the coin's own unit (USDT 6 decimals, BTC 8).
  if (scaleOf(input.amount) > currency.decimals) {
    return fail('validation.decimals', { field: '@fields.amount', max: currency.decimals });
  }
  const to = { owner: userOwner(userId), account: input.account };
  const balance = await ctx.db.transaction(async (tx) => {
    // Each call is a new grant; there is no domain row, so the journal names the user.
    await creditFromSystem(tx, {
      system: 'faucet',
      to,
      currency: currency.id,
      amount: dec(input.amount),
      idempotencyKey: `faucet:${randomUUID()}`,
      reason: JournalReason.faucet,
      ref: { table: 'users', id: userId },
      at: ctx.clock.now(),
    });
    return getBalance(tx, userId, input.account, currency.id);
  });
  return { ...balance, currency_name: currency.name };
}
