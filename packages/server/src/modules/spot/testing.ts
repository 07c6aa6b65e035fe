/**
 * Spot test helpers: a wallet scenario (wallet/testFixture.ts) with the pairs seeded, and
 * shorthands for placing, cancelling and reading orders as a person. Every scenario file
 * also checks after each test that the ledger balances and that the live book equals the
 * open orders in the database (`expectBooksConsistent`).
 */
import { afterEach, expect } from 'vitest';
import { OrderSide, type SpotOrderItem } from '@bourse/shared';
import { Side } from '@bourse/engine';
import { seedInstruments } from '../../seed/instruments.ts';
import type { Reply } from '../../test/helper.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { instruments } from '../market/tables.ts';
import {
  walletScenario,
  type ScenarioOptions,
  type WalletScenario,
} from '../wallet/testFixture.ts';
import type { Person } from '../wallet/testing.ts';
import { BookManager, loadOpenOrders, ownerKey, remainingOf } from './books.ts';
import { scaleOfInstrument, unitsOf } from './units.ts';

export { BTC, ETH, USDT, AAPL } from '../wallet/testing.ts';

type Fields = Record<string, string | number | undefined>;
type Answer = Promise<Reply<unknown> & { status: number }>;

export interface SpotScenario<N extends string> {
  s: WalletScenario<N>;
  /** `POST /coin/trade` as `who`; BTC/USDT unless the fields say otherwise. */
  trade(who: Person, fields: Fields): Answer;
  /** A limit order that must be accepted; returns the order. */
  limit(
    who: Person,
    side: 'buy' | 'sell',
    amount: string,
    price: string,
    extra?: Fields,
  ): Promise<SpotOrderItem>;
  cancel(who: Person, id: number): Answer;
}

export function spotScenario<const N extends string>(options: ScenarioOptions<N>): SpotScenario<N> {
  const s = walletScenario({
    ...options,
    setup: async (sc) => {
      await seedInstruments(sc.t.ctx.db);
      await options.setup?.(sc);
    },
  });
  afterEach(async () => {
    await expectLedgerBalanced(s.t.ctx);
    await expectBooksConsistent(s.t.ctx);
  });
  const trade = (who: Person, fields: Fields) =>
    s.call('POST', '/coin/trade', { currency_id: 1, legal_id: 3, ...fields }, who);
  return {
    s,
    trade,
    async limit(who, side, amount, price, extra = {}) {
      const r = await trade(who, {
        type: side === 'buy' ? 1 : 2,
        amount,
        target_price: price,
        ...extra,
      });
      expect(r.type, JSON.stringify(r.message)).toBe('ok');
      return r.message as SpotOrderItem;
    },
    cancel: (who, id) => s.call('PUT', '/coin/trade', { id }, who),
  };
}

/**
 * The live books equal the open orders in the database, order by order in priority, and
 * a book rebuilt from the database (as after a restart) is the same.
 */
export async function expectBooksConsistent(ctx: {
  db: Parameters<typeof loadOpenOrders>[0];
  spot: { books: BookManager };
}): Promise<void> {
  const pairs = await ctx.db.select().from(instruments);
  const fresh = new BookManager();
  for (const pair of pairs) {
    const scale = scaleOfInstrument(pair);
    const expected = (await loadOpenOrders(ctx.db, pair.id)).map((o) => ({
      id: o.id,
      owner: ownerKey(o.ownerKind, o.ownerId),
      side: o.side === OrderSide.buy ? Side.buy : Side.sell,
      price: (unitsOf(o.price!, scale.priceDecimals) as { units: number }).units,
      qty: (unitsOf(remainingOf(o), scale.qtyDecimals) as { units: number }).units,
    }));
    const rebuilt = await fresh.read(ctx.db, pair);
    const live = ctx.spot.books.peek(pair.id);
    const asList = (b: typeof rebuilt.book) => [...b.orders(Side.buy), ...b.orders(Side.sell)];
    // Bids first, best price first, then time (id).
    const byPriority = (list: typeof expected) =>
      [...list].sort(
        (a, b) =>
          a.side - b.side ||
          (a.side === Side.buy ? b.price - a.price : a.price - b.price) ||
          a.id - b.id,
      );
    expect(asList(rebuilt.book)).toEqual(byPriority(expected));
    // A copy behind the database (another process moved the book) rebuilds before use.
    if (live && live.seq === pair.bookSeq) expect(asList(live.book)).toEqual(byPriority(expected));
  }
}
