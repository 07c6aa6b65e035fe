import { describe, expect, it } from 'vitest';
import { countdown, estimateUsdt, flagOf } from './model.ts';

describe('buy crypto helpers', () => {
  it('draws flags from ISO codes', () => {
    expect(flagOf('US')).toBe('🇺🇸');
    expect(flagOf('th')).toBe('🇹🇭');
  });
  it('estimates USDT rounded down to 6 decimals, nothing for a bad amount', () => {
    expect(estimateUsdt('10000', '32.45')).toBe('308.166409');
    expect(estimateUsdt('100', '1')).toBe('100');
    expect(estimateUsdt('12.5', '1')).toBe('');
  });
  it('counts down in minutes and seconds, never below zero', () => {
    expect(countdown(1800, 0)).toBe('30:00');
    expect(countdown(1800, 1_799_000)).toBe('00:01');
    expect(countdown(1800, 2_000_000)).toBe('00:00');
  });
});
