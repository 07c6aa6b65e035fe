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
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { AccountType } from '@bourse/shared';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { DomainError } from '../../http/errors.ts';
import { MAY_GO_NEGATIVE, SPREAD_ACCOUNTS, nextSlot } from './policy.ts';
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

/** One checked entry, ready for the statement. */
export interface EntryRow {
  ownerKind: 'user' | 'system';
  ownerId: number;
  accountType: number;
  currencyId: number;
  bucket: 'available' | 'frozen';
  /** Plain decimal string, exact. */
  amount: string;
}

interface CheckedJournal {
  input: JournalInput;
  rows: EntryRow[];
}

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

export class LedgerBatch {
  private readonly journals: CheckedJournal[] = [];
  private readonly keys = new Set<string>();

  /** Checks a journal (balanced per currency, amounts fit the column) and adds it. */
  post(input: JournalInput): void {
    if (this.keys.has(input.idempotencyKey)) {
      throw new LedgerError(`journal ${input.idempotencyKey} added twice to one unit of work`);
    }
    const rows = checkJournal(input);
    this.keys.add(input.idempotencyKey);
    this.journals.push({ input, rows });
  }

  get size(): number {
    return this.journals.length;
  }

  /**
   * Writes everything in one statement inside `tx`. A key posted before (a retried request,
   * a job run twice) is a replay: its journal is returned with `replayed: true` and changes
   * nothing; a key reused for a different posting is a bug and throws LedgerError.
   */
  async commit(tx: Tx, at: Date): Promise<Committed> {
    if (this.journals.length === 0) return { posted: [] };
    const result = rowsOf<{ kind: string; id: string | null; k: string | null } & ShortRowRaw>(
      await executePrepared(tx, this.statement(at)),
    );
    const inserted = new Map<string, number>();
    const short: ShortRow[] = [];
    for (const r of result) {
      if (r.kind === 'j') inserted.set(r.k!, Number(r.id));
      else short.push(shortRowOf(r));
    }
    if (short.length > 0) throw await shortfall(tx, short);
    const posted: Posted[] = [];
    for (const j of this.journals) {
      const id = inserted.get(j.input.idempotencyKey);
      posted.push(
        id !== undefined ? { journalId: id, replayed: false } : await replay(tx, j.input, j.rows),
      );
    }
    return { posted };
  }

