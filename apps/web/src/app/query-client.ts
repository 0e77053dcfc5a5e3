import { QueryClient } from '@tanstack/react-query';

/**
 * No automatic retries: the API client toasts every failure (spec §8), so a retry would repeat the toast;
 * screens offer 다시 시도 instead. Data a route loader has just asked for (routes.tsx) is fresh for a few
 * seconds, so the page that mounts a moment later uses it instead of asking again; changes refetch
 * through the mutations' invalidations, which ignore this.
 */
export const FRESH_FOR_MS = 5_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: FRESH_FOR_MS },
      mutations: { retry: false },
    },
  });
}
