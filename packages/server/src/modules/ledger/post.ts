/**
 * postJournal: the one function that changes a balance (DESIGN.md section 5). It runs in
 * the caller's transaction, so a journal and the domain row it pays for commit together
 * or not at all.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { AccountType } from '@bourse/shared';
import type { Tx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { currencies } from '../system/index.ts';
import { balances, journals, ledgerEntries } from './tables.ts';
import {
  AMOUNT_SCALE,
  Exact,
  LedgerError,
  MAX_AMOUNT_EXCLUSIVE,
  describeOwner,
  type Entry,
  type JournalInput,
  type Posted,
} from './types.ts';

const MAX_KEY_LENGTH = 200;

interface Row {
  ownerKind: 'user' | 'system';
  ownerId: number;
  accountType: number;
  currencyId: number;
  bucket: 'available' | 'frozen';
  /** Plain decimal string, exact. */
  amount: string;
}

/** The net change of one balance row within a journal. */
interface Delta {
  ownerKind: 'user' | 'system';
  ownerId: number;
  accountType: number;
  currencyId: number;
  available: Exact;
  frozen: Exact;
}

/**
 * Posts a balanced journal inside `tx`. Throws LedgerError for a malformed journal (a bug),
 * and DomainError('errors.insufficientBalance') when a user balance would go below zero;
 * either way the caller's transaction must roll back, which a thrown error does.
 * A key posted before returns that journal with `replayed: true` and changes nothing.
 */
export async function postJournal(tx: Tx, input: JournalInput): Promise<Posted> {
  const rows = checkJournal(input);
  const [inserted] = await tx
    .insert(journals)
    .values({
      idempotencyKey: input.idempotencyKey,
      reason: input.reason,
      refTable: input.ref.table,
      refId: String(input.ref.id),
      memo: input.memo ?? null,
      createdAt: input.at,
    })
    .onConflictDoNothing({ target: journals.idempotencyKey })
    .returning({ id: journals.id });
  if (!inserted) return replay(tx, input, rows);

  await tx.insert(ledgerEntries).values(rows.map((r) => ({ ...r, journalId: inserted.id })));
  for (const delta of netDeltas(rows)) await applyDelta(tx, delta, input.at);
  return { journalId: inserted.id, replayed: false };
}

/** Validates every entry and the zero sum per currency; returns the rows to insert. */
function checkJournal(input: JournalInput): Row[] {
  const key = input.idempotencyKey;
  if (!key || key.length > MAX_KEY_LENGTH) {
    throw new LedgerError(`idempotency key must be 1 to ${MAX_KEY_LENGTH} characters`);
  }
  if (!input.ref.table || String(input.ref.id) === '') {
    throw new LedgerError(`journal ${key} names no causing row`);
  }
  if (input.entries.length < 2) throw new LedgerError(`journal ${key} has fewer than 2 entries`);
  const sums = new Map<number, Exact>();
  const rows = input.entries.map((entry) => toRow(key, entry));
  for (const row of rows) {
    sums.set(row.currencyId, (sums.get(row.currencyId) ?? new Exact(0)).plus(row.amount));
  }
  for (const [currency, sum] of sums) {
    if (!sum.isZero()) {
      throw new LedgerError(
        `journal ${key} does not balance: currency ${currency} sums to ${sum.toFixed()}`,
      );
    }
  }
  return rows;
}

function toRow(key: string, entry: Entry): Row {
  const amount = new Exact(entry.amount);
  const where = `journal ${key}, ${describeOwner(entry.owner.kind, entry.owner.id)}`;
  if (!amount.isFinite() || amount.isZero()) {
    throw new LedgerError(`${where}: amount must be a non-zero number`);
  }
  if (amount.decimalPlaces() > AMOUNT_SCALE || amount.abs().gte(MAX_AMOUNT_EXCLUSIVE)) {
    throw new LedgerError(`${where}: ${amount.toFixed()} does not fit numeric(36,18)`);
  }
  const accountType = AccountType[entry.account];
  if (accountType === undefined) throw new LedgerError(`${where}: unknown account`);
  if (!Number.isSafeInteger(entry.owner.id) || !Number.isSafeInteger(entry.currency)) {
    throw new LedgerError(`${where}: owner and currency must be integer ids`);
  }
  return {
    ownerKind: entry.owner.kind,
    ownerId: entry.owner.id,
    accountType,
    currencyId: entry.currency,
    bucket: entry.bucket,
    amount: amount.toFixed(),
  };
}

