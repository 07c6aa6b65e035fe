import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';

/**
 * Server state lives here. A refusal (type error/999/998) will not change on retry, so
 * only network failures, timeouts and offline failures are retried, once (offline, TanStack
 * Query holds the retry until the browser is back online).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) =>
        count < 1 &&
        error instanceof ApiError &&
        (error.type === 'network' || error.type === 'timeout' || error.type === 'offline'),
    },
  },
});
