import { describe, expect, it } from 'vitest';
import { FollowType, copyLots, netProfit, profitShareOf, traderFigures } from './follow.ts';
import { LeverSide } from './lever.ts';

describe('copyLots (spec 9: fractional lots above 1 rounded to two decimals)', () => {
  it('multiplies the trader’s lots, rounding half-up to two decimals', () => {
    expect(copyLots(FollowType.multiple, '1.5', '3').toFixed()).toBe('4.5');
    expect(copyLots(FollowType.multiple, '0.55', '3').toFixed()).toBe('1.65');
    expect(copyLots(FollowType.multiple, '1.33', '2.5').toFixed()).toBe('3.33'); // 3.325
    expect(copyLots(FollowType.multiple, '1.01', '2.5').toFixed()).toBe('2.53'); // 2.525
    expect(copyLots(FollowType.multiple, '1.11', '1.5').toFixed()).toBe('1.67'); // 1.665
    expect(copyLots(FollowType.multiple, '5', '100').toFixed()).toBe('500');
  });
  it('fixed lots ignore the trader’s size', () => {
    expect(copyLots(FollowType.fixedLots, '2', '37').toFixed()).toBe('2');
    expect(copyLots(FollowType.fixedLots, '1.25', '1').toFixed()).toBe('1.25');
  });
});

describe('profit share', () => {
  it('is the share of the net profit, rounded down to USDT’s 6 decimals', () => {
    const net = netProfit({
      profit: '40.7025',
      openFee: '2.138569',
      closeFee: '2.15892',
      overnightPaid: '0',
    });
    expect(net.toFixed()).toBe('36.405011');
    expect(profitShareOf(net, '10').toFixed()).toBe('3.640501');
    expect(profitShareOf('0.0000099', '15').toFixed()).toBe('0.000001');
    expect(profitShareOf('0.0000066', '15').toFixed()).toBe('0');
  });
  it('is nothing on a loss or break-even, or at a 0 % share', () => {
    expect(profitShareOf('-12.5', '15').toFixed()).toBe('0');
    expect(profitShareOf('0', '15').toFixed()).toBe('0');
    expect(profitShareOf('100', '0').toFixed()).toBe('0');
  });
  it('counts overnight fees against the profit', () => {
    expect(
      netProfit({ profit: '10', openFee: '1', closeFee: '1', overnightPaid: '8' }).toFixed(),
    ).toBe('0');
  });
});

describe('traderFigures', () => {
  const now = new Date('2026-03-02T09:00:00Z');
  const closed = (side: 1 | 2, net: string, margin: string, closedAt: string) => ({
    side: side === 1 ? LeverSide.long : LeverSide.short,
    closed: true,
    openMargin: margin,
    net,
    closedAt: new Date(closedAt),
  });

  it('is all zero with nothing closed', () => {
    const f = traderFigures(
      [{ side: LeverSide.long, closed: false, openMargin: '10', net: '0', closedAt: null }],
      now,
    );
    expect(f.totalReturnPercent.toFixed()).toBe('0');
    expect(f.accuracyPercent.toFixed()).toBe('0');
    expect([f.openCount, f.totalCount, f.closedCount]).toEqual([1, 1, 0]);
  });

  it('counts wins by side, the return on margins and yesterday by UTC day', () => {
    const f = traderFigures(
      [
        closed(1, '30', '100', '2026-03-01T00:00:00Z'), // first instant of yesterday
        closed(1, '-10', '100', '2026-03-01T23:59:59Z'),
        closed(2, '5', '200', '2026-03-02T00:00:00Z'), // today
        closed(2, '0', '100', '2026-02-28T23:59:59Z'), // break-even is not a win
      ],
      now,
    );
    expect(f.totalProfits.toFixed()).toBe('25');
    expect(f.totalReturnPercent.toFixed()).toBe('5'); // 25 / 500
    expect(f.accuracyPercent.toFixed()).toBe('50');
    expect([f.profitableCount, f.longWins, f.shortWins]).toEqual([2, 1, 1]);
    expect(f.yesterdayProfits.toFixed()).toBe('20');
  });

  it('rounds percents half-up to two decimals', () => {
    const f = traderFigures(
      [
        closed(1, '1', '3', '2026-02-01T00:00:00Z'),
        closed(1, '-1', '3', '2026-02-01T00:00:00Z'),
        closed(1, '1', '3', '2026-02-01T00:00:00Z'),
      ],
      now,
    );
    expect(f.accuracyPercent.toFixed()).toBe('66.67');
    expect(f.totalReturnPercent.toFixed()).toBe('11.11');
  });
});
