import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { appShellTopBarHeight, ConfirmHost, Toaster, TooltipProvider } from '@cdmnet/ui';
import { appMessages } from './messages.ko';

/** Everything a screen expects around it; stories wrap screens in the same providers. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>{children}</TooltipProvider>
      {/* Below the top bar, so a toast never covers the bell, the user menu or a page's actions. */}
      <Toaster position="top-right" offset={appShellTopBarHeight} summaries={appMessages.toastSummaries} />
      {/* Answers confirm() from any screen: every deletion asks first (ux.md). */}
      <ConfirmHost />
    </QueryClientProvider>
  );
}
