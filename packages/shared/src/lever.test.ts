/** The contract formulas the server settles with and the browser re-checks. */
import { describe, expect, it } from 'vitest';
import {
  LeverSide,
  atMaintenance,
  closeSplit,
  feeOf,
  fillPrice,
  hazardRateOf,
  liquidationPriceOf,
  marginOf,
  openQuote,
  overnightFeeOf,
  overnightInstant,
  overnightSplit,
  pnlOf,
  quoteSides,
  riskOf,
  roundToTick,
  utcDay,
  whatIf,
  type RiskPosition,
} from './lever.ts';
import { toPlain } from './money.ts';

const p = (v: { toFixed(): string }) => toPlain(v.toFixed());
const { long, short } = LeverSide;

describe('fill prices', () => {
  it('takes the spread against the user, both ways, on the tick', () => {
    expect(p(fillPrice('95000', '0.05', long, 'open', '0.01'))).toBe('95047.5');
    expect(p(fillPrice('95000', '0.05', long, 'close', '0.01'))).toBe('94952.5');
    expect(p(fillPrice('95000', '0.05', short, 'open', '0.01'))).toBe('94952.5');
    expect(p(fillPrice('95000', '0.05', short, 'close', '0.01'))).toBe('95047.5');
  });
  it('rounds to the tick half-up', () => {
    // 100.01 x 1.0005 = 100.060005 -> 100.06; 0.22001 x 0.9995 = 0.219899995 -> 0.2199
    expect(p(fillPrice('100.01', '0.05', long, 'open', '0.01'))).toBe('100.06');
    expect(p(fillPrice('0.22001', '0.05', long, 'close', '0.00001'))).toBe('0.2199');
    expect(p(roundToTick('1.005', '0.01'))).toBe('1.01');
    expect(p(roundToTick('1.0049', '0.01'))).toBe('1');
  });
  it('gives ask and bid, and no spread leaves the index', () => {
    const { ask, bid } = quoteSides('3400', '0.1', '0.01');
    expect([p(ask), p(bid)]).toEqual(['3403.4', '3396.6']);
    expect(p(fillPrice('3400', '0', short, 'open', '0.01'))).toBe('3400');
  });
});

describe('margin, fees and P/L', () => {
  it('prices an order exactly', () => {
    const q = openQuote({
      price: '95047.5',
      lots: 2,
      contractSize: '0.01',
      multiple: 10,
      openFeePercent: '0.05',
    });
    expect([q.quantity, q.notional, q.margin, q.fee, q.cost].map(p)).toEqual([
      '0.02',
      '1900.95',
      '190.095',
      '0.950475',
      '191.045475',
    ]);
  });
  it('rounds the margin up and fees half-up to 6 decimals', () => {
    expect(p(marginOf('100', 3))).toBe('33.333334');
    expect(p(feeOf('990.495', '0.05'))).toBe('0.495248');
    expect(p(feeOf('990.493', '0.05'))).toBe('0.495247');
  });
  it('does not multiply P/L by the multiple, and rounds it against the user', () => {
    expect(p(pnlOf(long, '95047.5', '95952', '0.02'))).toBe('18.09');
    expect(p(pnlOf(short, '3398.3', '3301.65', '0.3'))).toBe('28.995');
    expect(p(pnlOf(long, '95047.5', '93953', '0.02'))).toBe('-21.89');
    // 0.0000001 of profit is dropped; the same loss is charged as a full micro-unit.
    expect(p(pnlOf(long, '1', '1.0000001', '1'))).toBe('0');
    expect(p(pnlOf(short, '1', '1.0000001', '1'))).toBe('-0.000001');
  });
  it('charges overnight on the notional at the index', () => {
    expect(p(overnightFeeOf('95000', '0.02', '0.02'))).toBe('0.38');
  });
});

const btcLong = (index: string, margin = '190.095'): RiskPosition => ({
  instrument: 1,
  side: long,
  entry: '95047.5',
  quantity: '0.02',
  margin,
  spreadPercent: '0.05',
  tick: '0.01',
  index,
});

