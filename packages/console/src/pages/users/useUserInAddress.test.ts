import { describe, expect, it } from 'vitest';
import { pairOf } from './UserActivity.tsx';
import { userIdFromHash } from './useUserInAddress.ts';

describe('the user in the address', () => {
  it('reads the id of #/users?id=', () => {
    expect(userIdFromHash('#/users?id=12')).toBe(12);
    expect(userIdFromHash('#/users?q=a&id=7')).toBe(7);
  });

  it('is nobody without a positive whole id', () => {
    for (const hash of [
      '',
      '#/users',
      '#/users?id=',
      '#/users?id=0',
      '#/users?id=-3',
      '#/users?id=1.5',
      '#/users?id=x',
    ]) {
      expect(userIdFromHash(hash)).toBeNull();
    }
  });
});

describe('an order symbol', () => {
  it('names its base and quote coins', () => {
    expect(pairOf('BTC/USDT')).toEqual({ base: 'BTC', quote: 'USDT' });
    expect(pairOf('AAPL')).toEqual({ base: '', quote: '' });
  });
});
