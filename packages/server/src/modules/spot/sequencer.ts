/**
 * A market's sequencer: the one writer of its order book (DESIGN.md 5b). Orders and cancels
 * queue here; the sequencer takes what is queued (up to BATCH_MAX commands), reads what it
 * needs (one statement), matches it in the engine in arrival order (batch.ts), writes the
 * batch in one statement that is its own transaction (commit.ts), and only then answers
 * each command and publishes an immutable snapshot for readers.
 *
 * Failure rules:
 * - A refused command (a rule, a balance) is refused alone, before it touches the book.
 * - A failed commit (a connection lost, a guard of the statement: a balance taken meanwhile,
 *   a coupon spent elsewhere) leaves the in-memory book ahead of the database, so the book is rebuilt
 *   from the database and the batch is matched again (nothing of it was acknowledged). A
 *   batch that keeps failing is split: its commands run one by one, so one bad command
 *   (say, a balance that a withdrawal took between the read and the commit) is refused
 *   alone and the others go through.
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { LeaseLost } from '../../cluster/leases.ts';
import { DomainError } from '../../http/errors.ts';
import { COUPONS_CHANGED, FeeCouponBook } from '../fees/index.ts';
import { LedgerError, StatementAborted, journalPosted } from '../ledger/index.ts';
import type { CandleUpdate } from '../market/index.ts';
import { matchBatch } from './batch.ts';
import { loadMarket, snapshotOf, type BookSnapshot } from './book.ts';
import { prepareBatch, type CommittedBatch } from './commit.ts';
import type { IdBlock } from '../../db/ids.ts';
import { readInputs, userIdsOf } from './inputs.ts';
import type { BatchPlan, Command, MarketState, Outcome, PairCoins } from './plan.ts';
import type { InstrumentRow } from './units.ts';

/** The most commands one batch takes; more wait for the next. */
export const BATCH_MAX = 256;
const MAX_ATTEMPTS = 3;

export interface SequencedResult {
  outcome: Outcome;
  /** The batch the command committed in (shared by every command of the batch). */
  batch: CommittedView;
}

/** What a committed batch did, for replies and announcements. */
export interface CommittedView {
  instrument: InstrumentRow;
  plan: BatchPlan;
  committed: CommittedBatch;
  at: Date;
}

interface Pending {
  command: Command;
  resolve(result: SequencedResult): void;
  reject(error: unknown): void;
}

export interface SequencerDeps {
  db: Db;
  now(): Date;
  /** The pair as configured now (the market module's cache; edits reach the next batch). */
  instrument(): Promise<InstrumentRow>;
  coins: PairCoins;
  /**
   * The VIP fee discounts by user id (issue 12: the vip module's per-process copy, no read
   * of its own in a batch's way); none when absent.
   */
  feeDiscounts?(): Promise<ReadonlyMap<number, string>>;
  /** Where new orders' and trades' ids come from (the process's blocks, ids.ts). */
  ids: { orders: IdBlock; trades: IdBlock };
  /**
   * The lease every commit must still hold (ownership.ts `fenceOf`): a commit that finds
   * another process's epoch keeps nothing and stops this sequencer (LeaseLost).
   */
  fence?: { with: SQL; guard: { why: string; when: SQL } };
  /** The sequencer stopped because its lease was lost; its commands were refused unwritten. */
  onStopped?(error: LeaseLost): void;
  /** After each commit (announcements); a throw is reported, never retried. */
  onCommit?(view: CommittedView): void;
  onListenerError?(error: unknown): void;
  /** Fault injection for tests: runs right before the batch's statement is sent. */
  beforeCommit?(plan: BatchPlan): void;
  /** Fault injection for tests: runs right after the statement committed (a throw is a lost reply). */
  afterWrite?(plan: BatchPlan): void;
}

export class MarketSequencer {
  private readonly queue: Pending[] = [];
  private running = false;
  private state: MarketState | undefined;
  private seq = 0;
  private published: BookSnapshot;
  /** The coupons of the fee payers this sequencer met (checked by every commit). */
  private readonly coupons = new FeeCouponBook();
  /** Why this sequencer takes no more commands (its lease is gone). */
  private stoppedBy: LeaseLost | undefined;
  /** Batches committed, and rebuilds after a failure (for tests and operations). */
  readonly stats = { batches: 0, commands: 0, rebuilds: 0 };

  constructor(
    readonly instrumentId: number,
    readonly symbol: string,
    private readonly deps: SequencerDeps,
  ) {
    this.published = { symbol, seq: 0, bids: [], asks: [] };
  }

