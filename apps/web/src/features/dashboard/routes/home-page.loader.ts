import type { QueryClient } from '@tanstack/react-query';
import { announcementsQueries, dashboardQueries } from '@cdmnet/api';

/** Starts the dashboard's cards' queries while its code loads. */
export const homePageLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(dashboardQueries.organizations());
  void queryClient.prefetchQuery(announcementsQueries.dashboard());
  void queryClient.prefetchQuery(dashboardQueries.fnetInfo());
  return null;
};
