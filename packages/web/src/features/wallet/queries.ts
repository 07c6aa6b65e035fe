/** Query options of the wallet domain (STYLE.md: one factory per endpoint). */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  DEFAULT_LIMIT,
  type ConversionPairs,
  type ConversionQuote,
  type Page,
} from '@bourse/shared';
import { api, type Params } from '../../api/client.ts';
import { QK } from '../../api/keys.ts';
import { session } from '../../store/session.ts';
import { savedDomesticCard, savedInternationalCard } from './bankForm.ts';
import type {
  BankCardInfo,
  BillRecord,
  InternationalBankForm,
  SavedAddress,
  TransferRecord,
  WalletList,
} from './types.ts';

export const walletListQuery = () =>
  queryOptions({
    queryKey: [QK.walletList, session.get().lang],
    queryFn: () => api.post<WalletList>('/wallet/list', {}, { quiet: true }),
    staleTime: 10_000,
  });

/** Next page number of a Page<T>, or undefined at the end. */
export const nextPage = <T>(last: Page<T>) =>
  last.page * last.limit < last.total && last.data.length > 0 ? last.page + 1 : undefined;

export const paged = <T>(key: string, method: 'get' | 'post', path: string, params: Params) =>
  infiniteQueryOptions({
    queryKey: [key, session.get().lang, params] as readonly unknown[],
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api[method]<Page<T>>(
        path,
        { ...params, page: pageParam, limit: DEFAULT_LIMIT },
        { quiet: true },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage<T>,
  });

export type PagedOptions<T> = ReturnType<typeof paged<T>>;

export const transferHistoryQuery = () =>
  paged<TransferRecord>(QK.transferHistory, 'get', '/wallet/hzhistory', {});

export interface BillFilter {
  account?: string | undefined;
  currency?: number | undefined;
  reason?: string | undefined;
}
export const billQuery = (filter: BillFilter) =>
  paged<BillRecord>(QK.walletLog, 'post', '/wallet/legal_log', { ...filter });

export const addressBookQuery = (currency?: number) =>
  queryOptions({
    queryKey: [QK.addressBook, currency ?? 'all'],
    queryFn: () =>
      api.get<Page<SavedAddress>>(
        '/user/wallet/list',
        { currency, page: 1, limit: 100 },
        // A background list of the withdraw form: no toast over the form if it fails.
        { quiet: true, silent: true },
      ),
  });

/** The saved domestic card, or null (the reply is an object with every field ''). */
export const bankCardQuery = () =>
  queryOptions({
    queryKey: [QK.bankCard, 'domestic'],
    queryFn: async () =>
      savedDomesticCard(await api.post<BankCardInfo>('/user/cash_info', {}, { quiet: true })),
  });

/** The saved international account, or null (the reply is the client's form and values). */
export const intlBankCardQuery = () =>
  queryOptions({
    queryKey: [QK.bankCard, 'international'],
    queryFn: async () =>
      savedInternationalCard(
        await api.post<InternationalBankForm>('/user/cash_info_international', {}, { quiet: true }),
      ),
  });

/** Coins that can be converted in the spot account, and which pairs are priced. */
export const conversionPairsQuery = () =>
  queryOptions({
    queryKey: [QK.conversion, 'pairs'],
    queryFn: () => api.post<ConversionPairs>('/user/getTransferList', {}, { quiet: true }),
  });

/** The current rate, fee rate and minimum of one pair; refreshed while the form is open. */
export const conversionQuoteQuery = (from: number, to: number) =>
  queryOptions({
    queryKey: [QK.conversion, 'quote', from, to],
    queryFn: () =>
      api.post<ConversionQuote>(
        '/user/getTransferFee',
        { from_currency_id: from, to_currency_id: to },
        { quiet: true, silent: true },
      ),
    refetchInterval: 10_000,
  });
