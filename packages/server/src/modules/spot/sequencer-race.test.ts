/**
 * Named regressions for the races of the order path (issue "the order path, rebuilt"), each
 * sent at once over the real app, then checked against the database:
 *
 * - The race of the old book cache: a refused order, then a depth read rebuilding, then an
 *   order resting a bid; the reader's older book was installed with a matching seq, the
 *   next sell rested instead of trading, and the database book was crossed.
 * - Fifty buys from one account at once that together exceed its balance.
 * - Refused commands in the middle of good ones, in one batch.
 * - A failed commit (always, or once), and the book it leaves.
 * - A client order id sent twice at once (on one pair and on two).
 * - One account spending the same USDT on two pairs at once.
 * - Cancels of an order that an earlier command of the same batch filled, removed or
 *   cancelled: "no longer open", as if the commands had run one at a time.
 *
 * `spotScenario` checks after every test that the ledger balances and that every live book
 * equals the open orders in the database, rebuilds the same and is never crossed.
 */
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { Exact, OrderSide, translate, type DepthItem, type SpotOrderItem } from '@bourse/shared';
import { expectLedgerBalanced, journalCount } from '../ledger/testing.ts';
import { instrumentBySymbol } from '../market/index.ts';
import type { Person } from '../wallet/testing.ts';
import { IdBlock } from '../../db/ids.ts';
import type { Command, OrderOwner } from './plan.ts';
import { spotMarkets } from './markets.ts';
import { loadOpenOrders } from './book.ts';
import { MarketSequencer, type SequencedResult } from './sequencer.ts';
import { spotOrders, spotTrades } from './tables.ts';
import { BTC, ETH, USDT, expectBooksConsistent, spotScenario } from './testing.ts';

const { s, trade, limit, cancel } = spotScenario({
  people: ['ann', 'bob', 'carol', 'dan', 'eve'],
  grants: [
    ['ann', 'change', USDT, '1000'],
    ['bob', 'change', USDT, '100000'],
    ['carol', 'change', BTC, '10'],
    ['carol', 'change', USDT, '1000'],
    ['dan', 'change', USDT, '1010'],
    ['eve', 'change', USDT, '1000'],
  ],
});

const owner = (p: Person): OrderOwner => ({ ownerKind: 'user', ownerId: p.id });
const INTERNAL = 'Something went wrong on our side, please try again';

async function btcSequencer(): Promise<MarketSequencer> {
  const instrument = (await instrumentBySymbol(s.t.ctx.db, 'BTC/USDT'))!;
  return spotMarkets(s.t.ctx).sequencer(instrument);
}

/**
 * Submits `commands` so that they form one batch: a harmless first command (a cancel of an
 * unknown id) starts a batch of its own, and the others queue behind it meanwhile.
 */
async function oneBatch(commands: Command[]): Promise<SequencedResult[]> {
  const seq = await btcSequencer();
  const opener = seq.submit({ kind: 'cancel', owner: owner(s.eve), orderId: 999_999_999 });
  const results = await Promise.all(commands.map((c) => seq.submit(c)));
  await opener;
  expect(new Set(results.map((r) => r.batch)).size, 'one batch').toBe(1);
  return results;
}

const place = (
  who: Person,
  side: 'buy' | 'sell',
  amount: string,
  price: string,
  timeInForce: 'GTC' | 'POST_ONLY' = 'GTC',
): Command => ({
  kind: 'place',
  owner: owner(who),
  side: OrderSide[side],
  amount,
  price,
  timeInForce,
});

const message = (r: SequencedResult) =>
  r.outcome.kind === 'refused'
    ? translate('en', r.outcome.error.key, r.outcome.error.params)
    : r.outcome.kind;

async function counts() {
  const db = s.t.ctx.db;
  const [o] = await db.select({ n: count() }).from(spotOrders);
  const [t] = await db.select({ n: count() }).from(spotTrades);
  return { orders: o!.n, trades: t!.n, journals: await journalCount(db) };
}

async function depth(): Promise<DepthItem> {
  const d = await s.call<DepthItem>('GET', '/market/depth', { symbol: 'btc_usdt' });
  expect(d.type).toBe('ok');
  return d.message;
}

const PERMUTATIONS = [
  ['refused', 'depth', 'bid'],
  ['refused', 'bid', 'depth'],
  ['depth', 'refused', 'bid'],
  ['depth', 'bid', 'refused'],
  ['bid', 'refused', 'depth'],
  ['bid', 'depth', 'refused'],
] as const;

