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
  login: () => ({
    mutationKey: ['account', 'login'] as const,
    mutationFn: (body: BodyOf<typeof login>) => call(login, { body }),
  }),
  logout: () => ({
    mutationKey: ['account', 'logout'] as const,
    mutationFn: () => call(logout),
  }),
  requestEmailCode: () => ({
    mutationKey: ['account', 'email', 'request'] as const,
    mutationFn: (query: QueryOf<typeof requestEmailCode>) => call(requestEmailCode, { query }),
  }),
  verifyEmailCode: () => ({
    mutationKey: ['account', 'email', 'verify'] as const,
    mutationFn: (body: BodyOf<typeof verifyEmailCode>) => call(verifyEmailCode, { body }),
  }),
  requestPhoneCode: () => ({
    mutationKey: ['account', 'phone', 'request'] as const,
    mutationFn: (query: QueryOf<typeof requestPhoneCode>) => call(requestPhoneCode, { query }),
  }),
  verifyPhoneCode: () => ({
    mutationKey: ['account', 'phone', 'verify'] as const,
    mutationFn: (body: BodyOf<typeof verifyPhoneCode>) => call(verifyPhoneCode, { body }),
  }),
  signup: () => ({
    mutationKey: ['account', 'signup'] as const,
    mutationFn: (body: BodyOf<typeof signup>) => call(signup, { body }),
  }),
  requestPasswordReset: () => ({
    mutationKey: ['account', 'password-reset', 'request'] as const,
    mutationFn: (body: BodyOf<typeof requestPasswordReset>) => call(requestPasswordReset, { body }),
  }),
  resetPassword: () => ({
    mutationKey: ['account', 'password-reset', 'reset'] as const,
    mutationFn: (body: BodyOf<typeof resetPassword>) => call(resetPassword, { body }),
  }),
};
