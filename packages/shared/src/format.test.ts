import { describe, expect, it } from 'vitest';
import { LANGS } from './i18n/languages.ts';
import { dec } from './money.ts';
import {
  PLACEHOLDER,
  RELATIVE_WORDS,
  formatDate,
  formatFiat,
  formatNumber,
  priceDecimals,
  relativeTime,
  toMillis,
} from './format.ts';

describe('formatNumber compact (spec 9: over 1e6 M, over 1e3 K, else 4 decimals)', () => {
  it.each([
    ['0', '0.0000'],
    ['1', '1.0000'],
    ['999.99995', '1,000.0000'],
    ['1000', '1,000.0000'],
    ['1000.0001', '1.00K'],
    ['1500', '1.50K'],
    ['12345.678', '12.35K'],
    ['999999', '1,000.00K'],
    ['1000000', '1,000.00K'],
    ['1000001', '1.00M'],
    ['2500000', '2.50M'],
    ['1234567890', '1,234.57M'],
    ['0.123456', '0.1235'],
    ['-1500', '-1.50K'],
    ['-2500000', '-2.50M'],
    ['-0.00001', '0.0000'],
  ])('%s -> %s', (input, out) => {
    expect(formatNumber(input, 'compact')).toBe(out);
  });

  it('rounds half-up, not half-even', () => {
    expect(formatNumber('0.00005', 'compact')).toBe('0.0001');
    expect(formatNumber('0.00015', 'compact')).toBe('0.0002');
    expect(formatNumber('0.00025', 'compact')).toBe('0.0003');
    expect(formatNumber('1005', 'compact')).toBe('1.01K');
    expect(formatNumber('1015', 'compact')).toBe('1.02K');
  });

  it('never goes through a float: 0.1 + 0.2 style inputs stay exact', () => {
    expect(formatNumber(dec('0.1').plus('0.2'), 'compact')).toBe('0.3000');
    expect(formatNumber('1.005', 'fiat')).toBe('1.01');
    expect(formatNumber('123456789012345678.125', 'fiat')).toBe('123,456,789,012,345,678.13');
  });
});

describe('formatNumber price', () => {
  it('picks decimals by magnitude when none are given', () => {
    expect(formatNumber('43250.125', 'price')).toBe('43,250.13');
    expect(formatNumber('2250.4', 'price')).toBe('2,250.40');
    expect(formatNumber('1.23456', 'price')).toBe('1.2346');
    expect(formatNumber('0.0812345', 'price')).toBe('0.081235');
    expect(formatNumber('0.00001234', 'price')).toBe('0.00001234');
    expect(formatNumber('0', 'price')).toBe('0.00000000');
  });

  it('uses the given decimals and keeps zeros', () => {
    expect(formatNumber('43250', 'price', { decimals: 1 })).toBe('43,250.0');
    expect(formatNumber('0.5', 'price', { decimals: 0 })).toBe('1');
    expect(formatNumber('12.5', 'price', { decimals: 3, group: false })).toBe('12.500');
  });

  it('priceDecimals thresholds', () => {
    expect(priceDecimals(dec('1000'))).toBe(2);
    expect(priceDecimals(dec('999.99'))).toBe(4);
    expect(priceDecimals(dec('1'))).toBe(4);
    expect(priceDecimals(dec('0.01'))).toBe(6);
    expect(priceDecimals(dec('0.0099'))).toBe(8);
    expect(priceDecimals(dec('-5000'))).toBe(2);
  });
});

