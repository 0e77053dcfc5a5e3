import { queryOptions } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import { getProfile } from '../contract/users.contract.js';

export const usersKeys = {
  all: ['users'] as const,
  profile: () => [...usersKeys.all, 'profile'] as const,
};

export const usersQueries = {
  profile: () => queryOptions({ queryKey: usersKeys.profile(), queryFn: () => call(getProfile) }),
};
