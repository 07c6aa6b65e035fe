/**
 * Orders that reach the server together are matched and committed together: a market's
 * sequencer takes what the network delivered in the same turn as one batch. Regression:
 * on the embedded database every statement resolves without I/O, so the first request ran
 * to its reply before the next one was even parsed, and every batch held one order (80
 * orders a second at most, whatever the connections).
 */
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { instrumentBySymbol } from '../market/index.ts';
import { spotMarkets } from './markets.ts';
import { BTC, USDT, spotScenario } from './testing.ts';

const ORDERS = 24;

describe('orders arriving together', () => {
  const { s, limit } = spotScenario({
    people: ['ann', 'bob'],
    grants: [
      ['ann', 'change', BTC, '10'],
      ['bob', 'change', USDT, '10000000'],
    ],
  });

  it(`commits ${ORDERS} orders sent at once over HTTP in a few batches, every one placed`, async () => {
    // Load the market first, so the orders below meet a running sequencer.
    await limit(s.ann, 'sell', '0.001', '90000');
    const markets = spotMarkets(s.t.ctx);
    const btc = (await instrumentBySymbol(s.t.ctx.db, 'BTC/USDT'))!;
    const seq = await markets.sequencer(btc);
    const before = { ...seq.stats };

    await s.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = s.t.app.server.address() as AddressInfo;
    // Open the connections first (kept alive), as a busy client's already are.
    await Promise.all(
      Array.from({ length: ORDERS }, () =>
        fetch(`http://127.0.0.1:${port}/api/market/depth?symbol=BTC/USDT`).then((r) =>
          r.arrayBuffer(),
        ),
      ),
    );
    const replies = await Promise.all(
      Array.from({ length: ORDERS }, (_, i) =>
        fetch(`http://127.0.0.1:${port}/api/coin/trade`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: i % 2 === 0 ? s.ann.token : s.bob.token,
          },
          body: JSON.stringify({
            currency_id: BTC,
            legal_id: USDT,
            type: i % 2 === 0 ? 2 : 1,
            amount: '0.001',
            target_price: '60000',
          }),
        }).then((r) => r.json() as Promise<{ type: string }>),
      ),
    );
    expect(replies.filter((r) => r.type === 'ok')).toHaveLength(ORDERS);
    expect(seq.stats.commands - before.commands).toBe(ORDERS);
    // One batch per order was the bug; a few batches (the requests' arrival spreads over
    // some turns of the event loop) is the fix.
    expect(seq.stats.batches - before.batches).toBeLessThanOrEqual(ORDERS / 3);
  });
});
