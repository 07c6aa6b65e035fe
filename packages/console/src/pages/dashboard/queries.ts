import { queryOptions } from '@tanstack/react-query';
import type { AdminDashboard } from '@bourse/shared';
import { api } from '../../api.ts';

export const DASHBOARD_KEY = 'dashboard';

/** Refreshed every 30 s while open; no retry (a refusal is shown as the server wrote it). */
export const dashboardQuery = queryOptions({
  queryKey: [DASHBOARD_KEY],
  queryFn: () => api.get<AdminDashboard>('/admin/dashboard'),
  refetchInterval: 30_000,
});
