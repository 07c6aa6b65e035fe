/** Ticker fixtures for the market tests. */
import type { QuotationGroup, TickerItem } from '@bourse/shared';

let nextId = 1;

export function ticker(symbol: string, fields: Partial<TickerItem> = {}): TickerItem {
  const [base = symbol, quote = 'USDT'] = symbol.split('/');
  const id = nextId++;
  return {
    id,
    currency_name: base,
    legal_name: quote,
    now_price: fields.last ?? '100',
    market_from: fields.kind === 'stock' ? 1 : 2,
    sort: id,
    instrument_id: id,
    symbol,
    currency_id: id,
    legal_id: 3,
    base,
    quote,
    name: `${base} name`,
    kind: 'crypto',
    tick_size: '0.01',
    lot_size: '0.0001',
    min_amount: '5',
    maker_fee: '0.001',
    taker_fee: '0.001',
    price_decimals: 2,
    amount_decimals: 4,
    color: '#F7931A',
    logo: '',
    session: null,
    last: '100',
    index_price: '100',
    open_24h: '100',
    high_24h: '110',
    low_24h: '90',
    change: '0',
    volume: '0',
    quote_volume: '0',
    ...fields,
  };
}

/** `GET /currency/quotation_new`: one group per quote currency, every kind together. */
export function groups(rows: TickerItem[]): QuotationGroup[] {
  return rows.length === 0 ? [] : [{ legal_id: 3, legal_name: 'USDT', quotation: rows }];
}
