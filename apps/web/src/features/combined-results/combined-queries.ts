import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  call,
  combinedQueryOf,
  combinedResultsQueries,
  executionsApi,
  executionsQueries,
  resultRequestsApi,
  type CombinedAsk,
} from '@cdmnet/api';

// The page's calls, through the contract's factories (their keys and id rules), asked so that a
// failure is said by the page itself (결과를 불러오지 못했습니다., 다시 시도) and not toasted as well.

/** The analysis's executions: the same list (and cache entry) as the analysis page's 실행 section. */
export const executionsListQuery = (projectId: number, analysisId: number) =>
  queryOptions({
    ...executionsQueries.analysis(projectId, analysisId),
    queryFn: () =>
      call(executionsApi.listExecutions, { params: { id: projectId, analysisId } }, { inPlace: 'failures' }),
  });

/** One version's hospitals and one file added up; the previous table stays while the next arrives. */
export const combinedQuery = (projectId: number, analysisId: number, ask: CombinedAsk) =>
  queryOptions({
    ...combinedResultsQueries.of(projectId, analysisId, ask),
    queryFn: () =>
      call(
        resultRequestsApi.combinedResults,
        { params: { id: projectId, analysisId }, query: combinedQueryOf(ask) },
        { inPlace: 'failures' },
      ),
    placeholderData: keepPreviousData,
  });