/** The race, in every order of arrival: each round must end with the bid traded away. */
async function theRace(round: string): Promise<void> {
  for (const order of PERMUTATIONS) {
    const at = `${round}, ${order.join(' / ')}`;
    const calls = {
      refused: () => trade(s.ann, { type: 1, amount: '1', target_price: '50000' }),
      depth: () => s.call('GET', '/market/depth', { symbol: 'btc_usdt' }),
      bid: () => trade(s.bob, { type: 1, amount: '0.01', target_price: '50000' }),
    };
    const replies = await Promise.all(order.map((k) => calls[k]()));
    const reply = Object.fromEntries(order.map((k, i) => [k, replies[i]!]));
    expect(reply.refused, at).toMatchObject({
      type: 'error',
      message: 'This order needs 50000 USDT, but 1000 USDT is available',
    });
    expect(reply.bid, at).toMatchObject({ type: 'ok', message: { status: 'open' } });
    expect(reply.depth, at).toMatchObject({ type: 'ok' });
    const read = reply.depth!.message as DepthItem;
    expect(read.asks, at).toEqual([]);
    expect([[], [['50000', '0.01']]], at).toContainEqual(read.bids);

    const sell = await trade(s.carol, { type: 2, amount: '0.01', target_price: '50000' });
    expect(sell, at).toMatchObject({
      type: 'ok',
      message: { status: 'filled', filled_amount: '0.01', filled_quote: '500' },
    });
    const after = await depth();
    expect({ bids: after.bids, asks: after.asks }, at).toEqual({ bids: [], asks: [] });
    expect(after.seq, at).toBeGreaterThan(read.seq);
    const btc = (await instrumentBySymbol(s.t.ctx.db, 'BTC/USDT'))!;
    expect(await loadOpenOrders(s.t.ctx.db, btc.id), at).toEqual([]);
    await expectBooksConsistent(s.t.ctx);
  }
}

describe('the race: a refused order, a depth read and a resting bid at once', () => {
  it('on a market nobody loaded yet, the next sell trades with the bid', async () => {
    expect(await spotMarkets(s.t.ctx).loaded()).toEqual([]);
    await theRace('cold market');
  });

  it('right after a failed commit made the sequencer rebuild its book', async () => {
    const markets = spotMarkets(s.t.ctx);
    const rebuilds = (await btcSequencer()).stats.rebuilds;
    markets.beforeCommit = () => {
      throw new Error('injected');
    };
    const failed = await trade(s.bob, { type: 1, amount: '0.01', target_price: '40000' });
    markets.beforeCommit = undefined;
    expect(failed).toMatchObject({ type: 'error', message: INTERNAL });
    expect((await btcSequencer()).stats.rebuilds).toBeGreaterThan(rebuilds);
    await theRace('after a rebuild');
  });
});

describe('fifty buys from one account at once', () => {
  it('accepts exactly the 25 that 1010 USDT pays for; none overdraws', async () => {
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        trade(s.dan, { type: 1, amount: '0.001', target_price: '40000' }),
      ),
    );
    const accepted = replies.filter((r) => r.type === 'ok');
    const refused = replies.filter((r) => r.type !== 'ok');
    expect(accepted).toHaveLength(25);
    for (const r of accepted) expect(r.message).toMatchObject({ status: 'open', amount: '0.001' });
    expect(new Set(accepted.map((r) => (r.message as SpotOrderItem).id)).size).toBe(25);
    for (const r of refused) {
      expect(r).toMatchObject({
        type: 'error',
        message: 'This order needs 40 USDT, but 10 USDT is available',
      });
    }
    expect(await s.balance(s.dan, 'change', USDT)).toEqual({ available: '10', frozen: '1000' });
    await expectLedgerBalanced(s.t.ctx);

    // And all 25 cancelled at once give back exactly what they held.
    const cancels = await Promise.all(
      accepted.map((r) => cancel(s.dan, (r.message as SpotOrderItem).id)),
    );
    for (const c of cancels)
      expect(c).toMatchObject({ type: 'ok', message: { status: 'cancelled' } });
    expect(await s.balance(s.dan, 'change', USDT)).toEqual({ available: '1010', frozen: '0' });
  });
});

