import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';

// Its own chunk, fetched beside the first route's: nothing on a first screen waits for it.
const AppHosts = lazy(() => import('./hosts').then((m) => ({ default: m.AppHosts })));

/** Everything a screen expects around it; stories wrap screens in the same providers. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <AppHosts />
      </Suspense>
    </QueryClientProvider>
  );
}
