import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import type { NetworkCdm, NetworkOrganization } from '../contract/network.js';
import {
  listAtlases,
  listCdms,
  listNetworkOrganizations,
  listNetworkUsers,
  requestMembership,
} from '../contract/network.contract.js';
import type { BodyOf } from '../contract/endpoint.js';
import { dashboardKeys } from '../dashboard/dashboard.queries.js';
import { usersKeys } from '../users/users.queries.js';
import { adminQueryBehaviour, atlasListBehaviour, cdmListBehaviour } from '../query-behaviour.js';

export const networkKeys = {
  all: ['network'] as const,
  organizations: () => [...networkKeys.all, 'organizations'] as const,
  users: () => [...networkKeys.all, 'users'] as const,
  cdms: () => [...networkKeys.all, 'cdms'] as const,
  atlases: () => [...networkKeys.all, 'atlases'] as const,
};

export const networkQueries = {
  organizations: () =>
    queryOptions({
      queryKey: networkKeys.organizations(),
      queryFn: () => call(listNetworkOrganizations),
      ...adminQueryBehaviour,
    }),
  users: () =>
    queryOptions({
      queryKey: networkKeys.users(),
      queryFn: () => call(listNetworkUsers),
      ...adminQueryBehaviour,
    }),
  cdms: () =>
    queryOptions({ queryKey: networkKeys.cdms(), queryFn: () => call(listCdms), ...cdmListBehaviour }),
  atlases: () =>
    queryOptions({
      queryKey: networkKeys.atlases(),
      queryFn: () => call(listAtlases),
      ...atlasListBehaviour,
    }),
};

/**
 * Shows another of an organisation's CDMs in the network table: only the cached list changes (spec §4),
 * nothing is asked of the server.
 */
export function selectNetworkCdm(queryClient: QueryClient, orgId: number, cdm: NetworkCdm): void {
  queryClient.setQueryData<NetworkOrganization[]>(networkKeys.organizations(), (orgs) =>
    orgs?.map((org) => (org.id === orgId ? { ...org, cdm } : org)),
  );
}

export const networkMutations = {
  /** 기관/파트너 연구원 신청; the table, the dashboard and the profile's organisations change with it. */
  requestMembership: (queryClient: QueryClient) => ({
    mutationKey: [...networkKeys.all, 'request'] as const,
    mutationFn: (body: BodyOf<typeof requestMembership>) => call(requestMembership, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: networkKeys.organizations() }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: usersKeys.profile() }),
      ]),
  }),
};
