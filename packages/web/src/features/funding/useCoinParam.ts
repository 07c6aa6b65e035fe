/** The coin named by `?currency=<id>` of the page, from the coin catalogue. */
import { useQuery } from '@tanstack/react-query';
import type { CurrencyItem } from '@bourse/shared';
import { useSearchParams } from '../../app/routing.tsx';
import { currencyListQuery } from '../market/queries.ts';

export function useCoinParam(): { coin: CurrencyItem | undefined; pending: boolean } {
  const [params] = useSearchParams();
  const id = Number(params.get('currency'));
  const { data, isPending } = useQuery(currencyListQuery());
  return { coin: data?.find((c) => c.id === id), pending: isPending };
}
