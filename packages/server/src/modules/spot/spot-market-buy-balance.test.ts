/**
 * A market buy takes the book from the best ask up, and stops where the buyer's balance
 * runs out: it fills what the balance pays for, whole lots only, and gives back the rest.
 * A market sell takes the bids down; neither ever rests.
 */
import { describe, expect, it } from 'vitest';
import { BTC, USDT, spotScenario } from './testing.ts';

const { s, limit, trade } = spotScenario({
  people: ['mm', 'buyer', 'seller'],
  grants: [
    ['mm', 'change', BTC, '3'],
    ['mm', 'change', USDT, '100000'],
    ['buyer', 'change', USDT, '60000'],
    ['seller', 'change', BTC, '1'],
  ],
});

describe('market orders', () => {
  it('a market buy of 2 BTC with 60000 USDT fills 1 at 50000 and what 10000 buys at 51000', async () => {
    await limit(s.mm, 'sell', '1', '50000');
    await limit(s.mm, 'sell', '1', '51000');
    const r = await trade(s.buyer, { type: 1, amount: '2' });
    expect(r.type).toBe('ok');
    // 10000 / 51000 = 0.196078..., whole lots of 0.00001: 0.19607 for 9999.57.
    expect(r.message).toMatchObject({
      order_type: 'market',
      price: null,
      status: 'cancelled',
      cancel_reason: 'balance',
      filled_amount: '1.19607',
      filled_quote: '59999.57',
    });
    expect(await s.balance(s.buyer, 'change', USDT)).toEqual({ available: '0.43', frozen: '0' });
    // Fee 0.1 % of the BTC received.
    expect(await s.balance(s.buyer, 'change', BTC)).toEqual({
      available: '1.19487393',
      frozen: '0',
    });
  });

  it('a market sell takes the bids from the best down and cancels what the book cannot take', async () => {
    await limit(s.mm, 'buy', '0.3', '49000');
    await limit(s.mm, 'buy', '0.2', '48000');
    const r = await trade(s.seller, { type: 2, amount: '1' });
    expect(r.message).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'no_liquidity',
      filled_amount: '0.5',
      filled_quote: '24300',
      fee: '24.3',
      fee_currency: 'USDT',
    });
    expect(await s.balance(s.seller, 'change', BTC)).toEqual({ available: '0.5', frozen: '0' });
    expect(await s.balance(s.seller, 'change', USDT)).toEqual({
      available: '24275.7',
      frozen: '0',
    });
  });

  it('a market order on an empty side is refused and changes nothing', async () => {
    const r = await trade(s.seller, { type: 2, amount: '0.1' });
    expect(r).toMatchObject({
      type: 'error',
      message: 'There are no orders to trade against in BTC/USDT right now',
    });
    expect(await s.balance(s.seller, 'change', BTC)).toEqual({ available: '0.5', frozen: '0' });
  });
});
