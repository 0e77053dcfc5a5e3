import { useParams } from 'react-router-dom';
import { toDataId } from '@cdmnet/api';

/** One execution, as the contract's query factories name it. */
export interface ExecutionRef {
  projectId: number;
  analysisId: number;
  executionId: number;
}

/**
 * Where an execution's analysis lives, `/project/{id}/analysis/{analysisId}` (spec §2). Written here
 * because the analyses feature's own helper is another feature's.
 */
export const analysisPath = (projectId: number, analysisId: number): string =>
  `/project/${projectId}/analysis/${analysisId}`;

/** The current page's execution (`-1` for an address that is not a number: spec §2). */
export function useExecutionParams(): ExecutionRef {
  const params = useParams();
  return {
    projectId: toDataId(params.projectId),
    analysisId: toDataId(params.analysisId),
    executionId: toDataId(params.executionId),
  };
}