/**
 * One change per balance row, in a fixed order (system before user, then by ids), so two
 * transactions touching the same rows lock them in the same order and never deadlock.
 */
function netDeltas(rows: Row[]): Delta[] {
  const byKey = new Map<string, Delta>();
  for (const r of rows) {
    const key = `${r.ownerKind}:${r.ownerId}:${r.accountType}:${r.currencyId}`;
    let delta = byKey.get(key);
    if (!delta) {
      delta = { ...r, available: new Exact(0), frozen: new Exact(0) };
      byKey.set(key, delta);
    }
    delta[r.bucket] = delta[r.bucket].plus(r.amount);
  }
  return [...byKey.values()].sort(
    (a, b) =>
      a.ownerKind.localeCompare(b.ownerKind) ||
      a.ownerId - b.ownerId ||
      a.accountType - b.accountType ||
      a.currencyId - b.currencyId,
  );
}

/**
 * A user balance that loses money is changed by a conditional update: the row is locked,
 * and PostgreSQL re-checks the condition against the latest committed value, so two
 * concurrent debits can never both pass on the same funds. Credits, and every change to a
 * system balance, are upserts (the row may not exist yet).
 */
async function applyDelta(tx: Tx, d: Delta, at: Date): Promise<void> {
  const available = d.available.toFixed();
  const frozen = d.frozen.toFixed();
  const takes = d.available.isNegative() || d.frozen.isNegative();
  if (d.ownerKind === 'system' || !takes) {
    await tx
      .insert(balances)
      .values({ ...keyOf(d), available, frozen, version: 1, updatedAt: at })
      .onConflictDoUpdate({
        target: [balances.ownerKind, balances.ownerId, balances.accountType, balances.currencyId],
        set: {
          available: sql`${balances.available} + excluded.available`,
          frozen: sql`${balances.frozen} + excluded.frozen`,
          version: sql`${balances.version} + 1`,
          updatedAt: at,
        },
      });
    return;
  }
  const updated = await tx
    .update(balances)
    .set({
      available: sql`${balances.available} + ${available}::numeric`,
      frozen: sql`${balances.frozen} + ${frozen}::numeric`,
      version: sql`${balances.version} + 1`,
      updatedAt: at,
    })
    .where(
      and(
        eq(balances.ownerKind, d.ownerKind),
        eq(balances.ownerId, d.ownerId),
        eq(balances.accountType, d.accountType),
        eq(balances.currencyId, d.currencyId),
        sql`${balances.available} + ${available}::numeric >= 0`,
        sql`${balances.frozen} + ${frozen}::numeric >= 0`,
      ),
    )
    .returning({ id: balances.id });
  if (updated.length === 0) {
    const [currency] = await tx
      .select({ name: currencies.name })
      .from(currencies)
      .where(eq(currencies.id, d.currencyId));
    fail('errors.insufficientBalance', { currency: currency?.name ?? String(d.currencyId) });
  }
}

const keyOf = (d: Delta) => ({
  ownerKind: d.ownerKind,
  ownerId: d.ownerId,
  accountType: d.accountType,
  currencyId: d.currencyId,
});

/**
 * The key was posted before (a retried request, a job run twice): nothing changes. A key
 * reused for a different posting is a bug that would silently lose money, so it throws.
 */
async function replay(tx: Tx, input: JournalInput, rows: Row[]): Promise<Posted> {
  const [existing] = await tx
    .select()
    .from(journals)
    .where(eq(journals.idempotencyKey, input.idempotencyKey));
  if (!existing) throw new LedgerError(`journal ${input.idempotencyKey} vanished during replay`);
  const stored = await tx
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.journalId, existing.id))
    .orderBy(asc(ledgerEntries.id));
  const same =
    existing.reason === input.reason &&
    existing.refTable === input.ref.table &&
    existing.refId === String(input.ref.id) &&
    fingerprint(stored.map((r) => ({ ...r, amount: new Exact(r.amount).toFixed() }))) ===
      fingerprint(rows);
  if (!same) {
    throw new LedgerError(
      `idempotency key ${input.idempotencyKey} was already used for a different posting (journal ${existing.id})`,
    );
  }
  return { journalId: existing.id, replayed: true };
}

function fingerprint(rows: Row[]): string {
  return rows
    .map(
      (r) => `${r.ownerKind}:${r.ownerId}:${r.accountType}:${r.currencyId}:${r.bucket}:${r.amount}`,
    )
    .sort()
    .join('|');
}
