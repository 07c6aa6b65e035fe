/**
 * The market table's sort: by 24 h volume (quote value, comparable across pairs), last
 * price or 24 h change. Values are decimal strings, compared as decimals, never as JS
 * numbers or text ("9" < "10").
 */
import { dec, isDecimalString, type Decimal, type TickerItem } from '@bourse/shared';

export type SortKey = 'volume' | 'price' | 'change';
export type SortDir = 'asc' | 'desc';
export interface Sort {
  key: SortKey;
  dir: SortDir;
}

const FIELD = { volume: 'quote_volume', price: 'last', change: 'change' } as const;

/**
 * A tap on a column header: a new column sorts largest first (as exchanges do), a second
 * tap smallest first, a third returns to the server's order.
 */
export function nextSort(current: Sort | null, key: SortKey): Sort | null {
  if (current?.key !== key) return { key, dir: 'desc' };
  return current.dir === 'desc' ? { key, dir: 'asc' } : null;
}

function valueOf(row: TickerItem, key: SortKey): Decimal | null {
  const raw = row[FIELD[key]];
  return typeof raw === 'string' && isDecimalString(raw) ? dec(raw) : null;
}

/**
 * A sorted copy (the input is the query cache's and must not change). Rows without a value
 * go last in both directions; equal rows keep their order.
 */
export function sortTickers(rows: TickerItem[], sort: Sort | null): TickerItem[] {
  if (!sort) return rows;
  const sign = sort.dir === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.key) }))
    .sort((a, b) => {
      if (!a.value || !b.value) {
        if (a.value === b.value) return a.index - b.index;
        return a.value ? -1 : 1;
      }
      return a.value.cmp(b.value) * sign || a.index - b.index;
    })
    .map((d) => d.row);
}
