/** Test data of the trade screens (imported by tests only). */
import type { DepthItem, SpotOrderItem, SpotOrderListItem, TickerItem } from '@bourse/shared';

export const BTC_TICKER: TickerItem = {
  id: 1,
  currency_name: 'BTC',
  legal_name: 'USDT',
  now_price: '95000.00',
  market_from: 2,
  sort: 1,
  instrument_id: 1,
  symbol: 'BTC/USDT',
  currency_id: 1,
  legal_id: 3,
  base: 'BTC',
  quote: 'USDT',
  name: 'Bitcoin',
  kind: 'crypto',
  tick_size: '0.01',
  lot_size: '0.0001',
  min_amount: '5',
  maker_fee: '0.001',
  taker_fee: '0.001',
  price_decimals: 2,
  amount_decimals: 4,
  color: '#f7931a',
  logo: '',
  session: null,
  last: '95000.00',
  index_price: '95010.00',
  open_24h: '94000.00',
  high_24h: '96000.00',
  low_24h: '93500.00',
  change: '1.06',
  volume: '120.5',
  quote_volume: '11447500',
  is_favorite: false,
};

export const BTC_DEPTH: DepthItem = {
  symbol: 'BTC/USDT',
  asks: [
    ['95001.00', '0.5000'],
    ['95002.00', '1.5000'],
  ],
  bids: [
    ['94999.00', '1.0000'],
    ['94998.00', '2.0000'],
  ],
  seq: 7,
};

export const order = (patch: Partial<SpotOrderItem> = {}): SpotOrderItem => ({
  id: 41,
  symbol: 'BTC/USDT',
  currency_id: 1,
  legal_id: 3,
  type: 1,
  side: 'buy',
  order_type: 'limit',
  time_in_force: 'GTC',
  price: '94000.00',
  amount: '0.0200',
  filled_amount: '0',
  filled_quote: '0',
  avg_price: null,
  fee: '0',
  fee_currency: 'BTC',
  status: 'open',
  cancel_reason: null,
  created_at: 1_790_000_000,
  updated_at: 1_790_000_000,
  fills: [],
  ...patch,
});

/** An order as a `GET /coin/list` row (the original client's words beside ours). */
export function listRow(o: SpotOrderItem): SpotOrderListItem {
  const status = { open: 1, partial: 1, filled: 2, cancelled: 3 } as const;
  return {
    ...o,
    status: status[o.status],
    state: o.status,
    target_price: o.price ?? '',
    trade_amount: o.amount,
    created_at: new Date(o.created_at * 1000).toISOString().slice(0, 19).replace('T', ' '),
    created_time: o.created_at,
  };
}
