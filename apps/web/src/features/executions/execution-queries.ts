import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  call,
  executionsApi,
  executionsQueries,
  fetchExecutionLogAfter,
  type ExecutionLog,
} from '@cdmnet/api';
import type { ExecutionRef } from './execution-path';

/**
 * One execution, through the contract's factory (its key and the id rules), asked so that a failure is
 * said by the page itself (실행을 찾을 수 없습니다., 다시 시도) and not toasted as well.
 */
export const executionDetailQuery = (ref: ExecutionRef) =>
  queryOptions({
    ...executionsQueries.detail(ref),
    queryFn: () =>
      call(
        executionsApi.getExecution,
        { params: { id: ref.projectId, analysisId: ref.analysisId, executionId: ref.executionId } },
        { inPlace: 'failures' },
      ),
  });

/**
 * The log, under the factory's key, followed as it grows: the first read takes it whole; each later
 * one (a live event makes it stale) asks only for what came after the part already here and appends
 * it. A log that does not continue where ours ends (never expected: it only grows) is read whole again.
 */
export const executionLogQuery = (queryClient: QueryClient, ref: ExecutionRef) => {
  const { queryKey, enabled } = executionsQueries.log(ref);
  return queryOptions({
    queryKey,
    enabled,
    queryFn: async (): Promise<ExecutionLog> => {
      const have = queryClient.getQueryData(queryKey);
      const part = await fetchExecutionLogAfter(ref, have?.next ?? 0);
      if (!have) return part;
      if (part.from !== have.next) return fetchExecutionLogAfter(ref, 0);
      return { ...part, from: have.from, text: have.text + part.text };
    },
  });
};
