/**
 * Several processes on one database, as apps in this test process: each market is owned
 * by one of them through its lease, the others forward its orders over the broker (an
 * in-memory hub with NATS's rules) and read its book from the owner's broadcasts. When an
 * owner dies, another takes the market over from the database and serves it; the dead
 * owner's sequencer can no longer commit (its epoch is fenced). A process alone on a
 * database another process holds refuses clearly. Pair edits reach every process.
 *
 * The same with real processes, NATS and SIGKILL: cluster-failover.test.ts (PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderSide, translate, type DepthItem, type SpotOrderItem } from '@bourse/shared';
import { ManualClock } from '../../clock.ts';
import { memoryHub, type MemoryHub } from '../../cluster/broker.ts';
import { makeCluster } from '../../cluster/cluster.ts';
import { LeaseLost, memoryLeases, type LeaseRegistry } from '../../cluster/leases.ts';
import { seedCurrencies } from '../../seed/catalogue.ts';
import { seedSettings } from '../../seed/settings.ts';
import { seedInstruments } from '../../seed/instruments.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { FixedFeed, editInstrument, instrumentBySymbol, listInstruments } from '../market/index.ts';
import { BTC, ETH, NOW, USDT, balanceOf, fund, person, type Person } from '../wallet/testing.ts';
import { spotMarkets } from './markets.ts';
import { expectBooksConsistent } from './testing.ts';

interface Node {
  t: TestApp;
  kill(): void;
}

const PRICES = { BTC: '65000', ETH: '3250', LTC: '95.5', AAPL: '230.55' };

/** `count` apps on one fresh database, sharing one broker hub and one lease registry. */
async function cluster(count: number, shared = true) {
  const hub: MemoryHub = memoryHub();
  const registry: LeaseRegistry = new Map();
  const clock = new ManualClock(NOW);
  const feed = new FixedFeed(PRICES);
  const nodes: Node[] = [];
  for (let index = 0; index < count; index++) {
    const broker = hub.connect();
    const leases = memoryLeases(registry);
    const c = makeCluster({
      broker,
      leases,
      shared,
      node: `node-${index + 1}`,
      slot: { index, count },
    });
    const first = nodes[0]?.t;
    const t = await buildTestApp({
      clock,
      feed,
      cluster: c,
      ...(first ? { database: first.ctx.database } : {}),
    });
    if (!first) {
      await seedCurrencies(t.ctx.db);
      await seedSettings(t.ctx.db, t.clock);
      await seedInstruments(t.ctx.db);
    }
    nodes.push({
      t,
      kill: () => {
        broker.kill();
        leases.kill();
      },
    });
  }
  for (const n of nodes) {
    const markets = spotMarkets(n.t.ctx);
    await markets.loadAll(await listInstruments(n.t.ctx.db));
    await markets.start();
  }
  return {
    nodes,
    async close() {
      for (const n of [...nodes].reverse()) await n.t.close();
    },
  };
}

const trade = (n: Node, who: Person, fields: Record<string, string | number>) =>
  call<SpotOrderItem>(n.t.app, 'POST', '/coin/trade', fields, who.token);

const depth = async (n: Node, symbol: string) =>
  (await call<DepthItem>(n.t.app, 'GET', '/market/depth', { symbol, limit: 20 })).message;

/** A small bid below the market on the pair of `base`: it rests. */
const restingBid = (n: Node, who: Person, base: number) =>
  trade(n, who, {
    currency_id: base,
    legal_id: USDT,
    type: OrderSide.buy,
    amount: '0.01',
    target_price: base === BTC ? '50000' : '2000',
  });

/** Waits for what the broker delivers asynchronously (book broadcasts). */
const settle = () => new Promise((r) => setTimeout(r, 20));

