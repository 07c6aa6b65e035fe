/**
 * The unit of work's one statement (unitOfWork.ts says what it does and why), built from the
 * checked journals, and how it is sent: as a named prepared statement, every column one
 * array parameter.
 */
import { createHash } from 'node:crypto';
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { MAY_GO_NEGATIVE, SPREAD_ACCOUNTS, nextSlot } from './policy.ts';
import { LedgerError, type JournalInput } from './types.ts';

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

export interface CheckedJournal {
  input: JournalInput;
  rows: EntryRow[];
}

/**
 * Inserts the journals and entries, upserts the balance rows under their guards, links
 * journal ids into their rows, and returns the new journals ('j') and the rows that refused
 * ('s').
 */
export function ledgerStatement(
  journals: readonly CheckedJournal[],
  at: Date,
  companion?: Companion,
  /** Rows written with the journals (`LedgerBatch.insert`), after them. */
  inserts: readonly RowInsert[] = [],
): SQL {
  const js = journals.map((j) => j.input);
  const es = journals.flatMap((j) => j.rows.map((r) => ({ ...r, key: j.input.idempotencyKey })));
  const arr = (values: readonly (string | number | null)[], type: string) =>
    sql`${pgArray(values)}::${sql.raw(type)}[]`;
  const sameRow = sql.raw(
    '(dd.owner_kind, dd.owner_id, dd.account_type, dd.currency_id, dd.slot) = (cur.owner_kind, cur.owner_id, cur.account_type, cur.currency_id, cur.slot)',
  );
  const slot = nextSlot();
  const before = companion ? sql`${sql.join(companion.with, sql`, `)},` : sql``;
  return sql`
    with ${before} j_in as (
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
    )${sql.join([...links(js), ...rowInserts(js, inserts)], sql.raw(''))}
    ${companion ? strictEnd(companion) : lenientEnd}`;
}

/** The end of the statement for `tryCommit`: journals, and the rows that refused. */
const lenientEnd = sql`
    select 'j' as kind, j.id::text as id, j.idempotency_key as k,
           null::text as owner_kind, null::int as owner_id, null::int as account_type,
           null::int as currency_id
    from j
    union all
    select 's', null, null, d.owner_kind, d.owner_id, d.account_type, d.currency_id
    from d left join b using (owner_kind, owner_id, account_type, currency_id, slot)
    where b.owner_id is null`;

/**
 * A caller's own writes that go into the unit of work's statement (`commitAlone`):
 * WITH items written first, conditions that abort the whole statement, and the items whose
 * rows come back.
 */
export interface Companion {
  /** WITH items, each `name as (...)`; names must not be the ledger's (j_in, j, e_in, e, g, d, b, l0...). */
  with: SQL[];
  /** When `when` holds, the statement ends with error BR001 and message `why`: nothing is kept. */
  guards: { why: string; when: SQL }[];
  /** Names of WITH items whose rows are returned, each row as JSON. */
  returning: string[];
}

/** Why a statement with a companion ended itself (the message of its BR001 error). */
export const ABORT = {
  /** A guarded balance would go below zero; the detail lists the rows as JSON. */
  short: 'ledger:short',
  /** A journal's key was posted before: a unit of work alone never replays. */
  replay: 'ledger:replay',
} as const;

/**
 * The end of a statement with a companion: the new journals and the companion's rows, and
 * a call of `bourse_abort` (migration 0006) when a balance would be overdrawn, a key was
 * posted before or a guard holds. PostgreSQL runs every branch of the UNION ALL, so no
 * guard is skipped; an error in any of them ends the statement and keeps nothing.
 */
function strictEnd(companion: Companion): SQL {
  const rows = companion.returning.map(
    (name) =>
      sql`union all select ${name}::text, null::text, row_to_json(x)::text from ${sql.identifier(name)} x`,
  );
  const guards = companion.guards.map(
    (g) =>
      sql`union all select 'abort', null::text, bourse_abort(${g.why}::text, null::text) where ${g.when}`,
  );
  return sql`
    select 'j' as kind, j.id::text as id, j.idempotency_key as k from j
    ${sql.join(rows, sql` `)}
    union all
    select 'abort', null::text, bourse_abort(${ABORT.short}::text, json_agg(json_build_array(
             d.owner_kind, d.owner_id, d.account_type, d.currency_id))::text)
    from d left join b using (owner_kind, owner_id, account_type, currency_id, slot)
    where b.owner_id is null
    having count(*) > 0
    union all
    select 'abort', null::text, bourse_abort(${ABORT.replay}::text, min(j_in.k))
    from j_in where not exists (select 1 from j where j.idempotency_key = j_in.k)
    having count(*) > 0
    ${sql.join(guards, sql` `)}`;
}

/**
 * Writes each journal's id into the column of the row its `ref` names (`linkColumn`): the
 * new journal's, or on a replay the one posted before. One update per table and column,
 * whatever the number of journals, so the statement's text (and its prepared plan) does
 * not change with the size of a batch.
 */
