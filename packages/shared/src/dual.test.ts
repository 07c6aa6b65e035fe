import { describe, expect, it } from 'vitest';
import {
  DualPaidIn,
  DualType,
  dualConverts,
  dualGrowth,
  dualHoldingDays,
  dualInterest,
  dualOutcomes,
  dualProgressPercent,
  dualSettlement,
  type DualTerms,
} from './dual.ts';

const D = { coin: 8, usdt: 6 };
const call: DualTerms = {
  type: DualType.call,
  amount: '0.1',
  linkedPrice: '100000',
  aprPercent: '36.5',
  days: 10,
};
const put: DualTerms = {
  type: DualType.put,
  amount: '1000',
  linkedPrice: '90000',
  aprPercent: '36.5',
  days: 10,
};
const settle = (t: DualTerms, price: string) => {
  const o = dualSettlement(t, price, D);
  return { paidIn: o.paidIn, amount: o.amount.toFixed(), converted: o.converted };
};

describe('dual settlement (spec 9, decision 77)', () => {
  it('grows by days x APR / 365 exactly', () => {
    expect(dualGrowth('36.5', 10).toFixed()).toBe('1.01');
    expect(dualGrowth('10', 7).toFixed(20)).toBe('1.00191780821917808219');
  });

  it('call below the linked price pays the coin: amount x (1 + days x APR/365)', () => {
    expect(settle(call, '99999.99')).toEqual({ paidIn: 'coin', amount: '0.101', converted: false });
  });

  it('call above the linked price pays USDT: amount x linked x (1 + days x APR/365)', () => {
    expect(settle(call, '100000.01')).toEqual({ paidIn: 'usdt', amount: '10100', converted: true });
  });

  it('call exactly at the linked price converts (the spec: "otherwise")', () => {
    expect(settle(call, '100000')).toEqual({ paidIn: 'usdt', amount: '10100', converted: true });
    expect(dualConverts(DualType.call, '100000', '100000.000')).toBe(true);
  });

  it('put above the linked price pays USDT: amount x (1 + days x APR/365)', () => {
    expect(settle(put, '90000.01')).toEqual({ paidIn: 'usdt', amount: '1010', converted: false });
  });

  it('put below the linked price pays the coin: amount / linked x (1 + ...), rounded down', () => {
    // 1010 / 90000 = 0.0112222... -> 8 decimals down.
    expect(settle(put, '89999.99')).toEqual({
      paidIn: 'coin',
      amount: '0.01122222',
      converted: true,
    });
  });

  it('put exactly at the linked price converts (the mirror of the call)', () => {
    expect(settle(put, '90000')).toEqual({ paidIn: 'coin', amount: '0.01122222', converted: true });
  });

  it('rounds each payout down to the paid currency', () => {
    const t: DualTerms = {
      type: DualType.put,
      amount: '100',
      linkedPrice: '3',
      aprPercent: '10',
      days: 7,
    };
    const { kept, converted } = dualOutcomes(t, D);
    // 100 x 1.0019178082191780821... = 100.19178082191780821...
    expect(kept.amount.toFixed()).toBe('100.19178');
    expect(kept.paidIn).toBe(DualPaidIn.usdt);
    // 100.1917808219... / 3 = 33.397260273972...
    expect(converted.amount.toFixed()).toBe('33.39726027');
    expect(converted.paidIn).toBe(DualPaidIn.coin);
    const c: DualTerms = { ...t, type: DualType.call, amount: '0.00000001' };
    // 0.00000001 x 1.00191... -> 8 decimals down: no interest on one satoshi for 7 days.
    expect(dualOutcomes(c, D).kept.amount.toFixed()).toBe('0.00000001');
    expect(dualInterest(c, D).toFixed()).toBe('0');
  });

  it('interest is what the kept outcome adds', () => {
    expect(dualInterest(put, D).toFixed()).toBe('10');
    expect(dualInterest(call, D).toFixed()).toBe('0.001');
  });

  it('holding days are whole days to maturity (floor)', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    expect(dualHoldingDays(now, new Date('2026-03-09T08:00:00Z'))).toBe(6);
    expect(dualHoldingDays(now, new Date('2026-03-09T10:00:00Z'))).toBe(7);
    expect(dualHoldingDays(now, new Date('2026-03-03T09:59:59Z'))).toBe(0);
  });

  it('progress is sold / total in percent, two decimals down', () => {
    expect(dualProgressPercent(1, 3)).toBe('33.33');
    expect(dualProgressPercent(0, 10)).toBe('0');
    expect(dualProgressPercent(10, 10)).toBe('100');
  });
});
