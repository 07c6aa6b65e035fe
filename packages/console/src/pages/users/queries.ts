/**
 * The Users screen's requests, one query-options factory per endpoint, their keys from one
 * object so an action can refresh exactly what it changed. No retries (the console's
 * default): a refusal is final and is shown as the server wrote it.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminLedgerEntry,
  AdminUserDetail,
  AdminUserOrder,
  AdminUserPosition,
  AdminUserRow,
  Page,
} from '@bourse/shared';
import { api } from '../../api.ts';

export const UserQueryKey = {
  list: 'users',
  detail: 'user',
  /** Shared with UserHistory beside the queues, so both show the same entries. */
  ledger: 'user-ledger',
  orders: 'user-orders',
  positions: 'user-positions',
} as const;

export interface PageParams {
  page: number;
  limit: number;
}

/** An email, a mobile number, a user id or an invite code; empty lists the newest users. */
export const usersQuery = (q: string, { page, limit }: PageParams) =>
  queryOptions({
    queryKey: [UserQueryKey.list, q, page, limit],
    queryFn: () => api.get<Page<AdminUserRow>>('/admin/users', { q, page, limit }),
    placeholderData: keepPreviousData,
  });

export const userDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [UserQueryKey.detail, id],
    queryFn: () => api.get<AdminUserDetail>(`/admin/users/${id}`),
  });

/** Finance and compliance only (the server refuses the others). */
export const userLedgerQuery = (id: number, { page, limit }: PageParams) =>
  queryOptions({
    queryKey: [UserQueryKey.ledger, id, page, limit],
    queryFn: () => api.get<Page<AdminLedgerEntry>>(`/admin/users/${id}/ledger`, { page, limit }),
    placeholderData: keepPreviousData,
  });

export const userOrdersQuery = (id: number, { page, limit }: PageParams) =>
  queryOptions({
    queryKey: [UserQueryKey.orders, id, page, limit],
    queryFn: () => api.get<Page<AdminUserOrder>>(`/admin/users/${id}/orders`, { page, limit }),
    placeholderData: keepPreviousData,
  });

/** Open positions first, then the latest closed (the server caps the list). */
export const userPositionsQuery = (id: number) =>
  queryOptions({
    queryKey: [UserQueryKey.positions, id],
    queryFn: () => api.get<AdminUserPosition[]>(`/admin/users/${id}/positions`),
  });
