/**
 * The ledger's read API: balances and statements, amounts as decimal strings in the wire's
 * canonical form, never numbers. Other modules read the ledger only through these (and
 * tests through ./testing.ts); the tables stay behind the door. A balance is the sum of its
 * rows (a busy system account has several, policy.ts), so every read here sums them.
 */
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  AccountType,
  toPlain,
  type AccountTypeName,
  type BalanceBucket,
  type JournalReason,
  type OwnerKind,
} from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { balances, journals, ledgerEntries } from './tables.ts';
import { Exact, accountName, type Owner, type Ref } from './types.ts';

/** A balance's two buckets, summed over its rows (null when it has none). */
const summed = {
  available: sql<string | null>`sum(${balances.available})`,
  frozen: sql<string | null>`sum(${balances.frozen})`,
};
const balanceKey = [
  balances.ownerKind,
  balances.ownerId,
  balances.accountType,
  balances.currencyId,
] as const;

export interface BalanceView {
  account: AccountTypeName;
  /** The spec's account id (legal 1, change 2, lever 3, micro 4, stock 5). */
  account_type: number;
  currency: number;
  available: string;
  frozen: string;
}

/** Every balance row of a user, by account then currency. */
export async function getBalances(db: DbOrTx, userId: number): Promise<BalanceView[]> {
  const rows = await db
    .select({ accountType: balances.accountType, currencyId: balances.currencyId, ...summed })
    .from(balances)
    .where(and(eq(balances.ownerKind, 'user'), eq(balances.ownerId, userId)))
    .groupBy(...balanceKey)
    .orderBy(asc(balances.accountType), asc(balances.currencyId));
  return rows.map((r) => ({
    account: accountName(r.accountType),
    account_type: r.accountType,
    currency: r.currencyId,
    available: toPlain(r.available ?? '0'),
    frozen: toPlain(r.frozen ?? '0'),
  }));
}

/** One balance of a user; zero when the user never held the currency there. */
export async function getBalance(
  db: DbOrTx,
  userId: number,
  account: AccountTypeName,
  currency: number,
): Promise<BalanceView> {
  const [row] = await db
    .select(summed)
    .from(balances)
    .where(
      and(
        eq(balances.ownerKind, 'user'),
        eq(balances.ownerId, userId),
        eq(balances.accountType, AccountType[account]),
        eq(balances.currencyId, currency),
      ),
    );
  return {
    account,
    account_type: AccountType[account],
    currency,
    available: toPlain(row?.available ?? '0'),
    frozen: toPlain(row?.frozen ?? '0'),
  };
}

/** What any owner (a user or a system account) can spend of one balance; 0 when none. */
export async function availableOf(
  db: DbOrTx,
  owner: Owner,
  account: AccountTypeName,
  currency: number,
): Promise<Exact> {
  const [row] = await db
    .select({ available: summed.available })
    .from(balances)
    .where(
      and(
        eq(balances.ownerKind, owner.kind),
        eq(balances.ownerId, owner.id),
        eq(balances.accountType, AccountType[account]),
        eq(balances.currencyId, currency),
      ),
    );
  return new Exact(row?.available ?? '0');
}

/** One balance of any owner, a user or a system account. */
export interface LedgerBalance {
  owner: Owner;
  account: AccountTypeName;
  currency: number;
  available: string;
  frozen: string;
}

export interface BalanceFilter {
  account?: AccountTypeName;
  currencies?: readonly number[];
}

/**
 * The balances one owner or several hold (in `account`, of `currencies` when given), by
 * owner, account then currency. A currency an owner never held has no balance here.
 */
export async function balancesOf(
  db: DbOrTx,
  owners: Owner | readonly Owner[],
  filter: BalanceFilter = {},
): Promise<LedgerBalance[]> {
  return findBalances(db, { ...filter, owners: 'kind' in owners ? [owners] : owners });
}

/**
 * Inside the ledger only (balancesOf, testing.ts): the balances matching every field given,
 * `ownerKind` reaching all owners of a kind.
 */
export async function findBalances(
  db: DbOrTx,
  query: BalanceFilter & { owners?: readonly Owner[]; ownerKind?: OwnerKind },
): Promise<LedgerBalance[]> {
  if (query.owners?.length === 0 || query.currencies?.length === 0) return [];
  const where: (SQL | undefined)[] = [];
  if (query.owners) where.push(ownedBy(query.owners));
  if (query.ownerKind) where.push(eq(balances.ownerKind, query.ownerKind));
  if (query.account) where.push(eq(balances.accountType, AccountType[query.account]));
  if (query.currencies) where.push(inArray(balances.currencyId, [...query.currencies]));
  const rows = await db
    .select({
      ownerKind: balances.ownerKind,
      ownerId: balances.ownerId,
      accountType: balances.accountType,
      currencyId: balances.currencyId,
      ...summed,
    })
    .from(balances)
    .where(and(...where))
    .groupBy(...balanceKey)
    .orderBy(
      asc(balances.ownerKind),
      asc(balances.ownerId),
      asc(balances.accountType),
      asc(balances.currencyId),
    );
  return rows.map((r) => ({
    owner: { kind: r.ownerKind, id: r.ownerId },
    account: accountName(r.accountType),
    currency: r.currencyId,
    available: toPlain(r.available ?? '0'),
    frozen: toPlain(r.frozen ?? '0'),
  }));
}

