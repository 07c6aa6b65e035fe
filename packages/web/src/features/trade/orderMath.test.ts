/** The order form's maths: steps, the share of the balance, the estimate, the checks. */
import { describe, expect, it } from 'vitest';
import { dec } from '@bourse/shared';
import {
  checkOrder,
  cleanInput,
  floorToStep,
  impliedPercent,
  orderSummary,
  parsePositive,
  percentAmount,
  stepBy,
  withLabels,
  type PairRules,
} from './orderMath.ts';

const BTC: PairRules = {
  base: 'BTC',
  quote: 'USDT',
  tick_size: '0.01',
  lot_size: '0.0001',
  min_amount: '5',
  taker_fee: '0.001',
};

describe('steps', () => {
  it('rounds down to the tick or lot, printed with its decimals', () => {
    expect(floorToStep('95000.129', '0.01')).toBe('95000.12');
    expect(floorToStep('0.12349', '0.0001')).toBe('0.1234');
    expect(floorToStep('7', '0.5')).toBe('7.0');
    expect(floorToStep('0.00009', '0.0001')).toBe('0.0000');
  });

  it('steps one tick up or down, never below one step', () => {
    expect(stepBy('95000.12', '0.01', 1)).toBe('95000.13');
    expect(stepBy('95000.12', '0.01', -1)).toBe('95000.11');
    expect(stepBy('95000.125', '0.01', 1)).toBe('95000.13');
    expect(stepBy('95000.125', '0.01', -1)).toBe('95000.12');
    expect(stepBy('0.01', '0.01', -1)).toBe('0.01');
    expect(stepBy('', '0.0001', 1)).toBe('0.0001');
    expect(stepBy('', '0.0001', -1)).toBe('');
  });

  it('keeps only what a decimal field may hold while typing', () => {
    expect(cleanInput('1.23456', 4)).toBe('1.2345');
    expect(cleanInput('1,5', 2)).toBe('1.5');
    expect(cleanInput('.5', 2)).toBe('0.5');
    expect(cleanInput('1.2.3', 4)).toBe('1.23');
    expect(cleanInput('12a', 2)).toBe('12');
    expect(cleanInput('3.9', 0)).toBe('3');
    expect(cleanInput('1.', 2)).toBe('1.');
  });

  it('reads only positive decimals', () => {
    expect(parsePositive('0')).toBeUndefined();
    expect(parsePositive('1.')).toBeUndefined();
    expect(parsePositive('')).toBeUndefined();
    expect(parsePositive('1e5')).toBeUndefined();
    expect(parsePositive('-1')).toBeUndefined();
    expect(parsePositive('0.5')?.toString()).toBe('0.5');
  });
});

describe('percent of the balance', () => {
  it('buys spend a share of the quote at the price, rounded down to the lot', () => {
    // 25 % of 1,000 USDT at 95,000 = 0.0026315... BTC -> 0.0026
    expect(
      percentAmount({
        side: 'buy',
        percent: 25,
        available: '1000',
        price: dec('95000'),
        lot: '0.0001',
      }),
    ).toBe('0.0026');
    expect(
      percentAmount({
        side: 'buy',
        percent: 100,
        available: '1000',
        price: dec('95000'),
        lot: '0.0001',
      }),
    ).toBe('0.0105');
  });

  it('sells a share of the base', () => {
    expect(
      percentAmount({
        side: 'sell',
        percent: 50,
        available: '0.12345',
        price: undefined,
        lot: '0.0001',
      }),
    ).toBe('0.0617');
    expect(
      percentAmount({ side: 'sell', percent: 75, available: '3', price: undefined, lot: '1' }),
    ).toBe('2');
  });

  it('gives nothing without a balance, a price for a buy, or a whole lot', () => {
    const base = { price: dec('95000'), lot: '0.0001' };
    expect(percentAmount({ ...base, side: 'buy', percent: 50, available: '0' })).toBe('');
    expect(percentAmount({ ...base, side: 'buy', percent: 50, available: undefined })).toBe('');
    expect(
      percentAmount({
        side: 'buy',
        percent: 50,
        available: '100',
        price: undefined,
        lot: '0.0001',
      }),
    ).toBe('');
    expect(percentAmount({ ...base, side: 'buy', percent: 25, available: '1' })).toBe('');
  });

  it('places the slider where a typed amount stands', () => {
    expect(
      impliedPercent({
        side: 'buy',
        amount: dec('0.005'),
        available: '1000',
        price: dec('100000'),
      }),
    ).toBe(50);
    expect(
      impliedPercent({ side: 'sell', amount: dec('5'), available: '2', price: undefined }),
    ).toBe(100);
    expect(
      impliedPercent({ side: 'sell', amount: dec('1'), available: '0', price: undefined }),
    ).toBe(0);
  });
});

describe('estimate', () => {
  it('a buy costs price x amount and pays the taker fee in the base', () => {
    const s = orderSummary({
      side: 'buy',
      price: dec('95000.5'),
      amount: dec('0.0123'),
      rules: BTC,
    });
    expect(s.value?.toFixed()).toBe('1168.50615');
    expect(s.fee?.toFixed()).toBe('0.0000123');
    expect(s.feeCurrency).toBe('BTC');
    expect(s.receive?.toFixed()).toBe('0.0122877');
    expect(s.receiveCurrency).toBe('BTC');
  });

  it('a sell brings price x amount and pays the fee in the quote', () => {
    const s = orderSummary({ side: 'sell', price: dec('95000'), amount: dec('0.5'), rules: BTC });
    expect(s.value?.toFixed()).toBe('47500');
    expect(s.fee?.toFixed()).toBe('47.5');
    expect(s.feeCurrency).toBe('USDT');
    expect(s.receive?.toFixed()).toBe('47452.5');
  });

  it('a buy without a price still knows its fee in the base', () => {
    const s = orderSummary({ side: 'buy', price: undefined, amount: dec('2'), rules: BTC });
    expect(s.value).toBeUndefined();
    expect(s.fee?.toFixed()).toBe('0.002');
  });
});

