/** The spot order rules shared by the server and the trade form, with exact decimals. */
import { describe, expect, it } from 'vitest';
import { translate } from './i18n/index.ts';
import { Exact } from './money.ts';
import {
  amountStepOf,
  checkAffordable,
  checkOrderDraft,
  checkOrderRules,
  maxOrderAmount,
  readOrderDecimal,
  type OrderDraft,
  type OrderPairRules,
  type OrderRefusal,
} from './orderRules.ts';

const BTC: OrderPairRules = {
  base: 'BTC',
  quote: 'USDT',
  tick_size: '0.01',
  lot_size: '0.00001',
  min_amount: '5',
  base_decimals: 8,
};
/** A small coin traded in steps of one satoshi at an eight-decimal price. */
const SAT: OrderPairRules = {
  base: 'SAT',
  quote: 'BTC',
  tick_size: '0.00000001',
  lot_size: '0.00000001',
  min_amount: '0.0001',
  base_decimals: 8,
};

const limitBuy = (amount: string, price: string): OrderDraft => ({
  side: 'buy',
  type: 'limit',
  amount,
  price,
});
const text = (r: OrderRefusal | undefined) =>
  r && translate('en', r.key, r.params as Record<string, string>);

describe('reading what was typed', () => {
  it.each([
    ['', 'validation.required', 'Amount is required'],
    ['   ', 'validation.required', 'Amount is required'],
    ['1e5', 'validation.decimal', 'Amount must be a plain decimal number, such as 12.5'],
    ['1\u0000', 'validation.decimal', 'Amount must be a plain decimal number, such as 12.5'],
    ['\u00001', 'validation.decimal', 'Amount must be a plain decimal number, such as 12.5'],
    ['1.', 'validation.decimal', 'Amount must be a plain decimal number, such as 12.5'],
    ['+1', 'validation.decimal', 'Amount must be a plain decimal number, such as 12.5'],
    ['0x10', 'validation.decimal', 'Amount must be a plain decimal number, such as 12.5'],
    ['Infinity', 'validation.decimal', 'Amount must be a plain decimal number, such as 12.5'],
    ['-1', 'validation.positive', 'Amount must be greater than zero'],
    ['0', 'validation.positive', 'Amount must be greater than zero'],
    ['0.0000000000000000001', 'validation.decimals', 'Amount allows at most 18 decimals'],
    ['1000000000.1', 'validation.atMost', 'Amount must be at most 1000000000'],
  ])('refuses %j as the server does', (input, key, message) => {
    const r = readOrderDecimal(input, 'amount');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.refusal.key).toBe(key);
    expect(r.refusal.field).toBe('amount');
    expect(text(r.refusal)).toBe(message);
  });

  it('names the price field with the wire label', () => {
    const r = checkOrderRules({ type: 'limit', amount: '1', price: '-1' }, BTC);
    expect(r).toEqual({
      field: 'price',
      key: 'validation.positive',
      params: { field: '@fields.target_price' },
    });
    expect(text(r)).toBe('Price must be greater than zero');
  });

  it('reads a plain positive decimal exactly, surrounding spaces aside', () => {
    const r = readOrderDecimal(' 0.00000001 ', 'amount');
    expect(r.ok && r.value.toFixed()).toBe('0.00000001');
    const big = readOrderDecimal('1000000000', 'price');
    expect(big.ok && big.value.toFixed()).toBe('1000000000');
  });
});

