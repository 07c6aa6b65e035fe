import { describe, expect, it } from 'vitest';
import { VIP_DEFAULT_LEVELS } from '@bourse/shared';
import {
  discountText,
  progressPercent,
  progressRows,
  thresholdText,
  usdtText,
  utcDay,
  vipLabel,
} from './model.ts';

describe('VIP page figures', () => {
  it('labels a level', () => {
    expect(vipLabel(0)).toBe('VIP0');
    expect(vipLabel(5)).toBe('VIP5');
  });

  it('a bar is the share of the threshold reached, cut down, between 0 and 100', () => {
    expect(progressPercent('0', '50000')).toBe(0);
    expect(progressPercent('12345.6', '50000')).toBe(24.6);
    expect(progressPercent('49999.99', '50000')).toBe(99.9);
    expect(progressPercent('50000', '50000')).toBe(100);
    expect(progressPercent('80000', '50000')).toBe(100);
    expect(progressPercent('5', '0')).toBe(100);
  });

  it('prints thresholds short, figures grouped, discounts as percents', () => {
    expect(VIP_DEFAULT_LEVELS.map((l) => thresholdText(l.volume_usdt))).toEqual([
      '0',
      '50K',
      '500K',
      '2M',
      '10M',
      '50M',
    ]);
    expect(thresholdText('1500000')).toBe('1.5M');
    expect(thresholdText('1000000')).toBe('1M');
    expect(thresholdText('999.5')).toBe('999.5');
    expect(thresholdText('12345')).toBe('12.35K');
    expect(usdtText('105062.875')).toBe('105,062.88');
    expect(usdtText('3800')).toBe('3,800');
    expect(discountText('15')).toBe('15%');
    expect(discountText('12.5')).toBe('12.5%');
  });

  it('the window is shown in UTC days', () => {
    expect(utcDay(Date.parse('2026-03-03T00:00:00Z') / 1000 - 1)).toBe('2026-03-02');
  });

  it('two rows toward the next level, each with what is missing', () => {
    const next = {
      ...VIP_DEFAULT_LEVELS[3]!,
      volume_missing: '1950675',
      holdings_missing: '0',
    };
    expect(progressRows(next, '49325', '205062.875')).toEqual([
      {
        kind: 'volume',
        have: '49325',
        need: '2000000',
        missing: '1950675',
        percent: 2.4,
        met: false,
      },
      {
        kind: 'holdings',
        have: '205062.875',
        need: '200000',
        missing: '0',
        percent: 100,
        met: true,
      },
    ]);
  });
});
