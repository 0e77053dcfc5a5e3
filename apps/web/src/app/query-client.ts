import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@cdmnet/api';

/** A refused call (4xx) will be refused again: retry only what may pass next time. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
