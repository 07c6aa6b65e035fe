/**
 * The world of the sequencer simulation (sequencer-simulation.test.ts): a real app on a
 * fresh database with the pairs seeded, a few funded users and the market maker, the
 * naive model (sequencer-reference.ts) holding the same money, and the spot markets with
 * every command recorded in the order it reached its sequencer. A "restart" replaces the
 * markets with a new instance on the same database, as a new process would start.
 *
 * The first two users have VIP fee discounts (10% and 12.5%, issue 12): their fees are at
 * the pair's rates less that, in the sequencer (the vip module's copy) and in the model.
 *
 * Runs share the app: `beginRun` starts one as on a fresh database (empty books, each
 * participant holding its grants, a fresh model, new sequencers), `endRun` drains the books.
 * The comparisons with the model are in sequencer-compare.fixture.ts.
 */
import { expect } from 'vitest';
import { desc } from 'drizzle-orm';
import { Exact, JournalReason } from '@bourse/shared';
import { seedInstruments } from '../../seed/instruments.ts';
import { creditFromSystem, debitToSystem, systemOwner, userOwner } from '../ledger/index.ts';
import { everyBalance } from '../ledger/testing.ts';
import { instrumentBySymbol } from '../market/index.ts';
import { grantVipDiscounts } from '../vip/testing.ts';
import { person, walletApp, type WalletTest } from '../wallet/testing.ts';
import { ownerKey, type Command, type OrderOwner } from './plan.ts';
import { MARKET_MAKER } from './marketMaker.ts';
import { registerSpotMarkets, spotMarkets, type SpotMarkets } from './markets.ts';
import {
  COINS,
  FEES_OWNER,
  expectMatchesReference,
  toRefCommand,
  type CoinName,
} from './sequencer-compare.fixture.ts';
import { ReferenceExchange, type RefPair } from './sequencer-reference.ts';
import { loadOpenOrders } from './book.ts';
import type { MarketSequencer, SequencedResult } from './sequencer.ts';
import { spotOrders, spotTrades } from './tables.ts';
import { scaleOfInstrument, type InstrumentRow } from './units.ts';

export interface SimPair {
  ref: RefPair;
  instrument: InstrumentRow;
}

/** One command as it reached a sequencer, and how the sequencer answered it. */
export interface Arrival {
  pairId: number;
  command: Command;
  result?: { ok: SequencedResult } | { error: unknown };
}

export interface SimWorld {
  t: WalletTest;
  pairs: SimPair[];
  owners: OrderOwner[];
  ref: ReferenceExchange;
  /** VIP fee discounts (percent) by owner key. */
  discounts: Map<number, string>;
  markets: SpotMarkets;
  participants: Participant[];
  /** Counts runs: each starts as on a fresh database (beginRun). */
  run: number;
  /** The last order and trade of earlier runs, and the fees they collected. */
  since: { order: number; trade: number; fees: Map<number, Exact> };
  /** Counts restarts: a snapshot's `seq` belongs to one generation of sequencers. */
  generation: number;
  /** Rebuilds after failed commits in this run, by the sequencers of earlier generations. */
  rebuilds: number;
  /** Every command in arrival order since the caller last emptied it. */
  arrivals: Arrival[];
}

/** A participant: a new user, or the market maker (a system account); what it starts with. */
export interface Participant {
  kind: 'user' | 'maker';
  grants: Partial<Record<CoinName, string>>;
}

/** The VIP fee discounts of the first users, in percent (issue 12). */
const SIM_DISCOUNTS = ['10', '12.5'];

export async function openSimWorld(participants: Participant[]): Promise<SimWorld> {
  const t = await walletApp();
  await seedInstruments(t.ctx.db);
  const pairs: SimPair[] = [];
  for (const symbol of ['BTC/USDT', 'ETH/USDT']) {
    const instrument = (await instrumentBySymbol(t.ctx.db, symbol))!;
    const scale = scaleOfInstrument(instrument);
    const base = symbol.startsWith('BTC') ? COINS.BTC : COINS.ETH;
    pairs.push({
      instrument,
      ref: {
        id: instrument.id,
        symbol,
        base,
        quote: COINS.USDT,
        priceDecimals: scale.priceDecimals,
        qtyDecimals: scale.qtyDecimals,
        minAmount: instrument.minAmount,
        makerFee: instrument.makerFee,
        takerFee: instrument.takerFee,
      },
    });
  }
  const world: SimWorld = {
    t,
    pairs,
    participants,
    owners: [],
    ref: new ReferenceExchange(pairs.map((p) => p.ref)),
    discounts: new Map(),
    markets: spotMarkets(t.ctx),
    run: 0,
    since: { order: 0, trade: 0, fees: new Map() },
    generation: 0,
    rebuilds: 0,
    arrivals: [],
  };
  record(world);
  for (const [i, p] of participants.entries()) {
    world.owners.push(
      p.kind === 'maker'
        ? MARKET_MAKER
        : { ownerKind: 'user', ownerId: (await person(t, `sim${i}@example.com`)).id },
    );
  }
  const users = world.owners.filter((o) => o.ownerKind === 'user');
  const vip = SIM_DISCOUNTS.flatMap((percent, i) =>
    users[i] ? [{ userId: users[i].ownerId, percent }] : [],
  );
  await grantVipDiscounts(t.ctx.db, vip, t.clock.now());
  for (const v of vip) world.discounts.set(v.userId, v.percent);
  world.ref = new ReferenceExchange(
    world.pairs.map((p) => p.ref),
    world.discounts,
  );
  return world;
}

