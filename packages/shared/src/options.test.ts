import { describe, expect, it } from 'vitest';
import {
  OptionDirection,
  OptionOutcome,
  optionExpectedReturnPercent,
  optionFactProfits,
  optionOutcome,
  optionPayout,
  optionProfit,
  optionRemainingMs,
} from './options.ts';
import { optionListQuery, optionLossLimitBody, optionSubmitBody } from './schemas/options.ts';

const { up, down } = OptionDirection;

describe('optionOutcome', () => {
  it.each([
    [up, '100', '100.01', 'win'],
    [up, '100', '99.99', 'loss'],
    [up, '100', '100', 'tie'],
    [down, '100', '99.99', 'win'],
    [down, '100', '100.01', 'loss'],
    [down, '100', '100.00', 'tie'],
    // Decimal comparison, never float: 0.1 + 0.2 style prices compare exactly.
    [up, '0.30000000000000000001', '0.3', 'loss'],
    [down, '0.30000000000000000001', '0.3', 'win'],
    [up, '65000.000001', '65000.000002', 'win'],
  ] as const)('%s from %s to %s is a %s', (direction, open, close, outcome) => {
    expect(optionOutcome(direction, open, close)).toBe(outcome);
  });
});

describe('optionPayout and optionFactProfits', () => {
  it('pays stake x (1 + payout) on a win, the stake on a tie, nothing on a loss', () => {
    expect(optionPayout('100', '80', OptionOutcome.win, 6).toFixed()).toBe('180');
    expect(optionPayout('100', '80', OptionOutcome.tie, 6).toFixed()).toBe('100');
    expect(optionPayout('100', '80', OptionOutcome.loss, 6).toFixed()).toBe('0');
  });

  it('rounds the profit down to the coin decimals (never more than exact)', () => {
    expect(optionProfit('10.123457', '85', 6).toFixed()).toBe('8.604938');
    expect(optionPayout('10.123457', '85', OptionOutcome.win, 6).toFixed()).toBe('18.728395');
    expect(optionProfit('0.000001', '80', 6).toFixed()).toBe('0');
    expect(optionProfit('9999.999999', '90', 6).toFixed()).toBe('8999.999999');
    expect(optionProfit('33.333333', '87.5', 2).toFixed()).toBe('29.16');
  });

  it('signs the result: payout - stake', () => {
    expect(optionFactProfits('100', '180').toFixed()).toBe('80');
    expect(optionFactProfits('100', '100').toFixed()).toBe('0');
    expect(optionFactProfits('100', '0').toFixed()).toBe('-100');
  });
});

describe('optionExpectedReturnPercent (the house edge for a fair coin)', () => {
  it.each([
    ['80', '-10'],
    ['85', '-7.5'],
    ['90', '-5'],
    ['100', '0'],
    ['0', '-50'],
    ['87.3', '-6.35'],
  ])('a %s%% payout returns %s%%', (payout, expected) => {
    expect(optionExpectedReturnPercent(payout).toFixed()).toBe(expected);
  });
});

describe('optionRemainingMs', () => {
  it('counts down to zero and never below', () => {
    const expires = new Date('2026-03-02T10:01:00Z');
    expect(optionRemainingMs(expires, new Date('2026-03-02T10:00:00.250Z'))).toBe(59_750);
    expect(optionRemainingMs(expires, expires)).toBe(0);
    expect(optionRemainingMs(expires, new Date('2026-03-02T10:05:00Z'))).toBe(0);
  });
});

describe('request schemas', () => {
  const base = { match_id: '1', currency_id: '3', type: '1', seconds: '60', number: '10' };
  it('takes the contract fields as form strings', () => {
    expect(optionSubmitBody.parse(base)).toEqual({
      match_id: 1,
      currency_id: 3,
      type: 1,
      seconds: 60,
      number: '10',
    });
  });
  it.each([
    ['type', '3'],
    ['type', 'up'],
    ['number', '0'],
    ['number', '-5'],
    ['number', '1e3'],
    ['number', '10000000000'],
    ['match_id', '2147483648'],
    ['seconds', '0'],
    ['seconds', '1.5'],
  ])('refuses %s=%s', (field, value) => {
    expect(optionSubmitBody.safeParse({ ...base, [field]: value }).success).toBe(false);
  });
  it('lists open orders 5 at a time unless told', () => {
    expect(optionListQuery.parse({})).toEqual({ status: 1, page: 1, limit: 5 });
    expect(optionListQuery.parse({ status: '3', match_id: '', limit: '' })).toEqual({
      status: 3,
      page: 1,
      limit: 5,
    });
    expect(optionListQuery.safeParse({ status: '2' }).success).toBe(false);
  });
  it('takes a loss limit of zero (none) or more, never negative', () => {
    expect(optionLossLimitBody.parse({ amount: '0' }).amount).toBe('0');
    expect(optionLossLimitBody.parse({ amount: '250.5' }).amount).toBe('250.5');
    expect(optionLossLimitBody.safeParse({ amount: '-1' }).success).toBe(false);
    expect(optionLossLimitBody.safeParse({ amount: 'abc' }).success).toBe(false);
  });
});