describe('refused commands among good ones in one batch', () => {
  it('accepts each good one, refuses each bad one with its own message, changes nothing else', async () => {
    const before = await counts();
    const results = await oneBatch([
      place(s.bob, 'buy', '0.01', '49000'),
      place(s.ann, 'buy', '0.000015', '49000'),
      place(s.carol, 'sell', '0.01', '51000'),
      place(s.ann, 'buy', '0.01', '49000.005'),
      place(s.ann, 'buy', '0.00001', '49000'),
      place(s.ann, 'buy', '1', '49000'),
      // Would take the ask that the third command of this batch placed.
      place(s.bob, 'buy', '0.01', '51000', 'POST_ONLY'),
      { kind: 'cancel', owner: owner(s.ann), orderId: 888_888_888 },
      place(s.ann, 'buy', '0.01', '48000'),
    ]);
    expect(results.map(message)).toEqual([
      'placed',
      'The amount must be a multiple of 0.00001 BTC',
      'placed',
      'The price must be a multiple of 0.01 USDT',
      'The order value must be at least 5 USDT',
      'This order needs 49000 USDT, but 1000 USDT is available',
      'A post-only order must not trade at once: the best opposite price is 51000',
      'This order does not exist',
      'placed',
    ]);
    for (const i of [0, 2, 8]) {
      expect(results[i]!.outcome).toMatchObject({ kind: 'placed', view: { status: 'open' } });
    }
    // Three orders and their three holds; nothing else.
    expect(await counts()).toEqual({
      orders: before.orders + 3,
      trades: before.trades,
      journals: before.journals + 3,
    });
    expect(await s.balance(s.ann, 'change', USDT)).toEqual({ available: '520', frozen: '480' });
    expect(await s.balance(s.carol, 'change', BTC)).toMatchObject({ frozen: '0.01' });
    const d = await depth();
    expect({ bids: d.bids, asks: d.asks }).toEqual({
      bids: [
        ['49000', '0.01'],
        ['48000', '0.01'],
      ],
      asks: [['51000', '0.01']],
    });
    for (const [i, who] of [
      [0, s.bob],
      [2, s.carol],
      [8, s.ann],
    ] as const) {
      const id = (results[i]!.outcome as { orderId: number }).orderId;
      expect(await cancel(who, id)).toMatchObject({ type: 'ok' });
    }
    expect(await s.balance(s.ann, 'change', USDT)).toEqual({ available: '1000', frozen: '0' });
  });
});

describe('a failed commit', () => {
  it('leaves nothing of its batch, and the next orders trade against the rebuilt book', async () => {
    const markets = spotMarkets(s.t.ctx);
    const ask = await limit(s.carol, 'sell', '0.02', '50000');
    const before = await counts();
    const money = async () => ({
      bob: await s.balance(s.bob, 'change', USDT),
      ann: await s.balance(s.ann, 'change', USDT),
      carol: await s.balance(s.carol, 'change', BTC),
    });
    const held = await money();
    markets.beforeCommit = () => {
      throw new Error('injected');
    };
    const replies = await Promise.all([
      trade(s.bob, { type: 1, amount: '0.01', target_price: '50000' }),
      trade(s.ann, { type: 1, amount: '0.01', target_price: '49000' }),
      cancel(s.carol, ask.id),
    ]);
    markets.beforeCommit = undefined;
    for (const r of replies) expect(r).toMatchObject({ type: 'error', message: INTERNAL });
    expect(await counts()).toEqual(before);
    expect(await money()).toEqual(held);
    const d = await depth();
    expect({ bids: d.bids, asks: d.asks }).toEqual({ bids: [], asks: [['50000', '0.02']] });
    await expectBooksConsistent(s.t.ctx);

    // The whole ask is still there to take: the book came back from the database.
    const buy = await limit(s.bob, 'buy', '0.02', '50000');
    expect(buy).toMatchObject({ status: 'filled', filled_amount: '0.02', filled_quote: '1000' });
    expect(await counts()).toMatchObject({ orders: before.orders + 1, trades: before.trades + 1 });
  });

  it('that fails once is matched again on the rebuilt book and committed once', async () => {
    const markets = spotMarkets(s.t.ctx);
    await limit(s.carol, 'sell', '0.01', '50000');
    const carolUsdt = await s.balance(s.carol, 'change', USDT);
    const before = await counts();
    let failures = 1;
    markets.beforeCommit = () => {
      if (failures-- > 0) throw new Error('injected');
    };
    const buy = await limit(s.bob, 'buy', '0.01', '50000');
    markets.beforeCommit = undefined;
    expect(failures).toBe(-1);
    expect(buy).toMatchObject({
      status: 'filled',
      filled_amount: '0.01',
      fills: [{ amount: '0.01' }],
    });
    expect(await counts()).toMatchObject({ orders: before.orders + 1, trades: before.trades + 1 });
    // 500 USDT less the 0.1 % maker fee, credited once.
    expect(await s.balance(s.carol, 'change', USDT)).toEqual({
      available: new Exact(carolUsdt.available).plus('499.5').toFixed(),
      frozen: '0',
    });
  });
});

