/**
 * Invitation and rebates (issue 12, `GET /api/invite/*`): one query factory per endpoint,
 * keys local as `INVITE_KEYS`. Everything is the caller's own, so each key carries the
 * session token and another account never sees the last one's figures.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { InviteRebatePage, InviteSummary, InviteePage } from '@bourse/shared';
import { api } from '../../api/client.ts';
import { session } from '../../store/session.ts';

export const INVITE_KEYS = {
  summary: 'invite.summary',
  invitees: 'invite.invitees',
  rebates: 'invite.rebates',
} as const;

/** Rows per page of either list. */
export const INVITE_PAGE_SIZE = 20;

/** `GET /invite/summary`: code, rate, invitee count and totals paid per coin. */
export const inviteSummaryQuery = () =>
  queryOptions({
    queryKey: [INVITE_KEYS.summary, session.get().token],
    queryFn: () => api.get<InviteSummary>('/invite/summary', {}, { quiet: true }),
    enabled: !!session.get().token,
    // Rebates land once a day (00:10 UTC): a minute-old summary is fresh enough.
    staleTime: 60_000,
  });

const nextPage = (last: { page: number; limit: number; total: number }) =>
  last.page * last.limit < last.total ? last.page + 1 : undefined;

/** `GET /invite/invitees {page, limit}`: newest first, "load more" while the total says so. */
export const inviteePagesQuery = () =>
  infiniteQueryOptions({
    queryKey: [INVITE_KEYS.invitees, session.get().token],
    queryFn: ({ pageParam }) =>
      api.get<InviteePage>(
        '/invite/invitees',
        { page: pageParam, limit: INVITE_PAGE_SIZE },
        { quiet: true },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: !!session.get().token,
  });

/** `GET /invite/rebates {page, limit}`: the rebates paid, newest first. */
export const rebatePagesQuery = () =>
  infiniteQueryOptions({
    queryKey: [INVITE_KEYS.rebates, session.get().token],
    queryFn: ({ pageParam }) =>
      api.get<InviteRebatePage>(
        '/invite/rebates',
        { page: pageParam, limit: INVITE_PAGE_SIZE },
        { quiet: true },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: !!session.get().token,
  });
