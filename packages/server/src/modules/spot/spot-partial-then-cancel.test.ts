/**
 * A buy that fills partly rests with exactly the hold its remainder needs; cancelling it
 * returns that hold and nothing else, and a second cancel is refused.
 */
import { describe, expect, it } from 'vitest';
import type { SpotOrderItem } from '@bourse/shared';
import { BTC, USDT, spotScenario } from './testing.ts';

const { s, limit, cancel } = spotScenario({
  people: ['seller', 'buyer', 'other'],
  grants: [
    ['seller', 'change', BTC, '0.4'],
    ['buyer', 'change', USDT, '30000'],
  ],
});

describe('partial fill, then cancel', () => {
  let buy: SpotOrderItem;

  it('fills 0.4 of 1 BTC and rests 0.6 holding 0.6 x 25000', async () => {
    await limit(s.seller, 'sell', '0.4', '24000');
    buy = await limit(s.buyer, 'buy', '1', '25000');
    expect(buy).toMatchObject({ status: 'partial', filled_amount: '0.4', filled_quote: '9600' });
    // 30000 - 9600 paid - 15000 held for the 0.6 still open at 25000.
    expect(await s.balance(s.buyer, 'change', USDT)).toEqual({
      available: '5400',
      frozen: '15000',
    });
  });

  it('no one else can cancel it', async () => {
    const r = await cancel(s.other, buy.id);
    expect(r).toMatchObject({ type: 'error', message: 'This order does not exist' });
  });

  it('cancelling returns the 15000 still held', async () => {
    const r = await cancel(s.buyer, buy.id);
    expect(r.type).toBe('ok');
    expect(r.message).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'user',
      filled_amount: '0.4',
    });
    expect(await s.balance(s.buyer, 'change', USDT)).toEqual({ available: '20400', frozen: '0' });
    expect(await s.balance(s.buyer, 'change', BTC)).toEqual({ available: '0.3996', frozen: '0' });
  });

  it('a second cancel is refused and changes nothing', async () => {
    const r = await cancel(s.buyer, buy.id);
    expect(r).toMatchObject({ type: 'error', message: 'This order is no longer open' });
    expect(await s.balance(s.buyer, 'change', USDT)).toEqual({ available: '20400', frozen: '0' });
  });

  it('the depth is empty again', async () => {
    const d = await s.call('GET', '/market/depth', { symbol: 'btc_usdt' });
    expect(d.message).toMatchObject({ symbol: 'BTC/USDT', bids: [], asks: [] });
  });
});