describe('formatNumber amount, fiat, percent', () => {
  it('amount: 8 decimals, trailing zeros dropped', () => {
    expect(formatNumber('1.50000000', 'amount')).toBe('1.5');
    expect(formatNumber('100', 'amount')).toBe('100');
    expect(formatNumber('0.123456789', 'amount')).toBe('0.12345679');
    expect(formatNumber('12345.6', 'amount')).toBe('12,345.6');
    expect(formatNumber('1.5', 'amount', { decimals: 4, trim: false })).toBe('1.5000');
    expect(formatNumber('0.000000001', 'amount')).toBe('0');
  });

  it('fiat: 2 decimals, grouped', () => {
    expect(formatNumber('1234567.891', 'fiat')).toBe('1,234,567.89');
    expect(formatNumber('0', 'fiat')).toBe('0.00');
    expect(formatNumber('-0.004', 'fiat')).toBe('0.00');
    expect(formatNumber('-12.345', 'fiat')).toBe('-12.35');
  });

  it('percent: value in percent units, optional sign', () => {
    expect(formatNumber('1.5', 'percent')).toBe('1.50%');
    expect(formatNumber('-0.125', 'percent')).toBe('-0.13%');
    expect(formatNumber('3.456', 'percent', { sign: true })).toBe('+3.46%');
    expect(formatNumber('0', 'percent', { sign: true })).toBe('0.00%');
    expect(formatNumber('-2', 'percent', { sign: true })).toBe('-2.00%');
  });

  it('grouping can be turned off', () => {
    expect(formatNumber('1234567.5', 'fiat', { group: false })).toBe('1234567.50');
  });

  it('accepts Decimal and exponent strings', () => {
    expect(formatNumber(dec('2.5'), 'fiat')).toBe('2.50');
    expect(formatNumber('1e-7', 'amount')).toBe('0.0000001');
    expect(formatNumber(' 42 ', 'fiat')).toBe('42.00');
  });

  it.each([[''], ['  '], ['abc'], ['NaN'], ['Infinity'], [null], [undefined]])(
    'prints the placeholder for %j',
    (input) => {
      expect(formatNumber(input as string, 'price')).toBe(PLACEHOLDER);
      expect(formatNumber(input as string, 'compact')).toBe(PLACEHOLDER);
    },
  );
});

