import { queryOptions } from '@tanstack/react-query';
import { analysesApi, analysesQueries, call } from '@cdmnet/api';

/**
 * One analysis, through the contract's factory (its key and the id rules), asked so that a failure is
 * said by the page itself (분석을 찾을 수 없습니다., 다시 시도) and not toasted as well, as a project's
 * page asks for the project (features/projects/project-queries.ts).
 */
export const analysisDetailQuery = (projectId: number, analysisId: number) =>
  queryOptions({
    ...analysesQueries.detail(projectId, analysisId),
    queryFn: () =>
      call(analysesApi.getAnalysis, { params: { id: projectId, analysisId } }, { inPlace: 'failures' }),
  });
