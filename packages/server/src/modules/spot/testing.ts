/**
 * Spot test helpers: a wallet scenario (wallet/testFixture.ts) with the pairs seeded, and
 * shorthands for placing, cancelling and reading orders as a person. Every scenario file
 * also checks after each test that the ledger balances and that the live book equals the
 * open orders in the database (`expectBooksConsistent`).
 */
import { afterEach, expect } from 'vitest';
import { Exact, OrderSide, type SpotOrderItem } from '@bourse/shared';
import { Side } from '@bourse/engine';
import { seedInstruments } from '../../seed/instruments.ts';
import type { Reply } from '../../test/helper.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import {
  walletScenario,
  type ScenarioOptions,
  type WalletScenario,
} from '../wallet/testFixture.ts';
import type { Person } from '../wallet/testing.ts';
import type { AppContext } from '../../context.ts';
import { ownerKey } from './plan.ts';
import { spotMarkets } from './markets.ts';
import { loadMarket, loadOpenOrders, remainingOf } from './book.ts';
import { unitsOf } from './units.ts';

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
 * Every loaded sequencer's live book equals the open orders in the database, order by order
 * in priority; a book rebuilt from the database (as after a restart) is the same; and each
 * order's hold equals what its remaining part needs (remaining x price, or remaining).
 */
export async function expectBooksConsistent(ctx: AppContext): Promise<void> {
  const markets = spotMarkets(ctx);
  for (const seq of await markets.loaded()) {
    await seq.idle();
    const live = seq.peek();
    if (!live) continue;
    const { instrument, coins, scale } = live;
    const rows = await loadOpenOrders(ctx.db, instrument.id);
    const expected = rows.map((o) => ({
      id: o.id,
      owner: ownerKey(o),
      side: o.side === OrderSide.buy ? Side.buy : Side.sell,
      price: (unitsOf(o.price!, scale.priceDecimals) as { units: number }).units,
      qty: (unitsOf(remainingOf(o), scale.qtyDecimals) as { units: number }).units,
    }));
    const rebuilt = await loadMarket(ctx.db, instrument, coins);
    const asList = (b: typeof rebuilt.book) => [...b.orders(Side.buy), ...b.orders(Side.sell)];
    // Bids first, best price first, then time (id).
    const byPriority = [...expected].sort(
      (a, b) =>
        a.side - b.side ||
        (a.side === Side.buy ? b.price - a.price : a.price - b.price) ||
        a.id - b.id,
    );
    expect(asList(rebuilt.book)).toEqual(byPriority);
    expect(asList(live.book)).toEqual(byPriority);
    const bid = live.book.bestBid();
    const ask = live.book.bestAsk();
    if (bid !== undefined && ask !== undefined) expect(bid).toBeLessThan(ask);
    for (const o of rows) {
      const rest = new Exact(remainingOf(o));
      const need = o.side === OrderSide.buy ? rest.times(o.price!) : rest;
      expect(new Exact(o.frozen).toFixed(), `hold of order ${o.id}`).toBe(need.toFixed());
    }
  }
}
