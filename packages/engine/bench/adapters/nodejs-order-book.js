'use strict';
// Copied from the shared benchmark harness, /work/shared/bench/orderbook/adapters/nodejs-order-book.js
// (see README.md here); reformatted by prettier, logic unchanged.
// Adapter for nodejs-order-book (fasenderos). Prices passed as integer ticks (numbers), sizes integer lots.
const { OrderBook } = require('nodejs-order-book');
module.exports = {
  name: 'nodejs-order-book@' + require('nodejs-order-book/package.json').version,
  create() {
    return new OrderBook();
  },
  // returns quantity traded by the incoming (taker) order
  limit(book, id, isBuy, price, qty) {
    const r = book.limit({ id, side: isBuy ? 'buy' : 'sell', size: qty, price });
    if (r.err) throw r.err;
    return qty - r.quantityLeft;
  },
  cancel(book, id) {
    return book.cancel(id) !== undefined;
  },
  restingCount(book) {
    return Object.keys(book.orders).length;
  },
  best(book) {
    const b = book.bids.maxPriceQueue(),
      a = book.asks.minPriceQueue();
    return { bid: b ? b.price() : null, ask: a ? a.price() : null };
  },
};
