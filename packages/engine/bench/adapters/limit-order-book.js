'use strict';
// Copied from the shared benchmark harness, /work/shared/bench/orderbook/adapters/limit-order-book.js
// (see README.md here); reformatted by prettier, logic unchanged.
// Adapter for limit-order-book (rhodey). Uses decimal strings internally (decimal.js); priceStep 0.01, sizeStep 1.
const { LimitOrderBook, LimitOrder } = require('limit-order-book');
const tickStr = (t) => (t / 100).toFixed(2);
module.exports = {
  name: 'limit-order-book@' + require('limit-order-book/package.json').version,
  create() {
    return new LimitOrderBook({ symbol: 'BTCUSDT', priceStep: '0.01', sizeStep: '1' });
  },
  limit(book, id, isBuy, price, qty) {
    const r = book.add(new LimitOrder(id, isBuy ? 'bid' : 'ask', tickStr(price), String(qty)));
    return Number(r.filled);
  },
  cancel(book, id) {
    return book.remove(id) != null;
  },
  restingCount(book) {
    return book.orders ? (book.orders.size ?? Object.keys(book.orders).length) : -1;
  },
  best(book) {
    const b = book.bidLevels.queue[0],
      a = book.askLevels.queue[0];
    return {
      bid: b ? Math.round(Number(b.queue[0].price) * 100) : null,
      ask: a ? Math.round(Number(a.queue[0].price) * 100) : null,
    };
  },
};
