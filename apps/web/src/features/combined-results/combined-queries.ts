import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  call,
  combinedResultsQueries,
  executionsApi,
  executionsQueries,
  resultRequestsApi,
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

/** One execution's result files: the same cache entry as its page's file list. */
export const executionFilesQuery = (projectId: number, analysisId: number, executionId: number) =>
  queryOptions({
    ...executionsQueries.files({ projectId, analysisId, executionId }),
    queryFn: () =>
      call(
        executionsApi.listExecutionFiles,
        { params: { id: projectId, analysisId, executionId } },
        { inPlace: 'failures' },
      ),
  });

/** One file added up across the hospitals; the previous file's table stays while the next arrives. */
export const combinedQuery = (projectId: number, analysisId: number, file: string) =>
  queryOptions({
    ...combinedResultsQueries.of(projectId, analysisId, file),
    queryFn: () =>
      call(
        resultRequestsApi.combinedResults,
        { params: { id: projectId, analysisId }, query: { file } },
        { inPlace: 'failures' },
      ),
    placeholderData: keepPreviousData,
  });
