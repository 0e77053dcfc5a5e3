import { queryOptions } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import * as api from '../contract/result-requests.contract.js';
import { executionsKeys } from '../executions/executions.keys.js';

// The combined view of an analysis's results across hospitals (issue 12 "Results across hospitals"):
// one result file, its released counts per hospital and their sums. It is made of the analysis's
// executions, so it lives under their key (itself under the analysis's): whatever refreshes them with a
// prefix (starting or cancelling one, asking for results, the live stream's reconnect) refreshes it too.
export const combinedResultsKeys = {
  analysis: (projectId: number, analysisId: number) => executionsKeys.combined(projectId, analysisId),
  of: (projectId: number, analysisId: number, file: string) =>
    [...combinedResultsKeys.analysis(projectId, analysisId), file] as const,
};

export const combinedResultsQueries = {
  /** One result file added up across the hospitals; asks nothing until a file is chosen. */
  of: (projectId: number, analysisId: number, file: string) =>
    queryOptions({
      queryKey: combinedResultsKeys.of(projectId, analysisId, file),
      queryFn: () => call(api.combinedResults, { params: { id: projectId, analysisId }, query: { file } }),
      enabled: projectId >= 0 && analysisId >= 1 && file.trim() !== '',
    }),
};
