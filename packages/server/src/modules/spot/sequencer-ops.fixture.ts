/**
 * The operations of the sequencer simulation (sequencer-simulation.test.ts): the seeded
 * generator, the participants and the shape of each pair's orders, one seeded operation
 * drawn from the model's state, and running it against the app's spot markets the way a
 * caller would (`markets.place`, `markets.cancel`, a depth read) or straight to a sequencer.
 */
import {
  Exact,
  OrderSide,
  seededRandom,
  type Rng,
  type SpotOrderItem,
  type TimeInForce,
} from '@bourse/shared';
import { DomainError } from '../../http/errors.ts';
import { ownerKey, type Command, type OrderOwner } from './plan.ts';
import { publishedDepth, type CoinName } from './sequencer-compare.fixture.ts';
import type { Participant, SimPair, SimWorld } from './sequencer-sim.fixture.ts';

/** The shared seeded generator (@bourse/shared seededRandom). */
export const prng = seededRandom;
export type { Rng };

/** Per pair: where the mid starts, how far it moves per step, order sizes in lots. */
export const SHAPE: Record<string, { mid: number; grain: number; lots: [number, number] }> = {
  'BTC/USDT': { mid: 5_000_000, grain: 100, lots: [20, 3000] },
  'ETH/USDT': { mid: 300_000, grain: 50, lots: [20, 3000] },
};

/**
 * Three users with room to trade, one who is nearly always short (market buys stop at the
 * balance, orders are unaffordable), and the market maker. Between steps a participant
 * whose balance ran low gets a deposit: [below, amount] per coin.
 */
export const PARTICIPANTS: (Participant & {
  topUp: Partial<Record<CoinName, [string, string]>>;
})[] = [
  ...Array.from({ length: 3 }, () => ({
    kind: 'user' as const,
    grants: { USDT: '20000', BTC: '0.4', ETH: '6' },
    topUp: {
      USDT: ['3000', '10000'],
      BTC: ['0.05', '0.3'],
      ETH: ['1', '5'],
    } satisfies Record<CoinName, [string, string]>,
  })),
  {
    kind: 'user',
    grants: { USDT: '600', BTC: '0.02', ETH: '0.3' },
    topUp: { USDT: ['50', '500'], BTC: ['0.001', '0.01'], ETH: ['0.02', '0.2'] },
  },
  {
    kind: 'maker',
    grants: { USDT: '100000', BTC: '2', ETH: '30' },
    topUp: { USDT: ['20000', '50000'], BTC: ['0.5', '1'], ETH: ['5', '10'] },
  },
];

/** The participant who is nearly always short; a third of market orders are theirs. */
export const SHORT = 3;

export type Op =
  | {
      kind: 'place';
      label: string;
      owner: OrderOwner;
      side: 1 | 2;
      amount: string;
      price?: string;
      tif: TimeInForce;
      cid?: string;
      delay: number;
    }
  | {
      kind: 'cancel';
      label: string;
      owner: OrderOwner;
      orderId: number;
      direct: boolean;
      delay: number;
    }
  /** A read, at once or after an earlier operation of the group answered (`after`). */
  | { kind: 'depth'; label: string; delay: number; after: number };

const units = (n: number | Exact, decimals: number) =>
  new Exact(n).div(new Exact(10).pow(decimals)).toFixed(decimals);

