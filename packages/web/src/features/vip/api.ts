/**
 * VIP levels (issue 12, `GET /api/vip` and `GET /api/vip/levels`): one query factory per
 * endpoint, keys local as `VIP_KEYS`. The status is the caller's own, so its key carries the
 * session token; the table is public.
 */
import { queryOptions } from '@tanstack/react-query';
import type { VipStatusReply, VipTableReply } from '@bourse/shared';
import { api } from '../../api/client.ts';
import { session } from '../../store/session.ts';

export const VIP_KEYS = {
  status: 'vip.status',
  levels: 'vip.levels',
} as const;

/** `GET /vip`: level, the figures it was assessed from, the next level and the table. */
export const vipStatusQuery = () =>
  queryOptions({
    queryKey: [VIP_KEYS.status, session.get().token],
    queryFn: () => api.get<VipStatusReply>('/vip', {}, { quiet: true }),
    enabled: !!session.get().token,
    // Levels change once a day (00:10 UTC): a few minutes old is fresh enough.
    staleTime: 300_000,
  });

/** `GET /vip/levels`: the published table (for a guest). */
export const vipLevelsQuery = () =>
  queryOptions({
    queryKey: [VIP_KEYS.levels],
    queryFn: () => api.get<VipTableReply>('/vip/levels', {}, { quiet: true }),
    staleTime: 300_000,
  });
