/** Query options of the account domain (STYLE.md: one factory per endpoint). */
import { queryOptions } from '@tanstack/react-query';
import type { RegionItem } from '@bourse/shared';
import { api } from '../../api/client.ts';
import { session } from '../../store/session.ts';
import { fetchUserInfo } from './api.ts';
import { QK } from '../../api/keys.ts';

/**
 * The signed-in user. The session keeps a copy so pages can paint at once after a reload;
 * every fetch refreshes it. Not retried on refusal: a 999 already sends the user to login.
 */
export const userInfoQuery = () =>
  queryOptions({
    queryKey: [QK.userInfo],
    queryFn: async () => {
      const user = await fetchUserInfo();
      session.set({ user });
      return user;
    },
    initialData: () => session.get().user ?? undefined,
    // The stored copy is shown first but always checked against the server.
    initialDataUpdatedAt: 0,
  });

/** Regions for the area chooser, in the current language; they rarely change. */
export const regionsQuery = (lang: string) =>
  queryOptions({
    queryKey: [QK.regions, lang],
    queryFn: () => api.get<RegionItem[]>('/area/list', {}, { quiet: true }),
    staleTime: 60 * 60_000,
  });