/** One seeded operation on `pair`, from the model's state at the start of the step. */
export function makeOp(rng: Rng, world: SimWorld, pair: SimPair, mid: number): Op {
  const { ref } = world;
  const shape = SHAPE[pair.ref.symbol]!;
  const pd = pair.ref.priceDecimals;
  const qd = pair.ref.qtyDecimals;
  const delay = rng.int(0, 4);
  const owner = rng.pick(world.owners);
  const side = rng.next() < 0.5 ? OrderSide.buy : OrderSide.sell;
  const lots = () => rng.int(...shape.lots);
  /** Near the mid; IOC and FOK orders lean across it, to meet the other side. */
  const price = (lean = false) => {
    const away = lean ? rng.int(0, 5) * (side === OrderSide.buy ? 1 : -1) : rng.int(-5, 5);
    let ticks = mid + away * shape.grain;
    if (rng.next() < 0.2) ticks += rng.int(-9, 9);
    return units(ticks, pd);
  };
  const limit = (label: string, tif: TimeInForce, cid?: string): Op => ({
    kind: 'place',
    label,
    owner,
    side,
    amount: units(lots(), qd),
    price: price(tif === 'IOC' || tif === 'FOK'),
    tif,
    ...(cid !== undefined ? { cid } : {}),
    delay,
  });
  const resting = ref.resting(pair.instrument.id);
  const roll = rng.int(1, 100);
  if (roll <= 30) {
    const tif = rng.pick<TimeInForce>(['GTC', 'GTC', 'GTC', 'GTC', 'IOC', 'FOK', 'POST_ONLY']);
    return limit(`limit ${tif}`, tif);
  }
  if (roll <= 42) {
    const big = rng.next() < 0.3;
    return {
      kind: 'place',
      label: big ? 'market (large)' : 'market',
      owner: rng.next() < 0.35 ? world.owners[SHORT]! : owner,
      side,
      amount: units(big ? lots() * 20 : lots(), qd),
      tif: 'GTC',
      delay,
    };
  }
  if (roll <= 58 && resting.length > 0) {
    const o = rng.pick(resting);
    const who = world.owners.find((w) => ownerKey(w) === o.owner)!;
    return { kind: 'cancel', label: 'cancel own', owner: who, orderId: o.id, direct: false, delay };
  }
  if (roll <= 61) {
    const done = [...ref.orders.values()].filter(
      (o) => o.pair === pair.instrument.id && (o.status === 'filled' || o.status === 'cancelled'),
    );
    if (done.length > 0) {
      const o = rng.pick(done);
      const who = world.owners.find((w) => ownerKey(w) === o.owner)!;
      return {
        kind: 'cancel',
        label: 'cancel finished',
        owner: who,
        orderId: o.id,
        direct: false,
        delay,
      };
    }
  }
  if (roll <= 67) {
    const direct = roll > 64;
    const others = resting.filter((o) => o.owner !== ownerKey(owner));
    const orderId =
      others.length > 0 && rng.next() < 0.7 ? rng.pick(others).id : 900_000_000 + rng.int(0, 999);
    return {
      kind: 'cancel',
      label: `cancel foreign${direct ? ' (direct)' : ''}`,
      owner,
      orderId,
      direct,
      delay,
    };
  }
  if (roll <= 76) {
    const base = lots();
    const why = rng.pick(['unaffordable', 'amount step', 'price step', 'below minimum'] as const);
    const op = limit(`refused: ${why}`, 'GTC') as Extract<Op, { kind: 'place' }>;
    if (why === 'unaffordable') {
      const held = ref.balance(ownerKey(owner), pair.ref.base.id).available;
      op.amount =
        side === OrderSide.buy
          ? units(base + 200 * 10 ** qd, qd)
          : units(
              held
                .times(new Exact(10).pow(qd))
                .floor()
                .plus(5 * 10 ** qd),
              qd,
            );
    } else if (why === 'amount step') op.amount = `${units(base, qd)}5`;
    else if (why === 'price step') op.price = `${units(mid, pd)}5`;
    else op.amount = units(1 + rng.int(0, 3), qd);
    return op;
  }
  if (roll <= 82) return { kind: 'depth', label: 'depth', delay, after: -1 };
  // Ids repeat within a run (on both pairs), never across runs.
  return limit('limit with client id', 'GTC', `run${world.run}-${rng.int(0, 11)}`);
}

export interface Settled {
  op: Op;
  /** `id:<n>`, `cancelled:<n>`, `refused:<key>` or `failed:<message>`. */
  answer?: string;
  /** The reply of an accepted order, built from memory after its batch committed. */
  item?: SpotOrderItem;
  depth?: { seq: number; book: string; generation: number };
}

export const failed = (e: unknown) =>
  e instanceof DomainError ? `refused:${e.key}` : `failed:${(e as Error).message}`;

export async function runOp(
  world: SimWorld,
  pair: SimPair,
  op: Op,
  direct: Set<Command>,
): Promise<Settled> {
  for (let i = 0; i < op.delay; i++) await Promise.resolve();
  try {
    if (op.kind === 'depth') {
      const generation = world.generation;
      return { op, depth: { ...(await publishedDepth(world, pair)), generation } };
    }
    if (op.kind === 'place') {
      const placed = await world.markets.place({
        owner: op.owner,
        currencyId: pair.instrument.baseCurrencyId,
        legalId: pair.instrument.quoteCurrencyId,
        side: op.side,
        amount: op.amount,
        ...(op.price !== undefined ? { price: op.price } : {}),
        timeInForce: op.tif,
        ...(op.cid !== undefined ? { clientOrderId: op.cid } : {}),
      });
      return {
        op,
        answer: `id:${placed.orderId}`,
        ...(placed.item ? { item: placed.item } : {}),
      };
    }
    if (op.direct) {
      const seq = await world.markets.sequencer(pair.instrument);
      const command: Command = { kind: 'cancel', owner: op.owner, orderId: op.orderId };
      direct.add(command);
      const { outcome } = await seq.submit(command);
      return { op, answer: outcome.kind === 'refused' ? `refused:${outcome.error.key}` : 'direct' };
    }
    await world.markets.cancel(op.owner, op.orderId);
    return { op, answer: `cancelled:${op.orderId}` };
  } catch (e) {
    return { op, answer: failed(e) };
  }
}
