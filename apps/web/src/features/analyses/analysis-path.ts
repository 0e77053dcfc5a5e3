import { useParams } from 'react-router-dom';
import { toDataId } from '@cdmnet/api';

/**
 * Where a project's analyses live (spec §2): the tab at `/project/{id}/analysis`, an analysis at
 * `/project/{id}/analysis/{analysisId}`. Written here because the projects feature's own helper is
 * another feature's.
 */
export const analysisPath = (projectId: number, analysisId?: number): string =>
  analysisId === undefined
    ? `/project/${projectId}/analysis`
    : `/project/${projectId}/analysis/${analysisId}`;

/** An execution's page (where notifications link), under its analysis. */
export const executionPath = (projectId: number, analysisId: number, executionId: number): string =>
  `/project/${projectId}/analysis/${analysisId}/execution/${executionId}`;

/** The project and analysis of the current page (`-1` for an address that is not a number: spec §2). */
export function useAnalysisParams(): { projectId: number; analysisId: number } {
  const params = useParams();
  return { projectId: toDataId(params.projectId), analysisId: toDataId(params.analysisId) };
}
