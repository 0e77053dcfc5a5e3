import { call } from '../client/default-client.js';
import { login, logout } from '../contract/account.contract.js';
import type { BodyOf } from '../contract/endpoint.js';

export const accountMutations = {
  login: () => ({
    mutationKey: ['account', 'login'] as const,
    mutationFn: (body: BodyOf<typeof login>) => call(login, { body }),
  }),
  logout: () => ({
    mutationKey: ['account', 'logout'] as const,
    mutationFn: () => call(logout),
  }),
};
