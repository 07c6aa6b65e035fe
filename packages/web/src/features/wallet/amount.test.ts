import { describe, expect, it } from 'vitest';
import { amountProblem, cleanAmount, maxSendable } from './amount.ts';

describe('amount entry', () => {
  it('keeps digits and one dot, and cuts to the coin decimals', () => {
    expect(cleanAmount('12a.3.45', 8)).toBe('12.345');
    expect(cleanAmount('1,5', 8)).toBe('1.5');
    expect(cleanAmount('.5', 8)).toBe('0.5');
    expect(cleanAmount('007', 8)).toBe('7');
    expect(cleanAmount('1.123456789', 6)).toBe('1.123456');
    expect(cleanAmount('3.9', 0)).toBe('3');
  });

  it('names the first problem of an amount', () => {
    const limits = { available: '10', decimals: 6 };
    expect(amountProblem('', limits)).toEqual({ key: 'required' });
    expect(amountProblem('1e3', limits)).toEqual({ key: 'invalid' });
    expect(amountProblem('0', limits)).toEqual({ key: 'positive' });
    expect(amountProblem('0.0000001', limits)).toEqual({ key: 'decimals', max: 6 });
    expect(amountProblem('10.000001', limits)).toEqual({ key: 'insufficient' });
    expect(amountProblem('10', limits)).toBeNull();
  });

  it('counts the fee on top and checks the minimum', () => {
    const limits = { available: '10', decimals: 6, min: '2', fee: '1' };
    expect(amountProblem('1.5', limits)).toEqual({ key: 'min', min: '2' });
    expect(amountProblem('9.5', limits)).toEqual({ key: 'insufficient' });
    expect(amountProblem('9', limits)).toBeNull();
  });

  it('the most sendable is available minus the fee, never below zero', () => {
    expect(maxSendable('10.1', '0.1')).toBe('10');
    expect(maxSendable('0.5', '1')).toBe('0');
    expect(maxSendable('0.3')).toBe('0.3');
  });
});
