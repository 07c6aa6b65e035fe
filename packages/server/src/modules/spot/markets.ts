/**
 * The spot markets of one process: a sequencer per pair (sequencer.ts), created on first
 * use, and the calls the routes and the market maker make. The markets belong to the spot
 * module, not to the global context: `spotMarkets(ctx)` returns this app's.
 */
import { sql } from 'drizzle-orm';
import {
  Exact,
  OrderSide,
  toPlain,
  type DepthItem,
  type OrderSideCode,
  type SpotOrderItem,
  type TimeInForce,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { rowsOf } from '../../db/migrate.ts';
import { DomainError, fail } from '../../http/errors.ts';
import { instrumentById, instrumentByPair } from '../market/index.ts';
import type { Command, OrderOwner, Outcome, PairCoins } from './plan.ts';
import {
  MarketSequencer,
  depthFrom,
  type BookSnapshot,
  type CommittedView,
  type SequencerDeps,
} from './sequencer.ts';
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
  view: CommittedView;
}

export class SpotMarkets {
  private readonly sequencers = new Map<number, Promise<MarketSequencer>>();
  /** Tests inject faults here (sequencer.ts `beforeCommit`). */
  beforeCommit: SequencerDeps['beforeCommit'];

  constructor(
    private readonly ctx: AppContext,
    private readonly onCommit: (view: CommittedView) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** The pair's sequencer, created and loaded on first use. */
  sequencer(instrument: InstrumentRow): Promise<MarketSequencer> {
    let s = this.sequencers.get(instrument.id);
    if (!s) {
      s = this.create(instrument);
      this.sequencers.set(instrument.id, s);
      s.catch(() => this.sequencers.delete(instrument.id));
    }
    return s;
  }

  async place(r: PlaceRequest): Promise<Placed> {
    const instrument =
      (await instrumentByPair(this.ctx.db, r.currencyId, r.legalId)) ?? fail('errors.pairUnknown');
    const seq = await this.sequencer(instrument);
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
    return {
      orderId,
      ...(outcome.kind === 'placed' ? { item: placedItem(batch, orderId, r, outcome) } : {}),
      view: batch,
    };
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
    const seq = await this.sequencer(instrument);
    settled((await seq.submit({ kind: 'cancel', owner, orderId } satisfies Command)).outcome);
    return { instrumentId: instrument.id };
  }

  /** The last published depth of a pair (loads the pair on first use). */
  async depth(instrument: InstrumentRow, levels: number): Promise<DepthItem> {
    return depthFrom((await this.sequencer(instrument)).snapshot(), levels);
  }

  async snapshot(instrument: InstrumentRow): Promise<BookSnapshot> {
    return (await this.sequencer(instrument)).snapshot();
  }

  /** Loads every pair's book (at start); returns what was loaded. */
  async loadAll(pairs: InstrumentRow[]): Promise<{ pairs: number; orders: number }> {
    let orders = 0;
    for (const pair of pairs) orders += (await this.sequencer(pair)).peek()?.book.size ?? 0;
    return { pairs: pairs.length, orders };
  }

  /** The loaded sequencers (tests compare them with the database). */
  async loaded(): Promise<MarketSequencer[]> {
    return Promise.all(this.sequencers.values());
  }

  /** Lets queued commands finish (shutdown). */
  async close(): Promise<void> {
    for (const s of await Promise.allSettled(this.sequencers.values())) {
      if (s.status === 'fulfilled') await s.value.idle();
    }
  }

  private async create(instrument: InstrumentRow): Promise<MarketSequencer> {
    const coins = await coinsOf(this.ctx, instrument);
    const db = this.ctx.db;
    const seq = new MarketSequencer(instrument.id, instrument.symbol, {
      db,
      now: () => this.ctx.clock.now(),
      instrument: async () => (await instrumentById(db, instrument.id)) ?? instrument,
      coins,
      onCommit: (view) => this.onCommit(view),
      onListenerError: (error) => this.onError(error),
      beforeCommit: (plan) => this.beforeCommit?.(plan),
    });
    await seq.load();
    return seq;
  }
}

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

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The reply of `POST /coin/trade`, from memory: the order right after its own matching. */
function placedItem(
  view: CommittedView,
  orderId: number,
  r: PlaceRequest,
  outcome: Extract<Outcome, { kind: 'placed' }>,
): SpotOrderItem {
  const { instrument, plan, committed, at } = view;
  const change = plan.orders.get(orderId)!;
  const [base, quote] = instrument.symbol.split('/') as [string, string];
  const isBuy = r.side === OrderSide.buy;
  const filled = new Exact(outcome.view.filledQuantity);
  const fills = outcome.view.fills.map((i) => {
    const f = committed.fills[i]!;
    return {
      id: f.id,
      price: toPlain(f.price),
      amount: toPlain(f.quantity),
      quote_amount: toPlain(f.quote.toFixed()),
      fee: toPlain((isBuy ? f.buyerFee : f.sellerFee).toFixed()),
      fee_currency: isBuy ? base : quote,
      role: 'taker' as const,
      time: seconds(at),
    };
  });
  const fee = outcome.view.fills.reduce(
    (sum, i) => sum.plus(isBuy ? committed.fills[i]!.buyerFee : committed.fills[i]!.sellerFee),
    new Exact(0),
  );
  return {
    id: orderId,
    symbol: instrument.symbol,
    currency_id: instrument.baseCurrencyId,
    legal_id: instrument.quoteCurrencyId,
    type: r.side,
    side: isBuy ? 'buy' : 'sell',
    order_type: change.created!.orderType,
    time_in_force: change.created!.timeInForce,
    price: change.created!.price === null ? null : toPlain(change.created!.price),
    amount: toPlain(change.created!.quantity),
    filled_amount: toPlain(outcome.view.filledQuantity),
    filled_quote: toPlain(outcome.view.filledQuote),
    avg_price: filled.isZero()
      ? null
      : toPlain(new Exact(outcome.view.filledQuote).div(filled).toDecimalPlaces(18).toFixed()),
    fee: toPlain(fee.toFixed()),
    fee_currency: isBuy ? base : quote,
    status: outcome.view.status,
    cancel_reason: outcome.view.cancelReason,
    created_at: seconds(at),
    updated_at: seconds(at),
    fills,
  };
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