describe('toMillis (spec 9: ten-digit timestamps are seconds)', () => {
  it('reads ten digits as seconds and thirteen as milliseconds', () => {
    expect(toMillis(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toMillis('1700000000')).toBe(1_700_000_000_000);
    expect(toMillis(1_700_000_000_123)).toBe(1_700_000_000_123);
    expect(toMillis('1700000000123')).toBe(1_700_000_000_123);
    expect(toMillis(99_999_999_999)).toBe(99_999_999_999_000);
    expect(toMillis(100_000_000_000)).toBe(100_000_000_000);
    expect(toMillis(0)).toBe(0);
  });

  it('parses ISO strings and refuses nonsense', () => {
    expect(toMillis('2026-01-02T03:04:05.000Z')).toBe(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(toMillis('soon')).toBeNaN();
    expect(toMillis(Number.NaN)).toBeNaN();
  });
});

describe('relativeTime (spec 9)', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const sec = (ms: number) => Math.floor(ms / 1000);
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  it('under 5 minutes is "just now"', () => {
    expect(relativeTime(now, now, 'en')).toBe('just now');
    expect(relativeTime(now - 5 * MIN + 1, now, 'en')).toBe('just now');
    expect(relativeTime(sec(now - 4 * MIN), now, 'en')).toBe('just now');
  });

  it('a future time reads "just now"', () => {
    expect(relativeTime(now + HOUR, now, 'en')).toBe('just now');
  });

  it('then minutes, hours and days', () => {
    expect(relativeTime(now - 5 * MIN, now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(sec(now - 59 * MIN), now, 'en')).toBe('59 minutes ago');
    expect(relativeTime(now - HOUR, now, 'en')).toBe('1 hour ago');
    expect(relativeTime(now - 23 * HOUR - 59 * MIN, now, 'en')).toBe('23 hours ago');
    expect(relativeTime(now - DAY, now, 'en')).toBe('1 day ago');
    expect(relativeTime(now - 30 * DAY, now, 'en')).toBe('30 days ago');
  });

  it('after 30 days, a date', () => {
    const ts = now - 30 * DAY - 1;
    expect(relativeTime(ts, now, 'en')).toBe(formatDate(ts));
    expect(relativeTime(sec(now - 400 * DAY), now, 'zh')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('speaks every language', () => {
    expect(relativeTime(now - 7 * MIN, now, 'zh')).toBe('7分钟前');
    expect(relativeTime(now - 2 * HOUR, now, 'hk')).toBe('2小時前');
    expect(relativeTime(now - 1 * MIN, now, 'fra')).toBe("à l'instant");
    expect(relativeTime(now - HOUR, now, 'fra')).toBe('il y a 1 heure');
    expect(relativeTime(now - 3 * DAY, now, 'fra')).toBe('il y a 3 jours');
    expect(relativeTime(now - DAY, now, 'spa')).toBe('hace 1 día');
    expect(relativeTime(now - 10 * MIN, now, 'spa')).toBe('hace 10 minutos');
    expect(relativeTime(now - 3 * HOUR, now, 'th')).toBe('3 ชั่วโมงที่แล้ว');
    expect(relativeTime(now - 4 * DAY, now, 'jp')).toBe('4日前');
    expect(relativeTime(now - 6 * MIN, now, 'kor')).toBe('6분 전');
    for (const lang of LANGS) expect(RELATIVE_WORDS[lang].justNow).not.toBe('');
  });

  it('prints the placeholder for a non-time', () => {
    expect(relativeTime('later', now, 'en')).toBe(PLACEHOLDER);
  });
});

describe('formatDate', () => {
  it('prints the local date, and the time when asked', () => {
    const local = new Date(2026, 2, 5, 7, 8, 9).getTime();
    expect(formatDate(local)).toBe('2026-03-05');
    expect(formatDate(Math.floor(local / 1000), true)).toBe('2026-03-05 07:08');
    expect(formatDate('x')).toBe(PLACEHOLDER);
  });
});

describe('formatFiat', () => {
  it('USD is 1:1 with USDT whatever rate is stored (spec 9)', () => {
    expect(formatFiat('1234.567', { currency_code: 'USD', rate: '7' })).toBe('$1,234.57');
    expect(formatFiat('0', { currency_code: 'USD', rate: '1' })).toBe('$0.00');
  });

  it('converts with the rate, in decimal maths', () => {
    expect(formatFiat('100', { currency_code: 'CNY', rate: '7.1234' })).toBe('¥712.34');
    expect(formatFiat('0.1', { currency_code: 'EUR', rate: '0.3' })).toBe('€0.03');
    expect(formatFiat('10', { currency_code: 'HKD', rate: '7.8' })).toBe('HK$78.00');
    expect(formatFiat('2', { currency_code: 'AED', rate: '3.6725' })).toBe('AED 7.35');
  });

  it('whole-unit currencies print no minor units', () => {
    expect(formatFiat('10.5', { currency_code: 'JPY', rate: '150.25' })).toBe('JP¥1,578');
    expect(formatFiat('1', { currency_code: 'VND', rate: '25400.5' })).toBe('₫25,401');
  });

  it('puts the sign before the symbol', () => {
    expect(formatFiat('-3.1', { currency_code: 'EUR', rate: '1' })).toBe('-€3.10');
    expect(formatFiat('3.1', { currency_code: 'GBP', rate: '1' }, { sign: true })).toBe('+£3.10');
  });

  it('an unknown code prints the code; a bad rate or amount prints the placeholder', () => {
    expect(formatFiat('1', { currency_code: 'XYZ', rate: '2' })).toBe('XYZ 2.00');
    expect(formatFiat('1', { currency_code: 'CNY', rate: '0' })).toBe(PLACEHOLDER);
    expect(formatFiat('1', { currency_code: 'CNY', rate: 'abc' })).toBe(PLACEHOLDER);
    expect(formatFiat('', { currency_code: 'USD', rate: '1' })).toBe(PLACEHOLDER);
  });
});
