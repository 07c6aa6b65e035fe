/**
 * Group commit for postings (docs/decisions.md 64): the callers that post at the same moment
 * (transfers, conversions, deposits, withdrawals) share one transaction, one ledger
 * statement and one WAL flush, as the spot sequencer's orders do. A caller hands over its
 * work as a function of the transaction and a shared ledger:
 *
 *   const row = await postTogether(ctx, async (tx, ledger) => {
 *     const [created] = await tx.insert(walletTransfers).values(...).returning();
 *     const posted = ledger.post(journals.transfer({ ..., ref: { table, id: created.id } }));
 *     return () => ({ ...created, journalId: posted().journalId });
 *   });
 *
 * The work writes its own rows in `tx` and adds its journals to `ledger`; the function it
 * returns builds its answer once the group has committed (`posted()` throws before). The
 * works of a group run one after the other in one transaction, so each sees the rows of the
 * ones before it, as if they had run one at a time in that order, and the ledger's
 * statement runs last, once, for all their journals.
 *
 * Every caller's answer comes from the attempt that committed. A work may run more than
 * once, so it must do nothing outside `tx` (no messages, no cache writes). Rules:
 * - A work that throws gets its error and changes nothing. The first time a work throws,
 *   the group rolls back and runs again with a savepoint around each work, so a refused
 *   work costs the others one more attempt, never one per refusal.
 * - A guarded balance that the group's journals would overdraw: the balances of the short
 *   rows are read under their locks, the works are replayed against them in order, and
 *   those whose debit does not fit are refused with BalanceShortfall (errors.insufficient
 *   Balance, naming the currency); the others run again without them.
 * - A deadlock or a serialization failure with another group: the whole group runs again,
 *   after a short randomised wait, at most MAX_ATTEMPTS times. Any other failure of the
 *   transaction itself (a reused journal key, the connection) runs each work again alone.
 *
 * Groups form by themselves: a work submitted while fewer than `lanes` groups are in flight
 * starts one on the next turn of the event loop with what is queued by then (shared out
 * over the free lanes); otherwise it waits for a lane and joins the next group, so the
 * busier the ledger, the larger the groups (at most MAX_GROUP works). PGlite has one
 * connection: one lane.
 */
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import { isRetryable } from '../../db/errors.ts';
import { rowsOf } from '../../db/migrate.ts';
import type { JournalInput, Posted } from './types.ts';
import { pgArray, type EntryRow, type RowInsert } from './statement.ts';
import { LedgerBatch, shortfall, type ShortRow } from './unitOfWork.ts';

/** The ledger a grouped work posts to; `post` returns the journal's outcome, read after commit. */
export interface SharedLedger {
  post(input: JournalInput): () => Posted;
  /** A row written with the group's journals (an audit row): see `LedgerBatch.insert`. */
  insert(row: RowInsert): void;
}

export type GroupedWork<T> = (tx: Tx, ledger: SharedLedger) => Promise<() => T>;

/** The most works in one group: one transaction's worth of rows and journals. */
export const MAX_GROUP = 64;
/** Attempts of a group that keeps losing deadlocks before its callers get the error. */
const MAX_ATTEMPTS = 8;
/** Groups in flight at once on PostgreSQL (each holds one pooled connection). */
const POSTGRES_LANES = 4;

