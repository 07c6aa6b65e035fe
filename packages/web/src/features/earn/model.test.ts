/** The hub's pure choices: products with activity, the plans, products and projects shown. */
import { describe, expect, it } from 'vitest';
import { DualType } from '@bourse/shared';
import { CALL_PRODUCT } from '../dual/fixtures.ts';
import { EMPTY_SUMMARY, PLANS, PROJECTS, SUMMARY } from './fixtures.ts';
import {
  activeProducts,
  firstIeoProjects,
  liveDualProducts,
  openPositions,
  timeLeft,
  topLockupPlans,
} from './model.ts';

describe('activity', () => {
  it('lists products with anything in them in the hub order', () => {
    expect(activeProducts(SUMMARY).map((p) => p.product)).toEqual(['lockup', 'dual', 'ieo']);
    expect(openPositions(SUMMARY)).toBe(4);
  });

  it('keeps a product with only income paid (every position closed)', () => {
    const closed = {
      ...EMPTY_SUMMARY,
      products: EMPTY_SUMMARY.products.map((p) =>
        p.product === 'dual' ? { ...p, paid: [{ currency: 'BTC', amount: '0.00102' }] } : p,
      ),
    };
    expect(activeProducts(closed).map((p) => p.product)).toEqual(['dual']);
    expect(openPositions(closed)).toBe(0);
  });

  it('has nothing for an empty summary', () => {
    expect(activeProducts(EMPTY_SUMMARY)).toEqual([]);
  });
});

describe('catalogue picks', () => {
  it('shows the three best open lock-up plans, decimals compared exactly', () => {
    // 9.125 is paused (left out); 7.3 > 4.38 > 3.65 as decimals, not as text.
    expect(topLockupPlans(PLANS).map((p) => p.id)).toEqual([7, 4, 5]);
    expect(topLockupPlans(PLANS, 1).map((p) => p.id)).toEqual([7]);
  });

  it('keeps the operator order between equal yields', () => {
    const same = PLANS.map((p) => ({ ...p, apr_percent: '4.380' }));
    expect(topLockupPlans(same).map((p) => p.id)).toEqual([4, 5, 7]);
  });

  it('shows two buyable dual products per coin, BTC first', () => {
    const btc = [
      { ...CALL_PRODUCT, id: 1, status: 0 as const },
      { ...CALL_PRODUCT, id: 2 },
      { ...CALL_PRODUCT, id: 3 },
      { ...CALL_PRODUCT, id: 4 },
    ];
    const eth = [{ ...CALL_PRODUCT, id: 9, currency_name: 'ETH', type: DualType.call }];
    expect(liveDualProducts([btc, eth]).map((p) => p.id)).toEqual([2, 3, 9]);
    expect(liveDualProducts([undefined, eth]).map((p) => p.id)).toEqual([9]);
  });

  it('shows the first three IEO projects as listed', () => {
    expect(firstIeoProjects(PROJECTS).map((p) => p.id)).toEqual([2, 3, 4]);
    expect(firstIeoProjects(undefined)).toEqual([]);
  });
});

describe('timeLeft', () => {
  const now = Date.UTC(2026, 2, 2, 10, 0, 0);
  const sec = now / 1000;
  it('splits what is left into days, hours, minutes and seconds', () => {
    expect(timeLeft(sec + 2 * 86_400 + 5 * 3600 + 7 * 60 + 9, now)).toEqual({
      days: 2,
      hours: 5,
      minutes: 7,
      seconds: 9,
    });
    expect(timeLeft(sec + 59, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
  });

  it('is null once the event is due', () => {
    expect(timeLeft(sec, now)).toBeNull();
    expect(timeLeft(sec - 60, now)).toBeNull();
  });
});
