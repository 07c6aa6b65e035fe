/** The lock-up form and cards' figures, exact to the last digit (shared formulas, decision 76). */
import { describe, expect, it } from 'vitest';
import { BTC_PLAN, REDEEMED_ORDER, RUNNING_ORDER, USDT_PLAN } from './fixtures.ts';
import {
  amountProblem,
  depositPreview,
  floorTo,
  fromUtc,
  maxAmount,
  nextCreditAt,
  penaltyExample,
  readAmount,
  summarize,
} from './math.ts';

describe('readAmount and amountProblem', () => {
  it('reads plain and grouped decimals, nothing else', () => {
    expect(readAmount(' 1,000.5 ')).toBe('1000.5');
    expect(readAmount('0')).toBeUndefined();
    expect(readAmount('-5')).toBeUndefined();
    expect(readAmount('1e3')).toBeUndefined();
  });

  it('names the first problem in the server order', () => {
    expect(amountProblem('', USDT_PLAN, '500')).toBe('required');
    expect(amountProblem('abc', USDT_PLAN, '500')).toBe('invalid');
    expect(amountProblem('100.1234567', USDT_PLAN, '500')).toBe('decimals');
    expect(amountProblem('99.999999', USDT_PLAN, '500')).toBe('min');
    expect(amountProblem('100000.000001', USDT_PLAN, '200000')).toBe('max');
    expect(amountProblem('500.000001', USDT_PLAN, '500')).toBe('balance');
    expect(amountProblem('500', USDT_PLAN, '500')).toBeUndefined();
    expect(amountProblem('1,000', USDT_PLAN, undefined)).toBeUndefined();
  });
});

describe('maxAmount', () => {
  it('is the balance rounded down to the coin, within the plan maximum', () => {
    expect(maxAmount(USDT_PLAN, '1234.5678919')).toBe('1234.567891');
    expect(maxAmount(USDT_PLAN, '250000')).toBe('100000');
    expect(maxAmount(USDT_PLAN, '0.0000001')).toBe('0');
  });
});

describe('floorTo', () => {
  it('rounds a balance down to the coin', () => {
    expect(floorTo('2500.1234567', 6)).toBe('2500.123456');
    expect(floorTo('0.99999999', 2)).toBe('0.99');
  });
});

describe('depositPreview', () => {
  const now = new Date('2026-03-02T10:00:00Z');

  it('pays the bottom rate daily, the term exactly daily x days', () => {
    const p = depositPreview(USDT_PLAN, '1000', now);
    expect(p.daily).toBe('0.12');
    expect(p.total).toBe('3.6');
    expect(p.worstPenalty).toBe('6');
    expect(p.valueAt.toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect(p.endAt.toISOString()).toBe('2026-04-02T00:00:00.000Z');
  });

  it('rounds each credit down to the coin before multiplying', () => {
    const p = depositPreview(USDT_PLAN, '333.333333', now);
    // 333.333333 x 0.012 / 100 = 0.03999999996 -> 0.039999; x 30.
    expect(p.daily).toBe('0.039999');
    expect(p.total).toBe('1.19997');
    // 333.333333 x 0.02 x 30 / 100 = 1.99999999800 -> 1.999999.
    expect(p.worstPenalty).toBe('1.999999');
  });

  it('starts the next day when the deposit is at the dividend instant', () => {
    const p = depositPreview(BTC_PLAN, '0.01', new Date('2026-03-02T00:00:00Z'));
    expect(p.valueAt.toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect(p.endAt.toISOString()).toBe('2026-05-02T00:00:00.000Z');
    // 0.01 x 0.003 / 100 = 0.0000003, within the coin's 8 decimals, written plain.
    expect(p.daily).toBe('0.0000003');
  });
});

describe('orders', () => {
  it('reads the server dates as UTC and finds the next credit', () => {
    expect(fromUtc('2026-03-03 00:00:00').toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect(nextCreditAt(RUNNING_ORDER)?.toISOString()).toBe('2026-03-08T00:00:00.000Z');
    expect(nextCreditAt(REDEEMED_ORDER)).toBeUndefined();
    expect(nextCreditAt({ ...RUNNING_ORDER, days_paid: 30 })).toBeUndefined();
  });

  it('sums per coin: principal of running orders, interest of all, the earliest credit', () => {
    const later = { ...RUNNING_ORDER, id: 8, amount: '250.5', total_interest: '0.03006' };
    const same = { ...RUNNING_ORDER, id: 9, amount: '500', daily_interest: '0.06' };
    const rows = summarize([RUNNING_ORDER, { ...later, days_paid: 1 }, same, REDEEMED_ORDER]);
    expect(rows).toEqual([
      {
        currency: 'USDT',
        running: 3,
        principal: '1750.5',
        interest: '0.99006',
        next: { at: new Date('2026-03-05T00:00:00Z'), amount: '0.12' },
      },
      { currency: 'BTC', running: 0, principal: '0', interest: '0.00015' },
    ]);
  });

  it('adds the credits due at the same instant', () => {
    const same = { ...RUNNING_ORDER, id: 9, amount: '500', daily_interest: '0.06' };
    expect(summarize([RUNNING_ORDER, same])[0]?.next?.amount).toBe('0.18');
  });
});

describe('penaltyExample', () => {
  it('redeems ten minimums after a third of the term', () => {
    expect(penaltyExample(USDT_PLAN)).toEqual({
      currency: 'USDT',
      amount: '1000',
      days: 30,
      heldDays: 10,
      remainingDays: 20,
      percent: '0.02',
      dailyRate: '0.012',
      interestKept: '1.2',
      penalty: '4',
      returned: '996',
    });
  });

  it('stays within the plan maximum and the coin decimals', () => {
    const e = penaltyExample({ ...BTC_PLAN, save_min: '2' });
    expect(e.amount).toBe('10');
    // 10 x 0.005 x 40 / 100 = 0.02; 20 days x 0.0003.
    expect([e.penalty, e.interestKept, e.returned]).toEqual(['0.02', '0.006', '9.98']);
  });
});
