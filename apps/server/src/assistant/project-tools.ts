import { listAnalyses } from '../services/analyses.js';
import { listAnalysisExecutions, listProjectExecutions } from '../services/execution-views.js';
import { listProjects } from '../services/projects.js';
import { mayDo, projectAccessOf } from '../policies/projects.js';
import {
  citationLabels,
  refusals,
  toolDescriptions as d,
  toolLabels,
  toolSummaries as s,
} from './messages.ko.js';
import {
  idArgument,
  NO_PARAMETERS,
  refusedOutcome,
  type AssistantTool,
  type ToolContext,
} from './tool-types.js';

// The caller's projects, their analyses and executions, each read through the same service (and the
// same membership rule) as the project's own screens: an accepted member sees them, anyone else is refused.

/** Executions cited at most: a project's list may hold hundreds, the reader needs the few it talks of. */
const MAX_EXECUTION_CITATIONS = 10;

export const projectPath = (projectId: number) => `/project/${projectId}`;
export const analysisPath = (projectId: number, analysisId: number) =>
  `/project/${projectId}/analysis/${analysisId}`;
export const executionPath = (projectId: number, analysisId: number, executionId: number) =>
  `${analysisPath(projectId, analysisId)}/execution/${executionId}`;

/** The project's name when the caller is an accepted member of it; null otherwise (refused). */
async function memberProject(context: ToolContext, projectId: number): Promise<string | null> {
  if (!mayDo(await projectAccessOf(context.db, projectId, context.userId))) return null;
  const project = (await listProjects(context.db, context.userId)).find((p) => p.id === projectId);
  return project?.name ?? null;
}

export const listProjectsTool: AssistantTool = {
  definition: {
    name: 'list_projects',
    description: d.listProjects,
    parameters: NO_PARAMETERS,
  },
  async run({ db, userId }) {
    const projects = await listProjects(db, userId);
    return {
      result: {
        projects: projects.map((p) => ({
          id: p.id,
          name: p.name,
          status: p.me.state,
          role: p.me.role,
          purpose: p.purpose,
          members: p.memberCount,
        })),
      },
      summary: s.projects(projects.length),
      objects: projects.map((p) => ({ type: 'project', id: p.id })),
      // An invitation not yet answered opens as the invitation, not the project: cited all the same.
      citations: projects.map((p) => ({ label: citationLabels.project(p.name), href: projectPath(p.id) })),
      refused: false,
    };
  },
};

export const listAnalysesTool: AssistantTool = {
  definition: {
    name: 'list_analyses',
    description: d.listAnalyses,
    parameters: {
      type: 'object',
      properties: { projectId: { type: 'integer', description: d.projectId } },
      required: ['projectId'],
      additionalProperties: false,
    },
  },
  async run(context, args) {
    const projectId = idArgument(args, 'projectId');
    const label = toolLabels.list_analyses!;
    if (projectId === undefined) return refusedOutcome(refusals.badArguments, s.invalid(label));
    const object = { type: 'project', id: projectId };
    const name = await memberProject(context, projectId);
    if (name === null) return refusedOutcome(refusals.notMember, s.refused(label), [object]);
    const list = await listAnalyses(context.db, projectId);
    return {
      result: {
        project: { id: projectId, name },
        analyses: list.map((a) => ({
          id: a.id,
          name: a.name,
          type: a.type,
          latestVersion: a.latestVersion,
          author: a.authorName,
          hospitals: a.targets.map((target) => target.cdmName),
          updatedAt: a.updatedAt,
        })),
      },
      summary: s.analyses(name, list.length),
      objects: [object, ...list.map((a) => ({ type: 'analysis', id: a.id }))],
      citations: list.map((a) => ({
        label: citationLabels.analysis(a.name),
        href: analysisPath(projectId, a.id),
      })),
      refused: false,
    };
  },
};

export const listExecutionsTool: AssistantTool = {
  definition: {
    name: 'list_executions',
    description: d.listExecutions,
    parameters: {
      type: 'object',
      properties: {
        projectId: { type: 'integer', description: d.projectId },
        analysisId: { type: 'integer', description: d.analysisId },
      },
      required: ['projectId'],
      additionalProperties: false,
    },
  },
  async run(context, args) {
    const projectId = idArgument(args, 'projectId');
    const analysisId =
      args.analysisId === undefined || args.analysisId === null ? null : idArgument(args, 'analysisId');
    const label = toolLabels.list_executions!;
    if (projectId === undefined || analysisId === undefined)
      return refusedOutcome(refusals.badArguments, s.invalid(label));
    const objects = [
      { type: 'project', id: projectId },
      ...(analysisId === null ? [] : [{ type: 'analysis', id: analysisId }]),
    ];
    const name = await memberProject(context, projectId);
    if (name === null) return refusedOutcome(refusals.notMember, s.refused(label), objects);
    // The analysis must be the project's: the service answers 404 for another's (a refusal here).
    const list =
      analysisId === null
        ? await listProjectExecutions(context.db, context.userId, projectId)
        : await listAnalysisExecutions(context.db, context.userId, projectId, analysisId);
    return {
      result: {
        project: { id: projectId, name },
        executions: list.map((e) => ({
          id: e.id,
          analysisId: e.analysisId,
          analysis: e.analysisName,
          version: e.version,
          hospital: e.orgName,
          cdm: e.cdmName,
          status: e.status,
          error: e.error,
          startedBy: e.startedByName,
          startedAt: e.createdAt,
          finishedAt: e.finishedAt,
          resultsVisible: e.resultAccess === 'VIEW',
        })),
      },
      summary: s.executions(name, list.length),
      objects: [...objects, ...list.map((e) => ({ type: 'execution', id: e.id }))],
      citations: list.slice(0, MAX_EXECUTION_CITATIONS).map((e) => ({
        label: citationLabels.execution(e.analysisName, e.orgName || e.cdmName),
        href: executionPath(projectId, e.analysisId, e.id),
      })),
      refused: false,
    };
  },
};