describe('two processes on one database', () => {
  let c: Awaited<ReturnType<typeof cluster>>;
  let a: Node;
  let b: Node;
  let maker: Person;
  let taker: Person;
  /** BTC/USDT and ETH/USDT, whichever of them each process owns. */
  let ownedByA: { symbol: string; id: number; base: number };
  let ownedByB: { symbol: string; id: number; base: number };

  beforeAll(async () => {
    c = await cluster(2);
    [a, b] = c.nodes as [Node, Node];
    maker = await person(a.t, 'maker@example.com');
    taker = await person(b.t, 'taker@example.com');
    for (const [who, coin, amount] of [
      [maker, BTC, '2'],
      [maker, ETH, '20'],
      [taker, USDT, '500000'],
    ] as const) {
      await fund(a.t, who.id, 'change', coin, amount);
    }
    const btc = (await instrumentBySymbol(a.t.ctx.db, 'BTC/USDT'))!;
    const eth = (await instrumentBySymbol(a.t.ctx.db, 'ETH/USDT'))!;
    const pairs = [
      { symbol: btc.symbol, id: btc.id, base: BTC },
      { symbol: eth.symbol, id: eth.id, base: ETH },
    ];
    ownedByA = pairs.find((p) => spotMarkets(a.t.ctx).owns(p.id))!;
    ownedByB = pairs.find((p) => spotMarkets(b.t.ctx).owns(p.id))!;
  });
  afterAll(() => c.close());

  it('splits the markets between the processes, each owned once', async () => {
    expect(ownedByA, 'A owns one of the two pairs').toBeDefined();
    expect(ownedByB, 'B owns the other').toBeDefined();
    for (const i of await listInstruments(a.t.ctx.db)) {
      const owners = c.nodes.filter((n) => spotMarkets(n.t.ctx).owns(i.id));
      expect(owners, `${i.symbol} has exactly one owner`).toHaveLength(1);
    }
  });

  it("matches an order sent to the other process on the owner's book", async () => {
    const { symbol, base } = ownedByA;
    const pair = { currency_id: base, legal_id: USDT };
    const price = symbol === 'BTC/USDT' ? '60000' : '3000';
    // The maker's ask goes through the owner, the taker's bid through the other process.
    const ask = await trade(a, maker, {
      ...pair,
      type: OrderSide.sell,
      amount: '1',
      target_price: price,
    });
    expect(ask.message).toMatchObject({ status: 'open' });
    await settle();
    expect((await depth(b, symbol)).asks).toEqual((await depth(a, symbol)).asks);
    expect((await depth(b, symbol)).asks[0]).toEqual([price, '1']);

    const bid = await trade(b, taker, {
      ...pair,
      type: OrderSide.buy,
      amount: '0.4',
      target_price: price,
    });
    expect(bid.type, JSON.stringify(bid.message)).toBe('ok');
    expect(bid.message).toMatchObject({ status: 'filled', filled_amount: '0.4', side: 'buy' });
    expect(bid.message.fills).toHaveLength(1);
    await settle();
    expect((await depth(b, symbol)).asks[0]).toEqual([price, '0.6']);
    expect(await balanceOf(b.t, taker.id, 'change', base)).toMatchObject({ frozen: '0' });
  });

  it("answers a refusal from the owner as the caller's own, in the caller's language", async () => {
    const { base } = ownedByA;
    const fields = {
      currency_id: base,
      legal_id: USDT,
      type: OrderSide.buy,
      amount: '1000',
      target_price: '100000',
    };
    const here = await trade(a, taker, { ...fields, lang: 'jp' });
    const forwarded = await trade(b, taker, { ...fields, lang: 'jp' });
    expect(forwarded.status).toBe(here.status);
    expect(forwarded.message).toEqual(here.message);
    expect(here.type).toBe('error');
    const english = await trade(b, taker, { ...fields, lang: 'en' });
    expect(english.message, 'translated, not an English or raw key').not.toEqual(forwarded.message);
    expect(String(forwarded.message)).not.toContain('errors.');
  });

  it('cancels through the process that does not own the market', async () => {
    const { base } = ownedByA;
    const open = await restingBid(b, taker, base);
    expect(open.message).toMatchObject({ status: 'open' });
    const cancelled = await call<SpotOrderItem>(
      b.t.app,
      'PUT',
      '/coin/trade',
      { id: open.message.id },
      taker.token,
    );
    expect(cancelled.message).toMatchObject({ id: open.message.id, status: 'cancelled' });
    // A cancel of an order that is no longer open is refused by the owner, alike through both.
    const again = await call(b.t.app, 'PUT', '/coin/trade', { id: open.message.id }, taker.token);
    const againHere = await call(
      a.t.app,
      'PUT',
      '/coin/trade',
      { id: open.message.id },
      taker.token,
    );
    expect(again).toEqual(againHere);
    expect(again.type).toBe('error');
  });

  it('carries a pair edit made on one process to the owner on the other', async () => {
    const { id, base } = ownedByB;
    await editInstrument(a.t.ctx, id, { isActive: false });
    await settle();
    const refused = await trade(b, taker, {
      currency_id: base,
      legal_id: USDT,
      type: OrderSide.buy,
      amount: '0.01',
      target_price: '100',
    });
    expect(refused.type).toBe('error');
    expect(refused.message).toBe(
      translate('en', 'errors.pairSuspended', { symbol: ownedByB.symbol }),
    );
    await editInstrument(b.t.ctx, id, { isActive: true });
    await settle();
    const accepted = await restingBid(a, taker, base);
    expect(accepted.message).toMatchObject({ status: 'open' });
  });

  it('survives the death of an owner: another takes the market over, the dead one cannot commit', async () => {
    const { symbol, base, id } = ownedByA;
    const instrument = (await instrumentBySymbol(a.t.ctx.db, symbol))!;
    const stale = await spotMarkets(a.t.ctx).sequencer(instrument);
    const before = await depth(b, symbol);
    a.kill();
    // B forwards, finds nobody, and takes the orphan over from the database.
    const bid = await restingBid(b, taker, base);
    expect(bid.type, JSON.stringify(bid.message)).toBe('ok');
    expect(spotMarkets(b.t.ctx).owns(id)).toBe(true);
    const after = await depth(b, symbol);
    expect(after.asks, 'the book was rebuilt with every acknowledged order').toEqual(before.asks);
    // The dead owner, unaware, tries to commit on its old book: fenced, nothing written.
    await expect(
      stale.submit({
        kind: 'place',
        owner: { ownerKind: 'user', ownerId: maker.id },
        side: OrderSide.sell,
        amount: '0.01',
        price: base === BTC ? '70000' : '4000',
        timeInForce: 'GTC',
      }),
    ).rejects.toBeInstanceOf(LeaseLost);
    expect((await depth(b, symbol)).asks).toEqual(before.asks);
    await expectBooksConsistent(b.t.ctx);
    await expectLedgerBalanced(b.t.ctx);
  });
});

describe('a process alone on a database another process holds', () => {
  it('refuses orders on the markets it cannot lease, clearly and without writing', async () => {
    const c = await cluster(2, false);
    try {
      const [first, second] = c.nodes as [Node, Node];
      const who = await person(first.t, 'alone@example.com');
      await fund(first.t, who.id, 'change', USDT, '1000');
      const refused = await trade(second, who, {
        currency_id: BTC,
        legal_id: USDT,
        type: OrderSide.buy,
        amount: '0.001',
        target_price: '60000',
        lang: 'fra',
      });
      expect(refused.type).toBe('error');
      expect(refused.message).toBe(translate('fra', 'errors.marketUnavailable'));
      expect(await balanceOf(first.t, who.id, 'change', USDT)).toEqual({
        available: '1000',
        frozen: '0',
      });
      const accepted = await trade(first, who, {
        currency_id: BTC,
        legal_id: USDT,
        type: OrderSide.buy,
        amount: '0.001',
        target_price: '60000',
      });
      expect(accepted.message).toMatchObject({ status: 'open' });
    } finally {
      await c.close();
    }
  });
});
