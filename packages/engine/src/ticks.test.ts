import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromUnits, toUnits } from './ticks.ts';

describe('ticks and lots', () => {
  it('converts exact decimals', () => {
    expect(toUnits('123.45', 2)).toEqual({ ok: true, units: 12345 });
    expect(toUnits('0.1', 8)).toEqual({ ok: true, units: 10_000_000 });
    expect(toUnits('7', 0)).toEqual({ ok: true, units: 7 });
    expect(toUnits('1.50', 1)).toEqual({ ok: true, units: 15 });
    expect(fromUnits(12345, 2)).toBe('123.45');
    expect(fromUnits(5, 3)).toBe('0.005');
    expect(fromUnits(0, 2)).toBe('0.00');
  });

  it('refuses what is not an exact multiple, not a number or too large', () => {
    expect(toUnits('1.234', 2)).toEqual({ ok: false, reason: 'precision' });
    expect(toUnits('1e5', 2)).toEqual({ ok: false, reason: 'format' });
    expect(toUnits('-1', 2)).toEqual({ ok: false, reason: 'format' });
    expect(toUnits('99999999999999999', 2)).toEqual({ ok: false, reason: 'range' });
  });

  it('round-trips every safe integer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: 12 }),
        (units, d) => {
          const back = toUnits(fromUnits(units, d), d);
          expect(back).toEqual({ ok: true, units });
        },
      ),
    );
  });
});
