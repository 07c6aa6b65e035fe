'use strict';
// Copied from the shared benchmark harness, /work/shared/bench/orderbook/workload.js
// (see README.md here); reformatted by prettier, logic unchanged.
// Deterministic order-book workload generator (engine independent).
// Spec (see README.md): mulberry32 PRNG, seed 42; N limit orders; prices in integer ticks.
function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const OP_LIMIT = 0,
  OP_CANCEL = 1,
  BUY = 0,
  SELL = 1;
function makeWorkload(opts = {}) {
  const seed = opts.seed ?? 42;
  const nOrders = opts.nOrders ?? 1_000_000;
  const crossProb = opts.crossProb ?? 0.3;
  const cancelProb = opts.cancelProb ?? 0.25;
  const cancelWindow = opts.cancelWindow ?? 10_000;
  const passiveDepth = opts.passiveDepth ?? 50; // passive orders: 1..50 ticks away from mid
  const crossDepth = opts.crossDepth ?? 10; // aggressive orders: 1..10 ticks through mid
  const walkEvery = opts.walkEvery ?? 100; // mid random-walk step every 100 orders
  const lagCancel = opts.lagCancel ?? 0; // if >0: after order i, also cancel order i-lagCancel (bounded book)
  const maxOps = Math.ceil(nOrders * (1 + cancelProb + (lagCancel > 0 ? 1 : 0)) * 1.05) + 16;
  const op = new Uint8Array(maxOps),
    id = new Int32Array(maxOps),
    side = new Uint8Array(maxOps),
    price = new Int32Array(maxOps),
    qty = new Int32Array(maxOps);
  const rnd = mulberry32(seed);
  let mid = 10000,
    n = 0,
    nCancels = 0,
    nCrossing = 0;
  for (let i = 0; i < nOrders; i++) {
    if (i > 0 && i % walkEvery === 0) {
      const r = rnd();
      mid += r < 1 / 3 ? -1 : r < 2 / 3 ? 0 : 1;
    }
    const s = rnd() < 0.5 ? BUY : SELL;
    const crossing = rnd() < crossProb;
    const off = Math.floor(rnd() * (crossing ? crossDepth : passiveDepth));
    const q = 1 + Math.floor(rnd() * 100);
    let p;
    if (crossing) {
      nCrossing++;
      p = s === BUY ? mid + 1 + off : mid - 1 - off;
    } else p = s === BUY ? mid - 1 - off : mid + 1 + off;
    op[n] = OP_LIMIT;
    id[n] = i;
    side[n] = s;
    price[n] = p;
    qty[n] = q;
    n++;
    if (rnd() < cancelProb) {
      const back = Math.floor(rnd() * Math.min(i + 1, cancelWindow));
      op[n] = OP_CANCEL;
      id[n] = i - back;
      n++;
      nCancels++;
    }
    if (lagCancel > 0 && i >= lagCancel) {
      op[n] = OP_CANCEL;
      id[n] = i - lagCancel;
      n++;
      nCancels++;
    }
  }
  return {
    op: op.subarray(0, n),
    id: id.subarray(0, n),
    side: side.subarray(0, n),
    price: price.subarray(0, n),
    qty: qty.subarray(0, n),
    nOps: n,
    nOrders,
    nCancels,
    nCrossing,
    params: {
      seed,
      nOrders,
      crossProb,
      cancelProb,
      cancelWindow,
      passiveDepth,
      crossDepth,
      walkEvery,
      lagCancel,
      startMid: 10000,
      tick: 0.01,
    },
  };
}
// Named profiles. 'default' = the brief's workload (book grows to ~377k resting orders at 1M);
// 'bounded' = same order stream, no random cancels, every order cancelled 10,000 orders later (book <= 10k orders).
const PROFILES = { default: {}, bounded: { cancelProb: 0, lagCancel: 10_000 } };
module.exports = { PROFILES, makeWorkload, mulberry32, OP_LIMIT, OP_CANCEL, BUY, SELL };
