import { describe, expect, it } from 'vitest';
import {
  addUtcDays,
  inviteRebate,
  isRebatePercent,
  lastPayableDay,
  nextRebatePayAt,
  rebatePayAt,
  utcDayOf,
  utcDayStart,
} from './invite.ts';
import { invitePageQuery } from './schemas/invite.ts';

describe('inviteRebate', () => {
  it.each([
    // fee total, percent, decimals, rebate: fee x percent / 100, rounded DOWN.
    ['1.909995', '20', 6, '0.381999'],
    ['1.909995', '17.5', 6, '0.334249'],
    ['0.617283', '20', 6, '0.123456'],
    ['0.00012347', '20', 8, '0.00002469'],
    ['0.003', '20', 4, '0.0006'],
    ['0.00012347', '0.001', 8, '0'],
    ['5', '0', 6, '0'],
    ['5', '100', 6, '5'],
    ['0.000001', '99.9999', 6, '0'],
  ])('%s at %s%% to %i decimals is %s', (fee, percent, decimals, rebate) => {
    expect(inviteRebate(fee, percent, decimals).toFixed()).toBe(rebate);
  });

  it('never exceeds the exact share', () => {
    for (const fee of ['0.000007', '0.123457', '9.999999', '123456.789012']) {
      for (const percent of ['0.0001', '12.3456', '33.3333', '20']) {
        const r = inviteRebate(fee, percent, 6);
        const exact = inviteRebate(fee, percent, 18);
        expect(r.lte(exact)).toBe(true);
        expect(exact.minus(r).lt('0.000001')).toBe(true);
      }
    }
  });
});

describe('isRebatePercent', () => {
  it.each([
    ['20', true],
    ['17.5', true],
    ['0', true],
    ['100', true],
    ['0.0001', true],
    [20, true],
    ['100.0001', false],
    ['150', false],
    ['-1', false],
    ['1e1', false],
    ['0.00001', false],
    ['abc', false],
    ['', false],
    [null, false],
    [{}, false],
  ])('%j -> %s', (value, ok) => {
    expect(isRebatePercent(value)).toBe(ok);
  });
});

describe('days and pay instants (UTC)', () => {
  it('names days and moves between them across month ends', () => {
    expect(utcDayOf(new Date('2026-03-02T23:59:59.999Z'))).toBe('2026-03-02');
    expect(utcDayStart('2026-03-02').toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(addUtcDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addUtcDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => utcDayStart('2026-3-2')).toThrow();
  });

  it('pays a day the next day at 00:10, never before', () => {
    expect(rebatePayAt('2026-03-02').toISOString()).toBe('2026-03-03T00:10:00.000Z');
    expect(lastPayableDay(new Date('2026-03-03T00:09:59.999Z'))).toBe('2026-03-01');
    expect(lastPayableDay(new Date('2026-03-03T00:10:00.000Z'))).toBe('2026-03-02');
    expect(lastPayableDay(new Date('2026-03-03T23:59:59Z'))).toBe('2026-03-02');
    expect(nextRebatePayAt(new Date('2026-03-03T00:05:00Z')).toISOString()).toBe(
      '2026-03-03T00:10:00.000Z',
    );
    expect(nextRebatePayAt(new Date('2026-03-03T00:10:00Z')).toISOString()).toBe(
      '2026-03-04T00:10:00.000Z',
    );
  });
});

describe('invitePageQuery', () => {
  it('pages from 1 with 10 a page, clamps a huge limit and refuses page 0', () => {
    expect(invitePageQuery.parse({})).toEqual({ page: 1, limit: 10 });
    expect(invitePageQuery.parse({ page: '2', limit: '99999999' })).toEqual({
      page: 2,
      limit: 100,
    });
    expect(invitePageQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(invitePageQuery.safeParse({ page: 'abc' }).success).toBe(false);
  });
});
