/** The options screens' maths: stake checks, the live preview, countdowns and verify. */
import { describe, expect, it } from 'vitest';
import { OptionDirection, OptionStatus, type OptionResult } from '@bourse/shared';
import {
  countdownText,
  livePreview,
  remainingMs,
  stakeError,
  verifyOption,
  winProfit,
} from './math.ts';

const D60 = { min_amount: '10', max_amount: '10000' };

describe('stakeError', () => {
  it('names the first thing wrong', () => {
    expect(stakeError('', D60, '100')).toEqual({ key: 'form.stakeRequired' });
    expect(stakeError('abc', D60, '100')).toEqual({ key: 'form.stakeInvalid' });
    expect(stakeError('0', D60, '100')).toEqual({ key: 'form.stakeInvalid' });
    expect(stakeError('9.99', D60, '100')).toEqual({
      key: 'form.stakeMin',
      params: { min: '10' },
    });
    expect(stakeError('10000.01', D60, undefined)).toEqual({
      key: 'form.stakeMax',
      params: { max: '10000' },
    });
    expect(stakeError('100.01', D60, '100')).toEqual({ key: 'form.stakeBalance' });
    expect(stakeError(' 100 ', D60, '100')).toBeUndefined();
    expect(stakeError('50', D60, undefined)).toBeUndefined();
  });
});

describe('winProfit', () => {
  it('is stake x payout, rounded down', () => {
    expect(winProfit('100', '80')?.toFixed()).toBe('80');
    expect(winProfit('33.333333333', '85')?.toFixed()).toBe('28.33333333');
    expect(winProfit('', '80')).toBeUndefined();
  });
});

describe('livePreview', () => {
  const up = { type: OptionDirection.up, open_price: '95000', number: '100', profit_ratio: '80' };
  it('judges the order against the price now', () => {
    expect(livePreview(up, '95000.01')).toMatchObject({ outcome: 'win' });
    expect(livePreview(up, '95000.01')?.profit.toFixed()).toBe('80');
    expect(livePreview(up, '94999')?.profit.toFixed()).toBe('-100');
    expect(livePreview(up, '95000')?.profit.toFixed()).toBe('0');
    expect(livePreview({ ...up, type: OptionDirection.down }, '94999')?.outcome).toBe('win');
    expect(livePreview(up, undefined)).toBeUndefined();
    expect(livePreview(up, 'x')).toBeUndefined();
  });
});

describe('countdown', () => {
  it('counts from the reply, never below zero', () => {
    expect(remainingMs(60_000, 1_000, 1_000)).toBe(60_000);
    expect(remainingMs(60_000, 1_000, 31_000)).toBe(30_000);
    expect(remainingMs(60_000, 1_000, 99_000)).toBe(0);
    // A clock that went back does not add time.
    expect(remainingMs(60_000, 1_000, 0)).toBe(60_000);
  });
  it('prints minutes and seconds, rounded up', () => {
    expect(countdownText(60_000)).toBe('1:00');
    expect(countdownText(59_001)).toBe('1:00');
    expect(countdownText(59_000)).toBe('0:59');
    expect(countdownText(245_000)).toBe('4:05');
    expect(countdownText(0)).toBe('0:00');
  });
});

const result = (over: Partial<OptionResult> = {}): OptionResult => ({
  id: 9,
  status: OptionStatus.settled,
  outcome: 'win',
  type: OptionDirection.up,
  symbol: 'BTC/USDT',
  seconds: 60,
  stake: '100',
  profit_ratio: '80',
  open_price: '95000.00',
  open_at: 1_764_151_200,
  open_source: 'feed:test',
  close_price: '95010.00',
  close_at: 1_764_151_260,
  close_source: 'feed:test',
  payout: '180',
  fact_profits: '80',
  expires_at: 1_764_151_260,
  remain_milli_seconds: 0,
  ...over,
});

describe('verifyOption', () => {
  it('agrees with a win, a loss and a tie', () => {
    expect(verifyOption(result())?.ok).toBe(true);
    expect(
      verifyOption(
        result({ close_price: '94990.00', outcome: 'loss', payout: '0', fact_profits: '-100' }),
      )?.ok,
    ).toBe(true);
    expect(
      verifyOption(
        result({ close_price: '95000', outcome: 'tie', payout: '100', fact_profits: '0' }),
      )?.ok,
    ).toBe(true);
  });
  it('flags an outcome the prices do not give', () => {
    const check = verifyOption(result({ close_price: '94990.00' }))!;
    expect(check.ok).toBe(false);
    expect(check.matches).toEqual({ outcome: false, payout: false, factProfits: false });
    expect(check.outcome).toBe('loss');
  });
  it('has nothing to check while running', () => {
    expect(
      verifyOption(result({ status: OptionStatus.open, outcome: null, close_price: null })),
    ).toBeUndefined();
  });
});
