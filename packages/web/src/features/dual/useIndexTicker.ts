/**
 * The coin's index now, for the linked-price comparisons: the trade screens' instrument
 * query, kept live by the `daymarket` push (useLiveMarket), so the page holds one truth.
 */
import { useQuery } from '@tanstack/react-query';
import { instrumentQuery } from '../trade/queries.ts';
import { useLiveMarket } from '../trade/useLiveMarket.ts';

export function useIndexTicker(symbol: string) {
  useLiveMarket(symbol, { depth: false, trades: false });
  return useQuery(instrumentQuery(symbol));
}
