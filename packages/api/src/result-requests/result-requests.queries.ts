import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import * as api from '../contract/result-requests.contract.js';
import type { ResultHistoryQuery } from '../contract/result-requests.js';
import { notificationsKeys } from '../notifications/notifications.queries.js';
import { projectsKeys } from '../projects/projects.queries.js';

// The project's side lives under the project's key; the organisation admin's under `orgResults`,
// beside (not under) the organisation's IRB keys, so a result decision never refetches the IRB lists.
export const resultRequestsKeys = {
  project: (projectId: number) => [...projectsKeys.project(projectId), 'result-requests'] as const,
  org: (orgId: number) => ['orgs', orgId, 'result-requests'] as const,
  pending: (orgId: number) => [...resultRequestsKeys.org(orgId), 'pending'] as const,
  history: (orgId: number, filter: ResultHistoryQuery) =>
    [...resultRequestsKeys.org(orgId), 'history', filter] as const,
  previews: (orgId: number) => [...resultRequestsKeys.org(orgId), 'preview'] as const,
  preview: (orgId: number, permId: number) => [...resultRequestsKeys.previews(orgId), permId] as const,
};

const enabledFor = (id: number) => id >= 1;

export const resultRequestsQueries = {
  /** The project's request tab: its result requests, newest first. */
  project: (projectId: number) =>
    queryOptions({
      queryKey: resultRequestsKeys.project(projectId),
      queryFn: () => call(api.listProjectResultRequests, { params: { id: projectId } }),
      enabled: projectId >= 0,
    }),
  /** `/orgadmin/{id}/research/permissions`: requests waiting for the organisation, oldest first. */
  pending: (orgId: number) =>
    queryOptions({
      queryKey: resultRequestsKeys.pending(orgId),
      queryFn: () => call(api.listOrgResultRequests, { params: { id: orgId } }),
      enabled: enabledFor(orgId),
    }),
  /** `/orgadmin/{id}/research/history`: the organisation's result decisions, newest first. */
  history: (orgId: number, filter: ResultHistoryQuery = {}) =>
    queryOptions({
      queryKey: resultRequestsKeys.history(orgId, filter),
      queryFn: () => call(api.listOrgResultHistory, { params: { id: orgId }, query: filter }),
      enabled: enabledFor(orgId),
    }),
  /** Exactly what would leave if the request were approved: read fresh each time the admin looks. */
  preview: (orgId: number, permId: number) =>
    queryOptions({
      queryKey: resultRequestsKeys.preview(orgId, permId),
      queryFn: () => call(api.previewRelease, { params: { id: orgId, permId } }),
      enabled: enabledFor(orgId) && permId >= 1,
      staleTime: 0,
    }),
};

type Decision = { permId: number };

/** A decision changes the organisation's lists and someone's notifications. */
const decided = (queryClient: QueryClient, orgId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: resultRequestsKeys.org(orgId) }),
    queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  ]);

export const resultRequestsMutations = {
  /** `withDelivery` lets a VIEW request's results leave too; the server ignores it for DELIVERY. */
  approve: (queryClient: QueryClient, orgId: number) =>
    mutationOptions({
      mutationKey: [...resultRequestsKeys.org(orgId), 'approve'],
      mutationFn: ({ permId, withDelivery = false }: Decision & { withDelivery?: boolean }) =>
        call(api.approveResultRequest, {
          params: { id: orgId, permId },
          query: { approve_with_delivery: withDelivery ? 'true' : 'false' },
        }),
      onSuccess: () => decided(queryClient, orgId),
    }),
  reject: (queryClient: QueryClient, orgId: number) =>
    mutationOptions({
      mutationKey: [...resultRequestsKeys.org(orgId), 'reject'],
      mutationFn: ({ permId, reason }: Decision & { reason: string }) =>
        call(api.rejectResultRequest, { params: { id: orgId, permId }, body: { reason } }),
      onSuccess: () => decided(queryClient, orgId),
    }),
};
