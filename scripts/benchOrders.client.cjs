// autocannon's setupClient for scripts/benchOrders.ts, loaded in autocannon's worker
// thread: connection n sends the n-th list of requests (its own seller and buyer), so no
// two connections share a trader. The lists come through the file BENCH_ORDERS_FILE names.
'use strict';
const fs = require('node:fs');

const lists = JSON.parse(fs.readFileSync(process.env.BENCH_ORDERS_FILE, 'utf8'));
let next = 0;

module.exports = function setupClient(client) {
  client.setRequests(lists[next++ % lists.length]);
};
