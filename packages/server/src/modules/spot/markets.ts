/**
 * The spot markets of one process: a sequencer per pair (sequencer.ts), created on first
 * use, and the calls the routes and the market maker make. The markets belong to the spot
 * module, not to the global context: `spotMarkets(ctx)` returns this app's.
 */
import { sql } from 'drizzle-orm';
import {
  Exact,
  type DepthItem,
  type OrderSideCode,
  type SpotOrderItem,
  type TimeInForce,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { rowsOf } from '../../db/migrate.ts';
import { DomainError, fail } from '../../http/errors.ts';
import { instrumentById, instrumentByPair, listInstruments } from '../market/index.ts';
import { vipFeeDiscounts } from '../vip/index.ts';
import type { OrderOwner, Outcome, PairCoins } from './plan.ts';
import { LEASE_SPACE, LeaseLost } from '../../cluster/leases.ts';
import { NoResponders, RequestTimeout } from '../../cluster/broker.ts';
import {
  EVERY_BOOK,
  MARKET_SUBJECT,
  NotOwner,
  answerOf,
  takeOver,
  fenceOf,
  type ForwardReply,
  type Forwarded,
  type RemoteBook,
} from './ownership.ts';
import { IdBlock } from '../../db/ids.ts';
import { placedItem } from './views.ts';
import { depthFrom, loadMarket, snapshotOf, type BookSnapshot } from './book.ts';
import { MarketSequencer, type CommittedView, type SequencerDeps } from './sequencer.ts';
import type { InstrumentRow } from './units.ts';

export interface PlaceRequest {
  owner: OrderOwner;
  currencyId: number;
  legalId: number;
  side: OrderSideCode;
  amount: string;
  price?: string;
  timeInForce: TimeInForce;
  clientOrderId?: string;
}

export interface Placed {
  orderId: number;
  /** The order as it stood after its own matching; undefined for a repeat. */
  item?: SpotOrderItem;
}

/** How long a command waits for a market between owners before it is refused. */
export const FAILOVER_WAIT_MS = 10_000;
/** How long a forwarded command may take on its owner (a batch under load, a slow disk). */
const FORWARD_TIMEOUT_MS = 10_000;
/** How often a process checks its session and looks for markets without an owner. */
export const LEASE_TICK_MS = 1_000;
/** Ticks before a process takes a market outside its NODE_SLOT (its own process may be starting). */
const ORPHAN_TICKS = 2;

export class SpotMarkets {
  /** The markets this process owns (it holds their lease), by instrument id. */
  private readonly owned = new Map<number, Promise<MarketSequencer>>();
  /** Stops serving an owned market's subjects on the broker. */
  private readonly unserve = new Map<number, () => void>();
  /** Other owners' latest snapshots (shared mode). */
  private readonly remote = new Map<number, RemoteBook>();
  /** Ticks each market outside this process's slot has gone without an owner here. */
  private readonly orphanTicks = new Map<number, number>();
  private readonly cleanups: (() => void)[] = [];
  /** Ids for every sequencer of this process (ids.ts). */
  private readonly ids = {
    orders: new IdBlock('spot_orders_id_seq'),
    trades: new IdBlock('spot_trades_id_seq'),
  };
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private closed = false;
  /** Tests inject faults here (sequencer.ts `beforeCommit`, `afterWrite`). */
  beforeCommit: SequencerDeps['beforeCommit'];
  afterWrite: SequencerDeps['afterWrite'];

  constructor(
    private readonly ctx: AppContext,
    private readonly onCommit: (view: CommittedView) => void,
    private readonly onError: (error: unknown) => void,
  ) {
    if (ctx.cluster.shared) {
      this.cleanups.push(
        ctx.cluster.broker.subscribe(EVERY_BOOK, (data) => this.heard(data as RemoteBook)),
      );
    }
  }

  /**
   * This process's sequencer of the pair, created and loaded on first use. It takes the
   * market's lease first; a market another process owns throws NotOwner.
   */
  sequencer(instrument: InstrumentRow): Promise<MarketSequencer> {
    const owned = this.owned.get(instrument.id);
    if (owned) return owned;
    const taking = this.take(instrument);
    this.owned.set(instrument.id, taking);
    taking.catch(() => {
      if (this.owned.get(instrument.id) === taking) this.owned.delete(instrument.id);
    });
    return taking;
  }

  /** Whether this process owns the market now (the market maker quotes only those). */
  owns(instrumentId: number): boolean {
    return this.owned.has(instrumentId);
  }

  async place(r: PlaceRequest): Promise<Placed> {
    const instrument =
      (await instrumentByPair(this.ctx.db, r.currencyId, r.legalId)) ?? fail('errors.pairUnknown');
    return this.onOwner(instrument, { op: 'place', request: r });
  }

  /** Cancels what is left of the owner's order, on whichever pair it is. */
  async cancel(owner: OrderOwner, orderId: number): Promise<{ instrumentId: number }> {
    const [row] = rowsOf<{ instrument_id: number }>(
      await this.ctx.db.execute(
        sql`select instrument_id from spot_orders where id = ${orderId} and owner_kind = ${owner.ownerKind} and owner_id = ${owner.ownerId}`,
      ),
    );
    if (!row) return fail('errors.orderNotFound');
    const instrument =
      (await instrumentById(this.ctx.db, Number(row.instrument_id))) ?? fail('errors.pairUnknown');
    await this.onOwner(instrument, { op: 'cancel', owner, orderId });
    return { instrumentId: instrument.id };
  }

  /** The last published depth of a pair (loads the pair on first use). */
  async depth(instrument: InstrumentRow, levels: number): Promise<DepthItem> {
    return depthFrom(await this.snapshot(instrument), levels);
  }

  /** The pair's last published book: this process's, the owner's, or the database's. */
  async snapshot(instrument: InstrumentRow): Promise<BookSnapshot> {
    const owned = this.owned.get(instrument.id);
    if (owned) return (await owned).snapshot();
    if (!this.ctx.cluster.shared) {
      try {
        return (await this.sequencer(instrument)).snapshot();
      } catch (error) {
        if (!(error instanceof NotOwner)) throw error;
        return this.snapshotFromDatabase(instrument);
      }
    }
    const heard = this.remote.get(instrument.id);
    if (heard) return heard.snapshot;
    try {
      const asked = (await this.ctx.cluster.broker.request(
        MARKET_SUBJECT.bookNow(instrument.id),
        null,
        FORWARD_TIMEOUT_MS,
      )) as RemoteBook;
      this.heard(asked);
      return asked.snapshot;
    } catch (error) {
      if (!(error instanceof NoResponders) && !(error instanceof RequestTimeout)) throw error;
      // Between owners: the committed book, read from the open orders.
      return this.snapshotFromDatabase(instrument);
    }
  }

  /** Loads every pair's book (at start); returns what was loaded. */
  async loadAll(pairs: InstrumentRow[]): Promise<{ pairs: number; orders: number }> {
    let orders = 0;
    let loaded = 0;
    for (const pair of pairs) {
      if (this.ctx.cluster.shared && !this.ctx.cluster.prefers(pair.id)) continue;
      try {
        orders += (await this.sequencer(pair)).peek()?.book.size ?? 0;
        loaded++;
      } catch (error) {
        if (!(error instanceof NotOwner)) throw error;
      }
    }
    return { pairs: loaded, orders };
  }

  /**
   * Shared mode: every LEASE_TICK_MS, checks that this process's leases still hold (else it
   * stops serving its markets) and takes the markets nobody owns (those of its NODE_SLOT
   * at once, the others after ORPHAN_TICKS). Returns when the first round is done.
   */
  async start(): Promise<void> {
    if (!this.ctx.cluster.shared || this.timer) return;
    await this.tick();
    this.timer = setInterval(() => {
      if (!this.ticking) {
        this.ticking = this.tick()
          .catch((error: unknown) => this.onError(error))
          .finally(() => (this.ticking = undefined));
      }
    }, LEASE_TICK_MS);
    this.timer.unref();
  }

  /** The loaded sequencers (tests compare them with the database). */
  async loaded(): Promise<MarketSequencer[]> {
    const all = await Promise.allSettled(this.owned.values());
    return all.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  }

  /** Lets queued commands finish, then hands every lease back (shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.ticking;
    for (const c of this.cleanups.splice(0)) c();
    for (const [id, owned] of [...this.owned]) {
      this.stopServing(id);
      const seq = await owned.catch(() => undefined);
      await seq?.idle();
      this.owned.delete(id);
      await this.ctx.cluster.leases.release({ space: LEASE_SPACE.market, id });
    }
  }

  /** Runs a command on the market's owner: here, or forwarded over the broker. */
  private async onOwner(instrument: InstrumentRow, command: Forwarded): Promise<Placed> {
    const deadline = Date.now() + FAILOVER_WAIT_MS;
    for (let attempt = 0; ; attempt++) {
      const here = this.owned.has(instrument.id) || !this.ctx.cluster.shared;
      try {
        if (here) return await this.runHere(instrument, command);
        return answerOf(
          (await this.ctx.cluster.broker.request(
            MARKET_SUBJECT.commands(instrument.id),
            command,
            FORWARD_TIMEOUT_MS,
          )) as ForwardReply,
        );
      } catch (error) {
        // Not delivered or refused unwritten: the market is between owners. Anything else
        // (a refusal, an answer that did not come in time) goes back to the caller.
        const between =
          error instanceof LeaseLost || error instanceof NotOwner || error instanceof NoResponders;
        if (!between) {
          if (error instanceof RequestTimeout) return fail('errors.orderOutcomeUnknown');
          throw error;
        }
        if (Date.now() > deadline || this.closed) return fail('errors.marketUnavailable');
        // Alone on the database, a market that another process holds is not ours to wait for.
        if (!this.ctx.cluster.shared && error instanceof NotOwner)
          return fail('errors.marketUnavailable');
        // Nobody serves it: a market of this process's slot is taken at once.
        if (error instanceof NoResponders && this.ctx.cluster.prefers(instrument.id)) {
          await this.sequencer(instrument).catch(() => undefined);
        }
      }
      await sleep(Math.min(25 * 2 ** attempt, 500));
    }
  }

  private async runHere(instrument: InstrumentRow, command: Forwarded): Promise<Placed> {
    const seq = await this.sequencer(instrument);
    if (command.op === 'cancel') {
      const { orderId, owner } = command;
      settled((await seq.submit({ kind: 'cancel', owner, orderId })).outcome);
      return { orderId };
    }
    const r = command.request;
    const { outcome, batch } = await seq.submit({
      kind: 'place',
      owner: r.owner,
      side: r.side,
      amount: r.amount,
      ...(r.price !== undefined ? { price: r.price } : {}),
      timeInForce: r.timeInForce,
      ...(r.clientOrderId !== undefined ? { clientOrderId: r.clientOrderId } : {}),
    });
    const orderId = settled(outcome);
    return outcome.kind === 'placed'
      ? { orderId, item: placedItem(batch, orderId, r, outcome) }
      : { orderId };
  }

  /** A command another process forwarded to this owner. */
  private async serveCommand(instrument: InstrumentRow, data: unknown): Promise<ForwardReply> {
    if (!this.owned.has(instrument.id)) return { moved: true };
    try {
      return { ok: await this.runHere(instrument, data as Forwarded) };
    } catch (error) {
      if (error instanceof LeaseLost || error instanceof NotOwner) return { moved: true };
      if (error instanceof DomainError)
        return { refused: { key: error.key, params: error.params } };
      this.onError(error);
      return { failed: 'the market could not run the command' };
    }
  }

  /** Takes the market's lease and loads its book; throws NotOwner if another process has it. */
  private async take(instrument: InstrumentRow): Promise<MarketSequencer> {
    const key = { space: LEASE_SPACE.market, id: instrument.id };
    const { cluster } = this.ctx;
    if (this.closed || !(await cluster.leases.tryAcquire(key))) throw new NotOwner();
    try {
      const epoch = await takeOver(this.ctx, instrument.id);
      // Ids drawn from here on are above the previous owner's.
      this.ids.orders.renew();
      this.ids.trades.renew();
      const seq = await this.create(instrument, epoch);
      if (cluster.shared) {
        const unserveCommands = cluster.broker.serve(MARKET_SUBJECT.commands(instrument.id), (d) =>
          this.serveCommand(instrument, d),
        );
        const unserveBook = cluster.broker.serve(
          MARKET_SUBJECT.bookNow(instrument.id),
          async () => ({
            instrumentId: instrument.id,
            epoch,
            snapshot: seq.snapshot(),
          }),
        );
        this.unserve.set(instrument.id, () => {
          unserveCommands();
          unserveBook();
        });
        await cluster.broker.flush();
        cluster.broker.publish(MARKET_SUBJECT.book(instrument.id), {
          instrumentId: instrument.id,
          epoch,
          snapshot: seq.snapshot(),
        });
      }
      return seq;
    } catch (error) {
      await cluster.leases.release(key);
      throw error;
    }
  }

  private stopServing(instrumentId: number): void {
    this.unserve.get(instrumentId)?.();
    this.unserve.delete(instrumentId);
  }

  /** Stops owning a market whose lease is gone (another process takes it over). */
  private drop(instrumentId: number, error: LeaseLost): void {
    const owned = this.owned.get(instrumentId);
    if (!owned) return;
    this.owned.delete(instrumentId);
    this.stopServing(instrumentId);
    void owned.then(
      (seq) => seq.stop(error),
      () => undefined,
    );
    void this.ctx.cluster.leases.release({ space: LEASE_SPACE.market, id: instrumentId });
  }

  private async tick(): Promise<void> {
    if (this.closed) return;
    const { cluster } = this.ctx;
    if (!(await cluster.leases.alive())) {
      // The session that held the leases is gone: so is every market of this process.
      for (const id of [...this.owned.keys()]) this.drop(id, new LeaseLost(`market ${id}`));
      return;
    }
    for (const instrument of await listInstruments(this.ctx.db)) {
      if (this.owned.has(instrument.id) || this.closed) continue;
      if (!cluster.prefers(instrument.id)) {
        const waited = (this.orphanTicks.get(instrument.id) ?? 0) + 1;
        this.orphanTicks.set(instrument.id, waited);
        if (waited <= ORPHAN_TICKS) continue;
      }
      try {
        await this.sequencer(instrument);
        this.orphanTicks.delete(instrument.id);
      } catch (error) {
        if (!(error instanceof NotOwner)) this.onError(error);
      }
    }
  }

  /** A snapshot another process broadcast; an older owner's never replaces a newer one's. */
  private heard(book: RemoteBook): void {
    if (this.owned.has(book.instrumentId)) return;
    const have = this.remote.get(book.instrumentId);
    const newer =
      !have ||
      book.epoch > have.epoch ||
      (book.epoch === have.epoch && book.snapshot.seq >= have.snapshot.seq);
    if (newer) this.remote.set(book.instrumentId, book);
  }

  private async snapshotFromDatabase(instrument: InstrumentRow): Promise<BookSnapshot> {
    const state = await loadMarket(this.ctx.db, instrument, await coinsOf(this.ctx, instrument));
    return snapshotOf(state, 0);
  }

  private async create(instrument: InstrumentRow, epoch: number): Promise<MarketSequencer> {
    const coins = await coinsOf(this.ctx, instrument);
    const db = this.ctx.db;
    const { broker, shared } = this.ctx.cluster;
    const seq: MarketSequencer = new MarketSequencer(instrument.id, instrument.symbol, {
      db,
      now: () => this.ctx.clock.now(),
      instrument: async () => (await instrumentById(db, instrument.id)) ?? instrument,
      coins,
      feeDiscounts: () => vipFeeDiscounts(db),
      ids: this.ids,
      fence: fenceOf(instrument.id, epoch),
      onStopped: (error) => this.drop(instrument.id, error),
      onCommit: (view) => {
        if (shared)
          broker.publish(MARKET_SUBJECT.book(instrument.id), {
            instrumentId: instrument.id,
            epoch,
            snapshot: seq.snapshot(),
          });
        this.onCommit(view);
      },
      onListenerError: (error) => this.onError(error),
      beforeCommit: (plan) => this.beforeCommit?.(plan),
      afterWrite: (plan) => this.afterWrite?.(plan),
    });
    await seq.load();
    return seq;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The order id of an accepted command; a refusal is thrown as it was refused. */
function settled(outcome: Outcome): number {
  if (outcome.kind === 'refused') throw outcome.error;
  return outcome.orderId;
}

async function coinsOf(ctx: AppContext, i: InstrumentRow): Promise<PairCoins> {
  const rows = rowsOf<{ id: number; name: string; decimals: number }>(
    await ctx.db.execute(
      sql`select id, name, decimals from currencies where id in (${i.baseCurrencyId}, ${i.quoteCurrencyId})`,
    ),
  );
  const coin = (id: number) => {
    const row = rows.find((r) => Number(r.id) === id);
    if (!row) throw new DomainError('errors.pairUnknown');
    return { id, name: row.name, decimals: Number(row.decimals) };
  };
  const coins = { base: coin(i.baseCurrencyId), quote: coin(i.quoteCurrencyId) };
  checkSteps(i, coins);
  return coins;
}

/**
 * A pair whose steps are finer than its coins (or whose price x quantity would need more
 * than the 18 decimals of the amount columns) could produce amounts the ledger cannot hold:
 * such a pair is not opened (migration 0003 also checks the steps' product).
 */
function checkSteps(i: InstrumentRow, coins: PairCoins): void {
  const places = (v: string) => new Exact(v).decimalPlaces();
  const tick = places(i.tickSize);
  const lot = places(i.lotSize);
  if (tick + lot > 18 || lot > coins.base.decimals) {
    throw new Error(
      `pair ${i.symbol}: tick ${i.tickSize} and lot ${i.lotSize} do not fit its coins' precision`,
    );
  }
}

const registry = new WeakMap<AppContext, SpotMarkets>();

/** This app's spot markets (created with the app's announcer by `registerSpot`). */
export function spotMarkets(ctx: AppContext): SpotMarkets {
  const markets = registry.get(ctx);
  if (!markets) throw new Error('spot markets are not registered for this app');
  return markets;
}

export function registerSpotMarkets(
  ctx: AppContext,
  onCommit: (view: CommittedView) => void,
  onError: (error: unknown) => void,
): SpotMarkets {
  const markets = new SpotMarkets(ctx, onCommit, onError);
  registry.set(ctx, markets);
  return markets;
}