interface Waiter {
  work: GroupedWork<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** How one attempt ended, per work (by index in the attempt's list). */
type Attempt =
  | { kind: 'committed'; finish: Map<number, () => unknown>; refused: Map<number, unknown> }
  | { kind: 'again'; refused: Map<number, unknown>; savepoints: boolean }
  | { kind: 'lost'; error: unknown };

/** Thrown inside the transaction to roll it back; never leaves this file. */
class RollBack extends Error {}

export class GroupCommit {
  private readonly queue: Waiter[] = [];
  private inFlight = 0;
  private scheduled = false;
  /** Groups and works committed, for the benches. */
  readonly stats = { groups: 0, works: 0, attempts: 0 };

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly lanes: number,
  ) {}

  run<T>(work: GroupedWork<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.pump();
    });
  }

  private pump(): void {
    if (this.scheduled || this.inFlight >= this.lanes || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      // What is queued is shared out over the free lanes: groups run side by side on
      // their own connections rather than one large group leaving the others idle.
      const size = Math.min(
        MAX_GROUP,
        Math.ceil(this.queue.length / Math.max(1, this.lanes - this.inFlight)),
      );
      while (this.inFlight < this.lanes && this.queue.length > 0) {
        const group = this.queue.splice(0, size);
        this.inFlight++;
        void this.settle(group).finally(() => {
          this.inFlight--;
          this.pump();
        });
      }
    });
  }

  /** Runs the group until it commits; every waiter is resolved or rejected exactly once. */
  private async settle(group: Waiter[]): Promise<void> {
    let live = group;
    let savepoints = false;
    for (let lost = 0; live.length > 0;) {
      this.stats.attempts++;
      let outcome: Attempt;
      try {
        outcome = await this.attempt(live, savepoints);
      } catch (error) {
        outcome = { kind: 'lost', error };
      }
      if (outcome.kind === 'committed') {
        const { finish, refused } = outcome;
        this.stats.groups++;
        live.forEach((waiter, i) => {
          if (refused.has(i)) return waiter.reject(refused.get(i));
          this.stats.works++;
          try {
            waiter.resolve(finish.get(i)!());
          } catch (error) {
            waiter.reject(error);
          }
        });
        return;
      }
      if (outcome.kind === 'again') {
        const { refused } = outcome;
        if (refused.size === 0 && savepoints) {
          // Cannot happen (each pass refuses a work or adds savepoints); never loop on it.
          const error = new Error('a posting group made no progress');
          for (const waiter of live) waiter.reject(error);
          return;
        }
        for (const [i, error] of refused) live[i]!.reject(error);
        live = live.filter((_, i) => !refused.has(i));
        savepoints ||= outcome.savepoints;
        continue;
      }
      // Any other failure of the transaction itself (the ledger refusing a reused key, the
      // connection, COMMIT) is not pinned on one work: each runs again alone, in turn, so
      // only the one that causes it gets the error.
      if (!isRetryable(outcome.error) && live.length > 1) {
        for (const waiter of live) await this.settle([waiter]);
        return;
      }
      // Lost to another transaction: the same works again, after a randomised wait.
      if (!isRetryable(outcome.error) || ++lost >= MAX_ATTEMPTS) {
        for (const waiter of live) waiter.reject(outcome.error);
        return;
      }
      await new Promise((r) => setTimeout(r, Math.random() * 5 * 2 ** lost));
    }
  }

  private async attempt(live: Waiter[], savepoints: boolean): Promise<Attempt> {
    const ledger = new LedgerBatch();
    /** The work that added each journal, by the journal's index in `ledger`. */
    const owner: number[] = [];
    let posted: Posted[] = [];
    const finish = new Map<number, () => unknown>();
    const refused = new Map<number, unknown>();
    let outcome: Attempt | undefined;
    try {
      await this.db.transaction(async (tx) => {
        for (let i = 0; i < live.length; i++) {
          const mark = ledger.mark();
          const shared: SharedLedger = {
            insert(row) {
              ledger.insert(row);
            },
            post(input) {
              ledger.post(input);
              owner.push(i);
              const index = ledger.size - 1;
              return () => {
                const result = posted[index];
                if (!result) throw new Error('a grouped journal was read before its commit');
                return result;
              };
            },
          };
          try {
            const done = savepoints
              ? await tx.transaction((sp) => live[i]!.work(sp, shared))
              : await live[i]!.work(tx, shared);
            finish.set(i, done);
          } catch (error) {
            if (isRetryable(error)) throw error;
            if (!savepoints) {
              // Run the whole group again, each work behind a savepoint.
              outcome = { kind: 'again', refused: new Map(), savepoints: true };
              throw new RollBack();
            }
            refused.set(i, error);
            ledger.truncate(mark);
            owner.length = mark.journals;
          }
        }
        const result = await ledger.tryCommit(tx, this.clock.now());
        if ('short' in result) {
          const culprits = await overdrawers(tx, ledger, owner, result.short);
          outcome = { kind: 'again', refused: culprits, savepoints };
          throw new RollBack();
        }
        posted = result.posted;
      });
    } catch (error) {
      if (error instanceof RollBack && outcome) return outcome;
      return { kind: 'lost', error };
    }
    return { kind: 'committed', finish, refused };
  }
}

const rowKey = (r: ShortRow | EntryRow) =>
  `${r.ownerKind}:${r.ownerId}:${r.accountType}:${r.currencyId}`;

/**
 * The works whose debits do not fit: the short rows' balances (locked by the statement that
 * refused them, and unchanged by it) are replayed in the group's order, skipping a work that
 * would take one below zero. Each is refused with its own BalanceShortfall. If the replay
 * finds none (it always should), the last work debiting a short row is refused, so a group
 * always gets smaller.
 */
