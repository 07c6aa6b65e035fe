/**
 * The benchmark workload (bench/workload.js, copied from the shared harness) replayed
 * through the engine: it must reproduce the checksums the harness README lists for any
 * price-time-priority engine. Same logic as bench/adapter.cjs (order 'o<n>' is id n + 1,
 * each order its own owner), on the TypeScript source instead of the built bundle.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { OrderBook } from './orderBook.ts';
import { Side, Tif, type OrderInput } from './types.ts';

interface Workload {
  op: Uint8Array;
  id: Int32Array;
  side: Uint8Array;
  price: Int32Array;
  qty: Int32Array;
  nOps: number;
}
interface WorkloadModule {
  makeWorkload(opts: Record<string, number>): Workload;
  PROFILES: Record<'default' | 'bounded', Record<string, number>>;
  OP_LIMIT: number;
  BUY: number;
}

const require = createRequire(import.meta.url);
const harness = require('../bench/workload.js') as WorkloadModule;

function replay(profile: 'default' | 'bounded', nOrders: number) {
  const w = harness.makeWorkload({ ...harness.PROFILES[profile], nOrders });
  const book = new OrderBook();
  const input: OrderInput = { id: 0, owner: 0, side: Side.buy, price: 0, qty: 0, tif: Tif.GTC };
  let tradedQty = 0;
  let ordersWithFills = 0;
  let successfulCancels = 0;
  for (let k = 0; k < w.nOps; k++) {
    const id = w.id[k]! + 1;
    if (w.op[k] === harness.OP_LIMIT) {
      input.id = id;
      input.owner = id;
      input.side = w.side[k] === harness.BUY ? Side.buy : Side.sell;
      input.price = w.price[k]!;
      input.qty = w.qty[k]!;
      const filled = book.place(input).filled;
      if (filled > 0) {
        tradedQty += filled;
        ordersWithFills++;
      }
    } else if (book.cancel(id) !== undefined) successfulCancels++;
  }
  return {
    tradedQty,
    ordersWithFills,
    successfulCancels,
    resting: book.size,
    best: { bid: book.bestBid(), ask: book.bestAsk() },
  };
}

describe('harness checksums (bench/README.md)', () => {
  it('default, 1e5 orders', () => {
    expect(replay('default', 100_000)).toEqual({
      tradedQty: 1085405,
      ordersWithFills: 23047,
      successfulCancels: 14231,
      resting: 42690,
      best: { bid: 9972, ask: 9974 },
    });
  });

  it('default, 1e6 orders', { timeout: 60_000 }, () => {
    expect(replay('default', 1_000_000)).toEqual({
      tradedQty: 11892829,
      ordersWithFills: 243212,
      successfulCancels: 151635,
      resting: 376894,
      best: { bid: 9920, ask: 9921 },
    });
  });

  it('bounded, 1e6 orders', { timeout: 60_000 }, () => {
    expect(replay('bounded', 1_000_000)).toEqual({
      tradedQty: 10817475,
      ordersWithFills: 233972,
      successfulCancels: 565506,
      resting: 6072,
      best: { bid: 10094, ask: 10095 },
    });
  });
});
