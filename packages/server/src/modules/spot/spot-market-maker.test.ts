/**
 * The market maker quotes every pair around its index from its own funded account, keeps
 * its quotes when the index stands still, moves only the levels the index crossed, fills
 * a user's crossing order like any participant, and withdraws from a closed stock.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { SystemAccount, type SpotOrderItem } from '@bourse/shared';
import { seedMarketMaker } from '../../seed/marketMaker.ts';
import { listInstruments } from '../market/index.ts';
import { loadMarket } from './book.ts';
import { runMarketMaker } from './marketMaker.ts';
import { spotOrders } from './tables.ts';
import { BTC, USDT, spotScenario } from './testing.ts';

const { s, limit } = spotScenario({
  people: ['user'],
  grants: [['user', 'change', USDT, '10000']],
  setup: async (sc) => seedMarketMaker(sc.t.ctx.db, sc.t.clock, { production: false }),
});

type Depth = { bids: [string, string][]; asks: [string, string][] };
const depth = async (symbol = 'BTC/USDT') =>
  (await s.call<Depth>('GET', '/market/depth', { symbol, limit: 50 })).message;

const makerOrders = () =>
  s.t.ctx.db
    .select()
    .from(spotOrders)
    .where(
      and(
        eq(spotOrders.ownerKind, 'system'),
        eq(spotOrders.ownerId, SystemAccount.marketMaker),
        inArray(spotOrders.status, ['open', 'partial']),
      ),
    );

describe('the market maker', () => {
  it('quotes 12 levels a side around the index, bids below and asks above it', async () => {
    const run = await runMarketMaker(s.t.ctx);
    expect(run.placed).toBeGreaterThan(0);
    const d = await depth();
    expect(d.bids).toHaveLength(12);
    expect(d.asks).toHaveLength(12);
    expect(Number(d.bids[0]![0])).toBeLessThan(65000);
    expect(Number(d.asks[0]![0])).toBeGreaterThan(65000);
    // Quiet pairs the fixed feed does not price stay empty rather than guessed.
    expect((await depth('SOL/USDT')).bids).toEqual([]);
  });

  it('changes nothing while the index stands still', async () => {
    expect(await runMarketMaker(s.t.ctx)).toEqual({ placed: 0, cancelled: 0 });
  });

  it('moves only the levels the index crossed', async () => {
    const before = (await makerOrders()).length;
    s.t.feed.set('BTC', '65100');
    const run = await runMarketMaker(s.t.ctx);
    expect(run.cancelled).toBeGreaterThan(0);
    expect(run.cancelled).toBeLessThan(12);
    expect(run.placed).toBe(run.cancelled);
    expect((await makerOrders()).length).toBe(before);
    const d = await depth();
    expect(Number(d.bids[0]![0])).toBeLessThan(65100);
    expect(Number(d.asks[0]![0])).toBeGreaterThan(65100);
  });

  it("fills a user's limit buy at its best ask", async () => {
    const [bestAsk] = (await depth()).asks[0]!;
    const buy: SpotOrderItem = await limit(s.user, 'buy', '0.01', bestAsk);
    expect(buy).toMatchObject({ status: 'filled', filled_amount: '0.01', avg_price: bestAsk });
    expect(await s.balance(s.user, 'change', BTC)).toEqual({ available: '0.00999', frozen: '0' });
  });

  it('holds no stock quotes outside the session', async () => {
    expect((await depth('AAPL/USDT')).bids).toEqual([]);
  });

  it('a starting process loads every open order into its books', async () => {
    const open = await s.t.ctx.db
      .select({ id: spotOrders.id })
      .from(spotOrders)
      .where(inArray(spotOrders.status, ['open', 'partial']));
    // A fresh set of markets (as after a restart) loads every resting quote.
    let loaded = 0;
    for (const pair of await listInstruments(s.t.ctx.db)) {
      const market = await loadMarket(s.t.ctx.db, pair, {
        base: { id: pair.baseCurrencyId, name: '', decimals: 18 },
        quote: { id: pair.quoteCurrencyId, name: '', decimals: 18 },
      });
      loaded += market.book.size;
    }
    expect(loaded).toBe(open.length);
    expect(open.length).toBeGreaterThan(24);
  });
});
