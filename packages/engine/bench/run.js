'use strict';
// Copied from the shared benchmark harness, /work/shared/bench/orderbook/run.js
// (see README.md here); reformatted by prettier, logic unchanged.
// Usage: node run.js [adapter ...] [--orders N] [--runs 3] [--latency]
// Spawns each run in a fresh Node process; reports per-run results and the median ops/sec.
const { execFileSync } = require('child_process');
const args = process.argv.slice(2);
const flags = [],
  adapters = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--orders' || args[i] === '--seed' || args[i] === '--profile') {
    flags.push(args[i], args[i + 1]);
    i++;
  } else if (args[i] === '--runs') {
    i++;
  } else if (args[i].startsWith('--')) flags.push(args[i]);
  else adapters.push(args[i]);
}
const ri = args.indexOf('--runs');
const runs = ri >= 0 ? Number(args[ri + 1]) : 3;
if (!adapters.length) adapters.push('nodejs-order-book');
for (const a of adapters) {
  const res = [];
  for (let i = 0; i < runs; i++) {
    const line = execFileSync(
      process.execPath,
      ['--expose-gc', '--max-old-space-size=4096', __dirname + '/bench.js', a, ...flags],
      { encoding: 'utf8', maxBuffer: 1 << 20 },
    ).trim();
    const j = JSON.parse(line);
    res.push(j);
    console.log('run', i + 1, line);
  }
  const med = (k) => res.map((r) => r[k]).sort((x, y) => x - y)[Math.floor(res.length / 2)];
  console.log(
    JSON.stringify({
      adapter: res[0].adapter,
      profile: res[0].profile,
      nOps: res[0].nOps,
      runs,
      medianOpsPerSec: med('opsPerSec'),
      medianLimitOrdersPerSec: med('limitOrdersPerSec'),
      medianSeconds: med('seconds'),
      checksum: res[0].checksum,
    }),
  );
}
