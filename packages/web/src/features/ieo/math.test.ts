import { describe, expect, it } from 'vitest';
import { IeoPhase, dec, type IeoProjectDetail } from '@bourse/shared';
import { amountProblem, maxAffordable, readAmount, roomOf, totalIn } from './math.ts';

const info = {
  price: '0.05',
  min_amount: '100',
  max_amount: '300000',
  token_decimals: 4,
  mine: { subscribed: '1000', remaining: '299000' },
  time_status: IeoPhase.inProgress,
} as IeoProjectDetail;
const btc = {
  id: 1,
  name: 'BTC',
  decimals: 8,
  unit_price: '',
  index_price: '65000',
  index_source: 'sim',
  index_at: 0,
};

describe('the subscription form', () => {
  it('computes the total as the server does, rounded up', () => {
    expect(totalIn('2000', info, btc)).toBe('0.00153847');
    expect(totalIn('1000', info, { ...btc, name: 'USDT', index_price: '1', decimals: 6 })).toBe(
      '50',
    );
  });

  it('reads thousands separators and refuses what the server refuses', () => {
    expect(readAmount('1,000.5')).toBe('1000.5');
    expect(readAmount('-1')).toBeUndefined();
    expect(roomOf(info)).toBe('299000');
    expect(amountProblem('', info, '', undefined)).toBe('required');
    expect(amountProblem('abc', info, '', undefined)).toBe('invalid');
    expect(amountProblem('100.00001', info, '', undefined)).toBe('decimals');
    expect(amountProblem('99', info, '', undefined)).toBe('min');
    expect(amountProblem('299001', info, '', undefined)).toBe('max');
    expect(amountProblem('1000', info, '50', '49.99')).toBe('balance');
    expect(amountProblem('1000', info, '50', '50')).toBeUndefined();
  });
});

describe('the Max button', () => {
  const usdt = { ...btc, id: 3, name: 'USDT', index_price: '1', decimals: 6 };
  it('fills what the balance pays for after the server rounds up, within the room', () => {
    expect(maxAffordable(info, usdt, '33.3333339')).toBe('666.6666');
    expect(totalIn('666.6666', info, usdt)).toBe('33.33333');
    // BTC: 0.001 x 65000 / 0.05 = 1300 tokens exactly, and its total is exactly the balance.
    expect(maxAffordable(info, btc, '0.001')).toBe('1300');
    expect(totalIn('1300', info, btc)).toBe('0.001');
    expect(maxAffordable(info, btc, '0.00100001')).toBe('1300.013');
    expect(dec(totalIn('1300.013', info, btc)).lte('0.00100001')).toBe(true);
    expect(maxAffordable(info, usdt, '1000000')).toBe('299000');
    expect(maxAffordable(info, { ...usdt, index_price: '' }, '10')).toBeUndefined();
    expect(maxAffordable(info, usdt, undefined)).toBeUndefined();
  });
});
