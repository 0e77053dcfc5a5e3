import { useParams } from 'react-router-dom';
import { toDataId } from '@cdmnet/api';

// Where the combined view and what it links to live (spec §2). Written here because the analyses' and
// the executions' own helpers are other features'.

/** An analysis, `/project/{id}/analysis/{analysisId}`. */
export const analysisPath = (projectId: number, analysisId: number): string =>
  `/project/${projectId}/analysis/${analysisId}`;

/** An execution's page, where results are asked for. */
export const executionPath = (projectId: number, analysisId: number, executionId: number): string =>
  `${analysisPath(projectId, analysisId)}/execution/${executionId}`;

/** The current page's project and analysis (`-1` for an address that is not a number: spec §2). */
export function useCombinedResultsParams(): { projectId: number; analysisId: number } {
  const params = useParams();
  return { projectId: toDataId(params.projectId), analysisId: toDataId(params.analysisId) };
}
