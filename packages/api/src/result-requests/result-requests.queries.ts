import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { call, download } from '../client/default-client.js';
import type { DownloadedFile } from '../client/create-api-client.js';
import { fillPath } from '../contract/endpoint.js';
import * as api from '../contract/result-requests.contract.js';
import type { ResultRelease } from '../contract/disclosure.js';
import type {
  ResultRequest,
  ResultHistoryQuery,
  ResultRequestBulkForm,
  ResultRequestKind,
  ResultRequestUpdate,
} from '../contract/result-requests.js';
import { executionsKeys } from '../executions/executions.keys.js';
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
  /** The caller's newest request of a kind for one execution, under the execution's key. */
  existing: (ref: ExecutionRef, kind: ResultRequestKind) =>
    [
      ...executionsKeys.detail(ref.projectId, ref.analysisId, ref.executionId),
      'result-request',
      kind,
    ] as const,
};

interface ExecutionRef {
  projectId: number;
  analysisId: number;
  executionId: number;
}
const paramsOf = ({ projectId, analysisId, executionId }: ExecutionRef) => ({
  id: projectId,
  analysisId,
  executionId,
});

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
  /** `exist-perm`: whether the caller already asked for this kind, and the newest such request. */
  existing: (ref: ExecutionRef, kind: ResultRequestKind) =>
    queryOptions({
      queryKey: resultRequestsKeys.existing(ref, kind),
      queryFn: () => call(api.existingResultRequest, { params: paramsOf(ref), query: { type: kind } }),
      enabled: ref.projectId >= 0 && ref.analysisId >= 1 && ref.executionId >= 1,
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

/** Asking changes the executions (and what they say about requests) and the project's request tab. */
const asked = (queryClient: QueryClient, projectId: number, analysisId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: executionsKeys.analysis(projectId, analysisId) }),
    queryClient.invalidateQueries({ queryKey: executionsKeys.project(projectId) }),
    queryClient.invalidateQueries({ queryKey: resultRequestsKeys.project(projectId) }),
  ]);

/** The FNET package of an execution: its released, masked result files and the reproducibility record. */
export const downloadFnetPackage = (ref: ExecutionRef): Promise<DownloadedFile> =>
  download({ url: fillPath(api.downloadFnetPackage.path, paramsOf(ref)) });

export const resultRequestsMutations = {
  /**
   * The member asks the organisations to VIEW or DELIVER the results of one execution (its own call) or
   * several of the analysis (the bulk call, which leaves out those needing no request). A refusal is
   * said where the member asked (the dialog), not toasted; the reply's message is the toast.
   */
  ask: (queryClient: QueryClient, projectId: number, analysisId: number) =>
    mutationOptions({
      mutationKey: [...executionsKeys.analysis(projectId, analysisId), 'ask'],
      mutationFn: ({ executionIds, ...body }: ResultRequestBulkForm & { executionIds: number[] }) =>
        executionIds.length === 1
          ? call(
              api.requestResults,
              { params: { id: projectId, analysisId, executionId: executionIds[0]! }, body },
              { inPlace: 'failures' },
            ).then((one) => [one])
          : call(
              api.requestResultsInBulk,
              { params: { id: projectId, analysisId }, body: { ...body, executionIds } },
              { inPlace: 'failures' },
            ),
      onSuccess: () => asked(queryClient, projectId, analysisId),
    }),
  /** The requester changes a waiting request's note (and a delivery's channel); a refusal is said in the dialog. */
  update: (queryClient: QueryClient, ref: ExecutionRef) =>
    mutationOptions({
      mutationKey: [
        ...executionsKeys.detail(ref.projectId, ref.analysisId, ref.executionId),
        'ask',
        'update',
      ],
      mutationFn: ({ permId, ...body }: ResultRequestUpdate & { permId: number }) =>
        call(
          api.updateResultRequest,
          { params: { id: ref.projectId, analysisId: ref.analysisId, permId }, body },
          { inPlace: 'failures' },
        ),
      onSuccess: () => asked(queryClient, ref.projectId, ref.analysisId),
    }),
  /**
   * `withDelivery` lets a VIEW request's results leave too (the server ignores it for DELIVERY);
   * `release` names the held files released with the approval, each with every finding acknowledged.
   * Released files change what the execution's pages show, so they are read again.
   */
  approve: (queryClient: QueryClient, orgId: number) =>
    mutationOptions({
      mutationKey: [...resultRequestsKeys.org(orgId), 'approve'],
      mutationFn: ({
        permId,
        withDelivery = false,
        release = [],
      }: Decision & { withDelivery?: boolean; release?: ResultRelease['release'] }) =>
        call(api.approveResultRequest, {
          params: { id: orgId, permId },
          query: { approve_with_delivery: withDelivery ? 'true' : 'false' },
          body: release.length > 0 ? { release } : undefined,
        }),
      onSuccess: (request: ResultRequest) =>
        Promise.all([
          decided(queryClient, orgId),
          queryClient.invalidateQueries({
            queryKey: executionsKeys.analysis(request.project.id, request.analysisId),
          }),
        ]),
    }),
  reject: (queryClient: QueryClient, orgId: number) =>
    mutationOptions({
      mutationKey: [...resultRequestsKeys.org(orgId), 'reject'],
      mutationFn: ({ permId, reason }: Decision & { reason: string }) =>
        call(api.rejectResultRequest, { params: { id: orgId, permId }, body: { reason } }),
      onSuccess: () => decided(queryClient, orgId),
    }),
};
