import { describe, expect, it } from 'vitest';
import {
  lockupAprPercent,
  lockupDailyInterest,
  lockupDaysDue,
  lockupOrderRate,
  lockupPenalty,
  lockupRedeemQuote,
  lockupReserveLeft,
  lockupSchedule,
  lockupTotalInterest,
  lockupValueDate,
} from './lockup.ts';
import { lockupCancelBody, lockupDepositBody, lockupPlanCreateBody } from './schemas/lockup.ts';

const DAY = 86_400_000;

describe('lockupOrderRate (decision 76)', () => {
  it('is the bottom of the published range', () => {
    expect(lockupOrderRate({ min: '0.012', max: '0.016' }).toFixed()).toBe('0.012');
    expect(lockupOrderRate({ min: '0.02', max: '0.01' }).toFixed()).toBe('0.01');
  });
});

describe('lockupDailyInterest', () => {
  it.each([
    ['1000', '0.012', 6, '0.12'],
    ['2500', '0.012', 6, '0.3'],
    ['0.01', '0.003', 8, '0.0000003'],
    // Rounded DOWN to the coin: 123.456789 x 0.0137% = 0.016913580093 -> 0.016913.
    ['123.456789', '0.0137', 6, '0.016913'],
    ['1', '0.00005', 6, '0'],
    ['999999999.999999', '0.05', 6, '499999.999999'],
  ])('%s at %s%% a day, %s decimals: %s', (amount, rate, decimals, expected) => {
    expect(lockupDailyInterest(amount, rate, decimals).toFixed()).toBe(expected);
  });

  it('a term pays the rounded daily credit times the days', () => {
    expect(lockupTotalInterest('123.456789', '0.0137', 30, 6).toFixed()).toBe('0.50739');
  });

  it('the reserve is the whole promise at the deposit and what is left unpaid after', () => {
    const daily = lockupDailyInterest('123.456789', '0.0137', 6);
    expect(lockupReserveLeft(daily, 30, 0).toFixed()).toBe(
      lockupTotalInterest('123.456789', '0.0137', 30, 6).toFixed(),
    );
    expect(lockupReserveLeft('0.12', 30, 11).toFixed()).toBe('2.28');
    expect(lockupReserveLeft('0.12', 30, 30).toFixed()).toBe('0');
    expect(lockupReserveLeft('0', 7, 0).toFixed()).toBe('0');
  });
});

describe('lockupAprPercent', () => {
  it('is the daily rate x 365', () => {
    expect(lockupAprPercent('0.012').toFixed()).toBe('4.38');
    expect(lockupAprPercent('0.003').toFixed()).toBe('1.095');
  });
});

describe('lockupPenalty (spec 9: ratio x remaining days x amount)', () => {
  it.each([
    ['1000', '0.02', 19, 6, '3.8'],
    ['1000', '0.4', 5, 6, '20'],
    ['0.12345678', '0.005', 7, 8, '0.0000432'],
    ['100', '0.02', 0, 6, '0'],
    ['100', '10', 30, 6, '100'],
  ])('%s at %s%% x %s days, %s decimals: %s', (amount, ratio, days, decimals, expected) => {
    expect(lockupPenalty(amount, ratio, days, decimals).toFixed()).toBe(expected);
  });
});

describe('the calendar', () => {
  const deposit = new Date('2026-03-02T10:00:00Z');
  it('starts interest at the next dividend instant and ends lock days later', () => {
    expect(lockupValueDate(deposit, '00:00').toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect(lockupValueDate(deposit, '12:30').toISOString()).toBe('2026-03-02T12:30:00.000Z');
    // Exactly at the instant: the next one (strictly after).
    expect(lockupValueDate(new Date('2026-03-03T00:00:00Z'), '00:00').toISOString()).toBe(
      '2026-03-04T00:00:00.000Z',
    );
    expect(lockupSchedule(deposit, 30, '00:00').endAt.toISOString()).toBe(
      '2026-04-02T00:00:00.000Z',
    );
    expect(lockupValueDate(deposit, 'bad').toISOString()).toBe('2026-03-03T00:00:00.000Z');
  });

  it('counts the days due, never past the term', () => {
    const v = new Date('2026-03-03T00:00:00Z');
    expect(lockupDaysDue(v, 30, new Date(v.getTime() - 1))).toBe(0);
    expect(lockupDaysDue(v, 30, new Date(v.getTime() + DAY - 1))).toBe(0);
    expect(lockupDaysDue(v, 30, new Date(v.getTime() + DAY))).toBe(1);
    expect(lockupDaysDue(v, 30, new Date(v.getTime() + 45 * DAY))).toBe(30);
  });

  it('quotes a redemption: unpaid days kept, penalty on the days left', () => {
    const q = lockupRedeemQuote({
      amount: '1000',
      dailyInterest: '0.12',
      penaltyPercentPerDay: '0.02',
      lockDays: 30,
      daysPaid: 10,
      valueAt: new Date('2026-03-03T00:00:00Z'),
      now: new Date('2026-03-14T12:00:00Z'),
      decimals: 6,
    });
    expect([q.daysDue, q.remainingDays, q.matured]).toEqual([11, 19, false]);
    expect([q.interestDue, q.penalty, q.returned].map((d) => d.toFixed())).toEqual([
      '0.12',
      '3.8',
      '996.2',
    ]);
  });
});

describe('lock-up payloads', () => {
  it('takes amounts as the original client types them', () => {
    expect(lockupDepositBody.parse({ config_id: '1', amount: '1,000.5' }).amount).toBe('1000.5');
    expect(lockupDepositBody.safeParse({ config_id: '1', amount: '-1' }).success).toBe(false);
    expect(lockupDepositBody.safeParse({ config_id: '2147483648', amount: '1' }).success).toBe(
      false,
    );
    expect(lockupCancelBody.parse({ id: '7', quoted_fee: '' }).quoted_fee).toBeUndefined();
    expect(lockupCancelBody.parse({ id: '7', quoted_fee: '0' }).quoted_fee).toBe('0');
  });

  it('refuses a plan paying percent a day', () => {
    const plan = {
      currency_id: 3,
      min_amount: '10',
      max_amount: '100',
      daily_rate_min: '2',
      daily_rate_max: '8',
      lock_days: 5,
      penalty_percent: '0.4',
    };
    expect(lockupPlanCreateBody.safeParse(plan).success).toBe(false);
    expect(
      lockupPlanCreateBody.safeParse({ ...plan, daily_rate_min: '0.01', daily_rate_max: '0.012' })
        .success,
    ).toBe(true);
  });
});