describe('client checks (the shared order rules, keys in the server namespace)', () => {
  const limit = {
    side: 'buy' as const,
    kind: 'limit' as const,
    referencePrice: dec('95000'),
    available: '1000',
    rules: BTC,
  };
  const amountLabel = { field: '@fields.amount' };
  const priceLabel = { field: '@fields.target_price' };

  it('asks for a price and an amount, as the server names them', () => {
    expect(checkOrder({ ...limit, priceText: '', amountText: '1' })).toEqual({
      field: 'price',
      key: 'server:validation.required',
      params: priceLabel,
    });
    expect(checkOrder({ ...limit, priceText: '0', amountText: '1' })).toEqual({
      field: 'price',
      key: 'server:validation.positive',
      params: priceLabel,
    });
    expect(checkOrder({ ...limit, priceText: '95000', amountText: '' })).toEqual({
      field: 'amount',
      key: 'server:validation.required',
      params: amountLabel,
    });
    expect(checkOrder({ ...limit, priceText: '95000', amountText: '0' })).toEqual({
      field: 'amount',
      key: 'server:validation.positive',
      params: amountLabel,
    });
    expect(checkOrder({ ...limit, priceText: '95000', amountText: '1.' })?.key).toBe(
      'server:validation.decimal',
    );
  });

  it('refuses a price off the tick and an amount off the lot, naming the step', () => {
    expect(checkOrder({ ...limit, priceText: '95000.001', amountText: '0.001' })).toEqual({
      field: 'price',
      key: 'server:errors.orderPriceStep',
      params: { step: '0.01', currency: 'USDT' },
    });
    expect(checkOrder({ ...limit, priceText: '95000', amountText: '0.00015' })).toEqual({
      field: 'amount',
      key: 'server:errors.orderAmountStep',
      params: { step: '0.0001', currency: 'BTC' },
    });
  });

  it('refuses an order worth less than the minimum', () => {
    expect(checkOrder({ ...limit, priceText: '40000', amountText: '0.0001' })).toEqual({
      field: 'amount',
      key: 'server:errors.orderBelowMinimum',
      params: { min: '5', currency: 'USDT' },
    });
    // Exactly the minimum: 0.0001 x 50,000 = 5 USDT.
    expect(checkOrder({ ...limit, priceText: '50000', amountText: '0.0001' })).toBeUndefined();
  });

  it('checks the quote balance of a buy and the base balance of a sell', () => {
    expect(checkOrder({ ...limit, priceText: '95000', amountText: '0.0106' })).toEqual({
      field: 'balance',
      key: 'server:errors.orderUnaffordable',
      params: { need: '1007', available: '1000', currency: 'USDT' },
    });
    expect(checkOrder({ ...limit, priceText: '95000', amountText: '0.0105' })).toBeUndefined();
    expect(
      checkOrder({
        ...limit,
        side: 'sell',
        available: '0.01',
        priceText: '95000',
        amountText: '0.0101',
      })?.params,
    ).toEqual({ need: '0.0101', available: '0.01', currency: 'BTC' });
  });

  it('skips the balance while it is unknown', () => {
    expect(
      checkOrder({ ...limit, available: undefined, priceText: '95000', amountText: '5' }),
    ).toBeUndefined();
  });

  it('values a market order at the reference price and ignores the price field', () => {
    const market = { ...limit, kind: 'market' as const, priceText: 'junk' };
    expect(checkOrder({ ...market, amountText: '0.0105' })).toBeUndefined();
    expect(checkOrder({ ...market, referencePrice: dec('100'), amountText: '0.0001' })?.key).toBe(
      'server:errors.orderBelowMinimum',
    );
  });

  it('lets a market buy spend up to the balance, as the server holds it', () => {
    const market = { ...limit, kind: 'market' as const, priceText: '' };
    // Worth 1,007 USDT with 1,000 available: the server holds 1,000 and fills what that pays.
    expect(checkOrder({ ...market, amountText: '0.0106' })).toBeUndefined();
    expect(checkOrder({ ...market, available: '0', amountText: '0.0106' })).toEqual({
      field: 'balance',
      key: 'server:errors.insufficientBalance',
      params: { currency: 'USDT' },
    });
    // The minimum applies to what it would spend: the balance here.
    expect(checkOrder({ ...market, available: '4', amountText: '0.0106' })?.key).toBe(
      'server:errors.orderBelowMinimum',
    );
  });

  it('checks the base balance of a market sell', () => {
    const market = { ...limit, side: 'sell' as const, kind: 'market' as const, priceText: '' };
    expect(checkOrder({ ...market, available: '0.01', amountText: '0.0101' })?.params).toEqual({
      need: '0.0101',
      available: '0.01',
      currency: 'BTC',
    });
  });

  it('translates label parameters only', () => {
    const error = checkOrder({ ...limit, priceText: '', amountText: '1' })!;
    expect(withLabels(error, (key) => `<${key}>`).params).toEqual({
      field: '<fields.target_price>',
    });
    const step = checkOrder({ ...limit, priceText: '95000', amountText: '0.00015' })!;
    expect(withLabels(step, (key) => `<${key}>`)).toEqual(step);
  });
});
