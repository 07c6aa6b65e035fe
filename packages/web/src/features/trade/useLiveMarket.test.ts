/** Pushed public trades merged into the cached list. */
import { describe, expect, it } from 'vitest';
import type { PublicTradeItem } from '@bourse/shared';
import { mergeTrades } from './useLiveMarket.ts';

const trade = (id: number, time: number): PublicTradeItem => ({
  id,
  price: '95000',
  amount: '0.1',
  side: 'buy',
  time,
});

describe('mergeTrades', () => {
  it('puts the newest first, drops repeats and keeps the limit', () => {
    const cached = [trade(3, 30), trade(2, 20), trade(1, 10)];
    expect(mergeTrades(cached, [trade(4, 40), trade(3, 30)], 3).map((t) => t.id)).toEqual([
      4, 3, 2,
    ]);
    expect(mergeTrades(undefined, [trade(5, 50)]).map((t) => t.id)).toEqual([5]);
  });
});
