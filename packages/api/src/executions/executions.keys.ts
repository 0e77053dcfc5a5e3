import { analysesKeys } from '../analyses/analyses.keys.js';
import { projectsKeys } from '../projects/projects.queries.js';

// Kept apart from the query options so that what only needs the keys (the result requests, the
// combined view) does not carry the executions' calls into its pages.
//
// Executions live under their project's key: the project-wide list beside the per-analysis lists, so
// one live event (`/api/v1/events`) refreshes exactly what it touched.
export const executionsKeys = {
  project: (projectId: number) => [...projectsKeys.project(projectId), 'executions'] as const,
  analysis: (projectId: number, analysisId: number) =>
    [...analysesKeys.detail(projectId, analysisId), 'executions'] as const,
  /** Whether the caller may run the analysis on each of its target CDMs now (the run dialog's question). */
  targets: (projectId: number, analysisId: number) =>
    [...executionsKeys.analysis(projectId, analysisId), 'targets'] as const,
  detail: (projectId: number, analysisId: number, executionId: number) =>
    [...executionsKeys.analysis(projectId, analysisId), executionId] as const,
  log: (projectId: number, analysisId: number, executionId: number) =>
    [...executionsKeys.detail(projectId, analysisId, executionId), 'log'] as const,
  files: (projectId: number, analysisId: number, executionId: number) =>
    [...executionsKeys.detail(projectId, analysisId, executionId), 'files'] as const,
  file: (projectId: number, analysisId: number, executionId: number, fileId: number) =>
    [...executionsKeys.files(projectId, analysisId, executionId), fileId] as const,
  /** The analysis's results added up across hospitals (combined-results.queries.ts). */
  combined: (projectId: number, analysisId: number) =>
    [...executionsKeys.analysis(projectId, analysisId), 'combined'] as const,
};
