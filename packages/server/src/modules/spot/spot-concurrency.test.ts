/**
 * Orders racing on PostgreSQL (PGlite runs one transaction at a time): two people who
 * trade against each other on two pairs at once lock each other's balances in opposite
 * orders, which PostgreSQL may break as a deadlock; the order is then retried, so every
 * order succeeds exactly once, and no cent or lot goes astray.
 */
import { describe, expect, it } from 'vitest';
import { dec } from '@bourse/shared';
import { ETH, BTC, USDT, spotScenario } from './testing.ts';

const ROUNDS = 30;

describe.skipIf(!process.env.DATABASE_URL)('crossing orders on two pairs at once', () => {
  const { s, limit, trade } = spotScenario({
    people: ['ann', 'bob'],
    grants: [
      ['ann', 'change', BTC, '10'],
      ['ann', 'change', USDT, '10000000'],
      ['bob', 'change', ETH, '100'],
      ['bob', 'change', USDT, '10000000'],
    ],
  });

  it(`fills ${ROUNDS} pairs of crossing orders, all of them`, async () => {
    for (let i = 0; i < ROUNDS; i++) {
      // Resting: ann sells BTC, bob sells ETH. Then at once: bob takes ann's BTC, ann takes bob's ETH.
      await limit(s.ann, 'sell', '0.01', '50000');
      await limit(s.bob, 'sell', '0.1', '3000', { currency_id: ETH });
      const replies = await Promise.all([
        trade(s.bob, { type: 1, amount: '0.01', target_price: '50000' }),
        trade(s.ann, { type: 1, amount: '0.1', target_price: '3000', currency_id: ETH }),
      ]);
      for (const r of replies)
        expect(r).toMatchObject({ type: 'ok', message: { status: 'filled' } });
    }
    expect(await s.balance(s.bob, 'change', BTC)).toEqual({
      available: dec('0.01').times(ROUNDS).times('0.999').toFixed(),
      frozen: '0',
    });
    expect(await s.balance(s.ann, 'change', ETH)).toEqual({
      available: dec('0.1').times(ROUNDS).times('0.999').toFixed(),
      frozen: '0',
    });
  });
});