describe('a batch whose reply is lost after it committed', () => {
  it('is answered as committed, and is there once', async () => {
    const markets = spotMarkets(s.t.ctx);
    await limit(s.carol, 'sell', '0.01', '50000');
    const carolUsdt = await s.balance(s.carol, 'change', USDT);
    const before = await counts();
    let lost = 1;
    markets.afterWrite = () => {
      if (lost-- > 0) throw new Error('connection terminated unexpectedly');
    };
    const buy = await limit(s.bob, 'buy', '0.01', '50000');
    markets.afterWrite = undefined;
    // Called once: the batch was not written a second time.
    expect(lost).toBe(0);
    expect(buy).toMatchObject({ status: 'filled', filled_amount: '0.01' });
    // Not run again: one order, one trade, the seller paid once.
    expect(await counts()).toMatchObject({ orders: before.orders + 1, trades: before.trades + 1 });
    expect(await s.balance(s.carol, 'change', USDT)).toEqual({
      available: new Exact(carolUsdt.available).plus('499.5').toFixed(),
      frozen: '0',
    });
    await expectBooksConsistent(s.t.ctx);
  });

  it('when the database cannot say whether it committed, is not run again', async () => {
    const markets = spotMarkets(s.t.ctx);
    const before = await counts();
    const seq = await btcSequencer();
    markets.afterWrite = () => {
      // The reply is lost and so is the database, for the one read that would tell.
      const db = s.t.ctx.db as unknown as Record<string, unknown>;
      db.select = () => {
        delete db.select;
        throw new Error('connection terminated unexpectedly');
      };
      throw new Error('connection terminated unexpectedly');
    };
    const rebuilds = seq.stats.rebuilds;
    const reply = await trade(s.bob, { type: 1, amount: '0.01', target_price: '40000' });
    markets.afterWrite = undefined;
    expect(reply).toMatchObject({
      type: 'error',
      message:
        'The market did not answer in time: check your orders before you place this one again',
    });
    // It did commit (once); the book was rebuilt from the database and shows it.
    expect(await counts()).toMatchObject({ orders: before.orders + 1 });
    expect(seq.stats.rebuilds).toBe(rebuilds + 1);
    await expectBooksConsistent(s.t.ctx);
  });
});

describe('a client order id sent twice at once', () => {
  it('places one order, and both replies name it', async () => {
    const fields = { type: 1, amount: '0.001', target_price: '45000', client_order_id: 'eve-1' };
    const [a, b] = await Promise.all([trade(s.eve, fields), trade(s.eve, fields)]);
    expect(a).toMatchObject({ type: 'ok', message: { status: 'open' } });
    expect(b).toMatchObject({ type: 'ok', message: { status: 'open' } });
    const id = (a.message as SpotOrderItem).id;
    expect((b.message as SpotOrderItem).id).toBe(id);
    const rows = await s.t.ctx.db
      .select()
      .from(spotOrders)
      .where(eq(spotOrders.clientOrderId, 'eve-1'));
    expect(rows.map((r) => r.id)).toEqual([id]);
    expect(await s.balance(s.eve, 'change', USDT)).toEqual({ available: '955', frozen: '45' });

    // A retry that changed its mind is still answered with the first order.
    const again = await trade(s.eve, { ...fields, type: 2, amount: '0.5' });
    expect(again).toMatchObject({ type: 'ok', message: { id, type: 1, amount: '0.001' } });
    expect(await cancel(s.eve, id)).toMatchObject({ type: 'ok' });
  });

  it('on two pairs at once places one order', async () => {
    const fields = { type: 1, amount: '0.002', target_price: '2500', client_order_id: 'eve-2' };
    const [a, b] = await Promise.all([
      trade(s.eve, fields),
      trade(s.eve, { ...fields, currency_id: ETH }),
    ]);
    expect(a.type).toBe('ok');
    expect(b.type).toBe('ok');
    const id = (a.message as SpotOrderItem).id;
    expect((b.message as SpotOrderItem).id).toBe(id);
    const rows = await s.t.ctx.db
      .select()
      .from(spotOrders)
      .where(eq(spotOrders.clientOrderId, 'eve-2'));
    expect(rows.map((r) => r.id)).toEqual([id]);
    expect(await cancel(s.eve, id)).toMatchObject({ type: 'ok' });
    expect(await s.balance(s.eve, 'change', USDT)).toEqual({ available: '1000', frozen: '0' });
  });
});

