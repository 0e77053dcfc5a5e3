import { appShellTopBarHeight, ConfirmHost, Toaster } from '@cdmnet/ui';
import { appMessages } from './messages.ko';

/**
 * What answers toast() and confirm() from any screen. Loaded after the first screen (providers.tsx):
 * Radix Toast and AlertDialog weigh more than the login form, and both stores keep what is asked of
 * them until a host renders it.
 */
export function AppHosts() {
  return (
    <>
      {/* Below the top bar, so a toast never covers the bell, the user menu or a page's actions. */}
      <Toaster position="top-right" offset={appShellTopBarHeight} summaries={appMessages.toastSummaries} />
      {/* Answers confirm() from any screen: every deletion asks first (ux.md). */}
      <ConfirmHost />
    </>
  );
}
