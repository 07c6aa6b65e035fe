/**
 * Funding the market maker in production: the platform moves its own coins into the
 * maker's account (`npm run admin -- fund-market-maker`). It is a deposit from the outside
 * world (`external`) to the `marketMaker` system account, with the operator's reason in
 * the audit log, in one transaction. It funds quotes; it cannot move a price or an outcome.
 */
import { eq } from 'drizzle-orm';
import { JournalReason, scaleOf, type AccountTypeName } from '@bourse/shared';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { recordAudit } from '../admin/index.ts';
import { Exact, availableOf, systemOwner, transfer } from '../ledger/index.ts';
import { currencies } from '../system/index.ts';

/** The accounts the spot books settle in. */
export const MAKER_ACCOUNTS = ['change', 'stock'] as const satisfies readonly AccountTypeName[];

export interface MakerFunding {
  ticker: string;
  /** A positive plain decimal within the coin's decimals. */
  amount: string;
  account: (typeof MAKER_ACCOUNTS)[number];
  reason: string;
}

/** Returns the maker's new available balance in that currency and account. */
export async function fundMarketMaker(db: Db, clock: Clock, f: MakerFunding): Promise<string> {
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
      action: 'marketMaker.fund',
      targetTable: 'currencies',
      targetId: currency.id,
      reason: f.reason,
      detail: { amount: f.amount, account: f.account },
      at,
    });
    await transfer(tx, {
      from: { owner: systemOwner('external'), account: f.account },
      to: { owner: systemOwner('marketMaker'), account: f.account },
      currency: currency.id,
      amount: new Exact(f.amount),
      idempotencyKey: `market-maker:fund:${auditId}`,
      reason: JournalReason.deposit,
      ref: { table: 'audit_log', id: auditId },
      at,
      memo: f.reason,
    });
    return (await availableOf(tx, systemOwner('marketMaker'), f.account, currency.id)).toFixed();
  });
}
