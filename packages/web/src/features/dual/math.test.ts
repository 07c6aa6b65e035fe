/** The dual view maths against decision 77's worked examples, to the last digit. */
import { describe, expect, it } from 'vitest';
import { DualOrderStatus } from '@bourse/shared';
import { CALL_PRODUCT, OPEN_PUT, PUT_PRODUCT, SETTLED_CALL } from './fixtures.ts';
import {
  distancePercent,
  purchasePreview,
  readShares,
  stepShares,
  timeLeft,
  verifyOrder,
} from './math.ts';

describe('readShares', () => {
  it('takes whole shares within what is left', () => {
    expect(readShares('5', 480)).toEqual({ shares: 5 });
    expect(readShares(' 007 ', 480)).toEqual({ shares: 7 });
    expect(readShares('480', 480)).toEqual({ shares: 480 });
  });
  it('says why anything else is refused, with the server rule', () => {
    expect(readShares('', 480)).toEqual({ problem: 'required' });
    expect(readShares('1.5', 480)).toEqual({ problem: 'integer' });
    expect(readShares('-2', 480)).toEqual({ problem: 'integer' });
    expect(readShares('1e3', 480)).toEqual({ problem: 'integer' });
    expect(readShares('a\u0000', 480)).toEqual({ problem: 'integer' });
    expect(readShares('0', 480)).toEqual({ problem: 'positive' });
    expect(readShares('481', 480)).toEqual({ problem: 'tooMany' });
    expect(readShares('99999999', 480)).toEqual({ problem: 'tooMany' });
    expect(readShares('1', 0)).toEqual({ problem: 'soldOut' });
  });
  it('steps by one between 1 and the shares left', () => {
    expect(stepShares('', 1, 10)).toBe('1');
    expect(stepShares('4', 1, 10)).toBe('5');
    expect(stepShares('10', 1, 10)).toBe('10');
    expect(stepShares('1', -1, 10)).toBe('1');
    expect(stepShares('2.5', -1, 10)).toBe('1');
  });
});

describe('purchasePreview', () => {
  it('call: below K keeps the coin with interest, at or above pays USDT at K', () => {
    const p = purchasePreview(CALL_PRODUCT, 5);
    expect(p.invested.toFixed()).toBe('0.005');
    expect(p.interest.toFixed()).toBe('0.00005');
    expect(p.cases.map((c) => [c.when, c.amount.toFixed(), c.currency])).toEqual([
      ['below', '0.00505', 'BTC'],
      ['atOrAbove', '505', 'USDT'],
    ]);
  });
  it('put: above K pays USDT with interest, at or below converts at K, rounded down', () => {
    const p = purchasePreview(PUT_PRODUCT, 3);
    expect(p.invested.toFixed()).toBe('300');
    expect(p.interest.toFixed()).toBe('3');
    expect(p.cases.map((c) => [c.when, c.amount.toFixed(), c.currency])).toEqual([
      ['atOrBelow', '0.00336666', 'BTC'],
      ['above', '303', 'USDT'],
    ]);
  });
});

describe('distance and time', () => {
  it('puts the linked price against the index in percent', () => {
    expect(distancePercent('100000', '95000')).toBe('5.26');
    expect(distancePercent('90000', '95000')).toBe('-5.26');
    expect(distancePercent('90000', null)).toBeNull();
    expect(distancePercent('90000', '0')).toBeNull();
  });
  it('counts whole days and hours to maturity, never below zero', () => {
    const end = 1_796_544_000;
    expect(timeLeft(end, (end - 2 * 86_400 - 5 * 3600 - 59) * 1000)).toEqual({ days: 2, hours: 5 });
    expect(timeLeft(end, (end + 10) * 1000)).toEqual({ days: 0, hours: 0 });
  });
});

describe('verifyOrder', () => {
  it('recomputes a settled call and agrees with the server', () => {
    const v = verifyOrder(SETTLED_CALL)!;
    expect(v.ok).toBe(true);
    expect(v.lines.map((l) => [l.key, l.browser])).toEqual([
      ['invested', '0.005'],
      ['growth', '1.01'],
      ['converts', 'true'],
      ['paidIn', 'USDT'],
      ['paid', '505'],
    ]);
  });
  it('flags a payout that does not match the recorded price', () => {
    const v = verifyOrder({ ...SETTLED_CALL, settle_price: '99999.99' })!;
    expect(v.ok).toBe(false);
    expect(v.lines.filter((l) => !l.ok).map((l) => l.key)).toEqual(['converts', 'paidIn', 'paid']);
    expect(v.lines.find((l) => l.key === 'paid')!.browser).toBe('0.00505');
  });
  it('has nothing to verify before settlement', () => {
    expect(verifyOrder(OPEN_PUT)).toBeNull();
    expect(verifyOrder({ ...SETTLED_CALL, status: DualOrderStatus.settling })).toBeNull();
  });
});