describe('steps', () => {
  it('takes amounts and prices on eight-decimal steps, refuses one digit beyond', () => {
    expect(checkOrderRules(limitBuy('12345.67890123', '0.00000813'), SAT)).toBeUndefined();
    expect(checkOrderRules(limitBuy('12345.678901235', '0.00000813'), SAT)).toEqual({
      field: 'amount',
      key: 'errors.orderAmountStep',
      params: { step: '0.00000001', currency: 'SAT' },
    });
    expect(checkOrderRules(limitBuy('12345.67890123', '0.000008135'), SAT)).toEqual({
      field: 'price',
      key: 'errors.orderPriceStep',
      params: { step: '0.00000001', currency: 'BTC' },
    });
  });

  it('names the lot and the tick as the server words them', () => {
    expect(text(checkOrderRules(limitBuy('0.000001', '50000'), BTC))).toBe(
      'The amount must be a multiple of 0.00001 BTC',
    );
    expect(text(checkOrderRules(limitBuy('0.01', '50000.001'), BTC))).toBe(
      'The price must be a multiple of 0.01 USDT',
    );
  });

  it('refuses an amount with more decimals than its coin, even on a finer lot', () => {
    const fine = { ...BTC, lot_size: '0.0000000001' };
    expect(amountStepOf(fine).toFixed()).toBe('0.00000001');
    expect(checkOrderRules(limitBuy('0.00000001', '600000000'), fine)).toBeUndefined();
    expect(checkOrderRules(limitBuy('0.000000011', '600000000'), fine)).toEqual({
      field: 'amount',
      key: 'errors.orderAmountStep',
      params: { step: '0.00000001', currency: 'BTC' },
    });
    // Without the coin's decimals, the lot alone is the step.
    const { base_decimals: _, ...lotOnly } = fine;
    expect(checkOrderRules(limitBuy('0.000000011', '600000000'), lotOnly)).toBeUndefined();
  });

  it('accepts trailing zeros beyond the step (the value is what counts)', () => {
    expect(checkOrderRules(limitBuy('0.010000000', '50000.00'), BTC)).toBeUndefined();
  });

  it('checks the amount first, then the price (the server order)', () => {
    expect(checkOrderRules(limitBuy('0.000001', '50000.001'), BTC)?.key).toBe(
      'errors.orderAmountStep',
    );
    expect(checkOrderRules(limitBuy('', ''), BTC)?.field).toBe('amount');
  });
});

describe('minimum value', () => {
  it('refuses a limit order one unit under the minimum, takes it exactly at it', () => {
    // 0.00001 x 499999.99 = 4.9999999 USDT; 0.0001 x 50000 = 5 USDT.
    expect(checkOrderRules(limitBuy('0.00001', '499999.99'), BTC)).toEqual({
      field: 'amount',
      key: 'errors.orderBelowMinimum',
      params: { min: '5', currency: 'USDT' },
    });
    expect(checkOrderRules(limitBuy('0.00001', '500000'), BTC)).toBeUndefined();
    expect(checkOrderRules(limitBuy('0.0001', '50000'), BTC)).toBeUndefined();
    expect(text(checkOrderRules(limitBuy('0.0001', '40000'), BTC))).toBe(
      'The order value must be at least 5 USDT',
    );
  });

  it('names the minimum in plain form, as stored with trailing zeros', () => {
    const stored = { ...BTC, min_amount: '5.000000000000000000' };
    expect(checkOrderRules(limitBuy('0.0001', '40000'), stored)?.params.min).toBe('5');
  });

  it('leaves a market order to what it would spend', () => {
    expect(checkOrderRules({ type: 'market', amount: '0.00001' }, BTC)).toBeUndefined();
    expect(
      checkOrderDraft({ side: 'sell', type: 'market', amount: '0.00001', price: '40000' }, BTC),
    ).toMatchObject({ key: 'errors.orderBelowMinimum' });
  });
});

