import {
  createApiClient,
  configureApiClient,
  ResultCode,
  specialCodes,
  type ApiClientOptions,
} from '@cdmnet/api';
import { toast } from '@cdmnet/ui';
import { rememberReturnTo, removeUserCookie } from './session';

/**
 * Wires the API client's error catalogue (spec §8) to this app: messages become toasts, and an expired
 * session (1004) removes USER, keeps the return location and goes to /login.
 */
export function setUpApiClient(
  navigate: (to: string) => void,
  /** Stories shorten the GET timeout to show it. */
  overrides: Pick<ApiClientOptions, 'getTimeoutMs'> = {},
): void {
  configureApiClient(
    createApiClient({
      onToast: ({ severity, detail }) => toast.show({ severity, detail }),
      onSessionExpired: () => {
        removeUserCookie();
        rememberReturnTo(window.location);
        navigate('/login');
      },
      // The sign-in form shows a credentials failure in place, next to the fields it concerns.
      toastExemptCodes: [...specialCodes, ResultCode.INVALID_CREDENTIALS],
      ...overrides,
    }),
  );
}