/** Balances of any of `owners`: one `owner_id in (...)` per kind. */
function ownedBy(owners: readonly Owner[]): SQL | undefined {
  const idsByKind = new Map<OwnerKind, number[]>();
  for (const o of owners) idsByKind.set(o.kind, [...(idsByKind.get(o.kind) ?? []), o.id]);
  return or(
    ...[...idsByKind].map(([kind, ids]) =>
      and(eq(balances.ownerKind, kind), inArray(balances.ownerId, ids)),
    ),
  );
}

export interface StatementFilter {
  account?: AccountTypeName;
  currency?: number;
  /** A journal reason code; a code no journal carries matches nothing. */
  reason?: string;
  /**
   * One line per journal, account and currency: its entries summed over both buckets, and
   * none where they cancel out. A hold or its release moves money between the owner's own
   * buckets and is no movement; a fill or a payout out of `frozen` is (bills, spec 7).
   */
  net?: boolean;
}

/** One entry of a statement, with the journal it belongs to. */
export interface StatementLine {
  entryId: number;
  journalId: number;
  account: AccountTypeName;
  currency: number;
  bucket: BalanceBucket;
  /** Signed: positive in, negative out. */
  amount: string;
  reason: JournalReason;
  /** The domain row the journal paid for; `id` as stored, a string. */
  ref: Ref & { id: string };
  at: Date;
}

export interface Statement {
  lines: StatementLine[];
  /** Entries matching the filter in all pages. */
  total: number;
}

/**
 * An owner's statement: the entries that moved their balances (those the filter names),
 * newest journal first, `limit` of them from `offset`. Read straight from the entries, so
 * it can never disagree with the balances.
 */
export async function statementOf(
  db: DbOrTx,
  owner: Owner,
  filter: StatementFilter,
  page: { offset: number; limit: number },
): Promise<Statement> {
  const where: SQL[] = [
    eq(ledgerEntries.ownerKind, owner.kind),
    eq(ledgerEntries.ownerId, owner.id),
  ];
  if (filter.account) where.push(eq(ledgerEntries.accountType, AccountType[filter.account]));
  if (filter.currency) where.push(eq(ledgerEntries.currencyId, filter.currency));
  // Any string may arrive from a filter; the column is text, so an unknown one finds none.
  if (filter.reason) where.push(eq(journals.reason, filter.reason as JournalReason));
  const condition = and(...where);
  if (filter.net) return netStatementOf(db, condition, page);
  // One after the other: a page read needs no second connection.
  const rows = await db
    .select({
      entryId: ledgerEntries.id,
      journalId: ledgerEntries.journalId,
      accountType: ledgerEntries.accountType,
      currency: ledgerEntries.currencyId,
      bucket: ledgerEntries.bucket,
      amount: ledgerEntries.amount,
      reason: journals.reason,
      refTable: journals.refTable,
      refId: journals.refId,
      at: journals.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
    .where(condition)
    .orderBy(desc(ledgerEntries.journalId), desc(ledgerEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
    .where(condition);
  return {
    lines: rows.map(lineOf),
    total: total?.n ?? 0,
  };
}

/** A statement row as read (one entry, or a journal's entries summed), as a line. */
function lineOf(r: {
  entryId: number | string;
  journalId: number;
  accountType: number;
  currency: number;
  bucket: BalanceBucket;
  amount: string;
  reason: JournalReason;
  refTable: string;
  refId: string;
  at: Date;
}): StatementLine {
  return {
    entryId: Number(r.entryId),
    journalId: r.journalId,
    account: accountName(r.accountType),
    currency: r.currency,
    bucket: r.bucket,
    amount: toPlain(r.amount),
    reason: r.reason,
    ref: { table: r.refTable, id: r.refId },
    at: r.at,
  };
}

/** `statementOf` with `net`: entries summed per journal, account and currency. */
async function netStatementOf(
  db: DbOrTx,
  condition: SQL | undefined,
  page: { offset: number; limit: number },
): Promise<Statement> {
  const amount = sql<string>`sum(${ledgerEntries.amount})`;
  const firstEntry = sql<number>`min(${ledgerEntries.id})`;
  const grouped = db
    .select({
      entryId: firstEntry.as('entry_id'),
      journalId: ledgerEntries.journalId,
      accountType: ledgerEntries.accountType,
      currency: ledgerEntries.currencyId,
      bucket: sql<BalanceBucket>`case when bool_and(${ledgerEntries.bucket} = 'frozen')
        then 'frozen' else 'available' end`.as('bucket'),
      amount: amount.as('amount'),
      reason: journals.reason,
      refTable: journals.refTable,
      refId: journals.refId,
      at: journals.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
    .where(condition)
    .groupBy(
      ledgerEntries.journalId,
      ledgerEntries.accountType,
      ledgerEntries.currencyId,
      journals.id,
    )
    .having(sql`sum(${ledgerEntries.amount}) <> 0`)
    .as('net');
  const rows = await db
    .select()
    .from(grouped)
    .orderBy(desc(grouped.journalId), desc(grouped.entryId))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(grouped);
  return {
    lines: rows.map(lineOf),
    total: total?.n ?? 0,
  };
}

/** Whether a journal with `key` was posted (and committed, as far as `db` can see). */
export async function journalPosted(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: journals.id })
    .from(journals)
    .where(eq(journals.idempotencyKey, key));
  return row !== undefined;
}
