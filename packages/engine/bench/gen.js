'use strict';
// Copied from the shared benchmark harness, /work/shared/bench/orderbook/gen.js
// (see README.md here); reformatted by prettier, logic unchanged.
// Export the exact workload as CSV so an engine in any language can replay it.
// Usage: node gen.js [--profile default|bounded] [--orders N] [--seed S] > workload.csv
// Lines:  L,<orderId>,<B|S>,<priceTicks>,<qty>   (GTC limit order; tick = 0.01; qty integer lots)
//         C,<orderId>                           (cancel; may refer to an already filled/cancelled order -> no-op)
const { makeWorkload, PROFILES, OP_LIMIT, BUY } = require('./workload');
const a = process.argv.slice(2);
const g = (k, d) => {
  const i = a.indexOf(k);
  return i >= 0 ? a[i + 1] : d;
};
const profile = g('--profile', 'default');
const w = makeWorkload({
  ...PROFILES[profile],
  nOrders: Number(g('--orders', 1000000)),
  seed: Number(g('--seed', 42)),
});
const out = process.stdout;
let buf = [];
for (let k = 0; k < w.nOps; k++) {
  buf.push(
    w.op[k] === OP_LIMIT
      ? `L,${w.id[k]},${w.side[k] === BUY ? 'B' : 'S'},${w.price[k]},${w.qty[k]}`
      : `C,${w.id[k]}`,
  );
  if (buf.length === 10000) {
    out.write(buf.join('\n') + '\n');
    buf = [];
  }
}
if (buf.length) out.write(buf.join('\n') + '\n');
