import { queryOptions } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import type { CombinedResultQuery } from '../contract/combined-results.js';
import * as api from '../contract/result-requests.contract.js';
import { executionsKeys } from '../executions/executions.keys.js';

// The combined view of an analysis's results across hospitals (domain.md "What leaves a hospital"):
// one package version, every target hospital's state, one result file added up. It is made of the
// analysis's executions, so it lives under their key (itself under the analysis's): whatever refreshes
// them with a prefix (starting or cancelling one, asking for results, the live stream's reconnect)
// refreshes it too.

/** What the view was asked for: absent parts are the server's choice (the newest version, the first file). */
export type CombinedAsk = CombinedResultQuery;

/** The query without its absent parts, so the address holds only what was chosen. */
export const combinedQueryOf = (ask: CombinedAsk): CombinedAsk => ({
  ...(ask.version === undefined ? {} : { version: ask.version }),
  ...(ask.file === undefined ? {} : { file: ask.file }),
});

export const combinedResultsKeys = {
  analysis: (projectId: number, analysisId: number) => executionsKeys.combined(projectId, analysisId),
  of: (projectId: number, analysisId: number, ask: CombinedAsk) =>
    [...combinedResultsKeys.analysis(projectId, analysisId), ask.version ?? null, ask.file ?? null] as const,
};

export const combinedResultsQueries = {
  /** One version's hospitals and one file added up; the server picks what is not asked for. */
  of: (projectId: number, analysisId: number, ask: CombinedAsk = {}) =>
    queryOptions({
      queryKey: combinedResultsKeys.of(projectId, analysisId, ask),
      queryFn: () =>
        call(api.combinedResults, { params: { id: projectId, analysisId }, query: combinedQueryOf(ask) }),
      enabled: projectId >= 0 && analysisId >= 1,
    }),
};