function links(journals: readonly JournalInput[]): SQL[] {
  const groups = new Map<string, JournalInput[]>();
  for (const j of journals) {
    if (!j.linkColumn) continue;
    const key = `${j.ref.table}.${j.linkColumn}`;
    groups.set(key, [...(groups.get(key) ?? []), j]);
  }
  return [...groups.values()].map((group, i) => {
    const { ref, linkColumn } = group[0]!;
    return sql`,
      ${sql.identifier(`l${i}`)} as (
        update ${sql.identifier(ref.table)} as t set ${sql.identifier(linkColumn!)} = coalesce(
          (select j.id from j where j.idempotency_key = x.k),
          (select p.id from journals p where p.idempotency_key = x.k))
        from unnest(
          ${pgArray(group.map((g) => g.idempotencyKey))}::text[],
          ${pgArray(group.map((g) => String(g.ref.id)))}::bigint[]) as x(k, id)
        where t.id = x.id
      )`;
  });
}

/** A row the unit of work inserts for its caller (an audit row, say). */
export interface RowInsert {
  table: PgTable;
  /** Properties of `table`; a column left out takes its default. */
  values: Record<string, unknown>;
}

/**
 * Inserts the rows that journals create (`creates`, with the journal's id: from `j`, or on a
 * replay the journal posted before) and the unit of work's other rows (`inserts`): one
 * insert per table and column set, each column one array parameter cast to its column's
 * type, so the statement's text does not change with the number of rows.
 */
function rowInserts(journals: readonly JournalInput[], inserts: readonly RowInsert[]): SQL[] {
  type Item = {
    table: PgTable;
    values: Record<string, unknown>;
    key?: string;
    journalColumn?: string;
  };
  const items: Item[] = [
    ...journals.flatMap((j) => (j.creates ? [{ ...j.creates, key: j.idempotencyKey }] : [])),
    ...inserts,
  ];
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = `${getTableName(item.table)}:${Object.keys(item.values).sort().join(',')}:${item.journalColumn ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()].map((group, i) => {
    const { table, values, journalColumn } = group[0]!;
    const columns = getTableColumns(table);
    const props = Object.keys(values).sort();
    const column = (prop: string) => {
      const c = columns[prop];
      if (!c) throw new LedgerError(`${getTableName(table)} has no column ${prop}`);
      return c;
    };
    const names = props.map((prop) => sql.identifier(column(prop).name));
    const arrays = props.map(
      (prop) =>
        sql`${pgArray(group.map((item) => plainValue(item.values[prop])))}::${sql.raw(castOf(column(prop)))}[]`,
    );
    const from = props.map((prop) => sql`x.${sql.identifier(column(prop).name)}`);
    const name = sql.identifier(`r${i}`);
    const into = sql.identifier(getTableName(table));
    if (!journalColumn) {
      return sql`,
      ${name} as (
        insert into ${into} (${sql.join(names, sql`, `)})
        select ${sql.join(from, sql`, `)}
        from unnest(${sql.join(arrays, sql`, `)}) as x(${sql.join(names, sql`, `)})
      )`;
    }
    return sql`,
      ${name} as (
        insert into ${into} (${sql.join(names, sql`, `)}, ${sql.identifier(column(journalColumn).name)})
        select ${sql.join(from, sql`, `)}, coalesce(
          (select j.id from j where j.idempotency_key = x.k),
          (select p.id from journals p where p.idempotency_key = x.k))
        from unnest(${pgArray(group.map((item) => item.key!))}::text[], ${sql.join(arrays, sql`, `)})
          as x(k, ${sql.join(names, sql`, `)})
      )`;
  });
}

/** The type a column's array parameter is cast to (serial types are their integers). */
function castOf(column: PgColumn): string {
  const type = column.getSQLType();
  return (
    ({ bigserial: 'bigint', serial: 'integer', smallserial: 'smallint' } as Record<string, string>)[
      type
    ] ?? type
  );
}

/** A value as an array element: dates as ISO text, JSON as its text, the rest as text. */
function plainValue(v: unknown): string | number | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (typeof v === 'bigint' || typeof v === 'boolean') return String(v);
  if (typeof v === 'object' && typeof (v as { toFixed?: unknown }).toFixed === 'function')
    return (v as { toFixed(): string }).toFixed();
  return JSON.stringify(v);
}

const dialect = new PgDialect();

/**
 * Runs the unit of work's statement as a named prepared statement. Its text is the same for
 * every unit of work of one shape (each column travels as one array parameter; only the
 * tables it links journals to change it), and it is long: PostgreSQL spent about as long parsing
 * and planning it as running it. Named, each connection parses it once. The name is a
 * digest of the text, since a connection refuses one name for two texts. PGlite ignores it.
 */
export async function executePrepared(tx: DbOrTx, statement: SQL): Promise<unknown> {
  const query = dialect.sqlToQuery(statement);
  const name = `ledger_${createHash('sha1').update(query.sql).digest('hex').slice(0, 20)}`;
  return tx._.session.prepareQuery(query, undefined, name, false).execute();
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
