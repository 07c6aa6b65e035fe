/**
 * The ledger's unit of work: every journal of a business step (one transfer, or a whole
 * batch of orders and fills) checked in memory, then written by ONE statement inside the
 * caller's transaction. That statement inserts the journals and their entries, sums the
 * entries per balance row, and upserts those rows in the ledger's one global order (users
 * before system accounts, then owner, account, currency, slot), so two units of work lock
 * rows in the same order and never wait on each other in a cycle. System rows come last
 * because they are the shared ones: a statement that waits for a user's row (that user's
 * other request) waits without holding them, and holds them only from its end to COMMIT.
 *
 * Each balance change is conditional: a row under the non-negative policy only changes when
 * both buckets stay >= 0, which PostgreSQL re-checks against the latest committed value
 * under the row lock, so concurrent debits can never overdraw. A row that refused makes
 * `commit` throw `BalanceShortfall`; the caller's transaction then rolls back, journals and
 * entries with it.
 *
 * Policy (policy.ts, DESIGN.md 5): only `external`, `treasury`, `faucet` and `promotions`
 * may go below zero. Those and `fees` are spread over SPREAD_SLOTS rows: a unit of work
 * posts to the next slot in turn, except a guarded account's debit, which takes slot 0 and
 * that row's guard.
 */
import { sql } from 'drizzle-orm';
import { AccountType } from '@bourse/shared';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { abortOf } from '../../db/errors.ts';
import { rowsOf } from '../../db/migrate.ts';
import { DomainError } from '../../http/errors.ts';
import {
  ABORT,
  executePrepared,
  ledgerStatement,
  type CheckedJournal,
  type Companion,
  type EntryRow,
  type RowInsert,
} from './statement.ts';
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

/** A guarded balance row that a unit of work could not change. */
export interface ShortRow {
  ownerKind: 'user' | 'system';
  ownerId: number;
  accountType: number;
  currencyId: number;
}

/**
 * A guarded balance would have gone below zero. A refusal (the caller asked for more than
 * the balance), so a DomainError: its message names the currency. `rows` says which
 * balances, so a batch can refuse just the order that needs them.
 */
export class BalanceShortfall extends DomainError {
  constructor(
    readonly rows: ShortRow[],
    currency: string,
  ) {
    super('errors.insufficientBalance', { currency });
  }
}

export interface Committed {
  /** One per journal posted, in the order they were added. */
  posted: Posted[];
}

/** How far a unit of work had got (`LedgerBatch.mark`), to cut it back to (`truncate`). */
export interface Mark {
  journals: number;
  inserts: number;
}

export class LedgerBatch {
  private readonly journals: CheckedJournal[] = [];
  private readonly keys = new Set<string>();
  private readonly rows: RowInsert[] = [];

  /**
   * A row written by the unit of work's statement, after its journals (an audit row beside
   * the money it records): one insert per table for the whole unit of work.
   */
  insert(row: RowInsert): void {
    this.rows.push(row);
  }

  /** Checks a journal (balanced per currency, amounts fit the column) and adds it. */
  post(input: JournalInput): void {
    if (this.keys.has(input.idempotencyKey)) {
      throw new LedgerError(`journal ${input.idempotencyKey} added twice to one unit of work`);
    }
    const rows = checkJournal(input);
    this.keys.add(input.idempotencyKey);
    this.journals.push({ input, rows });
  }

  /** The rows to insert (`insert`), in the order they were added. */
  inserts(): readonly RowInsert[] {
    return this.rows;
  }

  /** The checked journals, in the order they were added. */
  checked(): readonly CheckedJournal[] {
    return this.journals;
  }

  get size(): number {
    return this.journals.length;
  }

  /** The checked entries of the journal added `index`-th (group.ts finds who caused a shortfall). */
  entriesAt(index: number): readonly EntryRow[] {
    return this.journals[index]?.rows ?? [];
  }

  /** Where the unit of work stands now. */
  mark(): Mark {
    return { journals: this.journals.length, inserts: this.rows.length };
  }

  /** Drops the journals and rows added after `mark` (a grouped caller that failed). */
  truncate(mark: Mark): void {
    for (const j of this.journals.splice(mark.journals)) this.keys.delete(j.input.idempotencyKey);
    this.rows.splice(mark.inserts);
  }

  /**
   * Writes everything in one statement inside `tx`. A key posted before (a retried request,
   * a job run twice) is a replay: its journal is returned with `replayed: true` and changes
   * nothing; a key reused for a different posting is a bug and throws LedgerError.
   */
  async commit(tx: Tx, at: Date): Promise<Committed> {
    const outcome = await this.tryCommit(tx, at);
    if ('short' in outcome) throw await shortfall(tx, outcome.short);
    return outcome;
  }

  /**
   * `commit`, except that a guarded row that would go below zero is returned instead of
   * thrown. The statement then changed the other rows: the caller must roll back (or throw,
   * as `commit` does); the short rows are still locked and unchanged, so the caller may read
   * them first.
   */
  async tryCommit(tx: Tx, at: Date): Promise<Committed | { short: ShortRow[] }> {
    if (this.journals.length === 0 && this.rows.length === 0) return { posted: [] };
    const result = rowsOf<{ kind: string; id: string | null; k: string | null } & ShortRowRaw>(
      await executePrepared(tx, ledgerStatement(this.journals, at, undefined, this.rows)),
    );
    const inserted = new Map<string, number>();
    const short: ShortRow[] = [];
    for (const r of result) {
      if (r.kind === 'j') inserted.set(r.k!, Number(r.id));
      else short.push(shortRowOf(r));
    }
    if (short.length > 0) return { short };
    const posted: Posted[] = [];
    for (const j of this.journals) {
      const id = inserted.get(j.input.idempotencyKey);
      posted.push(
        id !== undefined ? { journalId: id, replayed: false } : await replay(tx, j.input, j.rows),
      );
    }
    return { posted };
  }
}

