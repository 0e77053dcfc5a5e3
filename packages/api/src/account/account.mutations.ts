import type { CallOptions } from '../client/create-api-client.js';
import { call } from '../client/default-client.js';
import {
  login,
  logout,
  requestEmailCode,
  requestPasswordReset,
  requestPhoneCode,
  resetPassword,
  signup,
  verifyEmailCode,
  verifyPhoneCode,
} from '../contract/account.contract.js';
import type { BodyOf, QueryOf } from '../contract/endpoint.js';

export const accountMutations = {
  login: (options?: CallOptions) => ({
    mutationKey: ['account', 'login'] as const,
    mutationFn: (body: BodyOf<typeof login>) => call(login, { body }, options),
  }),
  logout: (options?: CallOptions) => ({
    mutationKey: ['account', 'logout'] as const,
    mutationFn: () => call(logout, undefined, options),
  }),
  requestEmailCode: (options?: CallOptions) => ({
    mutationKey: ['account', 'email', 'request'] as const,
    mutationFn: (query: QueryOf<typeof requestEmailCode>) => call(requestEmailCode, { query }, options),
  }),
  verifyEmailCode: (options?: CallOptions) => ({
    mutationKey: ['account', 'email', 'verify'] as const,
    mutationFn: (body: BodyOf<typeof verifyEmailCode>) => call(verifyEmailCode, { body }, options),
  }),
  requestPhoneCode: (options?: CallOptions) => ({
    mutationKey: ['account', 'phone', 'request'] as const,
    mutationFn: (query: QueryOf<typeof requestPhoneCode>) => call(requestPhoneCode, { query }, options),
  }),
  verifyPhoneCode: (options?: CallOptions) => ({
    mutationKey: ['account', 'phone', 'verify'] as const,
    mutationFn: (body: BodyOf<typeof verifyPhoneCode>) => call(verifyPhoneCode, { body }, options),
  }),
  signup: (options?: CallOptions) => ({
    mutationKey: ['account', 'signup'] as const,
    mutationFn: (body: BodyOf<typeof signup>) => call(signup, { body }, options),
  }),
  requestPasswordReset: (options?: CallOptions) => ({
    mutationKey: ['account', 'password-reset', 'request'] as const,
    mutationFn: (body: BodyOf<typeof requestPasswordReset>) => call(requestPasswordReset, { body }, options),
  }),
  resetPassword: (options?: CallOptions) => ({
    mutationKey: ['account', 'password-reset', 'reset'] as const,
    mutationFn: (body: BodyOf<typeof resetPassword>) => call(resetPassword, { body }, options),
  }),
};
