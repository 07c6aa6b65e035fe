import { describe, expect, it } from 'vitest';
import type { QuizRoundItem } from '@bourse/shared';
import {
  betProblem,
  countdownTarget,
  estimate,
  formatLeft,
  payoutRatio,
  upShare,
} from './model.ts';

const round: QuizRoundItem = {
  id: 1,
  symbol: 'BTC/USDT',
  match_id: 1,
  kind: 'updown',
  strike: null,
  reference: null,
  currency: 'USDT',
  decimals: 6,
  opens_at: 100,
  cutoff_at: 400,
  settle_at: 700,
  fee_percent: '5',
  min_stake: '1',
  max_stake: '1000',
  state: 'guessing',
  pool_up: '30',
  pool_down: '10',
  participants_up: 3,
  participants_down: 1,
  result: null,
};

describe('countdowns', () => {
  it('counts to the next change of state', () => {
    expect(countdownTarget({ ...round, state: 'not_started' })).toBe(100);
    expect(countdownTarget(round)).toBe(400);
    expect(countdownTarget({ ...round, state: 'cut_off' })).toBe(700);
    expect(countdownTarget({ ...round, state: 'unsettled' })).toBeNull();
    expect(countdownTarget({ ...round, state: 'over' })).toBeNull();
  });
  it('formats what is left, never below zero', () => {
    expect(formatLeft(400, 335_000)).toBe('01:05');
    expect(formatLeft(3940, 335_000)).toBe('1:00:05');
    expect(formatLeft(400, 500_000)).toBe('00:00');
  });
});

describe('pools', () => {
  it('shares the bar by stake, half and half when empty', () => {
    expect(upShare(round)).toBe(75);
    expect(upShare({ pool_up: '0', pool_down: '0' })).toBe(50);
  });
  it('quotes what a unit pays now after the fee, rounded down', () => {
    expect(payoutRatio(round, 'up')).toBe('1.26');
    expect(payoutRatio(round, 'down')).toBe('3.80');
    expect(payoutRatio({ ...round, pool_down: '0' }, 'up')).toBeNull();
  });
});

describe('the bet sheet', () => {
  it('checks in the server’s order', () => {
    const r = { ...round, balance: '50', my_bets: [] };
    expect(betProblem(r, 'up', '')).toEqual({ key: 'empty' });
    expect(betProblem(r, 'up', 'abc')).toEqual({ key: 'invalid' });
    expect(betProblem(r, 'up', '1.1234567')).toEqual({ key: 'decimals', decimals: 6 });
    expect(betProblem(r, 'up', '0.5')).toEqual({ key: 'min', min: '1' });
    expect(betProblem(r, 'up', '1000.01')).toEqual({ key: 'max', max: '1000' });
    expect(betProblem({ ...r, my_bets: [{ side: 'down' }] }, 'up', '5')).toEqual({
      key: 'otherSide',
    });
    expect(betProblem(r, 'up', '60')).toEqual({ key: 'balance' });
    expect(betProblem(r, 'up', '50')).toBeNull();
  });
  it('estimates with the shared split', () => {
    expect(estimate(round, 'up', '10')).toBe('11.875');
    expect(estimate(round, 'down', '10')).toBe('23.75');
    expect(estimate(round, 'up', 'x')).toBeNull();
  });
});
