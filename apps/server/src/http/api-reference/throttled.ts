import { accountApi, contactApi, usersApi, type AnyEndpoint } from '@cdmnet/api/contract';

/**
 * The calls the server limits per person or per address (429 with `Retry-After`): the routes given a
 * rate limit (http/rate-limit.ts) and the verification codes, which their service limits itself. The
 * contract does not say which calls are limited, so they are named here; the reference test checks that
 * every route registered with a limit is among them.
 */
export const throttledCalls: ReadonlySet<AnyEndpoint> = new Set<AnyEndpoint>([
  accountApi.login,
  accountApi.signup,
  accountApi.requestEmailCode,
  accountApi.requestPhoneCode,
  accountApi.requestPasswordReset,
  accountApi.checkPasswordResetLink,
  usersApi.modifyPassword,
  contactApi.sendContactMessage,
]);
