import { useParams, useSearchParams } from 'react-router-dom';
import { toDataId, type CombinedAsk } from '@cdmnet/api';

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

/**
 * What the address asks for: `?version=` (a whole number, else the server's choice) and `?file=`, and
 * how to change them. Another version drops the file: its runs may not hold it.
 */
export function useCombinedAsk() {
  const [search, setSearch] = useSearchParams();
  const versionText = search.get('version') ?? '';
  const file = search.get('file') ?? '';
  const ask: CombinedAsk = {
    ...(/^[1-9][0-9]{0,8}$/.test(versionText) ? { version: Number(versionText) } : {}),
    ...(file === '' ? {} : { file }),
  };
  const change = (next: { version?: number; file?: string | null }) =>
    setSearch(
      (params) => {
        if (next.version !== undefined) {
          params.set('version', String(next.version));
          params.delete('file');
        }
        if (next.file === null) params.delete('file');
        else if (next.file !== undefined) params.set('file', next.file);
        return params;
      },
      { replace: true },
    );
  return { ask, change };
}
