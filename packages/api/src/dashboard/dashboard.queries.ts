import { queryOptions } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import { getDashboardOrganizations, getFnetInfo } from '../contract/dashboard.contract.js';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  organizations: () => [...dashboardKeys.all, 'organizations'] as const,
  fnetInfo: () => [...dashboardKeys.all, 'fnet-info'] as const,
};

export const dashboardQueries = {
  organizations: () =>
    queryOptions({ queryKey: dashboardKeys.organizations(), queryFn: () => call(getDashboardOrganizations) }),
  // Network-wide figures change slowly: a minute of freshness spares a refetch on every visit.
  fnetInfo: () =>
    queryOptions({ queryKey: dashboardKeys.fnetInfo(), queryFn: () => call(getFnetInfo), staleTime: 60_000 }),
};
