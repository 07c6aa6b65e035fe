/**
 * Self-trade prevention: an order never trades with its owner's own resting order. The
 * resting one is cancelled (reason self_trade) and its hold returned, and matching goes on
 * with other people's orders behind it.
 */
import { describe, expect, it } from 'vitest';
import { BTC, USDT, spotScenario } from './testing.ts';

const { s, limit } = spotScenario({
  people: ['alice', 'bob'],
  grants: [
    ['alice', 'change', BTC, '1'],
    ['alice', 'change', USDT, '100000'],
    ['bob', 'change', BTC, '1'],
  ],
});

describe('self-trade prevention', () => {
  it("cancels alice's own resting sell and fills her buy against bob's behind it", async () => {
    const own = await limit(s.alice, 'sell', '0.5', '50000');
    await limit(s.bob, 'sell', '0.5', '50010');
    const buy = await limit(s.alice, 'buy', '0.5', '50010');
    expect(buy).toMatchObject({ status: 'filled', filled_quote: '25005' });
    expect(buy.fills).toHaveLength(1);
    const list = await s.call<{ id: number; state: string; cancel_reason: string }[]>(
      'GET',
      '/coin/list',
      { status: 'history' },
      s.alice,
    );
    expect(list.message.find((o) => o.id === own.id)).toMatchObject({
      state: 'cancelled',
      cancel_reason: 'self_trade',
    });
    // Her 0.5 BTC came back; she bought 0.5 less the 0.0005 fee.
    expect(await s.balance(s.alice, 'change', BTC)).toEqual({ available: '1.4995', frozen: '0' });
    expect(await s.balance(s.alice, 'change', USDT)).toEqual({ available: '74995', frozen: '0' });
  });
});
