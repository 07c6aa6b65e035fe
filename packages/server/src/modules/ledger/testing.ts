/**
 * Test helpers for every money test: call `expectLedgerBalanced(t.ctx)` after each
 * scenario, so a posting that breaks the books fails the test that made it. The readers
 * below let a test look at the ledger's rows (journals, entries, every balance) without
 * its tables, which stay behind the door.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { JournalReason, dec, type AccountTypeName, type OwnerKind } from '@bourse/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { creditFromSystem } from './moves.ts';
import { findBalances, type LedgerBalance } from './read.ts';
import { journals, ledgerEntries } from './tables.ts';
import { userOwner, type Ref } from './types.ts';
import { formatLedgerReport, verifyLedger } from './verify.ts';

export type JournalRow = typeof journals.$inferSelect;
export type EntryRow = typeof ledgerEntries.$inferSelect;

/** Fails with the verifier's readable report unless the ledger is clean. */
export async function expectLedgerBalanced(ctx: { db: DbOrTx }): Promise<void> {
  const report = await verifyLedger(ctx.db);
  expect(report.problems, formatLedgerReport(report).join('\n')).toEqual([]);
}

/** How many journals were ever posted: a refusal must leave it unchanged. */
export async function journalCount(db: DbOrTx): Promise<number> {
  return db.$count(journals);
}

/** The journals posted for a domain row (every row of the table without `id`), by id. */
export async function journalsFor(
  db: DbOrTx,
  ref: Pick<Ref, 'table'> & Partial<Pick<Ref, 'id'>>,
): Promise<JournalRow[]> {
  const where: SQL[] = [eq(journals.refTable, ref.table)];
  if (ref.id !== undefined) where.push(eq(journals.refId, String(ref.id)));
  return db
    .select()
    .from(journals)
    .where(and(...where))
    .orderBy(asc(journals.id));
}

/** One journal by id; undefined when there is none. */
export async function journalById(db: DbOrTx, id: number): Promise<JournalRow | undefined> {
  const [row] = await db.select().from(journals).where(eq(journals.id, id));
  return row;
}

/** The entries of a journal, in the order they were posted. */
export async function journalEntries(db: DbOrTx, journalId: number): Promise<EntryRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.journalId, journalId))
    .orderBy(asc(ledgerEntries.id));
}

/**
 * Every balance in the books (of one kind of owner, in one account, when given), by owner,
 * account then currency: what a reconciliation compares with its model.
 */
export async function everyBalance(
  db: DbOrTx,
  filter: { ownerKind?: OwnerKind; account?: AccountTypeName } = {},
): Promise<LedgerBalance[]> {
  return findBalances(db, filter);
}

let grants = 0;

/** The faucet pays `amount` of `currency` into a user's spot account: a test's starting money. */
export async function grantFromFaucet(
  ctx: { db: Db; clock: { now(): Date } },
  userId: number,
  currency: number,
  amount: string,
): Promise<void> {
  const n = ++grants;
  await ctx.db.transaction((tx) =>
    creditFromSystem(tx, {
      idempotencyKey: `test:grant:${userId}:${currency}:${n}`,
      reason: JournalReason.faucet,
      ref: { table: 'tests', id: userId },
      at: ctx.clock.now(),
      system: 'faucet',
      to: { owner: userOwner(userId), account: 'change' },
      currency,
      amount: dec(amount),
    }),
  );
}
