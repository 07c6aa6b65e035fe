/**
 * Seconds options (client contract 7.10 `microtrade/*` plus Bourse's extras): one query
 * factory per endpoint, keys from api/keys.ts. Durations are public; the rest is the
 * user's own and refreshes on the `closed_microorder` push (useOptionEvents).
 */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  OPTION_LIST_LIMIT,
  type OptionAccountView,
  type OptionDirection,
  type OptionDurationItem,
  type OptionList,
  type OptionPayableCurrency,
  type OptionResult,
  type OptionStatus,
  type OptionSubmitted,
} from '@bourse/shared';
import { api } from '../../api/client.ts';
import { QK } from '../../api/keys.ts';
import { session } from '../../store/session.ts';

const signedIn = () => !!session.get().token;

/** `GET /microtrade/seconds`: durations, payout and the house edge (guests too). */
export const durationsQuery = () =>
  queryOptions({
    queryKey: [QK.optionDurations],
    queryFn: () => api.get<OptionDurationItem[]>('/microtrade/seconds', {}, { quiet: true }),
    // Configuration: changes rarely.
    staleTime: 60_000,
  });

/** `GET /microtrade/payable_currencies`: the stake coins with the options balance. */
export const payableQuery = () =>
  queryOptions({
    queryKey: [QK.optionPayable],
    queryFn: () =>
      api.get<OptionPayableCurrency[]>(
        '/microtrade/payable_currencies',
        {},
        { quiet: true, silent: true },
      ),
    enabled: signedIn(),
  });

/** `GET /microtrade/account`: disclosure, loss limit and today's loss. */
export const optionAccountQuery = () =>
  queryOptions({
    queryKey: [QK.optionAccount],
    queryFn: () =>
      api.get<OptionAccountView>('/microtrade/account', {}, { quiet: true, silent: true }),
    enabled: signedIn(),
  });

export interface OptionListFilter {
  status: OptionStatus;
  /** The pair id (`match_id`); absent: every pair. */
  matchId?: number | undefined;
}

/** `GET /microtrade/lists` page by page (limit 5 as the original client asks). */
export const optionOrdersQuery = (filter: OptionListFilter, limit = OPTION_LIST_LIMIT) =>
  infiniteQueryOptions({
    queryKey: [QK.optionOrders, filter.status, filter.matchId ?? 'all', limit],
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api.get<OptionList>(
        '/microtrade/lists',
        { status: filter.status, match_id: filter.matchId, page: pageParam, limit },
        { quiet: true },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: OptionList, all: OptionList[]) =>
      last.data.length > 0 && all.reduce((n, p) => n + p.data.length, 0) < last.total
        ? all.length + 1
        : undefined,
    enabled: signedIn(),
  });

/** `GET /microtrade/get_result`: both prices with their seconds (settles a due order). */
export const optionResultQuery = (id: number) =>
  queryOptions({
    queryKey: [QK.optionResult, id],
    queryFn: () => api.get<OptionResult>('/microtrade/get_result', { id }, { quiet: true }),
    enabled: signedIn(),
  });

export interface SubmitOption {
  matchId: number;
  legalId: number;
  direction: OptionDirection;
  seconds: number;
  stake: string;
}

/** `POST /microtrade/submit`; a refusal (region, limit, cooldown) is toasted as the server says. */
export const submitOption = (o: SubmitOption) =>
  api.post<OptionSubmitted>('/microtrade/submit', {
    match_id: o.matchId,
    currency_id: o.legalId,
    type: o.direction,
    seconds: o.seconds,
    number: o.stake,
  });

/** Fetches an order's result once its countdown ends (the server settles it if due). */
export const fetchResult = (id: number) =>
  api.get<OptionResult>('/microtrade/get_result', { id }, { quiet: true, silent: true });

export const acceptDisclosure = () =>
  api.post<OptionAccountView>('/microtrade/disclosure', { accept: 1 });

export const setLossLimit = (amount: string) =>
  api.post<OptionAccountView>('/microtrade/loss_limit', { amount });

/** After a submission or a settlement: orders, balance and the day's loss read again. */
export function refreshOptions(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: [QK.optionOrders] });
  void client.invalidateQueries({ queryKey: [QK.optionPayable] });
  void client.invalidateQueries({ queryKey: [QK.optionAccount] });
  void client.invalidateQueries({ queryKey: [QK.optionResult] });
}
