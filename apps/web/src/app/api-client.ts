import {
  createApiClient,
  configureApiClient,
  ResultCode,
  specialCodes,
  type ApiClientOptions,
} from '@cdmnet/api';
import { toast } from '@cdmnet/ui';
import { noteSessionExpired, rememberReturnTo, removeUserCookie } from './session';

// Which set-up is current. A client replaced by a newer one (each story screen sets up its own) stays
// silent: replies still in flight belong to a screen that is gone and must not toast or sign out the next.
let generation = 0;

/**
 * Wires the API client's error catalogue (spec §8) to this app: messages become toasts, and an expired
 * session (1004) removes USER, keeps the return location and goes to /login.
 */
export function setUpApiClient(
  navigate: (to: string) => void,
  /** Stories shorten the GET timeout to show it. */
  overrides: Pick<ApiClientOptions, 'getTimeoutMs'> = {},
): void {
  const mine = ++generation;
  const isCurrent = () => mine === generation;
  configureApiClient(
    createApiClient({
      onToast: ({ severity, detail }) => {
        if (isCurrent()) toast.show({ severity, detail });
      },
      onSessionExpired: () => {
        if (!isCurrent()) return;
        removeUserCookie();
        rememberReturnTo(window.location);
        noteSessionExpired();
        navigate('/login');
      },
      // The sign-in form shows a credentials failure in place, next to the fields it concerns.
      toastExemptCodes: [...specialCodes, ResultCode.INVALID_CREDENTIALS],
      ...overrides,
    }),
  );
}
