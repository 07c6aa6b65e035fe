import { describe, expect, it } from 'vitest';
import { nextSort, sortTickers } from './sort.ts';
import { ticker } from './testing.ts';

const rows = [
  ticker('BTC/USDT', { last: '67000.5', change: '2.5', quote_volume: '900000' }),
  ticker('DOGE/USDT', { last: '0.000123', change: '-12.01', quote_volume: '10' }),
  ticker('ETH/USDT', { last: '3000', change: '10', quote_volume: '1200000' }),
  ticker('NEW/USDT', { last: '9', change: '', quote_volume: 'n/a' }),
];
const order = (list: typeof rows) => list.map((r) => r.base);

describe('nextSort', () => {
  it('cycles a column: largest first, smallest first, then the server order', () => {
    const desc = nextSort(null, 'change');
    expect(desc).toEqual({ key: 'change', dir: 'desc' });
    const asc = nextSort(desc, 'change');
    expect(asc).toEqual({ key: 'change', dir: 'asc' });
    expect(nextSort(asc, 'change')).toBeNull();
  });

  it('starts another column largest first', () => {
    expect(nextSort({ key: 'change', dir: 'asc' }, 'price')).toEqual({ key: 'price', dir: 'desc' });
  });
});

describe('sortTickers', () => {
  it('keeps the server order without a sort, and never changes its input', () => {
    const input = [...rows];
    expect(sortTickers(input, null)).toBe(input);
    sortTickers(input, { key: 'price', dir: 'asc' });
    expect(order(input)).toEqual(['BTC', 'DOGE', 'ETH', 'NEW']);
  });

  it('compares decimals, not text: "10" is above "2.5"', () => {
    expect(order(sortTickers(rows, { key: 'change', dir: 'desc' }))).toEqual([
      'ETH',
      'BTC',
      'DOGE',
      'NEW',
    ]);
    expect(order(sortTickers(rows, { key: 'change', dir: 'asc' }))).toEqual([
      'DOGE',
      'BTC',
      'ETH',
      'NEW',
    ]);
  });

  it('sorts by price and by 24 h quote volume, unknown values last both ways', () => {
    expect(order(sortTickers(rows, { key: 'price', dir: 'asc' }))).toEqual([
      'DOGE',
      'NEW',
      'ETH',
      'BTC',
    ]);
    expect(order(sortTickers(rows, { key: 'volume', dir: 'desc' }))).toEqual([
      'ETH',
      'BTC',
      'DOGE',
      'NEW',
    ]);
    expect(order(sortTickers(rows, { key: 'volume', dir: 'asc' }))).toEqual([
      'DOGE',
      'BTC',
      'ETH',
      'NEW',
    ]);
  });

  it('keeps equal rows in their order', () => {
    const same = [ticker('A/USDT', { change: '1' }), ticker('B/USDT', { change: '1' })];
    expect(order(sortTickers(same, { key: 'change', dir: 'asc' }))).toEqual(['A', 'B']);
    expect(order(sortTickers(same, { key: 'change', dir: 'desc' }))).toEqual(['A', 'B']);
  });
});
