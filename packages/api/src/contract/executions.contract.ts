import { z } from 'zod/mini';
import { endpoint } from './endpoint.js';
import {
  executionDetail,
  executionFile,
  executionFileIdsForm,
  executionFilesValidation,
  executionFileView,
  executionForm,
  executionIdsForm,
  executionLog,
  executionLogQuery,
  executionShiny,
  executionStartReport,
  executionSummary,
  executionTargetCheck,
} from './executions.js';
import { recordId, recordIdParams } from './ids.js';

// Spec §7 "Execution", under /projects/{id}/analysis/{aid}/execution, for the project's accepted
// members. Starting needs EXECUTION_CREATE, cancelling EXECUTION_CANCEL, seeing result files
// EXECUTION_VIEW and a data access level of V on the organisation (or an approved VIEW request):
// the services decide, they need the rows. Statuses reach open pages through `/api/v1/events`.

const projectOf = 'id' as const;
const analysisParams = z.object({ id: recordId, analysisId: recordId });
const executionParams = z.object({ id: recordId, analysisId: recordId, executionId: recordId });
const fileParams = z.object({
  id: recordId,
  analysisId: recordId,
  executionId: recordId,
  fileId: recordId,
});
const base = '/api/v1/projects/:id/analysis/:analysisId/execution' as const;

export const listProjectExecutions = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/executions',
  summary: 'Every execution of the project’s analyses, newest first.',
  params: recordIdParams,
  projectOf,
  content: z.array(executionSummary),
});

export const listExecutions = endpoint({
  method: 'GET',
  path: base,
  summary: 'The executions of one analysis, newest first.',
  params: analysisParams,
  projectOf,
  content: z.array(executionSummary),
});

/**
 * Asked when the run dialog opens rather than carried by the analysis: it is the caller's own (their
 * level, membership), it changes with IRB approvals, switches and engines, and it costs an online check
 * of each engine, which the analysis page, read by every member, should not wait for.
 */
export const listExecutionTargets = endpoint({
  method: 'GET',
  path: `${base}/targets`,
  summary:
    'Each target CDM of the analysis and whether the caller may run on it now; when not, why and what to do (apply as partner researcher, ask for a level, get IRB approval, or the hospital’s block or engine).',
  params: analysisParams,
  projectOf,
  projectNeeds: 'EXECUTION_CREATE',
  content: z.array(executionTargetCheck),
});

export const createExecutions = endpoint({
  method: 'POST',
  path: base,
  summary:
    'Run a package version on target CDMs, one execution per CDM. Starts on every CDM the caller may run on and reports each other one with its reason and remedy (not a member, level below E, IRB approval missing or ended, DB access blocked, no engine or engine offline); refused whole, every CDM named, when none may run.',
  params: analysisParams,
  projectOf,
  projectNeeds: 'EXECUTION_CREATE',
  body: executionForm,
  content: executionStartReport,
});

export const getExecution = endpoint({
  method: 'GET',
  path: `${base}/:executionId`,
  summary: 'One execution: status history, reproducibility record, Shiny link and file count.',
  params: executionParams,
  projectOf,
  content: executionDetail,
});

export const getExecutionLog = endpoint({
  method: 'GET',
  path: `${base}/:executionId/logs`,
  summary: 'The engine’s log from character `after` on (all of it without), so a page appends what is new.',
  params: executionParams,
  projectOf,
  query: executionLogQuery,
  content: executionLog,
});

export const listExecutionFiles = endpoint({
  method: 'GET',
  path: `${base}/:executionId/files`,
  summary: 'The result files, for a caller who may see the results.',
  params: executionParams,
  projectOf,
  content: z.array(executionFile),
});

export const viewExecutionFile = endpoint({
  method: 'GET',
  path: `${base}/:executionId/files/:fileId/view`,
  summary: 'A CSV, text or JSON result shown in place; any other type answers 4003 (spec §8).',
  params: fileParams,
  projectOf,
  content: executionFileView,
});

export const downloadExecutionFile = endpoint({
  method: 'GET',
  path: `${base}/:executionId/files/:fileId/download`,
  summary: 'One result file’s bytes; a JSON reply is an error (spec §8).',
  params: fileParams,
  projectOf,
  content: z.null(),
  replyIsFile: true,
});

export const validateExecutionFiles = endpoint({
  method: 'POST',
  path: `${base}/:executionId/files/validate`,
  summary: 'Whether the chosen files exist and may be downloaded together, before asking for the zip.',
  params: executionParams,
  projectOf,
  body: executionFileIdsForm,
  content: executionFilesValidation,
});

export const downloadExecutionFiles = endpoint({
  method: 'POST',
  path: `${base}/:executionId/files/downloads`,
  summary: 'The chosen result files in one zip; a JSON reply is an error (spec §8).',
  params: executionParams,
  projectOf,
  body: executionFileIdsForm,
  content: z.null(),
  replyIsFile: true,
});

export const getExecutionShiny = endpoint({
  method: 'GET',
  path: `${base}/:executionId/shiny`,
  summary: 'The Shiny app’s address, when the engine gave one.',
  params: executionParams,
  projectOf,
  content: executionShiny,
});

export const cancelExecution = endpoint({
  method: 'POST',
  path: `${base}/:executionId/cancel`,
  summary:
    'Cancel one execution: CANCELED at once if nothing runs yet, otherwise CANCELLING until the engine confirms.',
  params: executionParams,
  projectOf,
  projectNeeds: 'EXECUTION_CANCEL',
  body: z.optional(z.object({})),
  content: executionSummary,
});

export const cancelExecutions = endpoint({
  method: 'POST',
  path: `${base}/bulk-cancel`,
  summary: 'Cancel several executions of the analysis; each moves as `cancel` says.',
  params: analysisParams,
  projectOf,
  projectNeeds: 'EXECUTION_CANCEL',
  body: executionIdsForm,
  content: z.array(executionSummary),
});
