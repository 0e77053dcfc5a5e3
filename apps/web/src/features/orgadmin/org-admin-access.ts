import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useParams } from 'react-router-dom';
import { isApiError, orgsKeys, ResultCode, toDataId, type UserInfo } from '@cdmnet/api';

// Who may enter /orgadmin/{id} (domain.md): an ORG_ADMIN of that organisation, or a platform admin.
// The layout asks this once for every page under it; the server's 403 is the final word.

/** Whether `user` may administer organisation `orgId`. */
export function canAdminister(user: UserInfo, orgId: number): boolean {
  if (orgId < 1) return false;
  if (user.priv === 'MASTER') return true;
  return user.orgList.some((org) => org.orgId === orgId && org.orgUserPrivilege === 'ORG_ADMIN');
}

/** The organisation of the current page, from the route (`-1` when the address is not a number). */
export function useOrgId(): number {
  return toDataId(useParams().dataId);
}

/** Where the organisation's pages live (spec §2): `/orgadmin/{id}`. */
export const orgAdminPath = (orgId: number): string => `/orgadmin/${orgId}`;

export type ServerRefusal = 'forbidden' | 'missing' | null;

/**
 * What the server said of this organisation on any of its pages' calls: 403 (not its admin after all,
 * say the membership changed since the profile was read) or 404. Watching the cache keeps the answer
 * in one place, whichever page's call heard it first.
 */
export function useServerRefusal(orgId: number): ServerRefusal {
  const cache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => {
      let refusal: ServerRefusal = null;
      for (const query of cache.findAll({ queryKey: orgsKeys.org(orgId) })) {
        const { error } = query.state;
        if (!isApiError(error)) continue;
        if (error.code === ResultCode.FORBIDDEN) return 'forbidden';
        if (error.code === ResultCode.NOT_FOUND) refusal = 'missing';
      }
      return refusal;
    },
  );
}
