/**
 * IEO (client contract 7.11 `project*`): one query factory per endpoint. The list and the
 * detail are public; the detail carries the caller's own figures when signed in; "my
 * subscriptions" is the user's own. Keys come from the app's one list (api/keys.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import type { IeoOrderItem, IeoProjectDetail, IeoProjectItem } from '@bourse/shared';
import { api } from '../../api/client.ts';
import { QK } from '../../api/keys.ts';
import { session } from '../../store/session.ts';

/** `GET /project`: the shown projects, newest start first. */
export const projectsQuery = () =>
  queryOptions({
    queryKey: [QK.ieoProjects],
    queryFn: () =>
      api.get<{ list: IeoProjectItem[]; total: number }>(
        '/project',
        { page: 1, limit: 50 },
        { quiet: true },
      ),
    // The subscribed figures move with every subscription: refresh while the list is open.
    refetchInterval: 15_000,
  });

/** `GET /project/detail`: one project, the pay coins' prices now, and the caller's own usage. */
export const projectQuery = (id: number) =>
  queryOptions({
    queryKey: [QK.ieoProject, id, !!session.get().token],
    queryFn: () =>
      api.get<{ info: IeoProjectDetail }>('/project/detail', { project_id: id }, { quiet: true }),
    // The unit prices follow the index: keep them fresh while the form is open.
    refetchInterval: 10_000,
    enabled: id > 0,
  });

/** `GET /user/project/order`: the caller's subscriptions, newest first. */
export const myOrdersQuery = () =>
  queryOptions({
    queryKey: [QK.ieoOrders],
    queryFn: () =>
      api.get<{ data: IeoOrderItem[]; total: number }>(
        '/user/project/order',
        { page: 1, limit: 100 },
        { quiet: true },
      ),
  });

/** `POST /project/order`: resolves to the server's toast (what was held). */
export function subscribe(body: {
  project_id: number;
  amount: string;
  pay_currency: number;
  price: string;
}): Promise<string> {
  return api.post<string>('/project/order', body, { silent: true });
}
