import { describe, expect, it } from 'vitest';
import { dec } from './money.ts';
import {
  QuizRoundStatus,
  quizEstimate,
  quizRightSide,
  quizSplit,
  quizState,
  type QuizBetStake,
} from './quiz.ts';
import { quizBetBody, quizRoundCreateBody } from './schemas/quiz.ts';

const at = (s: string) => new Date(`2026-03-02T${s}Z`);
const round = {
  status: QuizRoundStatus.open,
  opensAt: at('10:00:00'),
  cutoffAt: at('10:05:00'),
  settleAt: at('10:10:00'),
};

describe('quizState', () => {
  it.each([
    ['09:59:59', 'not_started'],
    ['10:00:00', 'guessing'],
    ['10:04:59', 'guessing'],
    ['10:05:00', 'cut_off'],
    ['10:09:59', 'cut_off'],
    ['10:10:00', 'unsettled'],
  ])('at %s is %s', (time, state) => {
    expect(quizState(round, at(time))).toBe(state);
  });
  it('is over once settled and cancelled once cancelled, whatever the clock', () => {
    expect(quizState({ ...round, status: 'settled' }, at('10:00:00'))).toBe('over');
    expect(quizState({ ...round, status: 'cancelled' }, at('10:00:00'))).toBe('cancelled');
  });
});

describe('quizRightSide', () => {
  it('is up above the line, down below, nobody at it', () => {
    expect(quizRightSide('65000', '65000.01')).toBe('up');
    expect(quizRightSide('65000', '64999.99')).toBe('down');
    expect(quizRightSide('65000', '65000.000')).toBeNull();
  });
});

const bets = (...xs: [string, string][]): QuizBetStake[] =>
  xs.map(([side, stake], i) => ({ id: i + 1, side: side as 'up' | 'down', stake }));

describe('quizSplit', () => {
  it('floors each share, keeps the fee rounded down, and publishes the remainder', () => {
    const s = quizSplit(bets(['up', '1'], ['up', '1'], ['up', '1'], ['down', '1']), 'up', '0', 6);
    // 4 / 3 each = 1.333333, paid 3.999999, remainder 0.000001.
    expect(s).toMatchObject({
      refund: false,
      total: '4',
      winning: '3',
      fee: '0',
      remainder: '0.000001',
    });
    expect(s.payouts.map((p) => p.payout)).toEqual(['1.333333', '1.333333', '1.333333', '0']);
  });
  it('takes T x fee% rounded down to the coin decimals', () => {
    const s = quizSplit(bets(['up', '10'], ['down', '0.333333']), 'down', '2.5', 6);
    // T = 10.333333, fee = 0.258333325 -> 0.258333, distributable 10.075, all to the one bet.
    expect(s).toMatchObject({ fee: '0.258333', distributable: '10.075', remainder: '0' });
    expect(s.payouts).toEqual([
      { id: 1, payout: '0' },
      { id: 2, payout: '10.075' },
    ]);
  });
  it('refunds every stake with no fee when nobody is right or nobody is wrong', () => {
    for (const right of ['down', null] as const) {
      const s = quizSplit(bets(['up', '3'], ['up', '4.5']), right, '5', 6);
      expect(s).toMatchObject({ refund: true, fee: '0', remainder: '0', total: '7.5' });
      expect(s.payouts.map((p) => p.payout)).toEqual(['3', '4.5']);
    }
    const all = quizSplit(bets(['up', '3'], ['up', '4.5']), 'up', '5', 6);
    expect(all).toMatchObject({ refund: true, fee: '0' });
  });
  it('never pays more than the pool, for many odd stakes', () => {
    const many = Array.from({ length: 97 }, (_, i) => ({
      id: i,
      side: (i % 3 ? 'up' : 'down') as 'up' | 'down',
      stake: `${(i * 7919) % 1000}.${String((i * 104729) % 1_000_000).padStart(6, '0')}`,
    })).filter((b) => b.stake !== '0.000000');
    const s = quizSplit(many, 'up', '3.3333', 6);
    const paid = s.payouts.reduce((sum, p) => sum.add(p.payout), dec(0));
    expect(paid.add(s.fee).add(s.remainder).eq(s.total)).toBe(true);
    expect(dec(s.remainder).gte(0)).toBe(true);
    expect(dec(s.remainder).lt(dec(many.length).div(1e6))).toBe(true);
  });
  it('refuses a stake finer than the coin', () => {
    expect(() => quizSplit(bets(['up', '0.0000001'], ['down', '1']), 'up', '5', 6)).toThrow();
  });
});

describe('quizEstimate', () => {
  it('is what the stake would get if its side were right with the pools as they are', () => {
    // pools up 10, down 30; +10 up: T = 50, fee 5% = 2.5, 47.5 x 10 / 20 = 23.75.
    expect(quizEstimate({ up: '10', down: '30' }, 'up', '10', '5', 6)).toBe('23.75');
    // Alone on a side: a refund.
    expect(quizEstimate({ up: '0', down: '0' }, 'down', '5', '5', 6)).toBe('5');
  });
});

describe('schemas', () => {
  it('parses a bet and refuses unknown sides and bad amounts', () => {
    expect(quizBetBody.parse({ round_id: '7', side: 'up', amount: '1.5' })).toMatchObject({
      round_id: 7,
      side: 'up',
      amount: '1.5',
    });
    expect(quizBetBody.safeParse({ round_id: 7, side: 'left', amount: '1' }).success).toBe(false);
    expect(quizBetBody.safeParse({ round_id: 7, side: 'up', amount: '1e2' }).success).toBe(false);
    expect(quizBetBody.safeParse({ round_id: 2 ** 53, side: 'up', amount: '1' }).success).toBe(
      false,
    );
  });
  it('keeps fee percents below 100', () => {
    const base = {
      match_id: 1,
      kind: 'updown',
      opens_at: 1,
      cutoff_at: 2,
      settle_at: 3,
      min_stake: '1',
      max_stake: '2',
    };
    expect(quizRoundCreateBody.safeParse({ ...base, fee_percent: '5.25' }).success).toBe(true);
    expect(quizRoundCreateBody.safeParse({ ...base, fee_percent: '100' }).success).toBe(false);
  });
});
