import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { notificationsQueries, usersQueries } from '@cdmnet/api';
import { signedInOnlyLoader } from '../guards';

/** Visitors go to /login; members' pages start what the top bar and the side menu show on each page. */
export const authenticatedLayoutLoader = (queryClient: QueryClient) => (args: LoaderFunctionArgs) => {
  const refused = signedInOnlyLoader(args);
  if (refused) return refused;
  void queryClient.prefetchQuery(usersQueries.profile());
  void queryClient.prefetchQuery(notificationsQueries.count('UNCHECKED'));
  return null;
};
