import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmHost, Toaster, TooltipProvider } from '@cdmnet/ui';

/** Everything a screen expects around it; stories wrap screens in the same providers. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>{children}</TooltipProvider>
      <Toaster position="top-right" />
      {/* Answers confirm() from any screen: every deletion asks first (ux.md). */}
      <ConfirmHost />
    </QueryClientProvider>
  );
}