async function overdrawers(
  tx: Tx,
  ledger: LedgerBatch,
  owner: readonly number[],
  short: ShortRow[],
): Promise<Map<number, unknown>> {
  const balances = new Map<string, { available: string; frozen: string }>();
  const rows = rowsOf<ShortRow & { available: string; frozen: string }>(
    await tx.execute(sql`
      select b.owner_kind as "ownerKind", b.owner_id as "ownerId",
             b.account_type as "accountType", b.currency_id as "currencyId",
             b.available::text as available, b.frozen::text as frozen
      from balances b
      join unnest(${pgArray(short.map((r) => r.ownerKind))}::text[],
                  ${pgArray(short.map((r) => r.ownerId))}::int[],
                  ${pgArray(short.map((r) => r.accountType))}::smallint[],
                  ${pgArray(short.map((r) => r.currencyId))}::int[])
        as s(owner_kind, owner_id, account_type, currency_id)
        using (owner_kind, owner_id, account_type, currency_id)
      where b.slot = 0`),
  );
  for (const r of rows) balances.set(rowKey(r), r);
  const left = new Map<string, { available: bigint; frozen: bigint }>();
  for (const r of short) {
    const b = balances.get(rowKey(r));
    left.set(rowKey(r), {
      available: units(b?.available ?? '0'),
      frozen: units(b?.frozen ?? '0'),
    });
  }
  // Each work's change to every short row, in the group's order.
  const changes = new Map<number, Map<string, { available: bigint; frozen: bigint }>>();
  for (let j = 0; j < ledger.size; j++) {
    for (const e of ledger.entriesAt(j)) {
      const key = rowKey(e);
      if (!left.has(key)) continue;
      const mine = changes.get(owner[j]!) ?? new Map();
      changes.set(owner[j]!, mine);
      const c = mine.get(key) ?? { available: 0n, frozen: 0n };
      c[e.bucket] += units(e.amount);
      mine.set(key, c);
    }
  }
  const culprits = new Map<number, ShortRow[]>();
  for (const [work, mine] of [...changes].sort((a, b) => a[0] - b[0])) {
    const after = [...mine].map(([key, c]) => {
      const l = left.get(key)!;
      return { key, available: l.available + c.available, frozen: l.frozen + c.frozen };
    });
    const overdrawn = after.filter((a) => a.available < 0n || a.frozen < 0n);
    if (overdrawn.length > 0) {
      culprits.set(
        work,
        short.filter((r) => overdrawn.some((o) => o.key === rowKey(r))),
      );
      continue;
    }
    for (const a of after) left.set(a.key, { available: a.available, frozen: a.frozen });
  }
  if (culprits.size === 0) {
    const debtors = [...changes].filter(([, mine]) =>
      [...mine.values()].some((c) => c.available < 0n || c.frozen < 0n),
    );
    const [last] = debtors.length > 0 ? debtors.slice(-1) : [...changes].slice(-1);
    culprits.set(last?.[0] ?? owner[owner.length - 1]!, short);
  }
  const refused = new Map<number, unknown>();
  for (const [work, rowsShort] of culprits) refused.set(work, await shortfall(tx, rowsShort));
  return refused;
}

/** An amount of numeric(36,18) in units of 10^-18, exact. */
function units(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const value = BigInt(whole || '0') * 10n ** 18n + BigInt(fraction.padEnd(18, '0').slice(0, 18));
  return negative ? -value : value;
}

const committers = new WeakMap<Db, GroupCommit>();

/**
 * The group committer of `ctx.db`: one per database handle (tests run many apps in one
 * process, and a race test may give a context a pool of its own).
 */
export function groupCommitOf(ctx: { db: Db; database: Database; clock: Clock }): GroupCommit {
  let committer = committers.get(ctx.db);
  if (!committer) {
    const lanes = ctx.database.kind === 'postgres' ? POSTGRES_LANES : 1;
    committer = new GroupCommit(ctx.db, ctx.clock, lanes);
    committers.set(ctx.db, committer);
  }
  return committer;
}

/** Runs `work` in a group commit (see above) and returns what its finishing function builds. */
export function postTogether<T>(
  ctx: { db: Db; database: Database; clock: Clock },
  work: GroupedWork<T>,
): Promise<T> {
  return groupCommitOf(ctx).run(work);
}