describe('affordability', () => {
  it('a limit buy needs price x amount of the quote: exactly enough, then one unit short', () => {
    const draft = limitBuy('0.12345', '43210.99');
    // 0.12345 x 43210.99 = 5334.3967155
    expect(checkOrderDraft(draft, BTC, '5334.3967155')).toBeUndefined();
    const short = checkOrderDraft(draft, BTC, '5334.3967154');
    expect(short).toEqual({
      field: 'balance',
      key: 'errors.orderUnaffordable',
      params: { need: '5334.3967155', available: '5334.3967154', currency: 'USDT' },
    });
    expect(text(short)).toBe(
      'This order needs 5334.3967155 USDT, but 5334.3967154 USDT is available',
    );
  });

  it('a sell needs its amount of the base', () => {
    const sell: OrderDraft = { side: 'sell', type: 'limit', amount: '0.01', price: '50000' };
    expect(checkOrderDraft(sell, BTC, '0.01')).toBeUndefined();
    expect(checkOrderDraft(sell, BTC, '0.00999999')).toEqual({
      field: 'balance',
      key: 'errors.orderUnaffordable',
      params: { need: '0.01', available: '0.00999999', currency: 'BTC' },
    });
    expect(
      checkOrderDraft({ ...sell, type: 'market', price: undefined }, BTC, '0.00999999')?.key,
    ).toBe('errors.orderUnaffordable');
  });

  it('a market buy spends its value capped by the balance; only an empty balance refuses', () => {
    const buy: OrderDraft = { side: 'buy', type: 'market', amount: '1', price: '50000' };
    expect(checkOrderDraft(buy, BTC, '1000')).toBeUndefined();
    expect(checkOrderDraft(buy, BTC, '0')).toEqual({
      field: 'balance',
      key: 'errors.insufficientBalance',
      params: { currency: 'USDT' },
    });
    // The minimum applies to the spend: here the balance.
    expect(checkOrderDraft(buy, BTC, '4.99')?.key).toBe('errors.orderBelowMinimum');
    expect(checkOrderDraft(buy, BTC, '5')).toBeUndefined();
    // Without an estimate, the value is unknown: only the balance can refuse.
    expect(checkOrderDraft({ ...buy, price: undefined }, BTC, '1')).toBeUndefined();
    // A market order's estimate is not a limit price: off the tick or junk, it is no refusal.
    expect(checkOrderDraft({ ...buy, price: '50000.005' }, BTC, '1000')).toBeUndefined();
    expect(checkOrderDraft({ ...buy, price: 'junk' }, BTC, '1000')).toBeUndefined();
  });

  it('skips the balance while it is unknown', () => {
    expect(checkOrderDraft(limitBuy('100', '50000'), BTC)).toBeUndefined();
    expect(checkOrderDraft(limitBuy('100', '50000'), BTC, '')).toBeUndefined();
  });

  it('compares exactly beyond 20 digits', () => {
    const need = new Exact('123456789012.123456789012345678');
    expect(checkAffordable(need, need, 'USDT')).toBeUndefined();
    expect(
      checkAffordable(need, need.minus('0.000000000000000001'), 'USDT')?.params.available,
    ).toBe('123456789012.123456789012345677');
  });
});

describe('the largest affordable amount', () => {
  it('a buy: the quote balance at the price, rounded down to the lot', () => {
    const max = maxOrderAmount({
      side: 'buy',
      price: '43210.99',
      available: '5334.3967155',
      rules: BTC,
    });
    expect(max?.toFixed()).toBe('0.12345');
    // What it names is affordable, and one lot more is not.
    const draft = limitBuy(max!.toFixed(), '43210.99');
    expect(checkOrderDraft(draft, BTC, '5334.3967155')).toBeUndefined();
    const more = limitBuy(max!.plus(BTC.lot_size).toFixed(), '43210.99');
    expect(checkOrderDraft(more, BTC, '5334.3967155')?.key).toBe('errors.orderUnaffordable');
    const justShort = { side: 'buy' as const, price: '43210.99', rules: BTC };
    expect(maxOrderAmount({ ...justShort, available: '5334.3967154' })?.toFixed()).toBe('0.12344');
  });

  it('a sell: the base balance rounded down to the step', () => {
    expect(maxOrderAmount({ side: 'sell', available: '0.123456789', rules: BTC })?.toFixed()).toBe(
      '0.12345',
    );
    expect(maxOrderAmount({ side: 'sell', available: '0.000009', rules: BTC })?.toFixed()).toBe(
      '0',
    );
  });

  it('is unknown without a balance or, for a buy, a price', () => {
    expect(maxOrderAmount({ side: 'sell', available: undefined, rules: BTC })).toBeUndefined();
    expect(maxOrderAmount({ side: 'buy', available: '100', rules: BTC })).toBeUndefined();
    expect(
      maxOrderAmount({ side: 'buy', price: '0', available: '100', rules: BTC }),
    ).toBeUndefined();
    expect(maxOrderAmount({ side: 'buy', price: '1', available: '0', rules: BTC })?.toFixed()).toBe(
      '0',
    );
  });
});
