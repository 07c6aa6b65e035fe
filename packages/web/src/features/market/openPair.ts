/**
 * Opening a pair's trade screen from any list: remembers it as recently viewed (on this
 * device, and on the server when signed in) and navigates to
 * `/pages/transaction/index?symbol=BTC/USDT`.
 */
import type { TickerItem } from '@bourse/shared';
import { api } from '../../api/client.ts';
import { QK } from '../../api/keys.ts';
import { queryClient } from '../../api/queryClient.ts';
import { navigateTo } from '../../app/nav.ts';
import { session } from '../../store/session.ts';
import { pushRecent } from './recent.ts';

export const TRADE_PATH = '/pages/transaction/index';

export type PairRef = Pick<TickerItem, 'symbol'> &
  Partial<Pick<TickerItem, 'currency_id' | 'legal_id'>>;

export function openPair(pair: PairRef): void {
  pushRecent(pair.symbol);
  if (session.get().token && pair.currency_id) {
    // Best effort: a lost "viewed" mark must not stop the user on their way to trade.
    api
      .post(
        '/market/viewed',
        { currency_id: pair.currency_id, legal_id: pair.legal_id },
        {
          silent: true,
          quiet: true,
        },
      )
      .then(() => queryClient.invalidateQueries({ queryKey: [QK.marketHot] }))
      .catch(() => undefined);
  }
  navigateTo(TRADE_PATH, { symbol: pair.symbol });
}
