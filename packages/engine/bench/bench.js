'use strict';
// Copied from the shared benchmark harness, /work/shared/bench/orderbook/bench.js
// (see README.md here); reformatted by prettier, logic unchanged.
// Usage: node bench.js <adapter> [--orders N] [--latency] [--seed S]
// One timed run in this process; prints one JSON line. run.js spawns 3 fresh processes and reports the median.
const { makeWorkload, PROFILES, OP_LIMIT, BUY } = require('./workload');
const args = process.argv.slice(2);
const adapterName = args[0] || 'nodejs-order-book';
const getArg = (k, d) => {
  const i = args.indexOf(k);
  return i >= 0 ? Number(args[i + 1]) : d;
};
const nOrders = getArg('--orders', 1_000_000),
  seed = getArg('--seed', 42),
  latency = args.includes('--latency');
const pi = args.indexOf('--profile');
const profile = pi >= 0 ? args[pi + 1] : 'default';
if (!PROFILES[profile]) throw new Error('unknown profile ' + profile);
const A = require('./adapters/' + adapterName + '.js');

function runOnce(w, measureLatency) {
  const book = A.create();
  const ids = new Array(w.nOrders);
  for (let i = 0; i < w.nOrders; i++) ids[i] = 'o' + i; // id strings pre-built (not timed)
  const lat = measureLatency ? new Float64Array(w.nOps) : null;
  let traded = 0,
    filledOrders = 0,
    cancelHits = 0;
  const { op, id, side, price, qty, nOps } = w;
  const t0 = process.hrtime.bigint();
  for (let k = 0; k < nOps; k++) {
    const s = measureLatency ? process.hrtime.bigint() : 0n;
    if (op[k] === OP_LIMIT) {
      const t = A.limit(book, ids[id[k]], side[k] === BUY, price[k], qty[k]);
      if (t > 0) {
        traded += t;
        filledOrders++;
      }
    } else if (A.cancel(book, ids[id[k]])) cancelHits++;
    if (measureLatency) lat[k] = Number(process.hrtime.bigint() - s);
  }
  const ns = Number(process.hrtime.bigint() - t0);
  return { book, ns, traded, filledOrders, cancelHits, lat };
}

// warm-up: different seed, 100k orders, throwaway book
runOnce(makeWorkload({ ...PROFILES[profile], seed: 7, nOrders: 100_000 }), false);
const w = makeWorkload({ ...PROFILES[profile], seed, nOrders });
if (global.gc) global.gc();
const r = runOnce(w, latency);
const out = {
  adapter: A.name,
  profile,
  node: process.version,
  nOrders: w.nOrders,
  nCancels: w.nCancels,
  nOps: w.nOps,
  seconds: +(r.ns / 1e9).toFixed(3),
  opsPerSec: Math.round(w.nOps / (r.ns / 1e9)),
  limitOrdersPerSec: Math.round(w.nOrders / (r.ns / 1e9)),
  checksum: {
    tradedQty: r.traded,
    ordersWithFills: r.filledOrders,
    successfulCancels: r.cancelHits,
    resting: A.restingCount(r.book),
    best: A.best(r.book),
  },
  heapMB: Math.round(process.memoryUsage().heapUsed / 1048576),
};
if (latency) {
  const a = Array.from(r.lat).sort((x, y) => x - y);
  const q = (p) => Math.round(a[Math.min(a.length - 1, Math.floor(p * a.length))]);
  out.latencyNs = {
    p50: q(0.5),
    p90: q(0.9),
    p99: q(0.99),
    p999: q(0.999),
    max: Math.round(a[a.length - 1]),
  };
}
console.log(JSON.stringify(out));
