import { projectsKeys } from '../projects/projects.queries.js';

// Kept apart from the query options, as the executions' keys are (executions.keys.ts).
//
// A project's analyses live under the project's key, so whatever refreshes a project (joining,
// leaving) refreshes them too.
export const analysesKeys = {
  all: (projectId: number) => [...projectsKeys.project(projectId), 'analyses'] as const,
  list: (projectId: number) => [...analysesKeys.all(projectId), 'list'] as const,
  targets: (projectId: number) => [...analysesKeys.all(projectId), 'targets'] as const,
  detail: (projectId: number, analysisId: number) => [...analysesKeys.all(projectId), analysisId] as const,
  advancedDetail: (projectId: number, analysisId: number) =>
    [...analysesKeys.detail(projectId, analysisId), 'advanced', 'detail'] as const,
  advancedImages: (projectId: number, analysisId: number) =>
    [...analysesKeys.detail(projectId, analysisId), 'advanced', 'images'] as const,
};
