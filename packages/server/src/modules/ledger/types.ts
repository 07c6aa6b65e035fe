/** The words of the ledger: owners, sides, entries and postings. */
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  AccountType,
  type Decimal,
  Exact,
  SystemAccount,
  type AccountTypeName,
  type BalanceBucket,
  type JournalReason,
  type SystemAccountName,
} from '@bourse/shared';

/** A balance owner: a user, or one of the platform's system accounts. */
export type Owner = { kind: 'user'; id: number } | { kind: 'system'; id: number };

export const userOwner = (id: number): Owner => ({ kind: 'user', id });
export const systemOwner = (name: SystemAccountName): Owner => ({
  kind: 'system',
  id: SystemAccount[name],
});

/** One balance: an owner's account (legal, change, lever, micro, stock). */
export interface Side {
  owner: Owner;
  account: AccountTypeName;
}

/** One signed movement of one bucket of one balance. */
export interface Entry extends Side {
  currency: number;
  bucket: BalanceBucket;
  /** Positive adds, negative takes; never zero, at most 18 decimals. */
  amount: Decimal;
}

/** The domain row a journal pays for, e.g. { table: 'spot_orders', id: 42 }. */
export interface Ref {
  table: string;
  id: string | number;
}

/** What every posting names: why, for which row, when, and the key that makes it once-only. */
export interface Posting {
  /** Unique per business event; a second posting with the same key changes nothing. */
  idempotencyKey: string;
  reason: JournalReason;
  ref: Ref;
  /** From the caller's Clock (never Date.now() in business code). */
  at: Date;
  memo?: string;
  /**
   * A column of the row `ref` names (found by its `id`) that should hold this journal's id.
   * The ledger writes it in its own statement, so the caller needs no update after posting.
   * A name from code, never from a request.
   */
  linkColumn?: string;
  /**
   * The row `ref` names does not exist yet: the ledger's statement inserts it, with this
   * journal's id in `journalColumn` (a property of `table`), from `values` (properties of
   * `table`, its id among them: draw it ahead, e.g. from an `IdBlock`). One insert per table
   * whatever the number of journals, so a request posting through a group commit spends no
   * statement of its own. Its table and columns come from code, never from a request.
   */
  creates?: { table: PgTable; values: Record<string, unknown>; journalColumn: string };
}

export interface JournalInput extends Posting {
  entries: Entry[];
}

export interface Posted {
  journalId: number;
  /**
   * True when the key had been posted before: no balance changed this time, and the
   * caller should not repeat its own side effects either (return the earlier result).
   */
  replayed: boolean;
}

/**
 * A bug in the caller (a journal that does not balance, a bad amount, a reused key): it
 * must never reach a user as a refusal, so it is not a DomainError and answers 500.
 */
export class LedgerError extends Error {
  override name = 'LedgerError';
}

const ACCOUNT_NAMES = new Map<number, AccountTypeName>(
  Object.entries(AccountType).map(([name, id]) => [id, name as AccountTypeName]),
);
const SYSTEM_NAMES = new Map<number, SystemAccountName>(
  Object.entries(SystemAccount).map(([name, id]) => [id, name as SystemAccountName]),
);

export function accountName(id: number): AccountTypeName {
  const name = ACCOUNT_NAMES.get(id);
  if (!name) throw new LedgerError(`unknown account type ${id}`);
  return name;
}

/** "user 12" or "system fees": how reports and errors name an owner. */
export function describeOwner(kind: string, id: number): string {
  return kind === 'system' ? `system ${SYSTEM_NAMES.get(id) ?? `#${id}`}` : `user ${id}`;
}

/** Sums inside the ledger are exact (@bourse/shared `Exact`, 60 digits). */
export { Exact };

/** The largest magnitude numeric(36,18) holds is just below 10^18. */
export const MAX_AMOUNT_EXCLUSIVE = new Exact('1e18');
export const AMOUNT_SCALE = 18;
