/** Rows to the wire: decimal strings in canonical form, 10-digit seconds, spec account ids. */
import {
  AccountType,
  Exact,
  toPlain,
  type AccountTypeName,
  type DepositView,
  type WithdrawalView,
} from '@bourse/shared';
import { toSeconds } from '../system/index.ts';
import type { deposits, withdrawals } from './tables.ts';

export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;

const ACCOUNT_NAMES = new Map<number, AccountTypeName>(
  Object.entries(AccountType).map(([name, id]) => [id, name as AccountTypeName]),
);

/** The account name of a stored spec id (the check constraint keeps it known). */
export function accountNameOf(id: number): AccountTypeName {
  const name = ACCOUNT_NAMES.get(id);
  if (!name) throw new Error(`unknown account type ${id}`);
  return name;
}

const secondsOrNull = (at: Date | null) => (at ? toSeconds(at) : null);

export function depositView(row: DepositRow, currencyName: string): DepositView {
  return {
    id: row.id,
    currency: row.currencyId,
    currency_name: currencyName,
    account: accountNameOf(row.accountType),
    account_type: row.accountType,
    network: row.network,
    amount: toPlain(row.amount),
    voucher: row.voucher,
    status: row.status,
    reason: row.reason,
    created_at: toSeconds(row.createdAt),
    decided_at: secondsOrNull(row.decidedAt),
    // The record page's title (client contract 7.5).
    name: currencyName,
  };
}

export function withdrawalView(row: WithdrawalRow, currencyName: string): WithdrawalView {
  return {
    id: row.id,
    currency: row.currencyId,
    currency_name: currencyName,
    account: accountNameOf(row.accountType),
    account_type: row.accountType,
    network: row.network,
    address: row.address,
    bank:
      row.bankKind && row.bankName !== null && row.bankHolder !== null
        ? {
            kind: row.bankKind,
            account: row.address,
            bank_name: row.bankName,
            holder_name: row.bankHolder,
          }
        : null,
    amount: toPlain(row.amount),
    fee: toPlain(row.fee),
    total: new Exact(row.amount).plus(row.fee).toFixed(),
    status: row.status,
    tx_hash: row.txHash,
    reason: row.reason,
    created_at: toSeconds(row.createdAt),
    decided_at: secondsOrNull(row.decidedAt),
    // The original client's names (client contract 7.5): title, amount, time.
    name: currencyName,
    number: toPlain(row.amount),
    create_time: toSeconds(row.createdAt),
  };
}