  private statement(at: Date): SQL {
    const js = this.journals.map((j) => j.input);
    const es = this.journals.flatMap((j) =>
      j.rows.map((r) => ({ ...r, key: j.input.idempotencyKey })),
    );
    const arr = (values: readonly (string | number | null)[], type: string) =>
      sql`${pgArray(values)}::${sql.raw(type)}[]`;
    const sameRow = sql.raw(
      '(dd.owner_kind, dd.owner_id, dd.account_type, dd.currency_id, dd.slot) = (cur.owner_kind, cur.owner_id, cur.account_type, cur.currency_id, cur.slot)',
    );
    const slot = nextSlot();
    return sql`
      with j_in as (
        select * from unnest(
          ${arr(
            js.map((j) => j.idempotencyKey),
            'text',
          )}, ${arr(
            js.map((j) => j.reason),
            'text',
          )},
          ${arr(
            js.map((j) => j.ref.table),
            'text',
          )}, ${arr(
            js.map((j) => String(j.ref.id)),
            'text',
          )},
          ${arr(
            js.map((j) => j.memo ?? null),
            'text',
          )}, ${arr(
            js.map((j) => j.at.toISOString()),
            'timestamptz',
          )}
        ) with ordinality as t(k, reason, ref_table, ref_id, memo, created_at, n)
      ),
      j as (
        insert into journals (idempotency_key, reason, ref_table, ref_id, memo, created_at)
        select k, reason, ref_table, ref_id, memo, created_at from j_in order by n
        on conflict (idempotency_key) do nothing
        returning id, idempotency_key
      ),
      e_in as (
        select * from unnest(
          ${arr(
            es.map((e) => e.key),
            'text',
          )}, ${arr(
            es.map((e) => e.ownerKind),
            'text',
          )},
          ${arr(
            es.map((e) => e.ownerId),
            'int',
          )}, ${arr(
            es.map((e) => e.accountType),
            'smallint',
          )},
          ${arr(
            es.map((e) => e.currencyId),
            'int',
          )}, ${arr(
            es.map((e) => e.bucket),
            'text',
          )},
          ${arr(
            es.map((e) => e.amount),
            'numeric',
          )}
        ) with ordinality as t(k, owner_kind, owner_id, account_type, currency_id, bucket, amount, n)
      ),
      e as (
        insert into ledger_entries
          (journal_id, owner_kind, owner_id, account_type, currency_id, bucket, amount)
        select j.id, e_in.owner_kind, e_in.owner_id, e_in.account_type, e_in.currency_id,
               e_in.bucket, e_in.amount
        from e_in join j on j.idempotency_key = e_in.k
        order by e_in.n
        returning owner_kind, owner_id, account_type, currency_id, bucket, amount
      ),
      g as (
        select owner_kind, owner_id, account_type, currency_id,
          coalesce(sum(amount) filter (where bucket = 'available'), 0) as da,
          coalesce(sum(amount) filter (where bucket = 'frozen'), 0) as df,
          (owner_kind = 'user' or not (owner_id = any(${arr(MAY_GO_NEGATIVE, 'int')}))) as guarded
        from e group by owner_kind, owner_id, account_type, currency_id
      ),
      d as (
        -- The row each balance change goes to (policy.ts): a spread system account's on
        -- this unit of work's slot, unless it is a guarded one's debit, which takes slot 0
        -- and that row's guard; every other balance has one row, slot 0.
        select g.*, s.slot,
          exists (
            select 1 from balances x
            where (x.owner_kind, x.owner_id, x.account_type, x.currency_id, x.slot)
                = (g.owner_kind, g.owner_id, g.account_type, g.currency_id, s.slot)) as known
        from g cross join lateral (
          select case
            when g.owner_kind = 'system' and g.owner_id = any(${arr(SPREAD_ACCOUNTS, 'int')})
                 and (not g.guarded or (g.da >= 0 and g.df >= 0))
            then ${slot}::smallint else 0::smallint end as slot) s
      ),
      b as (
        -- The proposed row passes the table's checks whatever the delta (PostgreSQL checks
        -- it before it finds the conflict): a known row proposes zeros and takes its delta
        -- from d in the update. A guarded row that does not exist yet can only be created
        -- by a credit.
        insert into balances as cur
          (owner_kind, owner_id, account_type, currency_id, slot, available, frozen, version,
           updated_at)
        select owner_kind, owner_id, account_type, currency_id, slot,
               case when known then 0 else da end, case when known then 0 else df end,
               1, ${at.toISOString()}::timestamptz
        from d
        where known or not guarded or (da >= 0 and df >= 0)
        order by owner_kind = 'system', owner_id, account_type, currency_id, slot
        on conflict (owner_kind, owner_id, account_type, currency_id, slot) do update set
          available = cur.available + (select dd.da from d dd where ${sameRow}),
          frozen = cur.frozen + (select dd.df from d dd where ${sameRow}),
          version = cur.version + 1,
          updated_at = excluded.updated_at
        where not (select dd.guarded from d dd where ${sameRow})
           or (cur.available + (select dd.da from d dd where ${sameRow}) >= 0
               and cur.frozen + (select dd.df from d dd where ${sameRow}) >= 0)
        returning owner_kind, owner_id, account_type, currency_id, slot
      )${sql.join(js.filter((j) => j.linkColumn).map(link), sql.raw(''))}
      select 'j' as kind, j.id::text as id, j.idempotency_key as k,
             null::text as owner_kind, null::int as owner_id, null::int as account_type,
             null::int as currency_id
      from j
      union all
      select 's', null, null, d.owner_kind, d.owner_id, d.account_type, d.currency_id
      from d left join b using (owner_kind, owner_id, account_type, currency_id, slot)
      where b.owner_id is null`;
  }
}

/**
 * Writes a journal's id into the column of the row its `ref` names (`linkColumn`): the new
 * journal's, or on a replay the one posted before.
 */
function link(input: JournalInput, i: number): SQL {
  const key = input.idempotencyKey;
  return sql`,
      ${sql.identifier(`l${i}`)} as (
        update ${sql.identifier(input.ref.table)} set ${sql.identifier(input.linkColumn!)} = coalesce(
          (select id from j where idempotency_key = ${key}),
          (select id from journals where idempotency_key = ${key}))
        where id = ${input.ref.id}
      )`;
}

const dialect = new PgDialect();

/**
 * Runs the unit of work's statement as a named prepared statement. Its text is the same for
 * every unit of work of one shape (each column travels as one array parameter; only the
 * number of linked rows changes it), and it is long: PostgreSQL spent about as long parsing
 * and planning it as running it. Named, each connection parses it once. The name is a
 * digest of the text, since a connection refuses one name for two texts. PGlite ignores it.
 */
async function executePrepared(tx: Tx, statement: SQL): Promise<unknown> {
  const query = dialect.sqlToQuery(statement);
  const name = `ledger_${createHash('sha1').update(query.sql).digest('hex').slice(0, 20)}`;
  return tx._.session.prepareQuery(query, undefined, name, false).execute();
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

async function shortfall(tx: Tx, rows: ShortRow[]): Promise<BalanceShortfall> {
  const [first] = rows;
  const [row] = rowsOf<{ name: string }>(
    await tx.execute(sql`select name from currencies where id = ${first!.currencyId}`),
  );
  return new BalanceShortfall(rows, row?.name ?? String(first!.currencyId));
}

/**
 * A PostgreSQL array literal (`{"a","b"}`), so a whole column travels as one parameter
 * whatever the batch size (a statement takes at most 65,535 parameters). Every element is
 * quoted and escaped; null stays NULL.
 */
export function pgArray(values: readonly (string | number | null)[]): string {
  const items = values.map((v) =>
    v === null ? 'NULL' : `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
  );
  return `{${items.join(',')}}`;
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
