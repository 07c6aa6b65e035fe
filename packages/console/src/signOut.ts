/** The console's query cache, and signing out: the session ends on the server, then here. */
import { QueryClient } from '@tanstack/react-query';
import { api } from './api.ts';
import { operatorSession, type SessionState } from './session.ts';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

export async function signOut(ended: SessionState['ended'] = null): Promise<void> {
  await api.get('/admin/logout').catch(() => undefined);
  queryClient.clear();
  operatorSession.signedOut(ended);
}
