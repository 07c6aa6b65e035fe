/**
 * A conversion whose value does not fit the target's decimals: the user receives the
 * exact value minus the fee, rounded down to 8 decimals, the fee is rounded down too, and
 * the rest stays with the treasury as an entry of its own.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal, dec, toPlain } from '@bourse/shared';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { splitConversion } from './conversion.ts';
import { walletScenario } from './testFixture.ts';
import { BTC, USDT } from './testing.ts';

const s = walletScenario({ people: ['alice'], grants: [['alice', 'change', USDT, '100']] });

it('converts 100 USDT at 65,000 into 0.00153692 BTC, never more than the exact value', async () => {
  const r = await s.convert(s.alice, {
    number: '100',
    from_currency_id: USDT,
    to_currency_id: BTC,
  });
  const item = r.message as { journal_id: number };
  // exact: 100 / 65000 = 0.00153846153846153846...; fee exact 0.0000015384615384...
  expect(r.message).toMatchObject({
    gross: '0.001538461538461538',
    fee: '0.00000153',
    received: '0.00153692',
    remainder: '0.000000011538461538',
  });
  expect(await s.balance(s.alice, 'change', BTC)).toEqual({
    available: '0.00153692',
    frozen: '0',
  });
  expect(await s.balance(s.alice, 'change', USDT)).toEqual({ available: '0', frozen: '0' });
  // The treasury paid the gross and took the remainder back: net 0.00153845 BTC out.
  expect(await s.systemBalance('treasury', 'change', BTC)).toBe('-0.00153845');
  expect(await s.systemBalance('treasury', 'change', USDT)).toBe('100');
  expect(await s.systemBalance('fees', 'change', BTC)).toBe('0.00000153');
  const entries = await s.entries(item.journal_id);
  expect(entries.map((e) => [e.ownerKind, e.currencyId, toPlain(e.amount)])).toEqual([
    ['user', USDT, '-100'],
    ['system', USDT, '100'],
    ['system', BTC, '-0.001538461538461538'],
    ['user', BTC, '0.00153692'],
    ['system', BTC, '0.00000153'],
    ['system', BTC, '0.000000011538461538'],
  ]);
  await expectLedgerBalanced(s.t.ctx);
});

/** Checks need more digits than the display precision of 20. */
const Exact = Decimal.clone({ precision: 80 });
type Exact = InstanceType<typeof Exact>;

describe('splitConversion', () => {
  it('keeps the parts of 1 LTC at 95.5 into BTC at 65,000 exact', () => {
    const s = splitConversion('1', '95.5', '65000', dec('0.001'), 8);
    expect([s.gross, s.fee, s.received, s.remainder].map((d) => d.toFixed())).toEqual([
      '0.001469230769230769',
      '0.00000146',
      '0.00146776',
      '0.000000010769230769',
    ]);
  });

  it('never pays more than the exact value and always adds up to the gross', () => {
    const decimal = (maxInt: number, scale: number) =>
      fc
        .tuple(fc.integer({ min: 0, max: maxInt }), fc.integer({ min: 0, max: 10 ** scale - 1 }))
        .map(([i, f]) => `${i}.${String(f).padStart(scale, '0')}`)
        .filter((v) => dec(v).gt(0));
    fc.assert(
      fc.property(
        decimal(1_000_000, 8),
        decimal(100_000, 4),
        decimal(100_000, 4),
        fc.constantFrom('0', '0.001', '0.0025', '0.01'),
        fc.constantFrom(2, 6, 8),
        (amount, fromPrice, toPrice, feeRate, decimals) => {
          const s = splitConversion(amount, fromPrice, toPrice, dec(feeRate), decimals);
          const [gross, fee, received, remainder] = [s.gross, s.fee, s.received, s.remainder].map(
            (d) => new Exact(d),
          ) as [Exact, Exact, Exact, Exact];
          const exact = new Exact(amount).times(fromPrice).div(toPrice);
          expect(fee.plus(received).plus(remainder).eq(gross)).toBe(true);
          expect(remainder.gte(0) && fee.gte(0) && received.gte(0)).toBe(true);
          expect(received.decimalPlaces()).toBeLessThanOrEqual(decimals);
          expect(fee.decimalPlaces()).toBeLessThanOrEqual(decimals);
          expect(received.lte(exact.times(new Exact(1).minus(feeRate)))).toBe(true);
          expect(gross.lte(exact) && exact.minus(gross).lt('1e-18')).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
