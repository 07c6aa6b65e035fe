import { describe, expect, it } from 'vitest';
import { PLAIN_DECIMAL_RE, ratePercent, utcIso, utcSeconds, withoutBlanks } from './formParts.tsx';

describe('configuration form helpers', () => {
  it('reads a datetime-local value as UTC', () => {
    expect(utcSeconds('2026-12-01T08:00')).toBe(1_796_112_000);
    expect(utcSeconds('2026-12-01T08:00:30')).toBe(1_796_112_030);
    expect(utcIso('2026-12-01T08:00')).toBe('2026-12-01T08:00:00Z');
    expect(Number.isNaN(utcSeconds(''))).toBe(true);
  });

  it('shows a fee rate as an exact percent', () => {
    expect(ratePercent('0.001')).toBe('0.1%');
    expect(ratePercent('0.00075')).toBe('0.075%');
    expect(ratePercent('0.1')).toBe('10%');
    expect(ratePercent('0')).toBe('0%');
  });

  it('accepts plain decimals only', () => {
    for (const ok of ['0', '0.001', '12', '10.50']) expect(PLAIN_DECIMAL_RE.test(ok)).toBe(true);
    for (const bad of ['1e-3', '-1', '.5', '1.', '1,5', ' 1']) {
      expect(PLAIN_DECIMAL_RE.test(bad)).toBe(false);
    }
  });

  it('leaves out the fields left empty', () => {
    expect(withoutBlanks({ a: '1', b: '', c: undefined, d: 0, e: false })).toEqual({
      a: '1',
      d: 0,
      e: false,
    });
  });
});