  /** Queues a command; resolves after the batch that holds it committed. */
  submit(command: Command): Promise<SequencedResult> {
    return new Promise((resolve, reject) => {
      if (this.stoppedBy) return reject(this.stoppedBy);
      this.queue.push({ command, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  /** The last published snapshot: never the live book. */
  snapshot(): BookSnapshot {
    return this.published;
  }

  /**
   * Takes no more commands: the queued ones are refused with `error`, unwritten (their
   * callers may send them to the market's new owner). A batch being committed finishes.
   */
  stop(error: LeaseLost): void {
    this.stoppedBy ??= error;
    for (const p of this.queue.splice(0)) p.reject(this.stoppedBy);
  }

  get stopped(): boolean {
    return this.stoppedBy !== undefined;
  }

  /** Loads the book from the open orders (at start, and after a failed commit). */
  async load(): Promise<void> {
    const instrument = await this.deps.instrument();
    this.state = await loadMarket(this.deps.db, instrument, this.deps.coins);
    this.publish();
  }

  /** Waits for the queue to empty (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.running || this.queue.length > 0) await new Promise((r) => setTimeout(r, 1));
  }

  /** The live state, for consistency checks in tests only. */
  peek(): MarketState | undefined {
    return this.state;
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0 && !this.stoppedBy) {
        // Let the requests already read off the network queue first. On the embedded
        // database every statement resolves without I/O, so without this turn of the event
        // loop each request ran to its reply before the next was parsed: batches of one.
        await new Promise((r) => setImmediate(r));
        const batch = this.queue.splice(0, BATCH_MAX);
        await this.runBatch(batch);
      }
    } finally {
      this.running = false;
    }
  }

  private async runBatch(batch: Pending[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      let view: CommittedView;
      try {
        view = await this.attempt(batch.map((p) => p.command));
      } catch (error) {
        if (error instanceof LeaseLost) {
          // Another process owns the market: nothing of this batch was written; it and the
          // queue go back to their callers, and this sequencer writes no more.
          for (const p of batch) p.reject(error);
          this.stop(error);
          this.deps.onStopped?.(error);
          return;
        }
        // The book may be ahead of the database: rebuild before anything else runs.
        this.stats.rebuilds++;
        await this.reloadQuietly();
        if (error instanceof OutcomeUnknown) {
          for (const p of batch) p.reject(error);
          return;
        }
        // A refusal of a lone command is its answer; anything else is tried again.
        if (attempt < MAX_ATTEMPTS && (batch.length > 1 || !(error instanceof DomainError))) {
          if (attempt === MAX_ATTEMPTS - 1 && batch.length > 1) {
            // Split: each command alone, so one bad command cannot hold back the rest.
            for (const p of batch) await this.runBatch([p]);
            return;
          }
          await backoff(attempt);
          continue;
        }
        for (const p of batch) p.reject(error);
        return;
      }
      // Committed: nothing from here on may send the batch down the failure path again.
      this.publish();
      batch.forEach((p, i) => p.resolve({ outcome: view.plan.outcomes[i]!, batch: view }));
      try {
        this.deps.onCommit?.(view);
      } catch (error) {
        this.deps.onListenerError?.(error);
      }
      return;
    }
  }

  private async attempt(commands: Command[]): Promise<CommittedView> {
    if (!this.state) await this.load();
    const market = this.state!;
    // Configuration edits (fees, suspension) apply from the next batch on.
    market.instrument = await this.deps.instrument();
    const at = this.deps.now();
    const { db, ids } = this.deps;
    const [inputs, , feeDiscounts] = await Promise.all([
      readInputs(db, market, commands, at, ids.orders),
      // The takers' coupons, read beside their balances; makers met for the first time are
      // read by the commit.
      this.coupons.read(db, this.coupons.unknown(userIdsOf(commands)), at),
      this.deps.feeDiscounts?.(),
    ]);
    const plan = matchBatch(market, commands, feeDiscounts ? { ...inputs, feeDiscounts } : inputs);
    const tradeIds = await ids.trades.take(db, plan.fills.length);
    const prepared = await prepareBatch(db, market, plan, at, tradeIds, {
      coupons: this.coupons,
      fence: this.deps.fence,
    });
    this.deps.beforeCommit?.(plan);
    let candles: CandleUpdate[];
    try {
      candles = await prepared.write();
      this.deps.afterWrite?.(plan);
    } catch (error) {
      if (error instanceof StatementAborted) {
        if (error.why === this.deps.fence?.guard.why)
          throw new LeaseLost(`market ${this.instrumentId}`);
        // A coupon was spent elsewhere, expired or granted: read them again next time.
        if (error.why === COUPONS_CHANGED) this.coupons.forget();
        throw error;
      }
      // Refused by the database: nothing was kept.
      if (error instanceof DomainError || error instanceof LedgerError) throw error;
      // Anything else (a connection lost) leaves the outcome in doubt: the statement may
      // have committed before its reply was lost. Its first journal says which.
      if (await committedAnyway(db, prepared.marker)) {
        // Its candles are announced with the next trade's.
        candles = [];
      } else throw error;
    }
    const committed: CommittedBatch = { fills: prepared.fills, fees: prepared.fees, candles };
    this.seq++;
    this.stats.batches++;
    this.stats.commands += commands.length;
    return { instrument: market.instrument, plan, committed, at };
  }

  private async reloadQuietly(): Promise<void> {
    try {
      await this.load();
    } catch {
      // The database is away: the next batch loads before it matches.
      this.state = undefined;
    }
  }

  private publish(): void {
    if (this.state) this.published = snapshotOf(this.state, this.seq);
  }
}

/**
 * Whether a batch whose statement failed without an answer committed all the same (its
 * marker journal is there). When the database cannot say, neither can the sequencer: its
 * callers are told the outcome is unknown, and the batch is not run again (it might then
 * be there twice).
 */
async function committedAnyway(db: Db, marker: string | undefined): Promise<boolean> {
  if (marker === undefined) return false;
  try {
    return await journalPosted(db, marker);
  } catch {
    throw new OutcomeUnknown();
  }
}

/** A batch's outcome is in doubt: not retried, its callers told to look at their orders. */
export class OutcomeUnknown extends DomainError {
  constructor() {
    super('errors.orderOutcomeUnknown');
  }
}

const backoff = (attempt: number) =>
  new Promise((r) => setTimeout(r, 2 ** attempt * 5 + Math.floor(Math.random() * 10)));
