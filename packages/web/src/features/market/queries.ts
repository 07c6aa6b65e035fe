/** Query options of the market domain. Prices come later; the coin catalogue is here now. */
import { queryOptions } from '@tanstack/react-query';
import type { CurrencyItem, CurrencyKind } from '@bourse/shared';
import { api } from '../../api/client.ts';
import { QK } from '../../api/keys.ts';
import { session } from '../../store/session.ts';

export const currencyListQuery = (kind?: CurrencyKind) =>
  queryOptions({
    queryKey: [QK.currencyList, session.get().lang, kind ?? 'all'],
    queryFn: () => api.get<CurrencyItem[]>('/currency/list', { kind }, { quiet: true }),
    staleTime: 10 * 60_000,
  });
