/** The copy-trading screens' pure bits: form checks in the server's words, copy size, skip explanations. */
import { describe, expect, it } from 'vitest';
import { FollowType } from '@bourse/shared';
import {
  agreementPath,
  applyProblems,
  copyExample,
  daysFromNow,
  daysLeft,
  followProblems,
  skipExplanation,
  sliderValue,
  type FollowDraft,
} from './math.ts';

const draft = (over: Partial<FollowDraft> = {}): FollowDraft => ({
  type: FollowType.multiple,
  number: '1.5',
  amount: '',
  days: '',
  ...over,
});

describe('followProblems (the server schema followBody)', () => {
  it('accepts a multiple, fixed lots, a cap and a deadline', () => {
    expect(followProblems(draft())).toEqual({});
    expect(followProblems(draft({ type: FollowType.fixedLots, number: '2.5' }))).toEqual({});
    expect(followProblems(draft({ amount: '300', days: '30' }))).toEqual({});
  });

  it('words each refused number as the server would', () => {
    expect(followProblems(draft({ number: '' })).number?.key).toBe('server:validation.required');
    expect(followProblems(draft({ number: 'abc' })).number?.key).toBe('server:validation.decimal');
    expect(followProblems(draft({ number: '1.255' })).number).toMatchObject({
      key: 'server:validation.decimals',
      params: { max: 2 },
    });
    expect(followProblems(draft({ number: '0' })).number?.key).toBe('server:validation.positive');
    expect(followProblems(draft({ number: '5.01' })).number).toMatchObject({
      key: 'server:validation.atMost',
      params: { max: 5 },
    });
  });

  it('wants at least one fixed lot (errors.followLotsMin)', () => {
    expect(followProblems(draft({ type: FollowType.fixedLots, number: '0.5' }))).toEqual({
      number: { key: 'server:errors.followLotsMin', params: {} },
    });
    // The same number is a fine multiple.
    expect(followProblems(draft({ number: '0.5' }))).toEqual({});
  });

  it('checks the optional cap and deadline only when given', () => {
    expect(followProblems(draft({ amount: '0' })).amount?.key).toBe('server:validation.positive');
    expect(followProblems(draft({ amount: '1e3' })).amount?.key).toBe('server:validation.decimal');
    expect(followProblems(draft({ days: '0' })).days?.key).toBe('server:validation.positive');
    expect(followProblems(draft({ days: '1.5' })).days?.key).toBe('server:validation.integer');
    expect(followProblems(draft({ days: '366' })).days).toMatchObject({
      key: 'server:validation.atMost',
      params: { max: 365 },
    });
  });
});

describe('copyExample (shared copyLots: half-up to two decimals)', () => {
  it('multiplies the trader lots', () => {
    expect(copyExample(draft({ number: '1.5' }), '3')).toEqual({
      traderLots: '3',
      yourLots: '4.5',
      rounded: false,
    });
  });

  it('says when the job rounds', () => {
    expect(copyExample(draft({ number: '1.25' }), '1.5')).toEqual({
      traderLots: '1.5',
      yourLots: '1.88',
      rounded: true,
    });
  });

  it('opens the fixed lots whatever the trader trades', () => {
    expect(copyExample(draft({ type: FollowType.fixedLots, number: '2' }), '7')).toEqual({
      traderLots: '7',
      yourLots: '2',
      rounded: false,
    });
  });

  it('has no example while the number is not one', () => {
    expect(copyExample(draft({ number: '' }), '3')).toBeUndefined();
    expect(copyExample(draft({ number: '0' }), '3')).toBeUndefined();
  });
});

describe('skipExplanation', () => {
  it('puts the margin refusal figures in words', () => {
    expect(
      skipExplanation({
        reason: 'margin',
        detail: { need: '221.213094', margin: '220.66144', fee: '0.551654', available: '83.5' },
      }),
    ).toEqual({
      key: 'skip.margin',
      params: { need: '221.2131', margin: '220.6614', fee: '0.5517', available: '83.5' },
    });
  });

  it('explains the cap, risk, lots, late and inactive skips', () => {
    expect(
      skipExplanation({ reason: 'cap', detail: { need: '165.69288', left: '134.34102' } }),
    ).toEqual({ key: 'skip.cap', params: { need: '165.6929', left: '134.341' } });
    expect(
      skipExplanation({ reason: 'risk', detail: { rate: '48.5', maintenance: '50' } }),
    ).toEqual({ key: 'skip.risk', params: { rate: '48.50%', maintenance: '50.00%' } });
    expect(
      skipExplanation({ reason: 'lots', detail: { lots: '0.45', min: '1', max: '100' } }),
    ).toEqual({ key: 'skip.lots', params: { lots: '0.45', min: '1', max: '100' } });
    expect(skipExplanation({ reason: 'late', detail: { seconds: '42' } })).toEqual({
      key: 'skip.late',
      params: { seconds: '42', limit: '30' },
    });
    expect(skipExplanation({ reason: 'inactive', detail: {} })).toEqual({
      key: 'skip.inactive',
      params: {},
    });
    expect(skipExplanation({ reason: null, detail: {} }).key).toBe('skip.other');
  });
});

describe('small helpers', () => {
  it('counts the days left of a deadline, a part day as one', () => {
    const now = Date.UTC(2026, 2, 3, 10);
    expect(daysLeft(null, now)).toBeNull();
    expect(daysLeft(now / 1000 + 86_400 * 2.5, now)).toBe(3);
    expect(daysLeft(now / 1000 - 10, now)).toBe(0);
    expect(daysFromNow(now / 1000 + 86_400 * 30, now)).toBe('30');
    expect(daysFromNow(null, now)).toBe('');
  });

  it('opens the Chinese agreement for zh and hk readers, the English one for others', () => {
    expect(agreementPath('zh')).toBe('/pages/follow/agreement_zh');
    expect(agreementPath('hk')).toBe('/pages/follow/agreement_zh');
    expect(agreementPath('en')).toBe('/pages/follow/agreement_en');
    expect(agreementPath('jp')).toBe('/pages/follow/agreement_en');
  });

  it('checks the application with the server schema', () => {
    const ok = {
      nickname: 'AtlasTrend',
      introduction: 'Trend trader, 10x at most.',
      profit_share_percent: '10',
    };
    expect(applyProblems(ok)).toEqual({});
    expect(applyProblems({ ...ok, nickname: 'A' }).nickname?.key).toBe(
      'server:validation.traderNameRule',
    );
    expect(applyProblems({ ...ok, nickname: 'Atlas Trend' }).nickname?.key).toBe(
      'server:validation.noSpecialChars',
    );
    expect(applyProblems({ ...ok, introduction: 'short' }).introduction?.key).toBe(
      'server:validation.traderIntroRule',
    );
    expect(applyProblems({ ...ok, profit_share_percent: '15.5' }).profit_share_percent).toEqual({
      key: 'server:validation.profitShareRange',
      params: { field: '@fields.profit_share_percent', max: 15 },
    });
  });

  it('moves the slider to the typed share, clamped to the range', () => {
    expect(sliderValue('7.5', '15')).toBe(8);
    expect(sliderValue('40', '15')).toBe(15);
    expect(sliderValue('x', '15')).toBe(0);
  });
});