/**
 * Starts a run as on a fresh database: empty books (the last run ended by cancelling what
 * rested), every participant holding exactly its grants, a fresh model, and new sequencers
 * that load on first use. Rows and fees of earlier runs are left out of the comparisons.
 */
export async function beginRun(world: SimWorld): Promise<void> {
  const db = world.t.ctx.db;
  for (const pair of world.pairs) {
    expect(await loadOpenOrders(db, pair.instrument.id), 'books drained').toEqual([]);
  }
  await restart(world);
  world.run++;
  world.rebuilds = 0;
  world.ref = new ReferenceExchange(
    world.pairs.map((p) => p.ref),
    world.discounts,
  );
  const held = await balancesOf(world);
  for (const [i, p] of world.participants.entries()) {
    const owner = world.owners[i]!;
    for (const [name, coin] of Object.entries(COINS)) {
      const target = p.grants[name as CoinName] ?? '0';
      const now = held.get(`${owner.ownerKind}:${owner.ownerId}:${coin.id}`);
      await move(world, owner, coin.id, new Exact(target).minus(now?.available ?? '0'));
      world.ref.credit(ownerKey(owner), coin.id, target);
    }
  }
  const [last] = await db.select().from(spotOrders).orderBy(desc(spotOrders.id)).limit(1);
  const [lastTrade] = await db.select().from(spotTrades).orderBy(desc(spotTrades.id)).limit(1);
  const fees = await balancesOf(world);
  world.since = {
    order: last?.id ?? 0,
    trade: lastTrade?.id ?? 0,
    fees: new Map(
      Object.values(COINS).map((c) => [
        c.id,
        new Exact(fees.get(`system:${FEES_OWNER.ownerId}:${c.id}`)?.available ?? '0'),
      ]),
    ),
  };
}

/** Ends a run by cancelling every resting order as its owner, as the model does. */
export async function endRun(world: SimWorld): Promise<void> {
  for (const pair of world.pairs) {
    for (const o of world.ref.resting(pair.instrument.id)) {
      const owner = world.owners.find((w) => ownerKey(w) === o.owner)!;
      await world.markets.cancel(owner, o.id);
      const model = world.ref.apply(
        pair.instrument.id,
        toRefCommand({ kind: 'cancel', owner, orderId: o.id }),
        () => -1,
      );
      expect(model).toEqual({ kind: 'cancelled', orderId: o.id });
    }
  }
  await expectMatchesReference(world, `run ${world.run}, drained`);
}

/** Money from outside the markets, to the database and to the model alike. */
export async function deposit(
  world: SimWorld,
  owner: OrderOwner,
  currency: number,
  amount: string,
): Promise<void> {
  await move(world, owner, currency, new Exact(amount));
  world.ref.credit(ownerKey(owner), currency, amount);
}

let moves = 0;
/** Credits (or, when negative, debits) a participant from the faucet, through the ledger. */
async function move(world: SimWorld, owner: OrderOwner, currency: number, amount: Exact) {
  if (amount.isZero()) return;
  const { t } = world;
  const side = {
    owner: owner.ownerKind === 'user' ? userOwner(owner.ownerId) : systemOwner('marketMaker'),
    account: 'change' as const,
  };
  const common = {
    currency,
    amount: amount.abs(),
    idempotencyKey: `sequencer-sim:${++moves}`,
    reason: JournalReason.faucet,
    ref: { table: 'users', id: owner.ownerId },
    at: t.clock.now(),
  };
  await t.ctx.db.transaction((tx) =>
    amount.gt(0)
      ? creditFromSystem(tx, { ...common, system: 'faucet', to: side })
      : debitToSystem(tx, { ...common, system: 'faucet', from: side }),
  );
}

async function balancesOf(world: SimWorld) {
  const rows = await everyBalance(world.t.ctx.db, { account: 'change' });
  return new Map(rows.map((b) => [`${b.owner.kind}:${b.owner.id}:${b.currency}`, b]));
}

/** A new markets instance on the same database, as after a restart; the old one goes idle. */
export async function restart(world: SimWorld): Promise<void> {
  await world.markets.close();
  for (const seq of await world.markets.loaded()) world.rebuilds += seq.stats.rebuilds;
  world.markets = registerSpotMarkets(
    world.t.ctx,
    () => {},
    (error) => {
      throw error;
    },
  );
  world.generation++;
  record(world);
}

/**
 * Records every command in the order it reaches its sequencer, whichever way it came
 * (`markets.place`, `markets.cancel` or `submit` itself), with the sequencer's answer.
 */
function record(world: SimWorld): void {
  const markets = world.markets;
  const wrapped = new WeakSet<MarketSequencer>();
  const sequencer = markets.sequencer.bind(markets);
  markets.sequencer = async (instrument) => {
    const seq = await sequencer(instrument);
    if (!wrapped.has(seq)) {
      wrapped.add(seq);
      const submit = seq.submit.bind(seq);
      seq.submit = (command) => {
        const arrival: Arrival = { pairId: seq.instrumentId, command };
        world.arrivals.push(arrival);
        const answer = submit(command);
        answer.then(
          (ok) => (arrival.result = { ok }),
          (error: unknown) => (arrival.result = { error }),
        );
        return answer;
      };
    }
    return seq;
  };
}
