/**
 * The market maker: a system account (SystemAccount.marketMaker) that keeps the spot books
 * quoted around the index, so a newcomer's first screen is alive. It is an ordinary
 * participant: its orders go through the pair's sequencer like a user's, its money is
 * held and settled by the ledger, and it quotes only what its own balances cover.
 * It never trades with itself (self-trade prevention) and never prints volume: every
 * trade on Bourse has a real user on one side.
 *
 * Quotes sit on a grid anchored to the index: LEVELS prices per side, STEP apart, the
 * first half a spread from the index. Sizes are a stable function of the price level, so
 * a level keeps its size while it stays on the grid, and each run only cancels the levels
 * the index moved away from and places the ones it moved towards.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { OrderSide, SystemAccount, dec, type OrderSideCode } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { DomainError } from '../../http/errors.ts';
import { sessionRefusal } from '../market/index.ts';
import { instruments } from '../market/index.ts';
import type { Command, OrderOwner } from './plan.ts';
import { spotMarkets } from './markets.ts';
import { spotOrders } from './tables.ts';
import { priceOf, qtyOf, scaleOfInstrument, unitsOf, type InstrumentRow } from './units.ts';

export const MARKET_MAKER: OrderOwner = {
  ownerKind: 'system',
  ownerId: SystemAccount.marketMaker,
};

const LEVELS = 12;
/** Half the spread and the distance between levels, as fractions of the index. */
const HALF_SPREAD = 0.0003;
const STEP = 0.0004;
/** Quote value of the innermost level in USDT; outer levels grow. */
const BASE_VALUE = '4000';
/** Each level further out holds this much more value than the innermost. */
const LEVEL_GROWTH = '0.35';

export interface Quote {
  side: OrderSideCode;
  ticks: number;
  lots: number;
}

/** A stable pseudo-random number in [0, 1) for one level (mulberry32 of its key). */
function jitter(instrumentId: number, side: number, ticks: number): number {
  let a = (instrumentId * 2654435761) ^ (side * 40503) ^ ticks;
  a = (a + 0x6d2b79f5) | 0;
  let t = Math.imul(a ^ (a >>> 15), 1 | a);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/**
 * A round number of ticks (1, 2 or 5 times a power of ten) at most `raw`: the grid's
 * spacing stays the same while the index wanders, so levels keep their prices.
 */
function niceStep(raw: number): number {
  if (raw < 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const m = raw / power;
  return (m >= 5 ? 5 : m >= 2 ? 2 : 1) * power;
}

/** The grid of quotes for an index price (a decimal string of the quote currency). */
export function targetQuotes(instrument: InstrumentRow, index: string): Quote[] {
  const scale = scaleOfInstrument(instrument);
  // Grid geometry in whole ticks (safe integers); order sizes in decimals.
  const mid = unitsOf(
    dec(index).toDecimalPlaces(scale.priceDecimals).toFixed(),
    scale.priceDecimals,
  );
  if (!mid.ok) return [];
  const step = niceStep(mid.units * STEP);
  const firstBid = Math.floor((mid.units * (1 - HALF_SPREAD)) / step) * step;
  const firstAsk = Math.ceil((mid.units * (1 + HALF_SPREAD)) / step) * step;
  const quotes: Quote[] = [];
  for (let k = 0; k < LEVELS; k++) {
    for (const [side, ticks] of [
      [OrderSide.buy, firstBid - k * step],
      [OrderSide.sell, firstAsk + k * step],
    ] as const) {
      if (ticks <= 0) continue;
      const value = dec(BASE_VALUE)
        .times(dec(k).times(LEVEL_GROWTH).plus(1))
        .times(
          dec(jitter(instrument.id, side, ticks))
            .times('0.8')
            .plus('0.6'),
        );
      const lots = value.div(priceOf(ticks, scale)).div(instrument.lotSize).round().toNumber();
      quotes.push({ side, ticks, lots: Math.max(1, lots) });
    }
  }
  return quotes;
}

export interface MakerRun {
  placed: number;
  cancelled: number;
}

/**
 * One pass over every active pair this process owns (all of them when it is alone): cancel
 * quotes off the grid, place the missing ones. Each market is quoted by its owner only.
 */
export async function runMarketMaker(ctx: AppContext): Promise<MakerRun> {
  const run: MakerRun = { placed: 0, cancelled: 0 };
  const pairs = await ctx.db.select().from(instruments).where(eq(instruments.isActive, true));
  const markets = spotMarkets(ctx);
  for (const pair of pairs) {
    if (ctx.cluster.shared && !markets.owns(pair.id)) continue;
    const r = await quotePair(ctx, pair);
    run.placed += r.placed;
    run.cancelled += r.cancelled;
  }
  return run;
}

async function quotePair(ctx: AppContext, pair: InstrumentRow): Promise<MakerRun> {
  const run: MakerRun = { placed: 0, cancelled: 0 };
  const now = ctx.clock.now();
  const open = sessionRefusal(pair, now) === undefined;
  const mine = await ctx.db
    .select()
    .from(spotOrders)
    .where(
      and(
        eq(spotOrders.instrumentId, pair.id),
        eq(spotOrders.ownerKind, MARKET_MAKER.ownerKind),
        eq(spotOrders.ownerId, MARKET_MAKER.ownerId),
        inArray(spotOrders.status, ['open', 'partial']),
      ),
    );
  const scale = scaleOfInstrument(pair);
  // No index (the feed does not know the coin): no quotes, as outside a session.
  const index = open
    ? await ignoreRefusal(() => ctx.prices.indexPrice(pair.baseCurrencyId, now))
    : undefined;
  const targets = index ? targetQuotes(pair, index.price) : [];
  const wanted = new Set(targets.map((q) => `${q.side}:${q.ticks}`));
  const have = new Set<string>();
  const commands: Command[] = [];
  for (const o of mine) {
    const ticks = unitsOf(o.price!, scale.priceDecimals);
    const key = `${o.side}:${ticks.ok ? ticks.units : -1}`;
    if (wanted.has(key) && !have.has(key)) {
      have.add(key);
      continue;
    }
    commands.push({ kind: 'cancel', owner: MARKET_MAKER, orderId: o.id });
  }
  // Innermost levels first, so a short balance quotes the best prices. The sequencer checks
  // every quote against the maker's balance like anyone's, and the ledger refuses to let
  // the maker's account go below zero.
  for (const q of targets) {
    if (have.has(`${q.side}:${q.ticks}`)) continue;
    commands.push({
      kind: 'place',
      owner: MARKET_MAKER,
      side: q.side,
      amount: qtyOf(q.lots, scale),
      price: priceOf(q.ticks, scale),
      timeInForce: 'GTC',
    });
  }
  // Queued together, in this order, so they share one batch: cancels before places.
  const seq = await spotMarkets(ctx).sequencer(pair);
  const outcomes = await Promise.all(commands.map((c) => seq.submit(c)));
  outcomes.forEach(({ outcome }, i) => {
    if (outcome.kind === 'refused') return;
    if (commands[i]!.kind === 'cancel') run.cancelled++;
    else run.placed++;
  });
  return run;
}

/** A refusal (below minimum, balance moved, order already filled) skips one quote. */
async function ignoreRefusal<T>(fn: () => Promise<T>): Promise<T | undefined> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}
