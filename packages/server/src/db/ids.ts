/**
 * Ids drawn from a sequence a block at a time, so a writer seldom spends a round trip on
 * `nextval`: the spot sequencers' new orders and trades, and rows the ledger inserts with
 * their journals (`creates`) such as transfers.
 *
 * Ids a block hands out only ever rise, whoever asks: a market's ids rise with its
 * batches, which is what time priority needs (a book is rebuilt in id order). A process
 * that takes a market over calls `renew()` first, so the new owner's ids are above every id
 * drawn before it held the lease, the old owner's included. A block is used for
 * ID_BLOCK_MAX_AGE_MS at most, so ids of different processes follow the order rows came in
 * to within that window ("newest first by id" lists stay right). Ids left unused (an old
 * block, a failed commit) are gaps, as a sequence's always may be. Draw outside any
 * transaction: on the embedded database a draw waits for the open transaction.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { rowsOf } from './migrate.ts';

/** Ids drawn at once (more when one batch needs more). */
export const ID_BLOCK = 64;
/** How long a drawn block may be used. */
export const ID_BLOCK_MAX_AGE_MS = 1_000;

export class IdBlock {
  private ready: number[] = [];
  private drawnAt = 0;
  /** The highest id handed out: nothing at or below it is handed out again. */
  private floor = 0;
  /** Takes run one after another, so two refills never race. */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly sequence: string,
    private readonly size = ID_BLOCK,
  ) {}

  /** `n` new ids, ascending, each above every id this block handed out before. */
  take(db: DbOrTx, n: number): Promise<number[]> {
    const next = this.turn.then(() => this.takeNow(db, n));
    this.turn = next.catch(() => undefined);
    return next;
  }

  /** Drops what is left: the next take draws afresh (a market taken over). */
  renew(): void {
    this.ready = [];
  }

  private async takeNow(db: DbOrTx, n: number): Promise<number[]> {
    if (n === 0) return [];
    if (this.ready.length < n || Date.now() - this.drawnAt > ID_BLOCK_MAX_AGE_MS) {
      const drawn = await reserveIds(db, this.sequence, Math.max(n, this.size));
      this.ready = drawn.filter((id) => id > this.floor);
      this.drawnAt = Date.now();
      if (this.ready.length < n) throw new Error(`${this.sequence}: drew fewer ids than needed`);
    }
    const ids = this.ready.splice(0, n);
    this.floor = ids[ids.length - 1]!;
    return ids;
  }
}

/** `n` ids drawn from a sequence in one statement, ascending. */
export async function reserveIds(tx: DbOrTx, sequence: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = rowsOf<{ id: string }>(
    await tx.execute(
      sql`select nextval(${sequence}::regclass)::text as id from generate_series(1, ${n}::int)`,
    ),
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

const blocks = new WeakMap<object, Map<string, IdBlock>>();

/** The process's block of `sequence` for the database handle `db` (one per handle and sequence). */
export function idBlockOf(db: DbOrTx, sequence: string): IdBlock {
  let mine = blocks.get(db);
  if (!mine) blocks.set(db, (mine = new Map()));
  let block = mine.get(sequence);
  if (!block) mine.set(sequence, (block = new IdBlock(sequence)));
  return block;
}