/**
 * `commitAlone` ended because a companion's guard held: nothing of the statement was kept.
 * `why` is the guard's.
 */
export class StatementAborted extends Error {
  constructor(readonly why: string) {
    super(`the statement ended itself: ${why}`);
  }
}

/**
 * Writes the unit of work and a caller's own writes (`companion`: WITH items, guards, rows
 * to return) as ONE statement outside any transaction: PostgreSQL runs it as its own
 * transaction, so a whole business step costs one round trip and one commit. Nothing is
 * kept when a guarded balance would go below zero (BalanceShortfall, naming the rows),
 * when a journal key was posted before (LedgerError: a step written this way never
 * replays), or when a guard holds (StatementAborted). Returns the journals and, per name
 * in `companion.returning`, its rows parsed from JSON.
 */
export async function commitAlone(
  db: Db,
  batch: LedgerBatch,
  at: Date,
  companion: Companion,
): Promise<{ posted: Posted[]; rows: Map<string, unknown[]> }> {
  let result: { kind: string; id: string | null; k: string | null }[];
  try {
    result = rowsOf(
      await executePrepared(db, ledgerStatement(batch.checked(), at, companion, batch.inserts())),
    );
  } catch (error) {
    const aborted = abortOf(error);
    if (!aborted) throw error;
    if (aborted.why === ABORT.short) {
      const raw = JSON.parse(aborted.detail) as [string, number, number, number][];
      throw await shortfall(
        db,
        raw.map(([owner_kind, owner_id, account_type, currency_id]) =>
          shortRowOf({ owner_kind, owner_id, account_type, currency_id }),
        ),
      );
    }
    if (aborted.why === ABORT.replay) {
      throw new LedgerError(`journal ${aborted.detail} was posted before`);
    }
    throw new StatementAborted(aborted.why);
  }
  const inserted = new Map<string, number>();
  const rows = new Map<string, unknown[]>(companion.returning.map((name) => [name, []]));
  for (const r of result) {
    if (r.kind === 'j') inserted.set(r.k!, Number(r.id));
    else rows.get(r.kind)?.push(JSON.parse(r.k!));
  }
  const posted = batch
    .checked()
    .map((j) => ({ journalId: inserted.get(j.input.idempotencyKey)!, replayed: false }));
  return { posted, rows };
}

interface ShortRowRaw {
  owner_kind: string | null;
  owner_id: number | string | null;
  account_type: number | string | null;
  currency_id: number | string | null;
}

const shortRowOf = (r: ShortRowRaw): ShortRow => ({
  ownerKind: r.owner_kind as 'user' | 'system',
  ownerId: Number(r.owner_id),
  accountType: Number(r.account_type),
  currencyId: Number(r.currency_id),
});

export async function shortfall(tx: DbOrTx, rows: ShortRow[]): Promise<BalanceShortfall> {
  const [first] = rows;
  const [row] = rowsOf<{ name: string }>(
    await tx.execute(sql`select name from currencies where id = ${first!.currencyId}`),
  );
  return new BalanceShortfall(rows, row?.name ?? String(first!.currencyId));
}

/** Validates every entry and the zero sum per currency; returns the rows to insert. */
export function checkJournal(input: JournalInput): EntryRow[] {
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

function toRow(key: string, entry: Entry): EntryRow {
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
 * The key was posted before: nothing changes. A key reused for a different posting is a
 * bug that would silently lose money, so it throws.
 */
async function replay(tx: Tx, input: JournalInput, rows: EntryRow[]): Promise<Posted> {
  const [existing] = rowsOf<{ id: string; reason: string; ref_table: string; ref_id: string }>(
    await tx.execute(
      sql`select id::text, reason, ref_table, ref_id from journals where idempotency_key = ${input.idempotencyKey}`,
    ),
  );
  if (!existing) throw new LedgerError(`journal ${input.idempotencyKey} vanished during replay`);
  const stored = rowsOf<EntryRow & { amount: string }>(
    await tx.execute(
      sql`select owner_kind as "ownerKind", owner_id as "ownerId", account_type as "accountType",
                 currency_id as "currencyId", bucket, amount::text as amount
          from ledger_entries where journal_id = ${existing.id} order by id`,
    ),
  );
  const same =
    existing.reason === input.reason &&
    existing.ref_table === input.ref.table &&
    existing.ref_id === String(input.ref.id) &&
    fingerprint(stored.map((r) => ({ ...r, amount: new Exact(r.amount).toFixed() }))) ===
      fingerprint(rows);
  if (!same) {
    throw new LedgerError(
      `idempotency key ${input.idempotencyKey} was already used for a different posting (journal ${existing.id})`,
    );
  }
  return { journalId: Number(existing.id), replayed: true };
}

function fingerprint(rows: EntryRow[]): string {
  return rows
    .map(
      (r) =>
        `${r.ownerKind}:${Number(r.ownerId)}:${Number(r.accountType)}:${Number(r.currencyId)}:${r.bucket}:${r.amount}`,
    )
    .sort()
    .join('|');
}
