import { useQuery } from '@tanstack/react-query';
import { canWriteContent, usersQueries } from '@cdmnet/api';

/**
 * Whether the signed-in user may post, edit and delete announcements and resources (the contract's rule, which the
 * server enforces); `pending` until the profile has loaded, so nothing flickers in and out.
 */
export function useContentWriter(): { canWrite: boolean; pending: boolean } {
  const profile = useQuery(usersQueries.profile());
  return { canWrite: profile.data ? canWriteContent(profile.data.priv) : false, pending: profile.isPending };
}