describe('one account, the same USDT, two pairs at once', () => {
  it('accepts one of two 600 USDT buys from 1000 USDT; the other is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const [onBtc, onEth] = await Promise.all([
        trade(s.eve, { type: 1, amount: '0.012', target_price: '50000' }),
        trade(s.eve, { type: 1, amount: '0.24', target_price: '2500', currency_id: ETH }),
      ]);
      const replies = [onBtc, onEth];
      expect(replies.filter((r) => r.type === 'ok')).toHaveLength(1);
      const no = replies.find((r) => r.type !== 'ok')!;
      expect([
        'This order needs 600 USDT, but 400 USDT is available',
        'Insufficient balance',
      ]).toContain(no.message);
      expect(await s.balance(s.eve, 'change', USDT)).toEqual({ available: '400', frozen: '600' });
      await expectLedgerBalanced(s.t.ctx);
      const ok = replies.find((r) => r.type === 'ok')!;
      expect(await cancel(s.eve, (ok.message as SpotOrderItem).id)).toMatchObject({ type: 'ok' });
    }
  });
});

describe('a cancel behind another command of the same batch', () => {
  it('of an order that command filled is refused as no longer open', async () => {
    const ask = await limit(s.carol, 'sell', '0.01', '50000');
    const [buy, late] = await oneBatch([
      place(s.bob, 'buy', '0.01', '50000'),
      { kind: 'cancel', owner: owner(s.carol), orderId: ask.id },
    ]);
    expect(buy!.outcome).toMatchObject({ kind: 'placed', view: { status: 'filled' } });
    expect(message(late!)).toBe('This order is no longer open');
  });

  it('of an order already cancelled in it is refused as no longer open', async () => {
    const ask = await limit(s.carol, 'sell', '0.01', '60000');
    const cancelIt: Command = { kind: 'cancel', owner: owner(s.carol), orderId: ask.id };
    const [first, second] = await oneBatch([cancelIt, { ...cancelIt }]);
    expect(first!.outcome).toEqual({ kind: 'cancelled', orderId: ask.id });
    expect(message(second!)).toBe('This order is no longer open');
  });

  it('of an order self-trade prevention removed is refused as no longer open', async () => {
    const ask = await limit(s.carol, 'sell', '0.01', '60000');
    const [buy, late] = await oneBatch([
      place(s.carol, 'buy', '0.01', '60000'),
      { kind: 'cancel', owner: owner(s.carol), orderId: ask.id },
    ]);
    expect(buy!.outcome).toMatchObject({ kind: 'placed', view: { status: 'open' } });
    expect(message(late!)).toBe('This order is no longer open');
    const id = (buy!.outcome as { orderId: number }).orderId;
    expect(await cancel(s.carol, id)).toMatchObject({ type: 'ok' });
  });
});

describe('a listener that throws after a commit', () => {
  // Regression: the listener once ran inside the batch's try, so a throw sent the committed
  // batch back through the failure path and the order was placed and held twice.
  it('does not commit the batch a second time, and reports the error', async () => {
    const db = s.t.ctx.db;
    const instrument = (await instrumentBySymbol(db, 'BTC/USDT'))!;
    let throws = 1;
    const reported: unknown[] = [];
    const seq = new MarketSequencer(instrument.id, instrument.symbol, {
      db,
      now: () => s.t.clock.now(),
      instrument: async () => instrument,
      coins: {
        base: { id: BTC, name: 'BTC', decimals: 8 },
        quote: { id: USDT, name: 'USDT', decimals: 6 },
      },
      ids: { orders: new IdBlock('spot_orders_id_seq'), trades: new IdBlock('spot_trades_id_seq') },
      onCommit: () => {
        if (throws-- > 0) throw new Error('listener');
      },
      onListenerError: (error) => reported.push(error),
    });
    await seq.load();
    const before = await counts();
    await seq.submit(place(s.eve, 'buy', '0.001', '30000'));
    await seq.idle();
    const after = await counts();
    // Whatever happens, leave the shared book as the database has it.
    await (await btcSequencer()).load();
    const rows = await loadOpenOrders(db, instrument.id);
    for (const o of rows) await cancel(s.eve, o.id);
    expect(after.orders).toBe(before.orders + 1);
    expect(reported).toEqual([new Error('listener')]);
  });
});
