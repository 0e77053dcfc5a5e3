import { useParams } from 'react-router-dom';
import { toDataId } from '@cdmnet/api';

/** Where a project lives (spec §2): `/project/{id}`, and its tabs under it. */
export const projectPath = (projectId: number, tab?: string): string =>
  tab ? `/project/${projectId}/${tab}` : `/project/${projectId}`;

/** The project of the current page, from the route (`-1` when the address is not a number: spec §2). */
export function useProjectId(): number {
  return toDataId(useParams().projectId);
}
