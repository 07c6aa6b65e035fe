'use strict';
// Harness adapter (interface in README.md here) for @bourse/engine's OrderBook, loaded from
// the built bundle: run `npm run build -w @bourse/engine` first. It calls the public
// `place` / `cancel`, the same code the server runs.
//
// The harness names orders 'o0', 'o1', ...; the engine wants positive integers, so 'o<n>'
// becomes n + 1, parsed digit by digit (no substring, no allocation). Each order gets its
// own owner (its id): the harness has no owners, so self-trade prevention must never fire.
// One input object is reused; the book copies its fields and keeps no reference to it.
const { OrderBook, Side, Tif } = require('../dist/index.cjs');

const input = {
  id: 0,
  owner: 0,
  side: Side.buy,
  price: 0,
  qty: 0,
  tif: Tif.GTC,
  market: false,
  budget: undefined,
};

function toId(name) {
  let n = 0;
  for (let i = 1; i < name.length; i++) n = n * 10 + (name.charCodeAt(i) - 48);
  return n + 1;
}

module.exports = {
  name: '@bourse/engine@' + require('../package.json').version,
  create() {
    return new OrderBook();
  },
  limit(book, id, isBuy, price, qty) {
    const n = toId(id);
    input.id = n;
    input.owner = n;
    input.side = isBuy ? Side.buy : Side.sell;
    input.price = price;
    input.qty = qty;
    return book.place(input).filled;
  },
  cancel(book, id) {
    return book.cancel(toId(id)) !== undefined;
  },
  restingCount(book) {
    return book.size;
  },
  best(book) {
    return { bid: book.bestBid() ?? null, ask: book.bestAsk() ?? null };
  },
};