describe('risk', () => {
  it('values positions at their close-side price', () => {
    const r = riskOf({ balance: '1000', positions: [btcLong('95000')] });
    // bid 94952.5: (94952.5 - 95047.5) x 0.02 = -1.9
    expect([r.unrealised, r.equity, r.usedMargin].map(p)).toEqual(['-1.9', '998.1', '190.095']);
    expect(p(r.riskRate!.toDecimalPlaces(6))).toBe('525.053263');
    // 525.0532628... x 1e6, truncated.
    expect(hazardRateOf(r.riskRate)).toBe('525053262');
  });
  it('has no risk rate without margin', () => {
    const r = riskOf({ balance: '50', positions: [] });
    expect(r.riskRate).toBeNull();
    expect(hazardRateOf(r.riskRate)).toBe('0');
    expect(atMaintenance(r, '50')).toBe(false);
  });
  it('is at maintenance at the level, not above it', () => {
    // equity = 100 + (0.9995x - 95047.5) x 0.02 = 50% of 190.095 = 95.0475 -> x = 94847.2998...
    const liq = liquidationPriceOf(
      { balance: '100', positions: [btcLong('95000')] },
      1,
      '50',
      '0.01',
    )!;
    expect(p(liq)).toBe('94847.3');
    // The bid is on the tick, so the level is crossed within one tick of the answer.
    const at = riskOf({ balance: '100', positions: [btcLong('94847.29')] });
    const above = riskOf({ balance: '100', positions: [btcLong('94847.31')] });
    expect(atMaintenance(at, '50')).toBe(true);
    expect(atMaintenance(above, '50')).toBe(false);
  });
  it('finds a short liquidation above the price, and none for a perfect hedge', () => {
    const s: RiskPosition = { ...btcLong('95000'), side: short, entry: '94952.5' };
    const liq = liquidationPriceOf({ balance: '100', positions: [s] }, 1, '50', '0.01')!;
    expect(liq.gt('95000')).toBe(true);
    const hedge: RiskPosition = { ...s, spreadPercent: '0' };
    const longNoSpread: RiskPosition = { ...btcLong('95000'), spreadPercent: '0' };
    expect(
      liquidationPriceOf({ balance: '100', positions: [longNoSpread, hedge] }, 1, '50', '0.01'),
    ).toBeNull();
  });
  it('returns null when no positive price reaches the level', () => {
    expect(
      liquidationPriceOf({ balance: '100000', positions: [btcLong('95000')] }, 1, '50', '0.01'),
    ).toBeNull();
  });
  it('holds other instruments at their price', () => {
    const eth: RiskPosition = {
      ...btcLong('3400'),
      instrument: 2,
      entry: '3400',
      quantity: '1',
      margin: '170',
    };
    const alone = liquidationPriceOf(
      { balance: '100', positions: [btcLong('95000')] },
      1,
      '50',
      '0.01',
    )!;
    const both = liquidationPriceOf(
      { balance: '100', positions: [btcLong('95000'), eth] },
      1,
      '50',
      '0.01',
    )!;
    expect(both.gt(alone)).toBe(true);
  });
  it('what-if: P/L and risk at other prices', () => {
    const pos = btcLong('95000');
    const points = whatIf({ balance: '1000', positions: [pos] }, pos, ['95000', '96000']);
    expect(points.map((x) => p(x.pnl))).toEqual(['-1.9', '18.09']);
    expect(points[1]!.riskRate!.gt(points[0]!.riskRate!)).toBe(true);
  });
});

describe('negative-balance protection', () => {
  it('pays a profit and the fee', () => {
    const s = closeSplit({ pnl: '18.09', fee: '0.95952', available: '999.05', insurance: '0' });
    expect([s.profitPaid, s.lossPaid, s.insurancePaid, s.feePaid].map(p)).toEqual([
      '18.09',
      '0',
      '0',
      '0.95952',
    ]);
  });
  it('takes a loss first, cuts the fee, and the insurance fund pays the rest', () => {
    const s = closeSplit({ pnl: '-150', fee: '2', available: '100', insurance: '1000' });
    expect([s.lossPaid, s.insurancePaid, s.unrecovered, s.feePaid].map(p)).toEqual([
      '100',
      '50',
      '0',
      '0',
    ]);
    const cut = closeSplit({ pnl: '-99', fee: '2', available: '100', insurance: '0' });
    expect([cut.lossPaid, cut.feePaid].map(p)).toEqual(['99', '1']);
  });
  it('leaves unrecovered what an empty fund cannot pay', () => {
    const s = closeSplit({ pnl: '-150', fee: '2', available: '100', insurance: '20' });
    expect([s.insurancePaid, s.unrecovered].map(p)).toEqual(['20', '30']);
  });
  it('splits the overnight fee between available and margin, never more than both', () => {
    const a = overnightSplit({ fee: '5', available: '3', margin: '10' });
    expect([a.fromAvailable, a.fromMargin].map(p)).toEqual(['3', '2']);
    const b = overnightSplit({ fee: '50', available: '3', margin: '10' });
    expect([b.fromAvailable, b.fromMargin].map(p)).toEqual(['3', '10']);
  });
});

it('places the overnight instant in UTC', () => {
  expect(overnightInstant('2026-03-02', '00:00').toISOString()).toBe('2026-03-02T00:00:00.000Z');
  expect(utcDay(new Date('2026-03-02T23:59:59Z'))).toBe('2026-03-02');
});
