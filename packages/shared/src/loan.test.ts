import { describe, expect, it } from 'vitest';
import {
  LOAN_DAY_MS,
  loanDayAmount,
  loanDaysDue,
  loanLiquidation,
  loanLiquidationPrice,
  loanRiskPercent,
  loanRiskShown,
} from './loan.ts';

const D = LOAN_DAY_MS;

describe('loanDayAmount', () => {
  it('rounds each day down to the coin', () => {
    expect(loanDayAmount('1234567.891234', '0.0123', 6).toFixed()).toBe('151.85185');
    expect(loanDayAmount('1234567.891234', '0.5', 6).toFixed()).toBe('6172.839456');
    expect(loanDayAmount('3', '0.05', 8).toFixed()).toBe('0.0015');
    expect(loanDayAmount('0.00000001', '0.05', 8).toFixed()).toBe('0');
  });
});

describe('loanDaysDue', () => {
  it.each([
    [0, 'ended', 0, 0],
    [0, 'begun', 1, 0],
    [D - 1, 'ended', 0, 0],
    [D - 1, 'begun', 1, 0],
    [D, 'ended', 1, 0],
    [D, 'begun', 2, 0],
    [2.5 * D, 'begun', 3, 0],
    [30 * D, 'ended', 30, 0],
    [30 * D, 'begun', 30, 0],
    [30 * D + 1, 'begun', 30, 1],
    [30 * D + 1, 'ended', 30, 0],
    [31 * D, 'ended', 30, 1],
    [33 * D + 3_600_000, 'ended', 30, 3],
    [33 * D + 3_600_000, 'begun', 30, 4],
    [-5, 'begun', 0, 0],
  ] as const)('%s ms in, %s: %i interest, %i overdue', (elapsed, mode, interest, overdue) => {
    expect(loanDaysDue(1_000_000, 30, 1_000_000 + elapsed, mode)).toEqual({ interest, overdue });
  });
});

describe('risk', () => {
  it('is collateral value over debt value, in percent', () => {
    expect(loanRiskShown(loanRiskPercent('20', '100000', '1000500', '1'))).toBe('199.90');
    expect(loanRiskPercent('20', '55027.5', '1000500', '1').toFixed()).toBe('110');
    expect(loanRiskShown(loanRiskPercent('1000000', '1', '10', '60000'))).toBe('166.66');
    expect(loanRiskPercent('1', '1', '0', '1').toFixed()).toBe('0');
  });

  it('names the liquidation price of whichever coin is not a stablecoin', () => {
    const base = { liquidationPercent: '110', collateralIndex: '100000', loanIndex: '1' };
    expect(
      loanLiquidationPrice({
        ...base,
        collateral: '20',
        collateralStable: false,
        debt: '1000500',
        loanStable: true,
      }),
    ).toEqual({ price: '55027.5', of: 'collateral' });
    // 1,000,000 USDT against 10 BTC: BTC rising to 90,909.09 brings it to 110%.
    expect(
      loanLiquidationPrice({
        collateral: '1000000',
        collateralIndex: '1',
        collateralStable: true,
        debt: '10',
        loanIndex: '60000',
        loanStable: false,
        liquidationPercent: '110',
      }),
    ).toEqual({ price: '90909.09090909', of: 'loan' });
    expect(
      loanLiquidationPrice({
        collateral: '1000000',
        collateralIndex: '1',
        collateralStable: true,
        debt: '500000',
        loanIndex: '1',
        loanStable: true,
        liquidationPercent: '110',
      }),
    ).toBeNull();
  });
});

describe('loanLiquidation', () => {
  it('sells what covers the debt, rounded up, and returns the rest', () => {
    const r = loanLiquidation({
      collateral: '20',
      collateralIndex: '55027.49',
      collateralDecimals: 8,
      debt: '1000500',
      loanIndex: '1',
      loanDecimals: 6,
    });
    expect([r.sold.toFixed(), r.returned.toFixed(), r.shortfall.toFixed()]).toEqual([
      '18.18182149',
      '1.81817851',
      '0',
    ]);
  });

  it('sells everything and records the shortfall when the collateral falls short', () => {
    const r = loanLiquidation({
      collateral: '20',
      collateralIndex: '40000',
      collateralDecimals: 8,
      debt: '1000500',
      loanIndex: '1',
      loanDecimals: 6,
    });
    expect([r.sold.toFixed(), r.returned.toFixed(), r.shortfall.toFixed()]).toEqual([
      '20',
      '0',
      '200500',
    ]);
  });
});
