import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { MarketHotItem, QuotationGroup, TickerItem } from '@bourse/shared';
import { QK } from '../../api/keys.ts';
import {
  FLUSH_MS,
  applyTickers,
  mergeTickerGroups,
  mergeTickerRows,
  queueTicker,
} from './liveTickers.ts';
import { groups, ticker } from './testing.ts';

const btc = ticker('BTC/USDT', { last: '67000', change: '1', is_favorite: true });
const eth = ticker('ETH/USDT', { last: '3000', change: '-1', is_favorite: false });
const aapl = ticker('AAPL/USDT', { kind: 'stock', last: '190' });
const pushed = (row: TickerItem, fields: Partial<TickerItem>): TickerItem => {
  const { is_favorite: _omit, ...pub } = { ...row, ...fields };
  return pub;
};
const updates = (...rows: TickerItem[]) => new Map(rows.map((r) => [r.symbol, r]));

afterEach(() => {
  vi.useRealTimers();
});

describe('mergeTickerRows', () => {
  it('applies a push to its row and keeps the row’s own favorite flag and localized name', () => {
    const localized = { ...btc, name: '比特币' };
    const next = mergeTickerRows(
      [localized, eth],
      updates(pushed(btc, { last: '68000', change: '2.5', name: 'Bitcoin' })),
    );
    expect(next[0]).toEqual({ ...localized, last: '68000', change: '2.5' });
    expect(next[1]).toBe(eth);
  });

  it('returns the same array when the push is for a pair the list does not hold', () => {
    const rows = [btc, eth];
    expect(mergeTickerRows(rows, updates(pushed(aapl, { last: '191' })))).toBe(rows);
  });
});

describe('mergeTickerGroups', () => {
  it('replaces only the group that holds the pair', () => {
    // Two quote currencies: the pushed pair's group is the only one replaced.
    const before: QuotationGroup[] = [
      ...groups([btc, eth]),
      { legal_id: 4, legal_name: 'USDC', quotation: [aapl] },
    ];
    const after = mergeTickerGroups(before, updates(pushed(aapl, { last: '191' })));
    expect(after[0]).toBe(before[0]);
    expect(after[1]!.quotation[0]!.last).toBe('191');
    expect(mergeTickerGroups(before, updates(ticker('XRP/USDT')))).toBe(before);
  });
});

describe('applyTickers', () => {
  it('patches every cached ticker list without a refetch', () => {
    const client = new QueryClient();
    client.setQueryData([QK.quotation, 'en', true], groups([btc, eth, aapl]));
    client.setQueryData([QK.favorites, 'en'], [btc]);
    client.setQueryData([QK.marketSearch, 'en', true, 'eth'], [eth]);
    client.setQueryData<MarketHotItem>([QK.marketHot, 'en', true], { hot: [eth], recent: [btc] });

    applyTickers(client, updates(pushed(btc, { last: '70000' }), pushed(eth, { last: '3100' })));

    const quotation = client.getQueryData<QuotationGroup[]>([QK.quotation, 'en', true])!;
    expect(quotation[0]!.quotation.map((r) => r.last)).toEqual(['70000', '3100', aapl.last]);
    expect(quotation[0]!.quotation[0]!.is_favorite).toBe(true);
    expect(client.getQueryData<TickerItem[]>([QK.favorites, 'en'])![0]!.last).toBe('70000');
    expect(client.getQueryData<TickerItem[]>([QK.marketSearch, 'en', true, 'eth'])![0]!.last).toBe(
      '3100',
    );
    const hot = client.getQueryData<MarketHotItem>([QK.marketHot, 'en', true])!;
    expect([hot.hot[0]!.last, hot.recent[0]!.last]).toEqual(['3100', '70000']);
  });
});

describe('queueTicker', () => {
  it('applies a burst of pushes once, with the latest ticker of each pair', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const key = [QK.quotation, 'en', false];
    client.setQueryData(key, groups([btc, eth]));
    const seen: string[][] = [];
    client.getQueryCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'success') {
        const data = e.query.state.data as QuotationGroup[];
        seen.push(data[0]!.quotation.map((r) => r.last));
      }
    });

    queueTicker(client, pushed(btc, { last: '1' }));
    queueTicker(client, pushed(eth, { last: '2' }));
    queueTicker(client, pushed(btc, { last: '3' }));
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(FLUSH_MS);
    expect(seen).toEqual([['3', '2']]);
  });
});
