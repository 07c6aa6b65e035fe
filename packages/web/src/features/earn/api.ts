/**
 * The financial hub's own query (issue 11): the signed-in user's earn summary
 * (`GET /earn/summary`, Bourse's call). The catalogues come from their features' own
 * factories (lockup/api.ts, dual/api.ts, ieo/api.ts), so the hub and those pages share
 * one cache.
 */
import { queryOptions } from '@tanstack/react-query';
import type { EarnSummary, Lang } from '@bourse/shared';
import { api } from '../../api/client.ts';

export const EARN_KEYS = {
  summary: 'earn.summary',
} as const;

/**
 * `GET /earn/summary`: the titles are in the caller's language, so the key carries it; the
 * token too, so another account never sees the last one's figures.
 */
export const summaryQuery = (lang: Lang, token: string | null) =>
  queryOptions({
    queryKey: [EARN_KEYS.summary, lang, token],
    queryFn: () => api.get<EarnSummary>('/earn/summary', {}, { quiet: true }),
    enabled: !!token,
    // Fresh on every visit (the app's default keeps data 30 s): a subscription, a lock-up or
    // a purchase made a moment ago on another page must show here at once. Credits,
    // settlements and releases happen on the server's jobs: look again now and then too.
    staleTime: 0,
    refetchInterval: 60_000,
  });
