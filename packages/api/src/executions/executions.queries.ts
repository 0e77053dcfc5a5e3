import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { call, download } from '../client/default-client.js';
import type { DownloadedFile } from '../client/create-api-client.js';
import { fillPath } from '../contract/endpoint.js';
import * as api from '../contract/executions.contract.js';
import { isTerminalExecutionStatus, type ExecutionEvent } from '../contract/executions.js';
import { executionsKeys } from './executions.keys.js';

export { executionsKeys };

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
const enabledFor = (projectId: number, analysisId = 1, executionId = 1) =>
  projectId >= 0 && analysisId >= 1 && executionId >= 1;

export const executionsQueries = {
  /** Every execution of the project, newest first. */
  project: (projectId: number) =>
    queryOptions({
      queryKey: executionsKeys.project(projectId),
      queryFn: () => call(api.listProjectExecutions, { params: { id: projectId } }),
      enabled: enabledFor(projectId),
    }),
  /** The executions of one analysis. */
  analysis: (projectId: number, analysisId: number) =>
    queryOptions({
      queryKey: executionsKeys.analysis(projectId, analysisId),
      queryFn: () => call(api.listExecutions, { params: { id: projectId, analysisId } }),
      enabled: enabledFor(projectId, analysisId),
    }),
  /**
   * Each target CDM and whether the caller may run on it now, with the reason and remedy where not:
   * asked afresh each time the run dialog opens (levels, IRB approvals, switches and engines change).
   */
  targets: (projectId: number, analysisId: number) =>
    queryOptions({
      queryKey: executionsKeys.targets(projectId, analysisId),
      queryFn: () => call(api.listExecutionTargets, { params: { id: projectId, analysisId } }),
      enabled: enabledFor(projectId, analysisId),
      staleTime: 0,
      gcTime: 0,
    }),
  detail: (ref: ExecutionRef) =>
    queryOptions({
      queryKey: executionsKeys.detail(ref.projectId, ref.analysisId, ref.executionId),
      queryFn: () => call(api.getExecution, { params: paramsOf(ref) }),
      enabled: enabledFor(ref.projectId, ref.analysisId, ref.executionId),
    }),
  /** The whole log; pages that follow a running one append with `logAfter`. */
  log: (ref: ExecutionRef) =>
    queryOptions({
      queryKey: executionsKeys.log(ref.projectId, ref.analysisId, ref.executionId),
      queryFn: () => call(api.getExecutionLog, { params: paramsOf(ref), query: {} }),
      enabled: enabledFor(ref.projectId, ref.analysisId, ref.executionId),
    }),
  files: (ref: ExecutionRef) =>
    queryOptions({
      queryKey: executionsKeys.files(ref.projectId, ref.analysisId, ref.executionId),
      queryFn: () => call(api.listExecutionFiles, { params: paramsOf(ref) }),
      enabled: enabledFor(ref.projectId, ref.analysisId, ref.executionId),
    }),
  /** A CSV, text or JSON file's text; 4003 for any other type (spec §8). */
  view: (ref: ExecutionRef, fileId: number) =>
    queryOptions({
      queryKey: executionsKeys.file(ref.projectId, ref.analysisId, ref.executionId, fileId),
      queryFn: () => call(api.viewExecutionFile, { params: { ...paramsOf(ref), fileId } }),
      enabled: enabledFor(ref.projectId, ref.analysisId, ref.executionId) && fileId >= 1,
      staleTime: Infinity, // a result file never changes
    }),
};

/** The log from character `after` on: what a page following a running execution appends. */
export const fetchExecutionLogAfter = (ref: ExecutionRef, after: number) =>
  call(api.getExecutionLog, { params: paramsOf(ref), query: { after: String(after) } });

export const downloadExecutionFile = (ref: ExecutionRef, fileId: number): Promise<DownloadedFile> =>
  download({ url: fillPath(api.downloadExecutionFile.path, { ...paramsOf(ref), fileId }) });

/** Several result files in one zip, after `files/validate` said they are all there. */
export async function downloadExecutionFiles(ref: ExecutionRef, fileIds: number[]): Promise<DownloadedFile> {
  await call(api.validateExecutionFiles, { params: paramsOf(ref), body: { fileIds } });
  return download({
    url: fillPath(api.downloadExecutionFiles.path, paramsOf(ref)),
    method: 'POST',
    body: { fileIds },
  });
}

/**
 * What a live event makes stale: its execution (not the file views under it: a result file never
 * changes), its log, its analysis's list and the project's list; the file list and the analysis's
 * combined results once it has ended.
 */
export function invalidateForEvent(queryClient: QueryClient, event: ExecutionEvent) {
  const ref = [event.projectId, event.analysisId, event.executionId] as const;
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: executionsKeys.detail(...ref), exact: true }),
    queryClient.invalidateQueries({ queryKey: executionsKeys.log(...ref) }),
    ...(isTerminalExecutionStatus(event.status)
      ? [
          queryClient.invalidateQueries({ queryKey: executionsKeys.files(...ref), exact: true }),
          queryClient.invalidateQueries({
            queryKey: executionsKeys.combined(event.projectId, event.analysisId),
          }),
        ]
      : []),
    queryClient.invalidateQueries({
      queryKey: executionsKeys.analysis(event.projectId, event.analysisId),
      exact: true,
    }),
    queryClient.invalidateQueries({ queryKey: executionsKeys.project(event.projectId) }),
  ]);
}

export const executionsMutations = {
  create: (queryClient: QueryClient, projectId: number, analysisId: number) =>
    mutationOptions({
      mutationKey: [...executionsKeys.analysis(projectId, analysisId), 'create'],
      // The run dialog says a refusal in place (every CDM it names); what started is the toast.
      mutationFn: (body: { cdmIds: number[]; version?: number }) =>
        call(api.createExecutions, { params: { id: projectId, analysisId }, body }, { inPlace: 'failures' }),
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: executionsKeys.analysis(projectId, analysisId) }),
          queryClient.invalidateQueries({ queryKey: executionsKeys.project(projectId) }),
        ]),
    }),
  cancel: (queryClient: QueryClient, projectId: number, analysisId: number) =>
    mutationOptions({
      mutationKey: [...executionsKeys.analysis(projectId, analysisId), 'cancel'],
      mutationFn: (executionIds: number[]) =>
        executionIds.length === 1
          ? call(api.cancelExecution, {
              params: { id: projectId, analysisId, executionId: executionIds[0]! },
            }).then((one) => [one])
          : call(api.cancelExecutions, { params: { id: projectId, analysisId }, body: { executionIds } }),
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: executionsKeys.analysis(projectId, analysisId) }),
          queryClient.invalidateQueries({ queryKey: executionsKeys.project(projectId) }),
        ]),
    }),
};
