/**
 * The order books in memory, one per instrument, kept equal to the database (docs/
 * decisions.md: the database is the book's source of truth, the engine its cache).
 *
 * Every change to a book happens inside a transaction that first takes the pair's
 * advisory lock, then compares the pair's `book_seq` with the number this process's book
 * carries. Equal: the book is current. Different (another process changed it, a failed
 * transaction left this copy ahead, or the process just started): the book is rebuilt from
 * the open orders in priority order. The transaction then bumps `book_seq`. A transaction
 * that fails marks the copy stale, so the next one rebuilds instead of trusting it.
 */
import { OrderSide } from '@bourse/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { OrderBook, Side } from '@bourse/engine';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { Exact } from '../ledger/index.ts';
import { instruments } from '../market/tables.ts';
import { spotOrders } from './tables.ts';
import { scaleOfInstrument, unitsOf, type InstrumentRow, type PairScale } from './units.ts';

/** Advisory lock namespace of spot books (the second key is the instrument id). */
const BOOK_LOCK_CLASS = 42_001;

/** The engine's owner key: users positive, system accounts negative. */
export function ownerKey(kind: 'user' | 'system', id: number): number {
  return kind === 'user' ? id : -id;
}

export interface LiveBook {
  instrument: InstrumentRow;
  scale: PairScale;
  book: OrderBook;
  /** The `book_seq` this copy matches; -1 when it must be rebuilt. */
  seq: number;
}

export class BookManager {
  private readonly books = new Map<number, LiveBook>();

  /**
   * Locks the pair's book for the rest of `tx`, brings the copy up to date and returns it.
   * Call `commit` before the transaction ends, and `invalidate` if it fails.
   */
  async acquire(tx: Tx, instrument: InstrumentRow): Promise<LiveBook> {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOK_LOCK_CLASS}, ${instrument.id})`);
    const [row] = await tx
      .select({ seq: instruments.bookSeq })
      .from(instruments)
      .where(eq(instruments.id, instrument.id));
    const live = this.entry(instrument);
    if (live.seq !== row!.seq) await this.rebuild(tx, live, row!.seq);
    return live;
  }

  /** Records the change in the database; the copy now matches the new number. */
  async commit(tx: Tx, live: LiveBook): Promise<void> {
    const [row] = await tx
      .update(instruments)
      .set({ bookSeq: sql`${instruments.bookSeq} + 1` })
      .where(eq(instruments.id, live.instrument.id))
      .returning({ seq: instruments.bookSeq });
    live.seq = row!.seq;
  }

  invalidate(instrumentId: number): void {
    const live = this.books.get(instrumentId);
    if (live) live.seq = -1;
  }

  /**
   * The book for reading (depth): rebuilt without the lock when the database moved on.
   * A reader may briefly see a change whose transaction has not committed yet.
   */
  async read(db: DbOrTx, instrument: InstrumentRow): Promise<LiveBook> {
    const live = this.entry(instrument);
    const [row] = await db
      .select({ seq: instruments.bookSeq })
      .from(instruments)
      .where(eq(instruments.id, instrument.id));
    if (live.seq !== row!.seq) await this.rebuild(db, live, row!.seq);
    return live;
  }

  /** Rebuilds every pair's book from the database (at start); returns the orders loaded. */
  async loadAll(db: DbOrTx): Promise<{ pairs: number; orders: number }> {
    const pairs = await db.select().from(instruments);
    let orders = 0;
    for (const pair of pairs) orders += (await this.read(db, pair)).book.size;
    return { pairs: pairs.length, orders };
  }

  /** The copy, whatever its state (tests compare it with the database). */
  peek(instrumentId: number): LiveBook | undefined {
    return this.books.get(instrumentId);
  }

  private entry(instrument: InstrumentRow): LiveBook {
    let live = this.books.get(instrument.id);
    if (!live) {
      live = { instrument, scale: scaleOfInstrument(instrument), book: new OrderBook(), seq: -1 };
      this.books.set(instrument.id, live);
    }
    return live;
  }

  private async rebuild(db: DbOrTx, live: LiveBook, seq: number): Promise<void> {
    const rows = await loadOpenOrders(db, live.instrument.id);
    const book = new OrderBook();
    for (const o of rows) {
      const price = unitsOf(o.price!, live.scale.priceDecimals);
      const open = unitsOf(remainingOf(o), live.scale.qtyDecimals);
      if (!price.ok || !open.ok)
        throw new Error(`spot order ${o.id} does not fit its pair's steps`);
      book.restore({
        id: o.id,
        owner: ownerKey(o.ownerKind, o.ownerId),
        side: o.side === OrderSide.buy ? Side.buy : Side.sell,
        price: price.units,
        qty: open.units,
      });
    }
    live.book = book;
    live.seq = seq;
  }
}

/** What is still open of an order, exact (60 digits: no rounding of numeric(36,18)). */
export function remainingOf(o: { quantity: string; filledQuantity: string }): string {
  return new Exact(o.quantity).minus(o.filledQuantity).toFixed();
}

/** Open limit orders of a pair in time priority (ids are drawn under the book lock). */
export function loadOpenOrders(db: DbOrTx, instrumentId: number) {
  return db
    .select()
    .from(spotOrders)
    .where(
      and(
        eq(spotOrders.instrumentId, instrumentId),
        inArray(spotOrders.status, ['open', 'partial']),
      ),
    )
    .orderBy(asc(spotOrders.id));
}
