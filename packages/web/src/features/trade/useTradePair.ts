/**
 * The pair a trade screen shows: from the address's `symbol` (else the last pair used,
 * else BTC/USDT), its ticker, and the side the address asks for. Opening a pair remembers
 * it and, for a signed-in user, tells the market it was viewed (its "recent" list).
 */
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QK } from '../../api/keys.ts';
import { useSearchParams } from '../../app/routing.tsx';
import { useSession } from '../../store/session.ts';
import type { Side } from './orderMath.ts';
import { pairFor, rememberPair } from './pair.ts';
import { instrumentQuery, markViewed } from './queries.ts';

export function useTradePair({ viewed = true }: { viewed?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const symbol = pairFor(params.get('symbol'));
  const side: Side = params.get('side') === 'sell' ? 'sell' : 'buy';
  // A link to the stock market (`?tab=stock`, no pair): the picker opens on stocks.
  const browseStocks = params.get('tab') === 'stock' && !params.get('symbol');
  const token = useSession((s) => s.token);
  const client = useQueryClient();
  const ticker = useQuery(instrumentQuery(symbol));
  const loaded = ticker.data?.symbol === symbol ? ticker.data : undefined;
  const currencyId = loaded?.currency_id;
  const legalId = loaded?.legal_id;

  useEffect(() => {
    if (currencyId === undefined || legalId === undefined) return;
    if (!viewed) return;
    rememberPair(symbol);
    if (!token) return;
    // Best effort: a lost "viewed" mark must not disturb trading.
    markViewed({ currency_id: currencyId, legal_id: legalId })
      .then(() => client.invalidateQueries({ queryKey: [QK.marketHot] }))
      .catch(() => undefined);
  }, [symbol, currencyId, legalId, token, viewed, client]);

  return {
    symbol,
    side,
    browseStocks,
    ticker,
    /** Another pair, in place of this one in the history. */
    choose(next: string) {
      setParams({ symbol: next }, { replace: true });
    },
  };
}
