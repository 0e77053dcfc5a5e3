import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { call, download, upload } from '../client/default-client.js';
import type { DownloadedFile } from '../client/create-api-client.js';
import { fillPath } from '../contract/endpoint.js';
import * as api from '../contract/irb.contract.js';
import type { IrbHistoryQuery, IrbRequestFields } from '../contract/irb.js';
import { notificationsKeys } from '../notifications/notifications.queries.js';
import { projectsKeys } from '../projects/projects.queries.js';

// The project's side lives under the project's key; the organisation admin's under `orgIrb`.
export const irbKeys = {
  project: (projectId: number) => [...projectsKeys.project(projectId), 'irb'] as const,
  requests: (projectId: number) => [...irbKeys.project(projectId), 'requests'] as const,
  orgs: (projectId: number) => [...irbKeys.project(projectId), 'orgs'] as const,
  org: (orgId: number) => ['orgs', orgId, 'irb'] as const,
  pending: (orgId: number) => [...irbKeys.org(orgId), 'pending'] as const,
  history: (orgId: number, filter: IrbHistoryQuery) => [...irbKeys.org(orgId), 'history', filter] as const,
};

const enabledFor = (id: number) => id >= 1;

export const irbQueries = {
  /** The request tab: the project's requests with their history. */
  requests: (projectId: number) =>
    queryOptions({
      queryKey: irbKeys.requests(projectId),
      queryFn: () => call(api.listProjectIrbRequests, { params: { id: projectId } }),
      enabled: projectId >= 0,
    }),
  /** The project's target organisations and their IRB standing. */
  orgs: (projectId: number) =>
    queryOptions({
      queryKey: irbKeys.orgs(projectId),
      queryFn: () => call(api.listIrbOrgs, { params: { id: projectId } }),
      enabled: projectId >= 0,
    }),
  /** `/orgadmin/{id}/research/permissions`: requests waiting for the organisation. */
  pending: (orgId: number) =>
    queryOptions({
      queryKey: irbKeys.pending(orgId),
      queryFn: () => call(api.listOrgIrbRequests, { params: { id: orgId } }),
      enabled: enabledFor(orgId),
    }),
  /** `/orgadmin/{id}/research/history`: the organisation's decisions. */
  history: (orgId: number, filter: IrbHistoryQuery = {}) =>
    queryOptions({
      queryKey: irbKeys.history(orgId, filter),
      queryFn: () => call(api.listOrgIrbHistory, { params: { id: orgId }, query: filter }),
      enabled: enabledFor(orgId),
    }),
};

/** The approval PDF, from the project's side or the organisation's. */
export const downloadIrbDocument = (
  side: { projectId: number } | { orgId: number },
  irbId: number,
): Promise<DownloadedFile> =>
  download({
    url:
      'projectId' in side
        ? fillPath(api.downloadProjectIrbDocument.path, { id: side.projectId, irbId })
        : fillPath(api.downloadOrgIrbDocument.path, { id: side.orgId, irbId }),
  });

interface IrbAsk extends IrbRequestFields {
  document: File;
  onProgress?: (fraction: number) => void;
}

type Decision = { irbId: number };

export const irbMutations = {
  request: (queryClient: QueryClient, projectId: number) =>
    mutationOptions({
      mutationKey: [...irbKeys.project(projectId), 'request'],
      mutationFn: ({ document, onProgress, ...body }: IrbAsk) =>
        upload(api.requestIrb, {
          params: { id: projectId },
          body,
          files: [document],
          ...(onProgress ? { onProgress } : {}),
        }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKeys.project(projectId) }),
    }),
  approve: (queryClient: QueryClient, orgId: number) =>
    mutationOptions({
      mutationKey: [...irbKeys.org(orgId), 'approve'],
      mutationFn: ({ irbId }: Decision) => call(api.approveIrb, { params: { id: orgId, irbId } }),
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: irbKeys.org(orgId) }),
          queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
        ]),
    }),
  reject: (queryClient: QueryClient, orgId: number) =>
    mutationOptions({
      mutationKey: [...irbKeys.org(orgId), 'reject'],
      mutationFn: ({ irbId, reason }: Decision & { reason: string }) =>
        call(api.rejectIrb, { params: { id: orgId, irbId }, body: { reason } }),
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: irbKeys.org(orgId) }),
          queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
        ]),
    }),
};
