import { describe, expect, it } from 'vitest';
import {
  VIP_DEFAULT_LEVELS,
  discountedFeePercent,
  discountedFeeRate,
  qualifiesFor,
  vipAssessmentAt,
  vipAssessmentDay,
  vipLevelFor,
  vipNext,
  vipTableProblem,
  vipWindow,
  type VipLevelItem,
} from './vip.ts';
import { vipLevelsSetting } from './schemas/vip.ts';

const L = VIP_DEFAULT_LEVELS;
const level = (volume: string, holdings: string) => vipLevelFor(L, { volume, holdings }).level;

describe('the default table', () => {
  it('is a valid table that the setting schema accepts', () => {
    expect(vipTableProblem(L)).toBeUndefined();
    expect(vipLevelsSetting.safeParse(L).success).toBe(true);
  });

  it('climbs: VIP0 to VIP5, discounts 0, 10, 15, 20, 25, 30', () => {
    expect(L.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(L.map((l) => l.fee_discount_percent)).toEqual(['0', '10', '15', '20', '25', '30']);
  });
});

describe('vipLevelFor: volume OR holdings', () => {
  it('nothing is VIP0', () => {
    expect(level('0', '0')).toBe(0);
  });

  it('volume alone reaches a level', () => {
    expect(level('50000', '0')).toBe(1);
    expect(level('500000', '0')).toBe(2);
    expect(level('50000000', '0')).toBe(5);
  });

  it('holdings alone reach a level', () => {
    expect(level('0', '10000')).toBe(1);
    expect(level('0', '50000')).toBe(2);
    expect(level('0', '5000000')).toBe(5);
  });

  it('the higher of the two decides', () => {
    expect(level('2000000', '10000')).toBe(3);
    expect(level('50000', '1000000')).toBe(4);
  });

  it('exactly at a threshold qualifies; a hundredth below does not', () => {
    expect(level('49999.99', '9999.99')).toBe(0);
    expect(level('50000.00', '0')).toBe(1);
    expect(level('0', '10000.000000000000000001')).toBe(1);
    expect(level('499999.999999999999999999', '49999.999999999999999999')).toBe(1);
    expect(level('500000', '49999.99')).toBe(2);
  });

  it('beyond the top stays at the top', () => {
    expect(level('1e12', '1e12')).toBe(5);
  });

  it('qualifiesFor is the same rule for one level', () => {
    expect(qualifiesFor(L[2]!, { volume: '500000', holdings: '0' })).toBe(true);
    expect(qualifiesFor(L[2]!, { volume: '0', holdings: '50000' })).toBe(true);
    expect(qualifiesFor(L[2]!, { volume: '499999', holdings: '49999' })).toBe(false);
  });
});

describe('vipNext: what is missing for the next level', () => {
  it('shows both amounts still missing (either is enough)', () => {
    expect(vipNext(L, 0, { volume: '12345.6', holdings: '2500' })).toEqual({
      ...L[1],
      volume_missing: '37654.4',
      holdings_missing: '7500',
    });
  });

  it('a threshold already met shows 0 missing', () => {
    expect(vipNext(L, 1, { volume: '600000', holdings: '20000' })).toMatchObject({
      level: 2,
      volume_missing: '0',
      holdings_missing: '30000',
    });
  });

  it('is null at the top', () => {
    expect(vipNext(L, 5, { volume: '0', holdings: '0' })).toBeNull();
  });
});

describe('discounts', () => {
  it('contract fee percents: 0.05% less 10% is 0.045%, cut down to 4 decimals', () => {
    expect(discountedFeePercent('0.05', '10').toFixed()).toBe('0.045');
    expect(discountedFeePercent('0.05', '0').toFixed()).toBe('0.05');
    expect(discountedFeePercent('0.05', '30').toFixed()).toBe('0.035');
    // 0.05 x 0.875 = 0.04375 -> 0.0437 (never above the exact discounted fee)
    expect(discountedFeePercent('0.05', '12.5').toFixed()).toBe('0.0437');
    expect(discountedFeePercent('0.0333', '33.33').toFixed()).toBe('0.0222');
    expect(discountedFeePercent('0', '30').toFixed()).toBe('0');
  });

  it('spot fee rates are exact: 0.001 less 15% is 0.00085', () => {
    expect(discountedFeeRate('0.001', '15').toFixed()).toBe('0.00085');
    expect(discountedFeeRate('0.002', '12.5').toFixed()).toBe('0.00175');
    expect(discountedFeeRate('0.001', '0').toFixed()).toBe('0.001');
  });
});

describe('the daily assessment', () => {
  it('is due at 00:10 UTC: before it, yesterday is the latest due day', () => {
    expect(vipAssessmentDay(new Date('2026-03-02T00:09:59Z'))).toBe('2026-03-01');
    expect(vipAssessmentDay(new Date('2026-03-02T00:10:00Z'))).toBe('2026-03-02');
    expect(vipAssessmentDay(new Date('2026-03-02T23:59:59Z'))).toBe('2026-03-02');
    expect(vipAssessmentDay(new Date('2026-03-01T00:00:00Z'))).toBe('2026-02-28');
  });

  it('looks at the 30 whole UTC days before its day', () => {
    expect(vipWindow('2026-03-02')).toEqual({
      from: new Date('2026-01-31T00:00:00Z'),
      to: new Date('2026-03-02T00:00:00Z'),
    });
    expect(vipAssessmentAt('2026-03-02')).toEqual(new Date('2026-03-02T00:10:00Z'));
  });
});

describe('vipTableProblem: a table must climb', () => {
  const table = (...rows: [string, string, string][]): VipLevelItem[] =>
    rows.map(([v, h, d], i) => ({
      level: i,
      volume_usdt: v,
      holdings_usdt: h,
      fee_discount_percent: d,
    }));

  it('refuses an empty table and a level 0 that asks or gives anything', () => {
    expect(vipTableProblem([])).toBe('empty');
    expect(vipTableProblem(table(['1', '0', '0']))).toBe('levelZero');
    expect(vipTableProblem(table(['0', '0', '5']))).toBe('levelZero');
  });

  it('refuses levels out of sequence', () => {
    const t = table(['0', '0', '0'], ['10', '10', '1']);
    t[1]!.level = 2;
    expect(vipTableProblem(t)).toBe('sequence');
  });

  it('refuses a level that does not ask more of both thresholds', () => {
    expect(vipTableProblem(table(['0', '0', '0'], ['10', '0', '1']))).toBe('thresholds');
    expect(vipTableProblem(table(['0', '0', '0'], ['10', '10', '1'], ['10', '20', '2']))).toBe(
      'thresholds',
    );
  });

  it('refuses a smaller discount above, and 100% or more', () => {
    expect(vipTableProblem(table(['0', '0', '0'], ['10', '10', '5'], ['20', '20', '4']))).toBe(
      'discounts',
    );
    expect(vipTableProblem(table(['0', '0', '0'], ['10', '10', '100']))).toBe('discounts');
    expect(vipTableProblem(table(['0', '0', '0'], ['10', '10', '0']))).toBeUndefined();
  });

  it('the setting schema refuses bad figures as well as bad shapes', () => {
    const ok = table(['0', '0', '0'], ['10', '10', '5']);
    expect(vipLevelsSetting.safeParse(ok).success).toBe(true);
    const bad = (patch: Partial<VipLevelItem>) =>
      vipLevelsSetting.safeParse([ok[0], { ...ok[1], ...patch }]).success;
    expect(bad({ volume_usdt: '10.001' })).toBe(false);
    expect(bad({ volume_usdt: '-1' })).toBe(false);
    expect(bad({ volume_usdt: '1e5' })).toBe(false);
    expect(bad({ holdings_usdt: '1000000000001' })).toBe(false);
    expect(bad({ fee_discount_percent: '100' })).toBe(false);
    expect(vipLevelsSetting.safeParse('VIP1').success).toBe(false);
    expect(vipLevelsSetting.safeParse([{ level: 0 }]).success).toBe(false);
  });
});
