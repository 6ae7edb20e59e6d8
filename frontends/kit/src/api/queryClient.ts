import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';

/**
 * The page's server-state cache. Answers stay fresh for 30 s (tenant config, plans and the
 * like change by someone's action, which invalidates them); a failed read is retried once, and
 * only when it may succeed a moment later (lost connection, 502/503/504).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => failures < 1 && isApiError(error) && error.retryable,
        retryDelay: 250,
      },
      mutations: { retry: false },
    },
  });
}
