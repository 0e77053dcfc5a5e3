import { QueryClient } from '@tanstack/react-query';

/**
 * No automatic retries: the API client toasts every failure (spec §8), so a retry would repeat the toast;
 * screens offer 다시 시도 instead.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
