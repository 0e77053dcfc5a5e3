import { ConfirmHost, Toaster } from '@cdmnet/ui';
import { appMessages } from './messages.ko';

/**
 * What answers toast() and confirm() from any screen. Loaded after the first screen (providers.tsx):
 * Radix Toast and AlertDialog weigh more than the login form, and both stores keep what is asked of
 * them until a host renders it.
 */
export function AppHosts() {
  return (
    <>
      {/* At the bottom: a toast never covers the bell, the user menu or the actions in a page's header
          (top-right under the top bar still sat on 수정/삭제, on a phone over the whole header). */}
      <Toaster position="bottom-right" summaries={appMessages.toastSummaries} />
      {/* Answers confirm() from any screen: every deletion asks first (ux.md). */}
      <ConfirmHost />
    </>
  );
}
