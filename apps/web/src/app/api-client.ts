import {
  ApiError,
  createApiClient,
  configureApiClient,
  replyMessages,
  ResultCode,
  specialCodes,
  type ApiClient,
  type ApiClientOptions,
} from '@cdmnet/api';
import { toast } from '@cdmnet/ui';
import { hasUserCookie, noteSessionExpired, rememberReturnTo, removeUserCookie } from './session';

// Which set-up is current. A client replaced by a newer one (each story screen sets up its own) stays
// silent: replies still in flight belong to a screen that is gone and must not toast or sign out the next.
let generation = 0;

/**
 * Once the session ended, calls that need one are answered here, as the server would (1004), without
 * being sent: the page being left would otherwise ask again for everything it shows (its cache is
 * cleared on the way to /login) and be refused each time, a burst of 401s before the redirect. Public
 * calls (signing in) still go, and a USER cookie again (signed in) opens the way.
 */
function refusingWhenEnded(client: ApiClient, ended: () => boolean): ApiClient {
  const refused = () =>
    Promise.reject(new ApiError(replyMessages.sessionExpired, ResultCode.SESSION_EXPIRED, 401));
  return {
    call(endpoint, input, options) {
      return endpoint.auth !== 'public' && ended() ? refused() : client.call(endpoint, input, options);
    },
    upload(endpoint, input) {
      return endpoint.auth !== 'public' && ended() ? refused() : client.upload(endpoint, input);
    },
    download(request) {
      return ended() ? refused() : client.download(request);
    },
  };
}

/**
 * Wires the API client's error catalogue (spec §8) to this app: messages become toasts, and an expired
 * session (1004) removes USER, keeps the return location and goes to /login, once: the replies of calls
 * already on their way say 1004 too, and nothing more is sent until the user signs in again.
 */
export function setUpApiClient(
  navigate: (to: string) => void,
  /** Stories shorten the GET timeout to show it. */
  overrides: Pick<ApiClientOptions, 'getTimeoutMs'> = {},
): void {
  const mine = ++generation;
  const isCurrent = () => mine === generation;
  let sessionEnded = false;
  const ended = () => {
    if (sessionEnded && hasUserCookie()) sessionEnded = false;
    return sessionEnded;
  };
  const client = createApiClient({
    onToast: ({ severity, detail }) => {
      if (isCurrent()) toast.show({ severity, detail });
    },
    onSessionExpired: () => {
      if (!isCurrent() || ended()) return;
      sessionEnded = true;
      removeUserCookie();
      rememberReturnTo(window.location);
      noteSessionExpired();
      navigate('/login');
    },
    // The sign-in form shows a credentials failure in place, next to the fields it concerns.
    toastExemptCodes: [...specialCodes, ResultCode.INVALID_CREDENTIALS],
    ...overrides,
  });
  configureApiClient(refusingWhenEnded(client, ended));
}
