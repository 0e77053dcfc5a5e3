import { QueryClient } from '@tanstack/react-query';

/**
 * No automatic retries: the API client toasts every failure (spec §8), so a retry would repeat the toast;
 * screens offer 다시 시도 instead. Data just fetched is fresh for a few seconds, so the top bar, the page
 * and the next page mounting a moment later use it instead of asking again (the dashboard asked for
 * its profile and organisations twice); changes refetch through the mutations' invalidations, which
 * ignore this.
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
