import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { lazyComponent } from './lazy-component';

// Its own chunk, fetched beside the first route's: nothing on a first screen waits for it.
const AppHosts = lazyComponent(() => import('./hosts').then((m) => m.AppHosts));

/** Everything a screen expects around it; stories wrap screens in the same providers. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppHosts />
    </QueryClientProvider>
  );
}
