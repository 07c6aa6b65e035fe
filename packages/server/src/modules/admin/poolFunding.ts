/**
 * Funding a product pool in production: the platform moves its own money into the system
 * account a product pays out of (`npm run admin -- fund-pool`): the contracts' insurance
 * fund, and the pools the earn products pay yields and settlements from. Like funding the
 * market maker (spot/makerFunding.ts), it is a deposit from the outside world (`external`)
 * with the operator's reason in the audit log, in one transaction. It adds capacity to
 * pay; it cannot change a price, a position or a result.
 */
import { eq } from 'drizzle-orm';
import { JournalReason, scaleOf, type AccountTypeName } from '@bourse/shared';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { Exact, availableOf, systemOwner, transfer } from '../ledger/index.ts';
import { currencies } from '../system/index.ts';
import { recordAudit } from './audit.ts';

/** The system accounts an operator may capitalise. */
export const FUNDABLE_POOLS = [
  'insurance',
  'ieoPool',
  'stakingPool',
  'dualPool',
  'loanPool',
] as const;
export type FundablePool = (typeof FUNDABLE_POOLS)[number];

export interface PoolFunding {
  pool: FundablePool;
  account: AccountTypeName;
  ticker: string;
  /** A positive plain decimal within the coin's decimals. */
  amount: string;
  reason: string;
}

/** Returns the pool's new available balance in that currency and account. */
export async function fundPool(db: Db, clock: Clock, f: PoolFunding): Promise<string> {
  const [currency] = await db
    .select()
    .from(currencies)
    .where(eq(currencies.name, f.ticker.trim().toUpperCase()));
  if (!currency) return fail('errors.currencyUnavailable');
  if (!/^\d+(\.\d+)?$/.test(f.amount) || new Exact(f.amount).lte(0)) {
    return fail('validation.positive', { field: '@fields.amount' });
  }
  if (scaleOf(f.amount) > currency.decimals) {
    return fail('validation.decimals', { field: '@fields.amount', max: currency.decimals });
  }
  const at = clock.now();
  return db.transaction(async (tx) => {
    const auditId = await recordAudit(tx, {
      operatorId: null,
      action: 'pool.fund',
      targetTable: 'currencies',
      targetId: currency.id,
      reason: f.reason,
      detail: { pool: f.pool, account: f.account, amount: f.amount },
      at,
    });
    await transfer(tx, {
      from: { owner: systemOwner('external'), account: f.account },
      to: { owner: systemOwner(f.pool), account: f.account },
      currency: currency.id,
      amount: new Exact(f.amount),
      idempotencyKey: `pool:fund:${auditId}`,
      reason: JournalReason.deposit,
      ref: { table: 'audit_log', id: auditId },
      at,
      memo: f.reason,
    });
    return (await availableOf(tx, systemOwner(f.pool), f.account, currency.id)).toFixed();
  });
}
